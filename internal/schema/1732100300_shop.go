package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The shop's additions to orders: a payment note (PayPal denials, refunds,
// refused captures), when a refund happened, and the capture id index the
// refund webhook looks orders up by.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		orders.Fields.Add(text("paymentNote", false, 5000), &core.DateField{Name: "refundedAt"})
		orders.AddIndex("idx_orders_paypalCaptureId", false, "paypalCaptureId", "")
		return app.Save(orders)
	}, func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		orders.Fields.RemoveByName("paymentNote")
		orders.Fields.RemoveByName("refundedAt")
		orders.RemoveIndex("idx_orders_paypalCaptureId")
		return app.Save(orders)
	})
}
