package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The years whose article 222 bis declaration a treasurer marked done
// (internal/declarations): one row a year, kept like the audit log.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("receipt_declarations")
		c.Fields.Add(
			&core.NumberField{Name: "year", OnlyInt: true, Required: true},
			&core.DateField{Name: "declaredAt", Required: true},
			text("declaredBy", true, 255),
		)
		timestamps(c)
		c.AddIndex("idx_receipt_declarations_year", true, "year", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("receipt_declarations")
		if err != nil {
			return err
		}
		return app.Delete(c)
	})
}
