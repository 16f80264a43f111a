package demo

import (
	"context"
	"errors"
	"testing"
	"time"

	"foundation/internal/payments/paypal"
)

// within reports whether got lies between the times around a call, moved by d.
func within(got, before, after time.Time, d func(time.Time) time.Time) bool {
	return !got.Before(d(before)) && !got.After(d(after))
}

func sameTime(t time.Time) time.Time   { return t }
func monthLater(t time.Time) time.Time { return t.AddDate(0, 1, 0) }

func TestADemoSubscriptionIsActiveAndPaidOnce(t *testing.T) {
	p := NewPayPal()
	before := time.Now()
	created := p.Subscribe("P-1", "donor:7", 1500)
	after := time.Now()
	sub, err := p.GetSubscription(context.Background(), created.ID)
	if err != nil {
		t.Fatal(err)
	}
	if sub.Status != "ACTIVE" || sub.PlanID != "P-1" || sub.CustomID != "donor:7" || sub.Amount != 1500 || sub.Currency != "EUR" ||
		sub.LastPaymentAmount != 1500 || !within(sub.LastPaymentAt, before, after, sameTime) || !within(sub.NextBillingTime, before, after, monthLater) {
		t.Fatalf("subscription %+v", sub)
	}
	txns, err := p.ListSubscriptionTransactions(context.Background(), sub.ID, before, after)
	if err != nil || len(txns) != 1 || txns[0].Status != "COMPLETED" || txns[0].Amount != 1500 || txns[0].Currency != "EUR" {
		t.Fatalf("transactions %+v, %v", txns, err)
	}
	if txns, _ := p.ListSubscriptionTransactions(context.Background(), sub.ID, after.Add(time.Second), after.Add(time.Hour)); len(txns) != 0 {
		t.Errorf("transactions outside the window: %+v", txns)
	}
}

func TestDemoPaymentsFailAndRenew(t *testing.T) {
	p := NewPayPal()
	sub := p.Subscribe("P-1", "donor:7", 1500)
	for want := 1; want <= 2; want++ {
		before := time.Now()
		ev, err := p.FailPayment(sub.ID, "INSUFFICIENT_FUNDS")
		if err != nil {
			t.Fatal(err)
		}
		got := ev.Subscription
		if ev.EventType != "BILLING.SUBSCRIPTION.PAYMENT.FAILED" || ev.ResourceType != "subscription" || ev.ResourceID != sub.ID ||
			got == nil || got.FailedPaymentsCount != want || got.LastFailedReason != "INSUFFICIENT_FUNDS" ||
			!within(got.NextBillingTime, before, time.Now(), func(t time.Time) time.Time { return t.AddDate(0, 0, 3) }) {
			t.Fatalf("failure %d: event %+v, subscription %+v", want, ev, got)
		}
	}
	ev, err := p.RenewPayment(sub.ID)
	if err != nil {
		t.Fatal(err)
	}
	if ev.EventType != "PAYMENT.SALE.COMPLETED" || ev.BillingAgreementID != sub.ID || ev.CustomID != "donor:7" ||
		ev.Amount != 1500 || ev.Currency != "EUR" || ev.ResourceID == "" {
		t.Fatalf("renewal event %+v", ev)
	}
	now, _ := p.GetSubscription(context.Background(), sub.ID)
	if now.FailedPaymentsCount != 0 || now.LastFailedReason != "INSUFFICIENT_FUNDS" {
		t.Errorf("after a payment PayPal counts failures from 0 again: %+v", now)
	}
	txns, _ := p.ListSubscriptionTransactions(context.Background(), sub.ID, time.Now().Add(-time.Hour), time.Now())
	var statuses []string
	for _, t := range txns {
		statuses = append(statuses, t.Status)
	}
	if len(txns) != 4 || txns[3].ID != ev.ResourceID || statuses[1] != "DECLINED" || statuses[2] != "DECLINED" {
		t.Errorf("transactions %v, the last is not the renewal %s", statuses, ev.ResourceID)
	}
}

func TestStoppingADemoSubscription(t *testing.T) {
	stopped := []struct {
		name string
		stop func(p *PayPal, id string) error
	}{
		{"by the foundation", func(p *PayPal, id string) error {
			return p.CancelSubscription(context.Background(), id, "The donor stopped the gift.")
		}},
		{"by PayPal, without a webhook", func(p *PayPal, id string) error { p.CancelByProvider(id); return nil }},
	}
	for _, c := range stopped {
		t.Run(c.name, func(t *testing.T) {
			p := NewPayPal()
			sub := p.Subscribe("P-1", "donor:7", 1500)
			if err := c.stop(p, sub.ID); err != nil {
				t.Fatal(err)
			}
			if got, _ := p.GetSubscription(context.Background(), sub.ID); got.Status != "CANCELLED" {
				t.Fatalf("status %q", got.Status)
			}
			if err := p.CancelSubscription(context.Background(), sub.ID, "again"); !errors.Is(err, paypal.ErrNotActive) {
				t.Errorf("second cancel: %v, want ErrNotActive", err)
			}
			if _, err := p.RenewPayment(sub.ID); !errors.Is(err, paypal.ErrNotActive) {
				t.Errorf("a cancelled subscription was billed: %v", err)
			}
			if _, err := p.FailPayment(sub.ID, "PAYMENT_DENIED"); !errors.Is(err, paypal.ErrNotActive) {
				t.Errorf("a cancelled subscription failed a payment: %v", err)
			}
		})
	}
	if err := NewPayPal().CancelSubscription(context.Background(), "I-nope", "x"); !errors.Is(err, paypal.ErrNotFound) {
		t.Errorf("unknown: %v, want ErrNotFound", err)
	}
}

func TestADemoSubscriptionForgetsItsOldestPayments(t *testing.T) {
	p := NewPayPal()
	sub := p.Subscribe("P-1", "donor:7", 1500)
	first, _ := p.ListSubscriptionTransactions(context.Background(), sub.ID, time.Time{}, time.Now())
	for range maxPayments {
		if _, err := p.RenewPayment(sub.ID); err != nil {
			t.Fatal(err)
		}
	}
	txns, _ := p.ListSubscriptionTransactions(context.Background(), sub.ID, time.Time{}, time.Now())
	if len(txns) != maxPayments || txns[0].ID == first[0].ID {
		t.Errorf("%d payments kept (want %d), the first still there: %v", len(txns), maxPayments, txns[0].ID == first[0].ID)
	}
}
