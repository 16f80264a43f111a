package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Disputes and chargebacks (internal/donate/disputes.go): one row per
// provider dispute, the gift it disputes when one is found, what it withdrew
// and gave back. The ledger takes two kinds of movement for them: the money a
// dispute withdrew ("chargeback", negative) and the money won back
// ("reinstated", positive). Run down, the rows stay, as the ledger's do.
func init() {
	m.Register(func(app core.App) error {
		ledger, err := app.FindCollectionByNameOrId("ledger")
		if err != nil {
			return err
		}
		if kind, ok := ledger.Fields.GetByName("kind").(*core.SelectField); ok {
			kind.Values = []string{"payment", "renewal", "cheque", "refund", "chargeback", "reinstated"}
		}
		if err := app.Save(ledger); err != nil {
			return err
		}
		if _, err := app.FindCollectionByNameOrId("disputes"); err == nil {
			return nil
		}
		c := core.NewBaseCollection("disputes")
		c.Fields.Add(
			&core.SelectField{Name: "provider", Required: true, MaxSelect: 1, Values: []string{"stripe", "paypal", "demo"}},
			text("disputeId", true, 100),
			text("donation", false, 50),
			text("paymentRef", false, 255),
			cents("amount"),
			text("currency", false, 3),
			text("reason", false, 100),
			text("providerStatus", false, 50),
			&core.BoolField{Name: "open"},
			cents("withdrawn"),
			cents("reinstated"),
			&core.DateField{Name: "openedAt"},
			&core.DateField{Name: "closedAt"},
			&core.BoolField{Name: "test"},
		)
		timestamps(c)
		c.AddIndex("idx_disputes_id", true, "provider, disputeId", "")
		c.AddIndex("idx_disputes_open", false, "open, openedAt", "")
		c.AddIndex("idx_disputes_donation", false, "donation", "")
		return app.Save(c)
	}, func(app core.App) error { return nil })
}
