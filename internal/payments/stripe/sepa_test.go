package stripe_test

import (
	"context"
	"net/http"
	"testing"

	"foundation/internal/payments/stripe"
)

// A donor who chose "Direct debit (SEPA)" on our form gets a Checkout page
// that collects a SEPA mandate only, for a one-off gift and a monthly one:
// stripe-mock validates the params against Stripe's API.
func TestSepaSessionsAskForTheDebitOnly(t *testing.T) {
	for name, create := range map[string]func(*stripe.Client) (stripe.Session, error){
		"once": func(c *stripe.Client) (stripe.Session, error) {
			return c.CreatePaymentSession(context.Background(), stripe.PaymentSessionParams{Amount: 2500, Description: "Gift",
				DonationID: "don_1", SuccessURL: "https://example.org/thanks", CancelURL: "https://example.org/donate", IdempotencyKey: "donation-don_1", SepaDebit: true})
		},
		"monthly": func(c *stripe.Client) (stripe.Session, error) {
			return c.CreateSubscriptionSession(context.Background(), stripe.SubscriptionSessionParams{Amount: 1500, Interval: "month", Description: "Gift",
				DonationID: "don_1", SuccessURL: "https://example.org/thanks", CancelURL: "https://example.org/donate", IdempotencyKey: "donation-don_1", SepaDebit: true})
		},
	} {
		t.Run(name, func(t *testing.T) {
			client, proxy := newMockedClient(t)
			s, err := create(client)
			if err != nil || s.ID == "" {
				t.Fatalf("session %+v: %v", s, err)
			}
			req := proxy.only(t)
			assertRequest(t, req, http.MethodPost, "/v1/checkout/sessions", "donation-don_1")
			if got := req.form["payment_method_types[0]"]; len(got) != 1 || got[0] != "sepa_debit" || req.form.Has("payment_method_types[1]") {
				t.Fatalf("payment_method_types = %v, want [sepa_debit]", req.form)
			}
		})
	}
}
