package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Who wrote a donation_users record: "form" for the details given with a
// gift (anyone may type any email there), "donor" for a correction by the
// person signed in at /donor, "staff" for one by the treasurer. A person's
// current details are their latest correction, never a newer form, so an
// anonymous form cannot rewrite what receipts and staff pages show for
// someone else (internal/donate/details.go).
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.SelectField{Name: "source", MaxSelect: 1, Values: []string{"form", "donor", "staff"}})
		if err := app.Save(c); err != nil {
			return err
		}
		_, err = app.DB().NewQuery(`UPDATE donation_users SET source = 'form'`).Execute()
		return err
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("source")
		return app.Save(c)
	})
}
