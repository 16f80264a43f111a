package paypal_test

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"syscall"
	"testing"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestIsUnavailable(t *testing.T) {
	refused := &url.Error{Op: "Post", URL: "https://api-m.paypal.com/v1/oauth2/token",
		Err: &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}}
	cases := []struct {
		name string
		err  error
		want bool
	}{
		{"no error", nil, false},
		{"500", &paypal.APIError{Status: 500, Name: "INTERNAL_SERVER_ERROR"}, true},
		{"503 wrapped", fmt.Errorf("cancel: %w", &paypal.APIError{Status: 503}), true},
		{"429", &paypal.APIError{Status: http.StatusTooManyRequests, Name: "RATE_LIMIT_REACHED"}, true},
		{"connection refused", refused, true},
		{"timeout", fmt.Errorf("paypal: %w", context.DeadlineExceeded), true},
		{"422 not active", errors.Join(paypal.ErrNotActive, &paypal.APIError{Status: 422}), false},
		{"404", &paypal.APIError{Status: 404, Name: "RESOURCE_NOT_FOUND"}, false},
		{"401 bad credentials", &paypal.APIError{Status: 401, Name: "invalid_client"}, false},
		{"not configured", errors.New("paypal: client id and secret are not configured"), false},
	}
	for _, c := range cases {
		if got := paypal.IsUnavailable(c.err); got != c.want {
			t.Errorf("%s: IsUnavailable(%v) = %v, want %v", c.name, c.err, got, c.want)
		}
	}
}

func TestAnUnreachablePayPalIsUnavailable(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	fake.FailNext(http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE")
	if _, err := client.GetSubscription(context.Background(), "I-1"); !paypal.IsUnavailable(err) {
		t.Errorf("503: %v not unavailable", err)
	}
	fake.FailNext(http.StatusUnprocessableEntity, "SUBSCRIPTION_STATUS_INVALID")
	if err := client.CancelSubscription(context.Background(), "I-1", "x"); err == nil || paypal.IsUnavailable(err) {
		t.Errorf("422: %v", err)
	}
	down := paypal.New(paypal.Config{ClientID: "id", ClientSecret: "secret", BaseURL: "http://127.0.0.1:1"})
	if _, err := down.GetSubscription(context.Background(), "I-1"); !paypal.IsUnavailable(err) {
		t.Errorf("connection refused: %v not unavailable", err)
	}
}
