package payments_test

import (
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
	"foundation/internal/testapp"
)

const webhookSecret = "whsec_test_secret"

// withStripe returns a service whose card gateway verifies with webhookSecret
// (no API call is made: webhooks only), counting what its handler sees.
func withStripe(calls *atomic.Int32) *payments.Service {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, Stripe: stripe.Config{SecretKey: "sk_test_x", WebhookSecret: webhookSecret}})
	svc.OnCardEvent(func(core.App, stripe.Event) error { calls.Add(1); return nil })
	return svc
}

func eventCount(t testing.TB, app core.App) int {
	n, err := app.CountRecords("webhook_events")
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func TestStripeWebhookVerifiesAndRecordsEachEventOnce(t *testing.T) {
	payload := stripetest.CheckoutSessionCompleted("evt_1", "cs_1", "don_1", "payment", "paid", 8000)
	cases := []struct {
		name       string
		signature  func(t testing.TB) string
		deliveries int
		status     int
		events     int
		handled    int32
	}{
		{"good signature", func(t testing.TB) string { return stripetest.SignedPayload(t, webhookSecret, payload) }, 1, http.StatusOK, 1, 1},
		{"replayed three times", func(t testing.TB) string { return stripetest.SignedPayload(t, webhookSecret, payload) }, 3, http.StatusOK, 1, 1},
		{"forged", func(t testing.TB) string { return stripetest.SignedPayload(t, "whsec_attacker", payload) }, 1, http.StatusBadRequest, 0, 0},
		{"stale", func(t testing.TB) string { return stripetest.StaleSignedPayload(t, webhookSecret, payload) }, 1, http.StatusBadRequest, 0, 0},
		{"dated an hour ahead", func(t testing.TB) string { return stripetest.FutureSignedPayload(t, webhookSecret, payload) }, 1, http.StatusBadRequest, 0, 0},
		{"unsigned", func(testing.TB) string { return "" }, 1, http.StatusBadRequest, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var calls atomic.Int32
			app := testapp.WithPayments(t, withStripe(&calls))
			base := testapp.Serve(t, app)
			for range c.deliveries {
				status, body := call(t, http.MethodPost, base+"/api/webhooks/stripe", payload, http.Header{"Stripe-Signature": {c.signature(t)}})
				if status != c.status {
					t.Fatalf("status %d (%s), want %d", status, body, c.status)
				}
			}
			if got := eventCount(t, app); got != c.events {
				t.Errorf("%d events recorded, want %d", got, c.events)
			}
			if got := calls.Load(); got != c.handled {
				t.Errorf("handler ran %d times, want %d", got, c.handled)
			}
		})
	}
}

func TestAFailedHandlerLetsTheProviderRetry(t *testing.T) {
	var attempts atomic.Int32
	svc := failingOnce(&attempts)
	base := testapp.Serve(t, testapp.WithPayments(t, svc))
	payload := stripetest.InvoicePaid("evt_retry", "in_1", "sub_1", "don_1", 2000, "subscription_cycle")
	for _, want := range []int{http.StatusInternalServerError, http.StatusOK, http.StatusOK} {
		header := http.Header{"Stripe-Signature": {stripetest.SignedPayload(t, webhookSecret, payload)}}
		if status, body := call(t, http.MethodPost, base+"/api/webhooks/stripe", payload, header); status != want {
			t.Fatalf("status %d (%s), want %d", status, body, want)
		}
	}
	if attempts.Load() != 2 {
		t.Fatalf("handler ran %d times, want 2 (fail, then the retry; the third delivery is a replay)", attempts.Load())
	}
}

// failingOnce is a card service whose handler fails its first run.
func failingOnce(attempts *atomic.Int32) *payments.Service {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, Stripe: stripe.Config{SecretKey: "sk_test_x", WebhookSecret: webhookSecret}})
	svc.OnCardEvent(func(core.App, stripe.Event) error {
		if attempts.Add(1) == 1 {
			return errFirstAttempt
		}
		return nil
	})
	return svc
}

type constError string

func (e constError) Error() string { return string(e) }

const errFirstAttempt = constError("first attempt fails")

func TestPayPalWebhookRefusesForgedEvents(t *testing.T) {
	fake := paypaltest.NewServer(t)
	body := []byte(`{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED","resource_type":"capture","resource":{"id":"CAP-1","status":"COMPLETED","amount":{"value":"10.00","currency_code":"EUR"}}}`)
	cases := []struct {
		name    string
		headers http.Header
		status  int
		handled int32
	}{
		{"verified", fake.SignedHeaders(), http.StatusOK, 1},
		{"forged signature", forged(fake.SignedHeaders()), http.StatusBadRequest, 0},
		{"no headers", http.Header{}, http.StatusBadRequest, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var calls atomic.Int32
			svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, PayPal: fake.Config()})
			app := testapp.WithPayments(t, svc)
			// Registered after the site's own domains, so it replaces the shop's.
			svc.OnPayPalCapture(payments.KindOrder, payments.CaptureDomain{
				Find: func(core.App, string, string) (string, error) { return "order1", nil },
				Handle: func(_ core.App, ev payments.CaptureEvent) error {
					if ev.Type == payments.EventCaptureCompleted && ev.Ref == payments.OrderRef("order1") {
						calls.Add(1)
					}
					return nil
				},
			})
			base := testapp.Serve(t, app)
			for range 2 { // the second delivery is a replay
				if status, text := call(t, http.MethodPost, base+"/api/webhooks/paypal", body, c.headers); status != c.status {
					t.Fatalf("status %d (%s), want %d", status, text, c.status)
				}
			}
			if calls.Load() != c.handled {
				t.Errorf("handler ran %d times, want %d", calls.Load(), c.handled)
			}
		})
	}
}

func forged(h http.Header) http.Header {
	h = h.Clone()
	h.Set(paypal.HeaderTransmissionSig, "forged-signature")
	return h
}

func TestProductionWithoutKeysRefusesTheDemo(t *testing.T) {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvProduction, SiteURL: "https://foundation.example.org"})
	if svc.PayPal != nil || svc.Card != nil || svc.DemoCard != nil || svc.DemoPayPal != nil {
		t.Fatal("production without keys got a gateway")
	}
	scenarios := []tests.ApiScenario{
		{Name: "config says off", Method: http.MethodGet, URL: "/api/payments/config", ExpectedStatus: http.StatusOK,
			ExpectedContent: []string{`"paypalMode":"off"`, `"cardMode":"off"`}},
		{Name: "stripe webhook unavailable", Method: http.MethodPost, URL: "/api/webhooks/stripe", Body: strings.NewReader(`{}`),
			ExpectedStatus: http.StatusServiceUnavailable, ExpectedContent: []string{"not available"}},
		{Name: "no demo pages", Method: http.MethodGet, URL: "/api/payments/demo/checkout/cs_demo_1",
			ExpectedStatus: http.StatusNotFound, NotExpectedContent: []string{"TEST MODE"}},
	}
	for _, s := range scenarios {
		s.TestAppFactory = func(t testing.TB) *tests.TestApp { return testapp.WithPayments(t, svc) }
		s.Test(t)
	}
}
