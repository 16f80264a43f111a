package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Admins manage staff accounts from /staff (internal/staff/accounts.go): an
// account is invited by mail, may be disabled, and is never deleted. The
// invitation's link is PocketBase's password-reset token of the staff
// collection, valid 24 hours; a disabled account fails the auth rule, so it
// cannot sign in; a staff password has at least 12 characters, on every
// path that sets one.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.BoolField{Name: "disabled"},
			&core.BoolField{Name: "invitePending"},
			&core.DateField{Name: "invitedAt"},
			&core.DateField{Name: "lastSignInAt"},
		)
		if p, ok := c.Fields.GetByName(core.FieldNamePassword).(*core.PasswordField); ok {
			p.Min = 12
		}
		c.AuthRule = types.Pointer("disabled = false")
		c.PasswordResetToken.Duration = 24 * 60 * 60 // an invitation is valid 24 hours
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		for _, name := range []string{"disabled", "invitePending", "invitedAt", "lastSignInAt"} {
			c.Fields.RemoveByName(name)
		}
		c.AuthRule = types.Pointer("")
		c.PasswordResetToken.Duration = 1800
		return app.Save(c)
	})
}
