package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Staff accounts sign in with a password and, MFA being on, a code mailed
// to them: a stolen password alone opens nothing. Each holds roles; routes
// check them on the server. A staff member may read their own account;
// everything else about staff goes through admin routes. The audit log
// records every staff action and no rule lets anyone change it.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewAuthCollection("staff")
		c.ViewRule = types.Pointer("id = @request.auth.id")
		c.AuthRule = types.Pointer("")
		c.PasswordAuth.Enabled = true
		c.PasswordAuth.IdentityFields = []string{"email"}
		c.OTP.Enabled = true
		c.OTP.Duration = 300
		c.OTP.Length = 6
		c.MFA.Enabled = true
		c.MFA.Duration = 600
		c.AuthToken.Duration = 8 * 60 * 60 // a working day; then sign in again
		c.Fields.Add(
			text("name", false, 120),
			&core.SelectField{Name: "roles", Required: true, MaxSelect: 4, Values: []string{"editor", "shop", "treasurer", "admin"}},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		audit := core.NewBaseCollection("audit_log")
		audit.Fields.Add(
			text("actor", true, 50),
			text("actorEmail", false, 255),
			text("action", true, 80),
			text("collection", false, 80),
			text("recordId", false, 50),
			&core.JSONField{Name: "before", MaxSize: 200_000},
			&core.JSONField{Name: "after", MaxSize: 200_000},
		)
		timestamps(audit)
		audit.AddIndex("idx_audit_log_record", false, "collection, recordId", "")
		audit.AddIndex("idx_audit_log_created", false, "created", "")
		return app.Save(audit)
	}, func(app core.App) error {
		for _, name := range []string{"audit_log", "staff"} {
			c, err := app.FindCollectionByNameOrId(name)
			if err != nil {
				continue
			}
			if err := app.Delete(c); err != nil {
				return err
			}
		}
		return nil
	})
}
