package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A gift's methods, all of them: the gifts that are not money
// (1735650000) and SEPA Direct Debit (1735670000) were added side by side,
// and the later of the two set the list without the other's. Values
// frozen here. Run down, nothing changes: gifts keep their method.
func init() {
	m.Register(func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		if method, ok := donations.Fields.GetByName("method").(*core.SelectField); ok {
			method.Values = []string{"card", "paypal", "cheque", "sepa", "in_kind", "volunteer_expenses"}
		}
		return app.Save(donations)
	}, func(app core.App) error { return nil })
}
