package stripe_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"testing"

	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

// recordedRequest is what reached stripe-mock; the mock validates params
// against Stripe's OpenAPI spec but echoes none of them back.
type recordedRequest struct {
	path           string
	idempotencyKey string
	form           url.Values
}

// recordingProxy sits between the client and stripe-mock so tests can assert
// the exact form params and headers sent.
type recordingProxy struct {
	mu       sync.Mutex
	requests []recordedRequest
}

func startRecordingProxy(t *testing.T, apiBase string) (*recordingProxy, string) {
	t.Helper()
	target, err := url.Parse(apiBase)
	if err != nil {
		t.Fatal(err)
	}
	p := &recordingProxy{}
	forward := httputil.NewSingleHostReverseProxy(target)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		form, err := url.ParseQuery(string(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		p.mu.Lock()
		p.requests = append(p.requests, recordedRequest{path: r.URL.Path, idempotencyKey: r.Header.Get("Idempotency-Key"), form: form})
		p.mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		forward.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return p, srv.URL
}

func (p *recordingProxy) only(t *testing.T) recordedRequest {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.requests) != 1 {
		t.Fatalf("want exactly 1 request to Stripe, got %d", len(p.requests))
	}
	return p.requests[0]
}

func newMockedClient(t *testing.T) (*stripe.Client, *recordingProxy) {
	t.Helper()
	proxy, base := startRecordingProxy(t, stripetest.StartMock(t))
	return stripe.New(stripe.Config{SecretKey: "sk_test_123", WebhookSecret: "whsec_test", APIBase: base}), proxy
}

func assertForm(t *testing.T, got url.Values, want map[string]string) {
	t.Helper()
	for key, value := range want {
		if got.Get(key) != value {
			t.Errorf("form %s = %q, want %q", key, got.Get(key), value)
		}
	}
}

func assertSession(t *testing.T, s stripe.Session) {
	t.Helper()
	if s.ID == "" || !strings.HasPrefix(s.URL, "https://") {
		t.Errorf("session = %+v, want an id and an https url", s)
	}
}

func TestCreatePaymentSession(t *testing.T) {
	client, proxy := newMockedClient(t)

	s, err := client.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{
		Amount:         2500,
		Description:    "Gift to the foundation",
		DonationID:     "don_1",
		CustomerEmail:  "ada@example.org",
		SuccessURL:     "https://example.org/thanks",
		CancelURL:      "https://example.org/donate",
		IdempotencyKey: "donation-don_1-attempt-1",
	})
	if err != nil {
		t.Fatalf("CreatePaymentSession: %v", err)
	}
	assertSession(t, s)

	req := proxy.only(t)
	if req.path != "/v1/checkout/sessions" {
		t.Errorf("path = %q", req.path)
	}
	if req.idempotencyKey != "donation-don_1-attempt-1" {
		t.Errorf("Idempotency-Key = %q", req.idempotencyKey)
	}
	assertForm(t, req.form, map[string]string{
		"mode":                                          "payment",
		"line_items[0][price_data][currency]":           "eur",
		"line_items[0][price_data][unit_amount]":        "2500",
		"line_items[0][price_data][product_data][name]": "Gift to the foundation",
		"line_items[0][quantity]":                       "1",
		"metadata[donation_id]":                         "don_1",
		"payment_intent_data[metadata][donation_id]":    "don_1",
		"client_reference_id":                           "don_1",
		"customer_email":                                "ada@example.org",
		"success_url":                                   "https://example.org/thanks",
		"cancel_url":                                    "https://example.org/donate",
	})
}

func TestCreateSubscriptionSession(t *testing.T) {
	client, proxy := newMockedClient(t)

	s, err := client.CreateSubscriptionSession(context.Background(), stripe.SubscriptionSessionParams{
		PriceID:        "price_monthly_10",
		DonationID:     "don_2",
		SuccessURL:     "https://example.org/thanks",
		CancelURL:      "https://example.org/donate",
		IdempotencyKey: "donation-don_2-attempt-1",
	})
	if err != nil {
		t.Fatalf("CreateSubscriptionSession: %v", err)
	}
	assertSession(t, s)

	req := proxy.only(t)
	if req.idempotencyKey != "donation-don_2-attempt-1" {
		t.Errorf("Idempotency-Key = %q", req.idempotencyKey)
	}
	assertForm(t, req.form, map[string]string{
		"mode":                    "subscription",
		"line_items[0][price]":    "price_monthly_10",
		"line_items[0][quantity]": "1",
		"metadata[donation_id]":   "don_2",
		"subscription_data[metadata][donation_id]": "don_2",
		"client_reference_id":                      "don_2",
	})
	if req.form.Has("customer_email") {
		t.Errorf("customer_email sent although empty: %q", req.form.Get("customer_email"))
	}
}

// Invalid input must be caught before any request: these mistakes would
// otherwise surface only as unmatched webhooks or duplicate sessions.
func TestCreateSessionRejectsBeforeCallingStripe(t *testing.T) {
	mustNotBeCalled := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		t.Errorf("request reached Stripe: %s %s", r.Method, r.URL.Path)
		http.Error(w, "unexpected", http.StatusTeapot)
	}))
	t.Cleanup(mustNotBeCalled.Close)
	client := stripe.New(stripe.Config{SecretKey: "sk_test_123", APIBase: mustNotBeCalled.URL})
	valid := stripe.PaymentSessionParams{Amount: 100, DonationID: "don_1", IdempotencyKey: "k", SuccessURL: "https://x", CancelURL: "https://x"}

	tests := []struct {
		name   string
		client *stripe.Client
		edit   func(*stripe.PaymentSessionParams)
	}{
		{"zero amount", client, func(p *stripe.PaymentSessionParams) { p.Amount = 0 }},
		{"negative amount", client, func(p *stripe.PaymentSessionParams) { p.Amount = -5 }},
		{"no donation id", client, func(p *stripe.PaymentSessionParams) { p.DonationID = "" }},
		{"no idempotency key", client, func(p *stripe.PaymentSessionParams) { p.IdempotencyKey = "" }},
		{"no secret key", stripe.New(stripe.Config{}), func(*stripe.PaymentSessionParams) {}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := valid
			tt.edit(&p)
			if _, err := tt.client.CreatePaymentSession(context.Background(), p); err == nil {
				t.Fatal("want error")
			}
		})
	}

	_, err := client.CreateSubscriptionSession(context.Background(), stripe.SubscriptionSessionParams{DonationID: "don_1", IdempotencyKey: "k"})
	if err == nil {
		t.Error("subscription session without price id: want error")
	}
	_, err = stripe.New(stripe.Config{}).CreateSubscriptionSession(context.Background(), stripe.SubscriptionSessionParams{PriceID: "price_1", DonationID: "don_1", IdempotencyKey: "k"})
	if !errors.Is(err, stripe.ErrNotConfigured) {
		t.Errorf("unconfigured client: err = %v, want ErrNotConfigured", err)
	}
}

func TestConfigured(t *testing.T) {
	tests := []struct {
		cfg  stripe.Config
		want bool
	}{
		{stripe.Config{SecretKey: "sk", WebhookSecret: "whsec"}, true},
		{stripe.Config{SecretKey: "sk"}, false},
		{stripe.Config{WebhookSecret: "whsec"}, false},
		{stripe.Config{}, false},
	}
	for _, tt := range tests {
		if got := tt.cfg.Configured(); got != tt.want {
			t.Errorf("%+v.Configured() = %v, want %v", tt.cfg, got, tt.want)
		}
	}
}
