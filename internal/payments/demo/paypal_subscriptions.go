package demo

import (
	"context"
	"errors"
	"net/http"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// The demo PayPal subscription's life: its approval, cancel, payments,
// failures, and the helpers tests use to play PayPal's side.

// demoSubscription is a subscription as PayPal holds it, with its payment
// attempts, oldest first.
type demoSubscription struct {
	paypal.Subscription
	transactions []paypal.Transaction
}

// maxPayments bounds each subscription's payment history as MaxEntries
// bounds the subscriptions: past it the oldest attempts are forgotten.
const maxPayments = 100

// record adds a payment attempt at now.
func (s *demoSubscription) record(status string, now time.Time) paypal.Transaction {
	t := paypal.Transaction{ID: newID("DEMO-SALE-"), Status: status, Amount: s.Amount, Currency: s.Currency, Time: now}
	s.transactions = append(s.transactions, t)
	if len(s.transactions) > maxPayments {
		s.transactions = s.transactions[1:]
	}
	return t
}

// pay takes a payment at now as PayPal bills one: the failure count starts
// again, and the next payment is due a month later. The demo does not know
// the plan's interval, so a weekly plan is billed monthly here too.
func (s *demoSubscription) pay(now time.Time) paypal.Transaction {
	t := s.record("COMPLETED", now)
	s.LastPaymentAt, s.LastPaymentAmount, s.FailedPaymentsCount = now, s.Amount, 0
	s.NextBillingTime = now.AddDate(0, 1, 0)
	return t
}

// Subscribe stands for the buyer approving a subscription of amount in
// PayPal's window; only the demo has it (real subscriptions are created by
// PayPal's SDK, or by the server for CreateSubscription). It is ACTIVE and
// its first payment is taken at once, as PayPal does.
func (p *PayPal) Subscribe(planID, customID string, amount money.Cents) paypal.Subscription {
	s := &demoSubscription{Subscription: paypal.Subscription{
		ID: newID("I-DEMO"), Status: "ACTIVE", PlanID: planID, CustomID: customID, Amount: amount, Currency: "EUR",
	}}
	s.pay(time.Now().UTC())
	p.mu.Lock()
	defer p.mu.Unlock()
	p.subscriptions.put(s.ID, s)
	return s.Subscription
}

// CreateSubscription is the server opening a subscription (at in.Amount,
// else 0 as the demo knows no plan's price) that the donor approves at
// once: the demo's button stands for PayPal's window, so it is ACTIVE and
// paid, as Subscribe makes it. No request id is kept: each call is a new one.
func (p *PayPal) CreateSubscription(_ context.Context, in paypal.CreateSubscriptionInput, _ string) (*paypal.Subscription, error) {
	sub := p.Subscribe(in.PlanID, in.CustomID, in.Amount)
	return &sub, nil
}

// subscription finds a demo subscription; the caller holds p.mu.
func (p *PayPal) subscription(id string) (*demoSubscription, error) {
	s, ok := p.subscriptions.get(id)
	if !ok {
		return nil, notFound("subscription", id)
	}
	return s, nil
}

// billable finds a subscription PayPal would still bill or cancel, and
// answers for an ended one as PayPal does; the caller holds p.mu.
func (p *PayPal) billable(id string) (*demoSubscription, error) {
	s, err := p.subscription(id)
	if err != nil {
		return nil, err
	}
	if s.Status == "CANCELLED" || s.Status == "EXPIRED" {
		return nil, errors.Join(paypal.ErrNotActive, &paypal.APIError{
			Status: http.StatusUnprocessableEntity, Name: "UNPROCESSABLE_ENTITY", Message: "demo: the subscription has ended",
			Details: []paypal.ErrorDetail{{Issue: "SUBSCRIPTION_STATUS_INVALID"}},
		})
	}
	return s, nil
}

func (p *PayPal) GetSubscription(_ context.Context, id string) (*paypal.Subscription, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.subscription(id)
	if err != nil {
		return nil, err
	}
	sub := s.Subscription
	return &sub, nil
}

func (p *PayPal) CancelSubscription(_ context.Context, id, _ string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.billable(id)
	if err != nil {
		return err
	}
	s.Status = "CANCELLED"
	return nil
}

func (p *PayPal) ListSubscriptionTransactions(_ context.Context, id string, from, to time.Time) ([]paypal.Transaction, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.subscription(id)
	if err != nil {
		return nil, err
	}
	var within []paypal.Transaction
	for _, t := range s.transactions {
		if !t.Time.Before(from) && !t.Time.After(to) {
			within = append(within, t)
		}
	}
	return within, nil
}

// RenewPayment takes the next payment of a demo subscription and returns
// the PAYMENT.SALE.COMPLETED event PayPal would send.
func (p *PayPal) RenewPayment(subscriptionID string) (*paypal.Event, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.billable(subscriptionID)
	if err != nil {
		return nil, err
	}
	t := s.pay(time.Now().UTC())
	return &paypal.Event{ID: newID("WH-DEMO-"), EventType: "PAYMENT.SALE.COMPLETED", ResourceType: "sale", ResourceID: t.ID,
		ResourceStatus: "completed", CustomID: s.CustomID, BillingAgreementID: s.ID, Amount: t.Amount, Currency: t.Currency}, nil
}

// FailPayment fails the next payment of a demo subscription and returns the
// BILLING.SUBSCRIPTION.PAYMENT.FAILED event PayPal would send, carrying the
// subscription: one more failure, its reason, and a retry in 3 days.
func (p *PayPal) FailPayment(subscriptionID, reason string) (*paypal.Event, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.billable(subscriptionID)
	if err != nil {
		return nil, err
	}
	now := time.Now().UTC()
	s.record("DECLINED", now)
	s.FailedPaymentsCount++
	s.LastFailedAt, s.LastFailedReason, s.NextBillingTime = now, reason, now.AddDate(0, 0, 3)
	sub := s.Subscription
	return &paypal.Event{ID: newID("WH-DEMO-"), EventType: "BILLING.SUBSCRIPTION.PAYMENT.FAILED", ResourceType: "subscription",
		ResourceID: s.ID, ResourceStatus: s.Status, CustomID: s.CustomID, Subscription: &sub}, nil
}

// CancelByProvider ends a demo subscription on PayPal's side and sends
// nothing: the lost webhook a reconciliation must make up for.
func (p *PayPal) CancelByProvider(subscriptionID string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.subscriptions.get(subscriptionID); ok {
		s.Status = "CANCELLED"
	}
}
