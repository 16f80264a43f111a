package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// An order keeps PayPal's fee on its capture, when PayPal reports it
// (seller_receivable_breakdown.paypal_fee), for the payments ledger's fee and
// net columns. Orders paid before have none: their fee is unknown.
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{"orders": {
			&core.NumberField{Name: "paypalFee", OnlyInt: true},
			&core.BoolField{Name: "paypalFeeKnown"},
		}})
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("orders")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("paypalFee")
		c.Fields.RemoveByName("paypalFeeKnown")
		return app.Save(c)
	})
}
