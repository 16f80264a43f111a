package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Opening an order's payment holds its units until "stockHeldUntil": the
// stock other buyers see is what is left minus the units of the unpaid,
// pending orders whose hold has not expired (internal/shop/hold.go). The
// index keeps that sum to the few orders being paid right now.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.DateField{Name: "stockHeldUntil"})
		c.AddIndex("idx_orders_stockHeldUntil", false, "stockHeldUntil", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_orders_stockHeldUntil")
		c.Fields.RemoveByName("stockHeldUntil")
		return app.Save(c)
	})
}
