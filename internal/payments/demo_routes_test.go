package payments_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
	"foundation/internal/testapp"
)

func TestDemoCheckoutPaysOnceThroughTheCardHandlers(t *testing.T) {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest})
	var paid atomic.Int32
	var last stripe.Event
	svc.OnCardEvent(func(_ core.App, ev stripe.Event) error {
		paid.Add(1)
		last = ev
		return nil
	})
	app := testapp.WithPayments(t, svc)
	session, err := svc.Card.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{
		Amount: 2500, Currency: "EUR", DonationID: "don_42", SuccessURL: "http://site/payement/success",
		CancelURL: "http://site/donation", IdempotencyKey: "donation-don_42",
	})
	if err != nil {
		t.Fatal(err)
	}
	base := testapp.Serve(t, app)
	steps := []struct {
		name, method, path string
		status             int
		want               string
	}{
		{"page shows TEST MODE", http.MethodGet, session.URL, http.StatusOK, "TEST MODE"},
		{"page shows the amount", http.MethodGet, session.URL, http.StatusOK, "25,00 €"},
		{"pay redirects to success", http.MethodPost, session.URL + "/pay", http.StatusSeeOther, ""},
		{"a second click pays nothing more", http.MethodPost, session.URL + "/pay", http.StatusSeeOther, ""},
		{"the page now says paid", http.MethodGet, session.URL, http.StatusOK, "already paid"},
		{"cancel goes back", http.MethodPost, session.URL + "/cancel", http.StatusSeeOther, ""},
		{"unknown session", http.MethodGet, "/api/payments/demo/checkout/cs_demo_nope", http.StatusNotFound, "does not exist"},
	}
	for _, s := range steps {
		status, body := call(t, s.method, base+s.path, nil, nil)
		if status != s.status || !strings.Contains(body, s.want) {
			t.Fatalf("%s: %d %q, want %d containing %q", s.name, status, body, s.status, s.want)
		}
	}
	if paid.Load() != 1 {
		t.Fatalf("card handler ran %d times, want 1", paid.Load())
	}
	if last.Type != "checkout.session.completed" || last.Session.PaymentStatus != "paid" || last.Session.DonationID != "don_42" || last.Session.AmountTotal != 2500 {
		t.Fatalf("demo event = %+v, session %+v", last, last.Session)
	}
}

// A card update opens the same demo page in setup mode: its own wording, no
// amount, and saving the card reaches the card handlers as Stripe's event would.
func TestDemoCheckoutSavesANewCard(t *testing.T) {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest})
	var mu sync.Mutex
	var events []stripe.Event
	svc.OnCardEvent(func(_ core.App, ev stripe.Event) error {
		mu.Lock()
		defer mu.Unlock()
		events = append(events, ev)
		return nil
	})
	app := testapp.WithPayments(t, svc)
	base := testapp.Serve(t, app)
	ctx := context.Background()
	last := func() *stripe.CheckoutSession {
		mu.Lock()
		defer mu.Unlock()
		if len(events) == 0 {
			t.Fatal("no card event")
		}
		return events[len(events)-1].Session
	}
	pay := func(url, wantLocation string) {
		t.Helper()
		res, err := noRedirects.Post(base+url+"/pay", "application/x-www-form-urlencoded", nil)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != wantLocation {
			t.Fatalf("pay %s: %d → %q, want 303 → %q", url, res.StatusCode, res.Header.Get("Location"), wantLocation)
		}
	}

	gift, err := svc.Card.CreateSubscriptionSession(ctx, stripe.SubscriptionSessionParams{
		Amount: 1500, Interval: "week", Description: "Weekly gift", DonationID: "don_7",
		SuccessURL: "http://site/payement/success", CancelURL: "http://site/donation", IdempotencyKey: "donation-don_7",
	})
	if err != nil {
		t.Fatal(err)
	}
	if status, body := call(t, http.MethodGet, base+gift.URL, nil, nil); status != http.StatusOK || !strings.Contains(body, "15,00 €") || !strings.Contains(body, "/ week") {
		t.Fatalf("gift page: %d %q", status, body)
	}
	pay(gift.URL, "http://site/payement/success")
	subscribed := last()

	card, err := svc.Card.CreateCardUpdateSession(ctx, stripe.CardUpdateParams{
		SubscriptionID: subscribed.SubscriptionID, CustomerID: subscribed.CustomerID, DonationID: "don_7",
		SuccessURL: "http://site/card-saved", CancelURL: "http://site/account", IdempotencyKey: "card-don_7",
	})
	if err != nil {
		t.Fatal(err)
	}
	status, body := call(t, http.MethodGet, base+card.URL, nil, nil)
	for _, want := range []string{"TEST MODE", "Save a new card (test)", "Save card (test)"} {
		if status != http.StatusOK || !strings.Contains(body, want) {
			t.Fatalf("card page: %d, want %q in %q", status, want, body)
		}
	}
	for _, unwanted := range []string{"€", "Pay (test)"} {
		if strings.Contains(body, unwanted) {
			t.Errorf("card page shows %q", unwanted)
		}
	}
	pay(card.URL, "http://site/card-saved")
	saved := last()
	if saved.Mode != "setup" || saved.SetupIntentID == "" || saved.SubscriptionToUpdate != subscribed.SubscriptionID || saved.DonationID != "don_7" {
		t.Fatalf("card saved event = %+v", saved)
	}
	if _, body := call(t, http.MethodGet, base+card.URL, nil, nil); !strings.Contains(body, "already saved") {
		t.Errorf("card page after saving: %q", body)
	}
}
