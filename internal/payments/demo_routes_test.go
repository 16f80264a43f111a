package payments_test

import (
	"context"
	"net/http"
	"strings"
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
