package paypal_test

import (
	"context"
	"errors"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestGetSubscriptionReadsBillingInfoAndThePlansPrice(t *testing.T) {
	fake := paypaltest.NewServer(t)
	day := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	// The price was raised to 20 € after the last payment of 15 €: Amount is what comes next.
	seeded := paypaltest.Subscription{
		ID: "I-1", Status: "ACTIVE", PlanID: "P-1", CustomID: "donor:7", SubscriberEmail: "ada@example.com",
		Amount: 2000, Currency: "EUR", NextBillingTime: day.AddDate(0, 0, 3),
		LastPaymentAt: day.AddDate(0, -1, 0), LastPaymentAmount: 1500,
		FailedPaymentsCount: 1, LastFailedAt: day, LastFailedReason: "INSUFFICIENT_FUNDS",
	}
	fake.AddSubscription(seeded)
	got, err := paypal.New(fake.Config()).GetSubscription(context.Background(), "I-1")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(*got, seeded) {
		t.Errorf("GetSubscription =\n%+v\nwant\n%+v", *got, seeded)
	}
	for _, r := range fake.Requests() {
		if r.Path == "/v1/billing/subscriptions/I-1" && r.Query.Get("fields") != "last_failed_payment,plan" {
			t.Errorf("fields = %q: PayPal leaves the failure's reason and the plan out unless asked", r.Query.Get("fields"))
		}
	}
}

func TestCancelSubscription(t *testing.T) {
	cases := []struct {
		name, id, status string
		want             error // nil, ErrNotActive or ErrNotFound
	}{
		{"active", "I-1", "ACTIVE", nil},
		{"suspended", "I-1", "SUSPENDED", nil},
		{"already cancelled", "I-1", "CANCELLED", paypal.ErrNotActive},
		{"expired", "I-1", "EXPIRED", paypal.ErrNotActive},
		{"unknown", "I-nope", "", paypal.ErrNotFound},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fake := paypaltest.NewServer(t)
			fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: c.status})
			err := paypal.New(fake.Config()).CancelSubscription(context.Background(), c.id, "The donor stopped the gift.")
			if (c.want == nil) != (err == nil) || (c.want != nil && !errors.Is(err, c.want)) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if errors.Is(err, paypal.ErrNotActive) && !paypal.HasIssue(err, "SUBSCRIPTION_STATUS_INVALID") {
				t.Errorf("ErrNotActive lost PayPal's answer: %v", err)
			}
			if c.want == nil && fake.Subscription("I-1").Status != "CANCELLED" {
				t.Errorf("status %q after cancel", fake.Subscription("I-1").Status)
			}
			for _, r := range fake.Requests() {
				if r.Path == "/v1/billing/subscriptions/"+c.id+"/cancel" &&
					(r.Method != http.MethodPost || !strings.Contains(string(r.Body), `"reason":"The donor stopped the gift."`)) {
					t.Errorf("cancel sent as %s %s", r.Method, r.Body)
				}
			}
		})
	}
}
