package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Refunds are booked once per PayPal refund id and add up (a partial refund
// leaves an order partially refunded, a gift paid); an order whose payment
// did not match carries the problem for the staff, as gifts do.
func init() {
	m.Register(func(app core.App) error {
		orders, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		orders.Fields.Add(euros("amountRefunded"), &core.JSONField{Name: "refunds", MaxSize: 20_000}, text("paymentIssue", false, 5000))
		if err := app.Save(orders); err != nil {
			return err
		}
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		donations.Fields.Add(cents("amountRefunded"), &core.JSONField{Name: "countedRefunds", MaxSize: 20_000})
		return app.Save(donations)
	}, func(app core.App) error {
		for collection, fields := range map[string][]string{
			"orders": {"amountRefunded", "refunds", "paymentIssue"}, "donations": {"amountRefunded", "countedRefunds"},
		} {
			c, err := app.FindCollectionByNameOrId(collection)
			if err != nil {
				return err
			}
			for _, f := range fields {
				c.Fields.RemoveByName(f)
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return nil
	})
}
