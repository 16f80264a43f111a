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
	"slices"
	"strings"
	"sync"
	"testing"

	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

// recordedRequest is what reached stripe-mock; the mock validates params
// against Stripe's OpenAPI spec but echoes none of them back.
type recordedRequest struct {
	method, path   string
	idempotencyKey string
	form           url.Values // the body of a POST, the query of a GET or DELETE
}

// recordingProxy sits between the client and stripe-mock so tests can assert
// the exact form params and headers sent.
type recordingProxy struct {
	mu       sync.Mutex
	requests []recordedRequest
	stubs    map[string]string // "GET /v1/…" → JSON answered instead of stripe-mock's
}

func startRecordingProxy(t *testing.T, apiBase string) (*recordingProxy, string) {
	t.Helper()
	target, err := url.Parse(apiBase)
	if err != nil {
		t.Fatal(err)
	}
	p := &recordingProxy{stubs: map[string]string{}}
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
		for key, values := range r.URL.Query() {
			form[key] = append(form[key], values...)
		}
		p.mu.Lock()
		p.requests = append(p.requests, recordedRequest{method: r.Method, path: r.URL.Path, idempotencyKey: r.Header.Get("Idempotency-Key"), form: form})
		stub, stubbed := p.stubs[r.Method+" "+r.URL.Path]
		p.mu.Unlock()
		if stubbed {
			w.Header().Set("Content-Type", "application/json")
			io.WriteString(w, stub)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		forward.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return p, srv.URL
}

// stub answers one method and path with body instead of stripe-mock, for an
// object whose state the mock cannot produce (a succeeded SetupIntent).
func (p *recordingProxy) stub(methodPath, body string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stubs[methodPath] = body
}

func (p *recordingProxy) all(t *testing.T, want int) []recordedRequest {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.requests) != want {
		t.Fatalf("want exactly %d requests to Stripe, got %d", want, len(p.requests))
	}
	return slices.Clone(p.requests)
}

func (p *recordingProxy) only(t *testing.T) recordedRequest {
	t.Helper()
	return p.all(t, 1)[0]
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

// assertNoPinnedPaymentMethods guards the rule that Checkout offers what the
// account enables (card, wallets, SEPA Direct Debit), not a list fixed here.
func assertNoPinnedPaymentMethods(t *testing.T, got url.Values) {
	t.Helper()
	for key := range got {
		if strings.HasPrefix(key, "payment_method_types") {
			t.Errorf("%s = %q: payment methods must come from the account, not the session", key, got[key])
		}
	}
}

func assertAbsent(t *testing.T, got url.Values, keys ...string) {
	t.Helper()
	for _, key := range keys {
		if got.Has(key) {
			t.Errorf("form %s = %q, want it absent", key, got.Get(key))
		}
	}
}

func assertRequest(t *testing.T, got recordedRequest, method, path, idempotencyKey string) {
	t.Helper()
	if got.method != method || got.path != path || got.idempotencyKey != idempotencyKey {
		t.Errorf("request %s %s (Idempotency-Key %q), want %s %s (%q)", got.method, got.path, got.idempotencyKey, method, path, idempotencyKey)
	}
}

// checkoutRequest checks that a Checkout session call succeeded and returns
// the one request it sent, which must carry idempotencyKey and, like every
// session, leave the payment methods to the account.
func checkoutRequest(t *testing.T, proxy *recordingProxy, s stripe.Session, err error, idempotencyKey string) recordedRequest {
	t.Helper()
	if err != nil {
		t.Fatalf("create checkout session: %v", err)
	}
	if s.ID == "" || !strings.HasPrefix(s.URL, "https://") {
		t.Errorf("session = %+v, want an id and an https url", s)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodPost, "/v1/checkout/sessions", idempotencyKey)
	assertNoPinnedPaymentMethods(t, req.form)
	return req
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
	req := checkoutRequest(t, proxy, s, err, "donation-don_1-attempt-1")
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
	tests := []struct {
		name   string
		params stripe.SubscriptionSessionParams
		want   map[string]string
		absent []string
	}{
		{
			name:   "at a dashboard price",
			params: stripe.SubscriptionSessionParams{PriceID: "price_monthly_10"},
			want:   map[string]string{"line_items[0][price]": "price_monthly_10"},
			absent: []string{"line_items[0][price_data][unit_amount]", "line_items[0][price_data][recurring][interval]"},
		},
		{
			name:   "at the donor's own amount",
			params: stripe.SubscriptionSessionParams{Amount: 1500, Interval: "week", Description: "Weekly gift to the foundation"},
			want: map[string]string{
				"line_items[0][price_data][currency]":            "eur",
				"line_items[0][price_data][unit_amount]":         "1500",
				"line_items[0][price_data][recurring][interval]": "week",
				"line_items[0][price_data][product_data][name]":  "Weekly gift to the foundation",
			},
			absent: []string{"line_items[0][price]"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client, proxy := newMockedClient(t)
			p := tt.params
			p.DonationID, p.SuccessURL, p.CancelURL, p.IdempotencyKey = "don_2", "https://example.org/thanks", "https://example.org/donate", "donation-don_2-attempt-1"

			s, err := client.CreateSubscriptionSession(context.Background(), p)
			req := checkoutRequest(t, proxy, s, err, "donation-don_2-attempt-1")
			assertForm(t, req.form, map[string]string{
				"mode":                    "subscription",
				"line_items[0][quantity]": "1",
				"metadata[donation_id]":   "don_2",
				"subscription_data[metadata][donation_id]": "don_2",
				"client_reference_id":                      "don_2",
			})
			assertForm(t, req.form, tt.want)
			assertAbsent(t, req.form, append(tt.absent, "customer_email")...)
		})
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

	subscriptions := []struct {
		name string
		p    stripe.SubscriptionSessionParams
	}{
		{"no price and no amount", stripe.SubscriptionSessionParams{}},
		{"both a price and an amount", stripe.SubscriptionSessionParams{PriceID: "price_1", Amount: 1000, Interval: "month"}},
		{"a price and an interval", stripe.SubscriptionSessionParams{PriceID: "price_1", Interval: "month"}},
		{"an amount without interval", stripe.SubscriptionSessionParams{Amount: 1000, Description: "Gift"}},
		{"a yearly gift", stripe.SubscriptionSessionParams{Amount: 1000, Interval: "year", Description: "Gift"}},
		{"a negative amount", stripe.SubscriptionSessionParams{Amount: -1000, Interval: "month", Description: "Gift"}},
		{"an unnamed gift", stripe.SubscriptionSessionParams{Amount: 1000, Interval: "month"}},
	}
	for _, tt := range subscriptions {
		t.Run("subscription: "+tt.name, func(t *testing.T) {
			p := tt.p
			p.DonationID, p.IdempotencyKey = "don_1", "k"
			if _, err := client.CreateSubscriptionSession(context.Background(), p); err == nil {
				t.Fatal("want error")
			}
		})
	}
	_, err := stripe.New(stripe.Config{}).CreateSubscriptionSession(context.Background(), stripe.SubscriptionSessionParams{PriceID: "price_1", DonationID: "don_1", IdempotencyKey: "k"})
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
