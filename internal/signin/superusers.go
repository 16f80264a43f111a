package signin

import (
	"errors"

	"github.com/pocketbase/pocketbase/core"
)

var errSuperusersMFA = errors.New("in production superusers sign in with their password and a code mailed to them (MFA): it cannot be turned off")

// SuperusersUseMFA makes superusers, who can read every donor and order,
// sign in with a password and a code mailed to them, as staff do: the
// setting is turned on when the server starts and cannot be turned off
// from the dashboard. Call it in production only: `make run` and the
// browser tests sign in with a password alone (internal/site decides).
func SuperusersUseMFA(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		superusers, err := se.App.FindCollectionByNameOrId(core.CollectionNameSuperusers)
		if err != nil {
			return err
		}
		if !superusers.MFA.Enabled || !superusers.OTP.Enabled {
			superusers.MFA.Enabled, superusers.OTP.Enabled = true, true
			if err := se.App.Save(superusers); err != nil {
				return err
			}
		}
		return se.Next()
	})
	app.OnCollectionUpdate(core.CollectionNameSuperusers).BindFunc(func(e *core.CollectionEvent) error {
		if !e.Collection.MFA.Enabled || !e.Collection.OTP.Enabled {
			return errSuperusersMFA
		}
		return e.Next()
	})
}
