package demo

import (
	"strings"
	"time"

	"foundation/internal/payments/stripe"
)

// Fail ends an open session as a payment that did not go through, once,
// with the event Stripe sends when an async payment (a SEPA debit) fails;
// a second call reports false.
func (c *Card) Fail(id string) (stripe.Event, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions.get(id)
	if !ok || s.Completed || s.Mode == "setup" {
		return stripe.Event{}, false
	}
	s.Completed = true
	session := &stripe.CheckoutSession{
		ID: s.ID, Mode: s.Mode, PaymentStatus: "unpaid", Status: "complete", DonationID: s.DonationID,
		AmountTotal: s.Amount, Currency: s.Currency, CustomerID: "cus_demo_" + s.DonationID,
	}
	return c.remember(stripe.Event{ID: "evt_demo_failed_" + s.ID, Type: "checkout.session.async_payment_failed", Session: session}), true
}

// Dispute is the payer disputing the payment of a completed session with
// their bank: the dispute opens and Stripe withdraws its amount, the two
// events Stripe sends (charge.dispute.created, then funds_withdrawn).
func (c *Card) Dispute(id string) []stripe.Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions.get(id)
	if !ok || !s.Completed || s.Mode == "setup" {
		return nil
	}
	suffix := strings.TrimPrefix(s.ID, "cs_demo_")
	du := &stripe.Dispute{
		ID: "du_demo_" + suffix, ChargeID: "ch_pi_demo_" + suffix, PaymentIntentID: "pi_demo_" + suffix,
		Amount: s.Amount, Currency: s.Currency, Reason: "fraudulent", Status: "needs_response", Created: c.now(),
	}
	var events []stripe.Event
	for _, kind := range []string{"created", "funds_withdrawn"} {
		events = append(events, c.remember(stripe.Event{ID: "evt_demo_" + kind + "_" + du.ID, Type: "charge.dispute." + kind, Dispute: du}))
	}
	return events
}

// Debit settles the SEPA debit of a completed session once, as Stripe does
// days later: checkout.session.async_payment_succeeded (the money credited
// now) or async_payment_failed. A session with no debit on its way reports
// false.
func (c *Card) Debit(id string, succeeded bool) (stripe.Event, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions.get(id)
	if !ok || !s.Debiting {
		return stripe.Event{}, false
	}
	s.Debiting = false
	suffix := strings.TrimPrefix(s.ID, "cs_demo_")
	session := &stripe.CheckoutSession{
		ID: s.ID, Mode: s.Mode, PaymentStatus: "paid", Status: "complete", DonationID: s.DonationID,
		AmountTotal: s.Amount, Currency: s.Currency, CustomerID: "cus_demo_" + s.DonationID, PaymentIntentID: "pi_demo_" + suffix,
	}
	if s.Mode == "subscription" {
		session.SubscriptionID = "sub_demo_" + suffix
	}
	kind := "succeeded"
	if !succeeded {
		session.PaymentStatus, kind = "unpaid", "failed"
	}
	ev := c.remember(stripe.Event{ID: "evt_demo_debit_" + kind + "_" + s.ID, Type: "checkout.session.async_payment_" + kind, Session: session})
	if !succeeded && s.Mode == "subscription" { // a first debit that bounced ends its subscription
		if sub, ok := c.subscriptions.get(session.SubscriptionID); ok {
			sub.state.Status, sub.state.CurrentPeriodEnd = statusCanceled, time.Time{}
		}
	}
	return ev, true
}
