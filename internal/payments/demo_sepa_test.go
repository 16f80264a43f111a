package payments_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
	"foundation/internal/testapp"
)

// TEST MODE plays a SEPA debit as Stripe reports one: the mandate signed
// (the checkout completed unpaid), then, on a later call, the debit
// credited or bounced, each once; a card checkout is never "processing".
func TestDemoCheckoutPlaysADirectDebit(t *testing.T) {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest})
	var mu sync.Mutex
	var seen []string
	svc.OnCardEvent(func(_ core.App, ev stripe.Event) error {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, ev.Type+" "+ev.Session.PaymentStatus)
		return nil
	})
	base := testapp.Serve(t, testapp.WithPayments(t, svc))
	open := func(id string, sepa bool) string {
		s, err := svc.Card.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{Amount: 2500, Description: "Gift", DonationID: id,
			SuccessURL: "http://site/thanks", CancelURL: "http://site/donation", IdempotencyKey: "donation-" + id, SepaDebit: sepa})
		if err != nil {
			t.Fatal(err)
		}
		return s.URL
	}
	pay := func(url, outcome string, want int) {
		t.Helper()
		if status, body := call(t, http.MethodPost, base+url+"/pay", []byte(`{"outcome":"`+outcome+`"}`), http.Header{"Content-Type": {"application/json"}}); status != want {
			t.Fatalf("%s: %d %s, want %d", outcome, status, body, want)
		}
	}
	events := func() string {
		mu.Lock()
		defer mu.Unlock()
		defer func() { seen = nil }()
		return strings.Join(seen, ", ")
	}

	paid := open("don_1", true)
	if _, page := call(t, http.MethodGet, base+paid, nil, nil); !strings.Contains(page, "Direct debit (SEPA)") || !strings.Contains(page, "Sign the mandate (test)") {
		t.Fatalf("SEPA page: %s", page)
	}
	pay(paid, "processing", http.StatusSeeOther) // to the thank-you page
	if got := events(); got != "checkout.session.completed unpaid" {
		t.Fatalf("mandate signed: %s", got)
	}
	if _, page := call(t, http.MethodGet, base+paid, nil, nil); !strings.Contains(page, "The debit is paid (test)") {
		t.Fatalf("page of a debit on its way: %s", page)
	}
	pay(paid, "paid", http.StatusSeeOther)
	pay(paid, "paid", http.StatusSeeOther) // a second click settles nothing more
	if got := events(); got != "checkout.session.async_payment_succeeded paid" {
		t.Fatalf("debit credited: %s", got)
	}

	bounced := open("don_2", true)
	pay(bounced, "failed", http.StatusSeeOther)
	if got := events(); got != "checkout.session.completed unpaid, checkout.session.async_payment_failed unpaid" {
		t.Fatalf("debit bounced at once: %s", got)
	}

	pay(open("don_3", false), "processing", http.StatusBadRequest)
	if got := events(); got != "" {
		t.Fatalf("a card checkout played processing: %s", got)
	}
}
