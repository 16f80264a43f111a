package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Gifts that are not money (internal/donate/nature.go): a gift in kind and
// a volunteer's expenses waived, which the treasurer records. A gift takes
// two new methods, its date, its description, and for waived expenses the
// volunteer's mission, the date of the express waiver and the expense lines
// (JSON); the ledger takes their two kinds of line and the value of such a
// line apart from its gross (always 0: no money moved); a receipt's methods
// name them. Values frozen here. Run down, nothing is dropped: gifts,
// ledger rows and receipts stay.
func init() {
	m.Register(func(app core.App) error {
		selects := []struct {
			collection, field string
			values            []string
		}{
			{"donations", "method", []string{"card", "paypal", "cheque", "in_kind", "volunteer_expenses"}},
			{"ledger", "kind", []string{"payment", "renewal", "cheque", "refund", "chargeback", "reinstated", "in_kind", "volunteer_expenses"}},
			{"tax_receipts", "methods", []string{"cheque", "card", "in_kind", "volunteer_expenses"}},
		}
		for _, s := range selects {
			c, err := app.FindCollectionByNameOrId(s.collection)
			if err != nil {
				return err
			}
			if f, ok := c.Fields.GetByName(s.field).(*core.SelectField); ok {
				f.Values = s.values
			}
			if err := app.Save(c); err != nil {
				return err
			}
		}
		return addFields(app, map[string][]core.Field{
			"donations": {
				&core.DateField{Name: "giftDate"},
				text("natureDescription", false, 1000),
				text("volunteerMission", false, 500),
				&core.DateField{Name: "waivedOn"},
				&core.JSONField{Name: "expenses", MaxSize: 40 << 10},
			},
			"ledger": {cents("value")},
		})
	}, func(app core.App) error { return nil })
}
