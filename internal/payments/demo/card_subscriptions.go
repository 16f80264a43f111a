package demo

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/stripe"
)

// cardSubscription is a demo recurring gift as Stripe Billing would hold it.
type cardSubscription struct {
	state stripe.SubscriptionState
	// unpaid is the renewal whose payment failed; the next Renew retries it
	// rather than billing a new period, as Stripe's retries do.
	unpaid *stripe.Invoice
}

// cardSetup is a card saved by a completed setup session, waiting to be
// made a subscription's default.
type cardSetup struct{ subscriptionID, paymentMethod string }

const (
	statusActive   = "active"
	statusPastDue  = "past_due"
	statusCanceled = "canceled"
)

// retryDelay is when the demo says it will try a failed renewal again,
// about what Stripe's smart retries choose for a first failure.
const retryDelay = 3 * 24 * time.Hour

// subscribe turns a completed subscription session into its subscription;
// the caller holds c.mu.
func (c *Card) subscribe(s *CardSession, session *stripe.CheckoutSession) {
	suffix := strings.TrimPrefix(s.ID, "cs_demo_")
	c.subscriptions.put(session.SubscriptionID, &cardSubscription{state: stripe.SubscriptionState{
		ID: session.SubscriptionID, Status: statusActive, CustomerID: session.CustomerID, DonationID: s.DonationID,
		ItemID: "si_demo_" + suffix, ProductID: "prod_demo_" + suffix,
		Amount: s.Amount, Currency: s.Currency, Interval: s.Interval,
		CurrentPeriodEnd:     nextPeriod(c.now(), s.Interval),
		DefaultPaymentMethod: "pm_demo_1",
	}})
}

// nextPeriod is one interval after t; anything but a week counts as a month
// (a plan whose interval the demo could not read).
func nextPeriod(t time.Time, interval string) time.Time {
	if interval == "week" {
		return t.AddDate(0, 0, 7)
	}
	return t.AddDate(0, 1, 0)
}

// subscription finds a demo subscription; the caller holds c.mu.
func (c *Card) subscription(id string) (*cardSubscription, error) {
	sub, ok := c.subscriptions.get(id)
	if !ok {
		return nil, fmt.Errorf("demo: subscription %q not found", id)
	}
	return sub, nil
}

// live finds a subscription that can still be billed or changed.
func (c *Card) live(id string) (*cardSubscription, error) {
	sub, err := c.subscription(id)
	if err == nil && sub.state.Status == statusCanceled {
		err = fmt.Errorf("demo: subscription %q is canceled", id)
	}
	return sub, err
}

func (c *Card) GetSubscription(_ context.Context, id string) (stripe.SubscriptionState, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.subscription(id)
	if err != nil {
		return stripe.SubscriptionState{}, err
	}
	return sub.state, nil
}

// CancelSubscription stops the gift at once; stopping it twice is harmless.
// Unlike Stripe it sends no customer.subscription.deleted: the caller already
// knows, and only Complete, Renew and EndAfterRetries produce demo events.
func (c *Card) CancelSubscription(_ context.Context, id, _ string) (stripe.SubscriptionState, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.subscription(id)
	if err != nil {
		return stripe.SubscriptionState{}, err
	}
	if sub.state.Status != statusCanceled {
		sub.state.Status, sub.unpaid = statusCanceled, nil
	}
	return sub.state, nil
}

// ChangeSubscriptionAmount sets the amount of the renewals to come; a renewal
// already billed keeps its amount, as with proration_behavior=none.
func (c *Card) ChangeSubscriptionAmount(_ context.Context, id string, amount money.Cents, _ string) (stripe.SubscriptionState, error) {
	if amount <= 0 {
		return stripe.SubscriptionState{}, fmt.Errorf("demo: amount must be positive, got %d", amount)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.live(id)
	if err != nil {
		return stripe.SubscriptionState{}, err
	}
	sub.state.Amount = amount
	return sub.state, nil
}

// CreateCardUpdateSession opens the demo checkout page in setup mode.
func (c *Card) CreateCardUpdateSession(_ context.Context, p stripe.CardUpdateParams) (stripe.Session, error) {
	if p.SubscriptionID == "" || p.DonationID == "" {
		return stripe.Session{}, errors.New("demo: subscription and donation id are required")
	}
	c.mu.Lock()
	_, err := c.live(p.SubscriptionID)
	c.mu.Unlock()
	if err != nil {
		return stripe.Session{}, err
	}
	return c.open(&CardSession{
		ID: newID("cs_demo_"), Mode: "setup", DonationID: p.DonationID, Currency: "eur",
		SuccessURL: p.SuccessURL, CancelURL: p.CancelURL, SubscriptionToUpdate: p.SubscriptionID,
	}), nil
}

// UseSetupForSubscription makes the card a setup session saved the
// subscription's default, and returns it.
func (c *Card) UseSetupForSubscription(_ context.Context, setupIntentID, subscriptionID, _ string) (string, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	setup, ok := c.setups.get(setupIntentID)
	if !ok {
		return "", fmt.Errorf("demo: setup intent %q not found", setupIntentID)
	}
	if setup.subscriptionID != subscriptionID {
		return "", fmt.Errorf("demo: setup intent %s was made for subscription %s, not %s", setupIntentID, setup.subscriptionID, subscriptionID)
	}
	sub, err := c.live(subscriptionID)
	if err != nil {
		return "", err
	}
	sub.state.DefaultPaymentMethod = setup.paymentMethod
	return setup.paymentMethod, nil
}

// Renew is the next payment attempt of a subscription (tests): with no
// unpaid renewal it bills the next period, which rolls over whether or not
// the payment succeeds, as on Stripe; after a failure it retries that
// renewal. It returns invoice.paid or invoice.payment_failed (AttemptCount
// incremented, NextPaymentAttempt in three days, FailureMessage = reason).
func (c *Card) Renew(subscriptionID string, paid bool, reason string) (stripe.Event, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.live(subscriptionID)
	if err != nil {
		return stripe.Event{}, err
	}
	inv := sub.unpaid
	if inv == nil {
		st := &sub.state
		st.CurrentPeriodEnd = nextPeriod(st.CurrentPeriodEnd, st.Interval)
		inv = &stripe.Invoice{
			ID: newID("in_demo_"), SubscriptionID: st.ID, AmountDue: st.Amount, Currency: st.Currency,
			BillingReason: "subscription_cycle", DonationID: st.DonationID, PeriodEnd: st.CurrentPeriodEnd,
		}
	}
	inv.AttemptCount++
	eventType := "invoice.paid"
	if paid {
		inv.AmountPaid, inv.NextPaymentAttempt, inv.FailureMessage = inv.AmountDue, time.Time{}, ""
		sub.state.Status, sub.unpaid = statusActive, nil
	} else {
		eventType = "invoice.payment_failed"
		inv.NextPaymentAttempt, inv.FailureMessage = c.now().Add(retryDelay).UTC(), reason
		sub.state.Status, sub.unpaid = statusPastDue, inv
	}
	snapshot := *inv // the event keeps this attempt, not later ones
	return c.remember(stripe.Event{ID: newID("evt_demo_"), Type: eventType, Invoice: &snapshot}), nil
}

// EndAfterRetries is Stripe giving up after the last failed retry (tests):
// the subscription is canceled and customer.subscription.deleted returned.
func (c *Card) EndAfterRetries(subscriptionID string) (stripe.Event, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.live(subscriptionID)
	if err != nil {
		return stripe.Event{}, err
	}
	sub.state.Status, sub.unpaid = statusCanceled, nil
	return c.remember(stripe.Event{ID: newID("evt_demo_"), Type: "customer.subscription.deleted", Subscription: &stripe.Subscription{
		ID: sub.state.ID, Status: sub.state.Status, DonationID: sub.state.DonationID,
		CurrentPeriodEnd: sub.state.CurrentPeriodEnd, CancellationReason: "payment_failed",
	}}), nil
}
