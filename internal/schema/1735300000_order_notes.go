package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Staff's internal notes on an order ("customer called: leave the parcel
// with the caretaker"): the order, the text (up to 2,000 characters) and
// its author. No API rule: staff reach them only through
// /api/staff/orders/{id}/notes (internal/staff/notes.go), and no customer
// page or public route reads them. A note goes with its order.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		staff, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("order_notes")
		c.Fields.Add(
			&core.RelationField{Name: "order", Required: true, MaxSelect: 1, CollectionId: orders.Id, CascadeDelete: true},
			text("text", true, 2000),
			&core.RelationField{Name: "author", Required: true, MaxSelect: 1, CollectionId: staff.Id},
		)
		timestamps(c)
		c.AddIndex("idx_order_notes_order", false, "`order`, created", "")
		return app.Save(c)
	}, func(app core.App) error {
		if c, err := app.FindCollectionByNameOrId("order_notes"); err == nil {
			return app.Delete(c)
		}
		return nil
	})
}
