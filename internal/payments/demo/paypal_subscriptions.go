package demo

import (
	"context"
	"time"

	"foundation/internal/payments/paypal"
)

// The demo PayPal subscription's life after its approval: cancel, payments,
// failures, and the helpers tests use to play PayPal's side.

func (p *PayPal) CancelSubscription(_ context.Context, id, _ string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, ok := p.subscriptions[id]
	switch {
	case !ok:
		return notFound("subscription", id)
	case s.Status == "CANCELLED" || s.Status == "EXPIRED":
		return paypal.ErrNotActive
	}
	s.Status = "CANCELLED"
	p.subscriptions[id] = s
	return nil
}

func (p *PayPal) ListSubscriptionTransactions(_ context.Context, id string, from, to time.Time) ([]paypal.Transaction, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.subscriptions[id]; !ok {
		return nil, notFound("subscription", id)
	}
	var within []paypal.Transaction
	for _, t := range p.transactions[id] {
		if !t.Time.Before(from) && !t.Time.After(to) {
			within = append(within, t)
		}
	}
	return within, nil
}

// RenewPayment takes the next payment of a demo subscription and returns
// the PAYMENT.SALE.COMPLETED event PayPal would send.
func (p *PayPal) RenewPayment(id string) (*paypal.Event, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, ok := p.subscriptions[id]
	if !ok {
		return nil, notFound("subscription", id)
	}
	now := time.Now().UTC()
	t := paypal.Transaction{ID: newID("DEMO-SALE-"), Status: "COMPLETED", Amount: p.amounts[id], Currency: "EUR", Time: now}
	p.transactions[id] = append(p.transactions[id], t)
	s.NextBillingTime = now.AddDate(0, 1, 0)
	p.subscriptions[id] = s
	return &paypal.Event{ID: newID("WH-DEMO-"), EventType: "PAYMENT.SALE.COMPLETED", ResourceType: "sale", ResourceID: t.ID,
		ResourceStatus: "completed", BillingAgreementID: id, Amount: t.Amount, Currency: t.Currency}, nil
}

// FailPayment fails the next payment of a demo subscription and returns the
// BILLING.SUBSCRIPTION.PAYMENT.FAILED event PayPal would send.
func (p *PayPal) FailPayment(id, reason string) (*paypal.Event, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, ok := p.subscriptions[id]
	if !ok {
		return nil, notFound("subscription", id)
	}
	now := time.Now().UTC()
	s.FailedPaymentsCount++
	s.LastFailedAt, s.LastFailedReason, s.NextBillingTime = now, reason, now.AddDate(0, 0, 3)
	p.subscriptions[id] = s
	sub := s
	return &paypal.Event{ID: newID("WH-DEMO-"), EventType: "BILLING.SUBSCRIPTION.PAYMENT.FAILED", ResourceType: "subscription",
		ResourceID: id, ResourceStatus: s.Status, Subscription: &sub}, nil
}

// CancelByProvider ends a demo subscription on PayPal's side and sends
// nothing: the lost webhook a reconciliation must make up for.
func (p *PayPal) CancelByProvider(id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.subscriptions[id]; ok {
		s.Status = "CANCELLED"
		p.subscriptions[id] = s
	}
}
