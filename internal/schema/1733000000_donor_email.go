package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A donor is every donation_users record of one email, compared
// case-insensitively: the treasurer's donor page finds a person's records
// by lower(email), through this index rather than a scan.
func init() {
	const index = "idx_donation_users_email_lower"
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		c.AddIndex(index, false, "lower(email)", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		c.RemoveIndex(index)
		return app.Save(c)
	})
}
