package paypal_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestSuspendThenActivateASubscription(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	if err := client.SuspendSubscription(context.Background(), "I-1", "The donor paused the gift."); err != nil {
		t.Fatalf("suspend: %v", err)
	}
	if got := fake.Subscription("I-1").Status; got != "SUSPENDED" {
		t.Fatalf("status %q after suspend", got)
	}
	if err := client.SuspendSubscription(context.Background(), "I-1", "again"); !errors.Is(err, paypal.ErrNotActive) {
		t.Fatalf("suspending a suspended subscription: %v, want ErrNotActive", err)
	}
	if err := client.ActivateSubscription(context.Background(), "I-1", "The pause is over."); err != nil {
		t.Fatalf("activate: %v", err)
	}
	if got := fake.Subscription("I-1").Status; got != "ACTIVE" {
		t.Fatalf("status %q after activate", got)
	}
	sent := map[string]string{}
	for _, r := range fake.Requests() {
		if _, seen := sent[r.Path]; !seen && r.Method == http.MethodPost && strings.HasPrefix(r.Path, "/v1/billing/subscriptions/I-1/") {
			sent[r.Path] = string(r.Body)
		}
	}
	if !strings.Contains(sent["/v1/billing/subscriptions/I-1/suspend"], `"reason":"The donor paused the gift."`) ||
		!strings.Contains(sent["/v1/billing/subscriptions/I-1/activate"], `"reason":"The pause is over."`) {
		t.Fatalf("bodies sent: %v", sent)
	}
}

func TestActivatingACancelledSubscriptionIsRefused(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "CANCELLED"})
	err := paypal.New(fake.Config()).ActivateSubscription(context.Background(), "I-1", "The pause is over.")
	if !errors.Is(err, paypal.ErrNotActive) {
		t.Fatalf("err = %v, want ErrNotActive", err)
	}
}
