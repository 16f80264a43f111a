package paypal_test

import (
	"context"
	"errors"
	"testing"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func TestGetSubscription(t *testing.T) {
	fake := paypaltest.NewServer(t)
	seeded := paypaltest.Subscription{
		ID: "I-BW452GLLEP1G", Status: "ACTIVE", PlanID: "P-5ML4271244454362WXNWU5NQ",
		CustomID: "donor:7", SubscriberEmail: "donor@example.com",
	}
	fake.AddSubscription(seeded)
	client := paypal.New(fake.Config())

	got, err := client.GetSubscription(context.Background(), seeded.ID)
	if err != nil {
		t.Fatal(err)
	}
	if *got != seeded {
		t.Errorf("subscription = %+v, want %+v", *got, seeded)
	}
	if _, err := client.GetSubscription(context.Background(), "I-UNKNOWN"); !errors.Is(err, paypal.ErrNotFound) {
		t.Errorf("unknown subscription: err = %v, want ErrNotFound", err)
	}
}
