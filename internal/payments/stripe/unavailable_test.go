package stripe_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"foundation/internal/payments/stripe"
)

// Callers tell the donor "Stripe could not be reached, nothing changed" only
// when IsUnavailable says so; a refusal must read as a refusal.
func TestIsUnavailable(t *testing.T) {
	stripeError := func(status int, kind string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Stripe-Should-Retry", "false")
			w.WriteHeader(status)
			fmt.Fprintf(w, `{"error":{"type":%q,"message":"from the test"}}`, kind)
		}
	}
	tests := []struct {
		name    string
		handler http.HandlerFunc // nil: nothing listens at the address
		timeout time.Duration
		want    bool
	}{
		{name: "503 from Stripe", handler: stripeError(http.StatusServiceUnavailable, "api_error"), want: true},
		{name: "500 from Stripe", handler: stripeError(http.StatusInternalServerError, "api_error"), want: true},
		{name: "429 rate limited", handler: stripeError(http.StatusTooManyRequests, "invalid_request_error"), want: true},
		{name: "502 page from a proxy", handler: func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "<html>Bad gateway</html>", http.StatusBadGateway)
		}, want: true},
		{name: "connection closed", handler: func(w http.ResponseWriter, r *http.Request) {
			conn, _, err := http.NewResponseController(w).Hijack()
			if err == nil {
				conn.Close()
			}
		}, want: true},
		{name: "connection refused", want: true},
		{name: "timeout", timeout: 50 * time.Millisecond, handler: func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done()
		}, want: true},
		{name: "400 invalid request", handler: stripeError(http.StatusBadRequest, "invalid_request_error"), want: false},
		{name: "402 card declined", handler: stripeError(http.StatusPaymentRequired, "card_error"), want: false},
		{name: "404 no such subscription", handler: stripeError(http.StatusNotFound, "invalid_request_error"), want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel() // stripe-go backs off between retries of a dropped connection
			srv := httptest.NewServer(tt.handler)
			if tt.handler == nil {
				srv.Close()
			} else {
				t.Cleanup(srv.Close)
			}
			ctx := context.Background()
			if tt.timeout > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tt.timeout)
				defer cancel()
			}
			client := stripe.New(stripe.Config{SecretKey: "sk_test_123", APIBase: srv.URL})
			_, err := client.GetSubscription(ctx, "sub_1")
			if err == nil {
				t.Fatal("want an error")
			}
			if got := stripe.IsUnavailable(err); got != tt.want {
				t.Errorf("IsUnavailable(%v) = %v, want %v", err, got, tt.want)
			}
		})
	}
}

func TestIsUnavailableWithoutARequest(t *testing.T) {
	tests := []struct {
		err  error
		want bool
	}{
		{nil, false},
		{errors.New("stripe: subscription id is required"), false},
		{stripe.ErrNotConfigured, false},
		{fmt.Errorf("donate: %w", context.Canceled), false}, // the donor left; Stripe was fine
		{fmt.Errorf("donate: %w", context.DeadlineExceeded), true},
	}
	for _, tt := range tests {
		if got := stripe.IsUnavailable(tt.err); got != tt.want {
			t.Errorf("IsUnavailable(%v) = %v, want %v", tt.err, got, tt.want)
		}
	}
}
