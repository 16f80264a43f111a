package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Orders carry a number a volunteer can read out on the phone (n° 1042,
// not a 15-character id): existing orders are numbered in the order they
// were made, and each new one takes the next in the database itself, by a
// trigger inside its insert, so two orders at once (SQLite writes one at a
// time) or a crash never give one number twice.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.NumberField{Name: "number", OnlyInt: true, Min: types.Pointer(0.0)})
		if err := app.Save(c); err != nil {
			return err
		}
		if err := execAll(app, []string{
			`UPDATE orders SET number = (SELECT count(*) FROM orders o WHERE o.created < orders.created OR (o.created = orders.created AND o.id <= orders.id))`,
			`CREATE TRIGGER orders_number AFTER INSERT ON orders WHEN coalesce(new.number, 0) = 0 BEGIN
				UPDATE orders SET number = (SELECT coalesce(max(number), 0) + 1 FROM orders) WHERE id = new.id;
			END`,
		}); err != nil {
			return err
		}
		c.AddIndex("idx_orders_number", true, "number", "number > 0")
		return app.Save(c)
	}, func(app core.App) error {
		if err := execAll(app, []string{`DROP TRIGGER IF EXISTS orders_number`}); err != nil {
			return err
		}
		c, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_orders_number")
		c.Fields.RemoveByName("number")
		return app.Save(c)
	})
}
