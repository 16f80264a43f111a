package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Stock: a product may count what is left of each option ("stock", a JSON
// object of size → units; "" for a product without sizes; an option not
// named is unlimited). A paid order keeps what it took ("stockTaken",
// "productId|size" → units) so a refund gives back exactly that, and how
// many units of each line were refunded ("refundedQuantities", one number
// per line).
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{
			"products": {&core.JSONField{Name: "stock", MaxSize: 20_000}},
			"orders": {
				&core.JSONField{Name: "stockTaken", MaxSize: 20_000},
				&core.JSONField{Name: "refundedQuantities", MaxSize: 20_000},
			},
		})
	}, func(app core.App) error {
		if err := removeFields(app, "products", "stock"); err != nil {
			return err
		}
		return removeFields(app, "orders", "stockTaken", "refundedQuantities")
	})
}
