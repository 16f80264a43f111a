package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The donor's town ("Commune" on the Cerfa n° 11580*05): asked on the
// donation form and the corrections, kept on each receipt as it was printed.
// Details given before have none: their receipts wait until a correction
// adds it (internal/receipts, "missing town").
func init() {
	m.Register(func(app core.App) error {
		for _, f := range []struct{ collection, field string }{{"donation_users", "ville"}, {"tax_receipts", "donorTown"}} {
			c, err := app.FindCollectionByNameOrId(f.collection)
			if err != nil {
				return err
			}
			c.Fields.Add(text(f.field, false, 100))
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		// Issued receipts keep the town they printed: only the form's field goes.
		c, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("ville")
		return app.Save(c)
	})
}
