package paypal_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestCancellingASubscriptionTwiceIsHarmless(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	if err := client.CancelSubscription(context.Background(), "I-1", "The donor stopped the gift."); err != nil {
		t.Fatal(err)
	}
	if got := fake.Subscription("I-1").Status; got != "CANCELLED" {
		t.Fatalf("status %q", got)
	}
	if err := client.CancelSubscription(context.Background(), "I-1", "again"); !errors.Is(err, paypal.ErrNotActive) {
		t.Fatalf("second cancel: %v, want ErrNotActive", err)
	}
	if err := client.CancelSubscription(context.Background(), "I-nope", "x"); !errors.Is(err, paypal.ErrNotFound) {
		t.Fatalf("unknown: %v, want ErrNotFound", err)
	}
	for _, r := range fake.Requests() {
		if r.Path == "/v1/billing/subscriptions/I-1/cancel" {
			if !strings.Contains(string(r.Body), `"reason":"The donor stopped the gift."`) {
				t.Errorf("cancel body %s", r.Body)
			}
			break
		}
	}
}

func TestTransactionsAreReadWithinTheWindow(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	day := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	fake.AddTransactions("I-1",
		paypal.Transaction{ID: "old", Status: "COMPLETED", Amount: 1500, Currency: "EUR", Time: day.AddDate(0, -1, 0)},
		paypal.Transaction{ID: "S-1", Status: "COMPLETED", Amount: 1500, Currency: "EUR", Time: day},
		paypal.Transaction{ID: "S-2", Status: "DECLINED", Amount: 1500, Currency: "EUR", Time: day.AddDate(0, 0, 7)},
	)
	got, err := paypal.New(fake.Config()).ListSubscriptionTransactions(context.Background(), "I-1", day.AddDate(0, 0, -3), day.AddDate(0, 0, 10))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].ID != "S-1" || got[0].Amount != 1500 || got[0].Currency != "EUR" || !got[0].Time.Equal(day) || got[1].Status != "DECLINED" {
		t.Fatalf("transactions %+v", got)
	}
}

func TestAnUnreachablePayPalIsUnavailable(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	fake.FailNext(http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE")
	_, err := client.GetSubscription(context.Background(), "I-1")
	if !paypal.IsUnavailable(err) {
		t.Fatalf("503: %v not unavailable", err)
	}
	fake.FailNext(http.StatusUnprocessableEntity, "SUBSCRIPTION_STATUS_INVALID")
	err = client.CancelSubscription(context.Background(), "I-1", "x")
	if paypal.IsUnavailable(err) || err == nil {
		t.Fatalf("422: %v", err)
	}
	down := paypal.New(paypal.Config{ClientID: "id", ClientSecret: "secret", BaseURL: "http://127.0.0.1:1"})
	if _, err := down.GetSubscription(context.Background(), "I-1"); !paypal.IsUnavailable(err) {
		t.Fatalf("connection refused: %v not unavailable", err)
	}
}
