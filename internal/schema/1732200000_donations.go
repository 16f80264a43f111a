package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Donations follow their provider more closely: a PayPal subscription can be
// suspended, a payment's provider id is kept, and each counted payment's key
// is remembered so a repeated or reordered event never counts it twice.
// Provider order and subscription ids are unique where set, so two requests
// racing to record the same PayPal order or subscription make one donation.
func init() {
	m.Register(extendDonations, revertDonations)
}

var donationStatuses = []string{"pending", "paid", "awaiting_cheque", "active", "suspended", "cancelled", "failed"}

func extendDonations(app core.App) error {
	c, err := app.FindCollectionByNameOrId("donations")
	if err != nil {
		return err
	}
	if status, ok := c.Fields.GetByName("status").(*core.SelectField); ok {
		status.Values = donationStatuses
	}
	c.Fields.Add(
		text("providerPaymentId", false, 200),
		&core.JSONField{Name: "countedPayments", MaxSize: 200_000},
	)
	c.RemoveIndex("idx_donations_subscription")
	c.AddIndex("idx_donations_subscription_unique", true, "providerSubscriptionId", "providerSubscriptionId != ''")
	c.AddIndex("idx_donations_order_unique", true, "providerOrderId", "providerOrderId != ''")
	return app.Save(c)
}

func revertDonations(app core.App) error {
	c, err := app.FindCollectionByNameOrId("donations")
	if err != nil {
		return err
	}
	c.RemoveIndex("idx_donations_order_unique")
	c.RemoveIndex("idx_donations_subscription_unique")
	c.AddIndex("idx_donations_subscription", false, "providerSubscriptionId", "")
	c.Fields.RemoveByName("countedPayments")
	c.Fields.RemoveByName("providerPaymentId")
	if status, ok := c.Fields.GetByName("status").(*core.SelectField); ok {
		status.Values = []string{"pending", "paid", "awaiting_cheque", "active", "cancelled", "failed"}
	}
	return app.Save(c)
}
