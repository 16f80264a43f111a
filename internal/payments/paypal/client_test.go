package paypal_test

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func countRequests(fake *paypaltest.Server, method, path string) int {
	n := 0
	for _, r := range fake.Requests() {
		if r.Method == method && r.Path == path {
			n++
		}
	}
	return n
}

func TestConfigured(t *testing.T) {
	cases := []struct {
		cfg  paypal.Config
		want bool
	}{
		{paypal.Config{}, false},
		{paypal.Config{ClientID: "id"}, false},
		{paypal.Config{ClientSecret: "secret"}, false},
		{paypal.Config{ClientID: "id", ClientSecret: "secret"}, true},
	}
	for _, c := range cases {
		if got := c.cfg.Configured(); got != c.want {
			t.Errorf("%+v.Configured() = %v, want %v", c.cfg, got, c.want)
		}
	}
}

func TestTokenIsFetchedOnceAndReused(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	for range 3 {
		if _, err := client.GetSubscription(context.Background(), "I-1"); err != nil {
			t.Fatal(err)
		}
	}
	if n := countRequests(fake, http.MethodPost, "/v1/oauth2/token"); n != 1 {
		t.Errorf("token requested %d times, want 1", n)
	}
	for _, r := range fake.Requests() {
		if r.Path == "/v1/oauth2/token" {
			if id, secret, ok := (&http.Request{Header: r.Header}).BasicAuth(); !ok || id != fake.ClientID || secret != fake.ClientSecret {
				t.Errorf("token request basic auth = %q/%q/%v", id, secret, ok)
			}
			if string(r.Body) != "grant_type=client_credentials" {
				t.Errorf("token request body = %q", r.Body)
			}
		}
	}
}

func TestTokenIsRefreshedAfter401(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	ctx := context.Background()
	if _, err := client.GetSubscription(ctx, "I-1"); err != nil {
		t.Fatal(err)
	}
	fake.RevokeTokens()
	if _, err := client.GetSubscription(ctx, "I-1"); err != nil {
		t.Fatalf("after revocation: %v", err)
	}
	if n := countRequests(fake, http.MethodPost, "/v1/oauth2/token"); n != 2 {
		t.Errorf("token requested %d times, want 2", n)
	}
	if n := countRequests(fake, http.MethodGet, "/v1/billing/subscriptions/I-1"); n != 3 {
		t.Errorf("subscription requested %d times, want 3 (one rejected, retried once)", n)
	}
}

func TestWrongCredentialsAreAnAPIError(t *testing.T) {
	fake := paypaltest.NewServer(t)
	cfg := fake.Config()
	cfg.ClientSecret = "wrong"
	_, err := paypal.New(cfg).GetSubscription(context.Background(), "I-1")
	var apiErr *paypal.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != http.StatusUnauthorized || apiErr.Name != "invalid_client" {
		t.Fatalf("err = %v, want 401 invalid_client", err)
	}
}

func TestUnconfiguredClientFailsWithoutCallingPayPal(t *testing.T) {
	fake := paypaltest.NewServer(t)
	_, err := paypal.New(paypal.Config{BaseURL: fake.URL}).GetSubscription(context.Background(), "I-1")
	if err == nil {
		t.Fatal("no error without credentials")
	}
	if n := len(fake.Requests()); n != 0 {
		t.Errorf("%d requests sent without credentials", n)
	}
}

func TestInjectedFailuresBecomeAPIErrors(t *testing.T) {
	cases := []struct {
		status        int
		name          string
		wantName      string
		wantIssue     string
		unprocessable bool
	}{
		{http.StatusInternalServerError, "INTERNAL_SERVER_ERROR", "INTERNAL_SERVER_ERROR", "", false},
		{http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE", "SERVICE_UNAVAILABLE", "", false},
		{http.StatusUnprocessableEntity, paypal.IssueInstrumentDeclined, "UNPROCESSABLE_ENTITY", paypal.IssueInstrumentDeclined, true},
		{http.StatusBadRequest, "INVALID_PARAMETER_VALUE", "INVALID_REQUEST", "INVALID_PARAMETER_VALUE", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fake := paypaltest.NewServer(t)
			fake.AutoApprove = true
			client := paypal.New(fake.Config())
			ctx := context.Background()
			order, err := client.CreateOrder(ctx, donation(500), "create-1")
			if err != nil {
				t.Fatal(err)
			}
			fake.FailNext(c.status, c.name)
			_, err = client.CaptureOrder(ctx, order.ID, "capture-1")
			var apiErr *paypal.APIError
			if !errors.As(err, &apiErr) {
				t.Fatalf("err = %v, want *APIError", err)
			}
			if apiErr.Status != c.status || apiErr.Name != c.wantName || apiErr.DebugID == "" {
				t.Errorf("got status %d name %q debug_id %q, want %d %q", apiErr.Status, apiErr.Name, apiErr.DebugID, c.status, c.wantName)
			}
			if c.wantIssue != "" && !paypal.HasIssue(err, c.wantIssue) {
				t.Errorf("HasIssue(%v, %s) = false", err, c.wantIssue)
			}
			if got := errors.Is(err, paypal.ErrUnprocessable); got != c.unprocessable {
				t.Errorf("errors.Is(err, ErrUnprocessable) = %v, want %v", got, c.unprocessable)
			}
			if fake.CaptureCount(order.ID) != 0 {
				t.Error("a failed capture was recorded as captured")
			}
		})
	}
}

func TestSlowPayPalEndsWithTheContext(t *testing.T) {
	cases := []struct {
		name        string
		cachedToken bool
	}{
		{"while fetching the token", false},
		{"during the API call", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fake := paypaltest.NewServer(t)
			fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
			client := paypal.New(fake.Config())
			if c.cachedToken {
				if _, err := client.GetSubscription(context.Background(), "I-1"); err != nil {
					t.Fatal(err)
				}
			}
			fake.Delay = time.Hour
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
			defer cancel()
			if _, err := client.GetSubscription(ctx, "I-1"); !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("err = %v, want context.DeadlineExceeded", err)
			}
		})
	}
}

func TestHTTPClientTimeoutIsAnError(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.Delay = time.Hour
	cfg := fake.Config()
	cfg.HTTPClient = &http.Client{Timeout: 20 * time.Millisecond}
	if _, err := paypal.New(cfg).GetOrder(context.Background(), "X"); err == nil {
		t.Fatal("no error from a request that timed out")
	}
}
