package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// One money path: the statuses the domains moved then (internal/donate and
// internal/shop declare today's; later migrations add theirs), orders and
// gifts paid through the TEST MODE gateway say so
// (test), and a gift whose payment does not match what was asked carries the
// problem for the staff (paymentIssue) instead of counting.
func init() {
	m.Register(func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		if status, ok := donations.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = []string{"pending", "paid", "awaiting_cheque", "active", "suspended", "cancelled", "failed", "expired", "refunded"}
		}
		donations.Fields.Add(&core.BoolField{Name: "test"}, text("paymentIssue", false, 5000))
		if err := app.Save(donations); err != nil {
			return err
		}
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		if status, ok := orders.Fields.GetByName("status").(*core.TextField); ok {
			status.Pattern = "^(pending|paid|refunded|partially_refunded)$"
		}
		orders.Fields.Add(&core.BoolField{Name: "test"})
		return app.Save(orders)
	}, func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		if status, ok := donations.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = donationStatuses
		}
		donations.Fields.RemoveByName("test")
		donations.Fields.RemoveByName("paymentIssue")
		if err := app.Save(donations); err != nil {
			return err
		}
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		if status, ok := orders.Fields.GetByName("status").(*core.TextField); ok {
			status.Pattern = ""
		}
		orders.Fields.RemoveByName("test")
		return app.Save(orders)
	})
}
