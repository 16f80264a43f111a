package stripe_test

import (
	"testing"
	"time"

	"foundation/internal/payments/stripe"
)

// eventOf wraps a fixture object in the envelope of an event of type eventType.
func eventOf(t *testing.T, eventType, fixtureName string) []byte {
	t.Helper()
	return []byte(`{"id":"evt_1","object":"event","created":1,"type":"` + eventType + `","data":{"object":` + fixture(t, fixtureName) + `}}`)
}

func decode(t *testing.T, payload []byte) stripe.Event {
	t.Helper()
	ev, err := stripe.DecodeEvent(payload)
	if err != nil {
		t.Fatalf("DecodeEvent: %v", err)
	}
	return ev
}

// assertDecodes wraps each fixture in an event of eventType and checks that
// DecodeEvent yields the wanted object, picked from the event by pick.
func assertDecodes[T comparable](t *testing.T, eventType string, pick func(stripe.Event) *T, want map[string]T) {
	t.Helper()
	for fixtureName, w := range want {
		t.Run(fixtureName, func(t *testing.T) {
			got := pick(decode(t, eventOf(t, eventType, fixtureName)))
			if got == nil || *got != w {
				t.Errorf("decoded\n %+v\nwant\n %+v", got, w)
			}
		})
	}
}

func TestDecodeSubscriptionEvents(t *testing.T) {
	assertDecodes(t, "customer.subscription.deleted", func(ev stripe.Event) *stripe.Subscription { return ev.Subscription },
		map[string]stripe.Subscription{
			"subscription_basil.json": {ID: "sub_gift", Status: "canceled", DonationID: "don_1",
				CurrentPeriodEnd: newYear, CancellationReason: "payment_failed"},
			"subscription_legacy.json": {ID: "sub_old", Status: "active", DonationID: "don_old",
				CurrentPeriodEnd: newYear.AddDate(0, 1, 0)},
		})
}

func TestDecodeFailedInvoices(t *testing.T) {
	retryAt := time.Date(2026, 1, 4, 0, 0, 0, 0, time.UTC)
	assertDecodes(t, "invoice.payment_failed", func(ev stripe.Event) *stripe.Invoice { return ev.Invoice },
		map[string]stripe.Invoice{
			// Current shape: the reason is the finalization error.
			"invoice_failed_basil.json": {ID: "in_retry", SubscriptionID: "sub_gift", AmountDue: 1500, Currency: "eur", BillingReason: "subscription_cycle",
				DonationID: "don_1", AttemptCount: 2, NextPaymentAttempt: retryAt, FailureMessage: "Your card was declined.",
				PeriodEnd: newYear.AddDate(0, 0, 7)},
			// The expanded PaymentIntent wins over the finalization error; no retry left.
			"invoice_failed_legacy_payment_intent.json": {ID: "in_old", SubscriptionID: "sub_old", AmountDue: 1000, Currency: "eur", BillingReason: "subscription_cycle",
				DonationID: "don_old", AttemptCount: 4, FailureMessage: "Your card has expired.", PeriodEnd: newYear},
			// An expanded Charge, and no lines to date the next payment.
			"invoice_failed_legacy_charge.json": {ID: "in_charge", SubscriptionID: "sub_old", AmountDue: 1000, Currency: "eur", BillingReason: "subscription_cycle",
				DonationID: "don_old", AttemptCount: 1, NextPaymentAttempt: retryAt, FailureMessage: "Your card has insufficient funds."},
		})
}

func TestDecodeCardUpdateSession(t *testing.T) {
	assertDecodes(t, "checkout.session.completed", func(ev stripe.Event) *stripe.CheckoutSession { return ev.Session },
		map[string]stripe.CheckoutSession{
			"checkout_session_setup.json": {ID: "cs_setup", Mode: "setup", PaymentStatus: "no_payment_required", Status: "complete",
				DonationID: "don_1", CustomerID: "cus_ada", Currency: "eur", SetupIntentID: "seti_new", SubscriptionToUpdate: "sub_gift"},
		})

	// Only a setup session updates a card, whatever another one's metadata says.
	ev := decode(t, []byte(`{"id":"evt_2","object":"event","type":"checkout.session.completed","data":{"object":
		{"id":"cs_pay","mode":"payment","metadata":{"donation_id":"don_1","subscription_id":"sub_gift"}}}}`))
	if ev.Session.SubscriptionToUpdate != "" {
		t.Errorf("a payment session reads as a card update for %q", ev.Session.SubscriptionToUpdate)
	}
}
