package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Staff ship and cancel orders from /staff: when and how an order left, and
// why one was cancelled; the list filters by status and date.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		if status, ok := orders.Fields.GetByName("status").(*core.TextField); ok {
			status.Pattern = "^(pending|paid|refunded|partially_refunded|shipped|cancelled)$"
		}
		orders.Fields.Add(
			&core.DateField{Name: "shippedAt"}, text("carrier", false, 100), text("trackingNumber", false, 100),
			&core.DateField{Name: "cancelledAt"}, text("cancelReason", false, 500),
		)
		orders.AddIndex("idx_orders_status_created", false, "status, created", "")
		orders.AddIndex("idx_orders_created", false, "created", "")
		return app.Save(orders)
	}, func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		for _, name := range []string{"shippedAt", "carrier", "trackingNumber", "cancelledAt", "cancelReason"} {
			orders.Fields.RemoveByName(name)
		}
		orders.RemoveIndex("idx_orders_status_created")
		orders.RemoveIndex("idx_orders_created")
		return app.Save(orders)
	})
}
