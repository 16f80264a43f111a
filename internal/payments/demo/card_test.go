package demo

import (
	"context"
	"strings"
	"testing"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/stripe"
)

// demoCard returns a Card whose clock the test moves with the returned func.
func demoCard(start time.Time) (*Card, func(time.Duration)) {
	c, now := NewCard(), start
	c.now = func() time.Time { return now }
	return c, func(d time.Duration) { now = now.Add(d) }
}

func subscribe(t *testing.T, c *Card, p stripe.SubscriptionSessionParams, planAmount money.Cents, planInterval string) string {
	t.Helper()
	p.DonationID, p.SuccessURL, p.IdempotencyKey = "don_1", "/thanks", "donation-don_1"
	session, err := c.CreateSubscriptionSession(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	ev, fresh := c.Complete(session.ID, planAmount, planInterval)
	if !fresh || ev.Session == nil || ev.Session.SubscriptionID == "" {
		t.Fatalf("completion = %+v, %v", ev, fresh)
	}
	return ev.Session.SubscriptionID
}

func TestCardSubscriptionLifecycle(t *testing.T) {
	ctx := context.Background()
	start := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	c, tick := demoCard(start)
	week := 7 * 24 * time.Hour

	// A plan's price handed to Complete must not override the gift's own.
	sub := subscribe(t, c, stripe.SubscriptionSessionParams{Amount: 1500, Interval: "week", Description: "Weekly gift"}, 9999, "month")
	state := mustState(t, c, sub)
	if state.Status != "active" || state.CustomerID != "cus_demo_don_1" || state.DonationID != "don_1" || state.Amount != 1500 ||
		state.Currency != "eur" || state.Interval != "week" || !state.CurrentPeriodEnd.Equal(start.Add(week)) ||
		state.DefaultPaymentMethod != "pm_demo_1" || !strings.HasPrefix(state.ItemID, "si_demo_") || !strings.HasPrefix(state.ProductID, "prod_demo_") {
		t.Fatalf("new subscription = %+v", state)
	}

	tick(time.Hour)
	renewals := []struct {
		name          string
		paid          bool
		change        money.Cents // a new amount set before this attempt
		wantType      string
		wantPaid      money.Cents
		wantAttempts  int
		wantPeriodEnd time.Time
		wantStatus    string
		sameInvoice   bool // a retry of the previous attempt's invoice
	}{
		{"renewal paid", true, 0, "invoice.paid", 1500, 1, start.Add(2 * week), "active", false},
		{"renewal declined", false, 0, "invoice.payment_failed", 0, 1, start.Add(3 * week), "past_due", false},
		{"retry declined", false, 0, "invoice.payment_failed", 0, 2, start.Add(3 * week), "past_due", true},
		// The new amount is for renewals to come: the retried invoice keeps its own.
		{"retry paid after an amount change", true, 2000, "invoice.paid", 1500, 3, start.Add(3 * week), "active", true},
		{"next renewal at the new amount", true, 0, "invoice.paid", 2000, 1, start.Add(4 * week), "active", false},
	}
	var previous string
	for _, r := range renewals {
		if r.change != 0 {
			changed, err := c.ChangeSubscriptionAmount(ctx, sub, r.change, "amount-1")
			if err != nil || changed.Amount != r.change {
				t.Fatalf("%s: change = %+v, %v", r.name, changed, err)
			}
		}
		ev, err := c.Renew(sub, r.paid, "Your card was declined.")
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		inv := ev.Invoice
		if ev.Type != r.wantType || inv == nil || inv.SubscriptionID != sub || inv.DonationID != "don_1" || inv.BillingReason != "subscription_cycle" ||
			inv.AmountPaid != r.wantPaid || inv.AttemptCount != r.wantAttempts || !inv.PeriodEnd.Equal(r.wantPeriodEnd) {
			t.Fatalf("%s: event %s, invoice %+v", r.name, ev.Type, inv)
		}
		if r.paid != (inv.NextPaymentAttempt.IsZero() && inv.FailureMessage == "") {
			t.Errorf("%s: next attempt %v, failure %q", r.name, inv.NextPaymentAttempt, inv.FailureMessage)
		}
		if !r.paid && (!inv.NextPaymentAttempt.Equal(c.now().Add(retryDelay)) || inv.FailureMessage != "Your card was declined.") {
			t.Errorf("%s: next attempt %v, failure %q", r.name, inv.NextPaymentAttempt, inv.FailureMessage)
		}
		if (inv.ID == previous) != r.sameInvoice {
			t.Errorf("%s: invoice %s after %s, same invoice wanted: %v", r.name, inv.ID, previous, r.sameInvoice)
		}
		previous = inv.ID
		if got := mustState(t, c, sub); got.Status != r.wantStatus || !got.CurrentPeriodEnd.Equal(r.wantPeriodEnd) {
			t.Errorf("%s: subscription %s until %v", r.name, got.Status, got.CurrentPeriodEnd)
		}
	}

	// A new card through the setup-mode checkout.
	tick(time.Hour)
	opened, err := c.CreateCardUpdateSession(ctx, stripe.CardUpdateParams{SubscriptionID: sub, CustomerID: state.CustomerID, DonationID: "don_1",
		SuccessURL: "/card-saved", CancelURL: "/account", IdempotencyKey: "card-1"})
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := c.Session(opened.ID); s.Mode != "setup" || s.Amount != 0 || s.SubscriptionToUpdate != sub || opened.URL != CheckoutPath+opened.ID {
		t.Fatalf("card update session = %+v, url %s", s, opened.URL)
	}
	saved, fresh := c.Complete(opened.ID, 9999, "month")
	cs := saved.Session
	if !fresh || saved.Type != "checkout.session.completed" || cs.Mode != "setup" || cs.PaymentStatus != "no_payment_required" ||
		cs.AmountTotal != 0 || !strings.HasPrefix(cs.SetupIntentID, "seti_demo_") || cs.SubscriptionToUpdate != sub ||
		cs.CustomerID != state.CustomerID || cs.DonationID != "don_1" || cs.SubscriptionID != "" {
		t.Fatalf("card saved = %+v, session %+v", saved, cs)
	}
	if _, again := c.Complete(opened.ID, 0, ""); again {
		t.Error("a setup session completed twice")
	}
	if _, err := c.UseSetupForSubscription(ctx, cs.SetupIntentID, "sub_demo_other", "card-1"); err == nil {
		t.Error("a card saved for one gift was set on another")
	}
	pm, err := c.UseSetupForSubscription(ctx, cs.SetupIntentID, sub, "card-1")
	if err != nil || pm != "pm_demo_2" || mustState(t, c, sub).DefaultPaymentMethod != "pm_demo_2" {
		t.Fatalf("new card = %q, %v; subscription %+v", pm, err, mustState(t, c, sub))
	}

	// Stopping twice is harmless; a stopped gift neither renews nor changes.
	for range 2 {
		if stopped, err := c.CancelSubscription(ctx, sub, "stop-1"); err != nil || stopped.Status != "canceled" {
			t.Fatalf("cancel = %+v, %v", stopped, err)
		}
	}
	if _, err := c.Renew(sub, true, ""); err == nil {
		t.Error("a canceled subscription renewed")
	}
	if _, err := c.ChangeSubscriptionAmount(ctx, sub, 3000, "amount-2"); err == nil {
		t.Error("a canceled subscription changed amount")
	}

	events := []struct {
		since time.Time
		types []string
		want  []string
	}{
		{time.Time{}, nil, []string{"checkout.session.completed", "invoice.paid", "invoice.payment_failed", "invoice.payment_failed",
			"invoice.paid", "invoice.paid", "checkout.session.completed"}},
		{start.Add(time.Hour), []string{"invoice.payment_failed", "checkout.session.completed"},
			[]string{"invoice.payment_failed", "invoice.payment_failed", "checkout.session.completed"}},
		{start.Add(2 * time.Hour), nil, []string{"checkout.session.completed"}},
		{start.Add(3 * time.Hour), nil, nil},
	}
	for _, e := range events {
		listed, err := c.ListEvents(ctx, e.since, e.types)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, l := range listed {
			got = append(got, l.Event.Type)
		}
		if strings.Join(got, " ") != strings.Join(e.want, " ") {
			t.Errorf("events since %v of %v = %v, want %v", e.since, e.types, got, e.want)
		}
	}
}

func TestCardPlanSubscriptionUsesThePlansPrice(t *testing.T) {
	start := time.Date(2026, 1, 31, 9, 0, 0, 0, time.UTC)
	c, _ := demoCard(start)
	sub := subscribe(t, c, stripe.SubscriptionSessionParams{PriceID: "price_planmonth10"}, 1000, "month")
	if s := mustState(t, c, sub); s.Amount != 1000 || s.Interval != "month" || !s.CurrentPeriodEnd.Equal(start.AddDate(0, 1, 0)) {
		t.Fatalf("plan subscription = %+v", s)
	}
}

func TestCardEndAfterRetries(t *testing.T) {
	c, _ := demoCard(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	sub := subscribe(t, c, stripe.SubscriptionSessionParams{Amount: 800, Interval: "month", Description: "Monthly gift"}, 0, "")
	if _, err := c.Renew(sub, false, "Insufficient funds."); err != nil {
		t.Fatal(err)
	}
	ev, err := c.EndAfterRetries(sub)
	if err != nil {
		t.Fatal(err)
	}
	want := stripe.Subscription{ID: sub, Status: "canceled", DonationID: "don_1", CurrentPeriodEnd: mustState(t, c, sub).CurrentPeriodEnd, CancellationReason: "payment_failed"}
	if ev.Type != "customer.subscription.deleted" || ev.Subscription == nil || *ev.Subscription != want {
		t.Fatalf("event %s, subscription %+v, want %+v", ev.Type, ev.Subscription, want)
	}
	if _, err := c.EndAfterRetries(sub); err == nil {
		t.Error("a canceled subscription ended twice")
	}
}

func TestCardUnknownSubscription(t *testing.T) {
	ctx := context.Background()
	c := NewCard()
	calls := map[string]func() error{
		"get":    func() error { _, err := c.GetSubscription(ctx, "sub_nope"); return err },
		"cancel": func() error { _, err := c.CancelSubscription(ctx, "sub_nope", "k"); return err },
		"change": func() error { _, err := c.ChangeSubscriptionAmount(ctx, "sub_nope", 100, "k"); return err },
		"card update": func() error {
			_, err := c.CreateCardUpdateSession(ctx, stripe.CardUpdateParams{SubscriptionID: "sub_nope", DonationID: "d"})
			return err
		},
		"use setup": func() error { _, err := c.UseSetupForSubscription(ctx, "seti_nope", "sub_nope", "k"); return err },
		"renew":     func() error { _, err := c.Renew("sub_nope", true, ""); return err },
		"end":       func() error { _, err := c.EndAfterRetries("sub_nope"); return err },
	}
	for name, call := range calls {
		if err := call(); err == nil || !strings.Contains(err.Error(), "not found") {
			t.Errorf("%s: err = %v, want not found", name, err)
		}
	}
}

func TestCardForgetsTheOldestPastItsBound(t *testing.T) {
	c := NewCard()
	first, _ := c.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{Amount: 100, DonationID: "d"})
	for range MaxEntries {
		c.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{Amount: 100, DonationID: "d"})
	}
	if _, ok := c.Session(first.ID); ok || len(c.sessions.byID) != MaxEntries || len(c.sessions.order) != MaxEntries {
		t.Fatalf("sessions kept %d (order %d), oldest still readable: %v", len(c.sessions.byID), len(c.sessions.order), ok)
	}
	for i := range MaxEntries + 1 {
		c.remember(stripe.Event{ID: "evt_" + string(rune('a'+i%26))})
	}
	if len(c.events) != MaxEntries {
		t.Fatalf("%d events kept, want %d", len(c.events), MaxEntries)
	}
}

func mustState(t *testing.T, c *Card, id string) stripe.SubscriptionState {
	t.Helper()
	s, err := c.GetSubscription(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
