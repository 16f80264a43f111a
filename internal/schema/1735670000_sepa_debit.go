package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// SEPA Direct Debit and wallets (internal/donate/charges.go): a gift may be
// paid by debit ("sepa"), and stays "processing" until the bank settles it;
// each Stripe charge that paid a gift is kept (its ids and date, so that a
// disputed renewal finds its gift) with how it was paid ("paidWith": a
// card's wallet such as apple_pay, or sepa_debit).
func init() {
	m.Register(func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		if status, ok := donations.Fields.GetByName("status").(*core.SelectField); ok {
			status.Values = []string{
				"pending", "paid", "awaiting_cheque", "active", "suspended", "cancelled", "failed", "expired", "refunded", "past_due", "processing",
			}
		}
		if method, ok := donations.Fields.GetByName("method").(*core.SelectField); ok {
			method.Values = []string{"card", "paypal", "cheque", "sepa"}
		}
		donations.Fields.Add(text("paidWith", false, 40), &core.JSONField{Name: "charges", MaxSize: 200_000})
		return app.Save(donations)
	}, func(app core.App) error {
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		donations.Fields.RemoveByName("paidWith")
		donations.Fields.RemoveByName("charges")
		return app.Save(donations)
	})
}
