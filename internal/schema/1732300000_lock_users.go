package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// PocketBase creates a `users` auth collection whose create rule lets anyone
// sign up. The site has no visitor accounts (the spec: no sign-in, no roles),
// so every rule is closed: only superusers reach it, like every collection
// but the public catalogue.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return nil // already removed by hand: nothing to lock
		}
		users.ListRule, users.ViewRule, users.CreateRule, users.UpdateRule, users.DeleteRule = nil, nil, nil, nil, nil
		users.PasswordAuth.Enabled = false
		return app.Save(users)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return nil
		}
		owner := types.Pointer("id = @request.auth.id")
		users.ListRule, users.ViewRule, users.UpdateRule, users.DeleteRule = owner, owner, owner, owner
		users.CreateRule = types.Pointer("")
		users.PasswordAuth.Enabled = true
		return app.Save(users)
	})
}
