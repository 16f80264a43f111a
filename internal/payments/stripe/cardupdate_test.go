package stripe_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/stripe"
)

func TestCreateCardUpdateSession(t *testing.T) {
	client, proxy := newMockedClient(t)
	s, err := client.CreateCardUpdateSession(context.Background(), stripe.CardUpdateParams{
		SubscriptionID: "sub_gift", CustomerID: "cus_ada", DonationID: "don_1",
		SuccessURL: "https://example.org/card-saved", CancelURL: "https://example.org/account", IdempotencyKey: "card-don_1-1",
	})
	req := checkoutRequest(t, proxy, s, err, "card-don_1-1")
	assertForm(t, req.form, map[string]string{
		"mode":                      "setup",
		"customer":                  "cus_ada",
		"currency":                  "eur",
		"metadata[donation_id]":     "don_1",
		"metadata[subscription_id]": "sub_gift",
		"setup_intent_data[metadata][donation_id]":     "don_1",
		"setup_intent_data[metadata][subscription_id]": "sub_gift",
		"client_reference_id":                          "don_1",
		"success_url":                                  "https://example.org/card-saved",
		"cancel_url":                                   "https://example.org/account",
	})
	assertAbsent(t, req.form, "customer_email", "line_items[0][price]", "line_items[0][price_data][unit_amount]")
}

// setupIntent is a SetupIntent as Checkout leaves it; stripe-mock only ever
// answers one still waiting for a payment method.
func setupIntent(status, subscriptionID string) string {
	return `{"id":"seti_new","object":"setup_intent","status":"` + status + `","payment_method":"pm_new","customer":"cus_ada",
		"metadata":{"donation_id":"don_1","subscription_id":"` + subscriptionID + `"}}`
}

func TestUseSetupForSubscription(t *testing.T) {
	client, proxy := newMockedClient(t)
	proxy.stub("GET /v1/setup_intents/seti_new", setupIntent("succeeded", "sub_gift"))

	pm, err := client.UseSetupForSubscription(context.Background(), "seti_new", "sub_gift", "card-don_1-1")
	if err != nil {
		t.Fatalf("UseSetupForSubscription: %v", err)
	}
	if pm != "pm_new" {
		t.Errorf("payment method = %q, want pm_new", pm)
	}
	reqs := proxy.all(t, 3)
	assertRequest(t, reqs[0], http.MethodGet, "/v1/setup_intents/seti_new", "")
	assertRequest(t, reqs[1], http.MethodPost, "/v1/subscriptions/sub_gift", "card-don_1-1-subscription")
	assertForm(t, reqs[1].form, map[string]string{"default_payment_method": "pm_new"})
	// The customer is the one the subscription's answer names (stripe-mock's).
	if reqs[2].method != http.MethodPost || !strings.HasPrefix(reqs[2].path, "/v1/customers/cus_") || reqs[2].idempotencyKey != "card-don_1-1-customer" {
		t.Errorf("customer update = %s %s (%q)", reqs[2].method, reqs[2].path, reqs[2].idempotencyKey)
	}
	assertForm(t, reqs[2].form, map[string]string{"invoice_settings[default_payment_method]": "pm_new"})
}

func TestUseSetupForSubscriptionRefuses(t *testing.T) {
	tests := []struct {
		name, setupIntent string
	}{
		{"a setup not completed", setupIntent("requires_payment_method", "sub_gift")},
		{"a card saved for another gift", setupIntent("succeeded", "sub_other")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			client, proxy := newMockedClient(t)
			proxy.stub("GET /v1/setup_intents/seti_new", tt.setupIntent)
			if _, err := client.UseSetupForSubscription(context.Background(), "seti_new", "sub_gift", "k"); err == nil {
				t.Fatal("want error")
			}
			proxy.all(t, 1) // read, nothing changed
		})
	}
}
