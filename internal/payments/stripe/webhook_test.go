package stripe_test

import (
	"errors"
	"testing"

	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

const webhookSecret = "whsec_test_secret"

func webhookClient() *stripe.Client {
	return stripe.New(stripe.Config{SecretKey: "sk_test_123", WebhookSecret: webhookSecret})
}

func parseSigned(t *testing.T, payload []byte) stripe.Event {
	t.Helper()
	ev, err := webhookClient().ParseWebhook(payload, stripetest.SignedPayload(t, webhookSecret, payload))
	if err != nil {
		t.Fatalf("ParseWebhook: %v", err)
	}
	return ev
}

func TestParseWebhookCheckoutSessionEvents(t *testing.T) {
	tests := []struct {
		name    string
		payload []byte
		want    stripe.CheckoutSession
	}{
		{
			name:    "one-off completed",
			payload: stripetest.CheckoutSessionCompleted("evt_1", "cs_1", "don_1", "payment", "paid", 2500),
			want: stripe.CheckoutSession{ID: "cs_1", Mode: "payment", PaymentStatus: "paid", Status: "complete", DonationID: "don_1",
				CustomerID: "cus_don_1", AmountTotal: 2500, Currency: "eur", PaymentIntentID: "pi_cs_1"},
		},
		{
			name:    "recurring completed",
			payload: stripetest.CheckoutSessionCompleted("evt_1", "cs_2", "don_2", "subscription", "paid", 1000),
			want: stripe.CheckoutSession{ID: "cs_2", Mode: "subscription", PaymentStatus: "paid", Status: "complete", DonationID: "don_2",
				SubscriptionID: "sub_cs_2", CustomerID: "cus_don_2", AmountTotal: 1000, Currency: "eur"},
		},
		{
			name:    "async succeeded",
			payload: stripetest.AsyncPaymentSucceeded("evt_1", "cs_3", "don_3", "payment", 700),
			want: stripe.CheckoutSession{ID: "cs_3", Mode: "payment", PaymentStatus: "paid", Status: "complete", DonationID: "don_3",
				CustomerID: "cus_don_3", AmountTotal: 700, Currency: "eur", PaymentIntentID: "pi_cs_3"},
		},
		{
			name:    "async failed",
			payload: stripetest.AsyncPaymentFailed("evt_1", "cs_4", "don_4", "payment", 700),
			want: stripe.CheckoutSession{ID: "cs_4", Mode: "payment", PaymentStatus: "unpaid", Status: "complete", DonationID: "don_4",
				CustomerID: "cus_don_4", AmountTotal: 700, Currency: "eur", PaymentIntentID: "pi_cs_4"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := parseSigned(t, tt.payload)
			if ev.ID != "evt_1" || ev.Created == 0 {
				t.Errorf("event id/created = %q/%d", ev.ID, ev.Created)
			}
			if ev.Session == nil || ev.Invoice != nil || ev.Subscription != nil {
				t.Fatalf("want only Session set, got %+v", ev)
			}
			if *ev.Session != tt.want {
				t.Errorf("session =\n %+v\nwant\n %+v", *ev.Session, tt.want)
			}
		})
	}
}

func TestParseWebhookInvoiceEvents(t *testing.T) {
	tests := []struct {
		name     string
		payload  []byte
		wantType string
		want     stripe.Invoice
	}{
		{
			name:     "first payment",
			payload:  stripetest.InvoicePaid("evt_2", "in_1", "sub_1", "don_1", 1000, "subscription_create"),
			wantType: "invoice.paid",
			want:     stripe.Invoice{ID: "in_1", SubscriptionID: "sub_1", AmountPaid: 1000, AmountDue: 1000, Currency: "eur", BillingReason: "subscription_create", DonationID: "don_1"},
		},
		{
			name:     "renewal failed",
			payload:  stripetest.InvoicePaymentFailed("evt_2", "in_2", "sub_1", "don_1", 1000, "subscription_cycle"),
			wantType: "invoice.payment_failed",
			want:     stripe.Invoice{ID: "in_2", SubscriptionID: "sub_1", AmountPaid: 0, AmountDue: 1000, Currency: "eur", BillingReason: "subscription_cycle", DonationID: "don_1"},
		},
		{
			// Endpoints pinned to an API version before 2025-03-31.basil
			// still receive the subscription at the top level.
			name: "legacy shape",
			payload: []byte(`{"id":"evt_2","object":"event","api_version":"2024-06-20","created":1,"type":"invoice.paid",
				"data":{"object":{"id":"in_3","object":"invoice","subscription":"sub_old","amount_paid":500,"amount_due":500,
				"currency":"eur","billing_reason":"subscription_cycle","subscription_details":{"metadata":{"donation_id":"don_old"}}}}}`),
			wantType: "invoice.paid",
			want:     stripe.Invoice{ID: "in_3", SubscriptionID: "sub_old", AmountPaid: 500, AmountDue: 500, Currency: "eur", BillingReason: "subscription_cycle", DonationID: "don_old"},
		},
		{
			name: "expanded subscription",
			payload: []byte(`{"id":"evt_2","object":"event","api_version":"2026-03-25.dahlia","created":1,"type":"invoice.paid",
				"data":{"object":{"id":"in_4","object":"invoice","amount_paid":500,"amount_due":500,"currency":"eur",
				"parent":{"type":"subscription_details","subscription_details":{"subscription":{"id":"sub_exp","object":"subscription"},"metadata":{}}}}}}`),
			wantType: "invoice.paid",
			want:     stripe.Invoice{ID: "in_4", SubscriptionID: "sub_exp", AmountPaid: 500, AmountDue: 500, Currency: "eur"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := parseSigned(t, tt.payload)
			if ev.Type != tt.wantType {
				t.Errorf("type = %q, want %q", ev.Type, tt.wantType)
			}
			if ev.Invoice == nil || ev.Session != nil || ev.Subscription != nil {
				t.Fatalf("want only Invoice set, got %+v", ev)
			}
			if *ev.Invoice != tt.want {
				t.Errorf("invoice =\n %+v\nwant\n %+v", *ev.Invoice, tt.want)
			}
		})
	}
}

func TestParseWebhookSubscriptionDeleted(t *testing.T) {
	ev := parseSigned(t, stripetest.SubscriptionDeleted("evt_3", "sub_1", "don_1"))
	if ev.Type != "customer.subscription.deleted" || ev.Subscription == nil || ev.Session != nil || ev.Invoice != nil {
		t.Fatalf("event = %+v", ev)
	}
	want := stripe.Subscription{ID: "sub_1", Status: "canceled", DonationID: "don_1"}
	if *ev.Subscription != want {
		t.Errorf("subscription = %+v, want %+v", *ev.Subscription, want)
	}
}

// Events we do not decode must still verify, so the handler can acknowledge
// them instead of making Stripe retry for days.
func TestParseWebhookUnhandledType(t *testing.T) {
	ev := parseSigned(t, []byte(`{"id":"evt_4","object":"event","created":1,"type":"charge.refunded","data":{"object":{"id":"ch_1"}}}`))
	if ev.Type != "charge.refunded" || ev.Session != nil || ev.Invoice != nil || ev.Subscription != nil {
		t.Errorf("event = %+v", ev)
	}
}

func TestParseWebhookRejectsUnverifiable(t *testing.T) {
	payload := stripetest.CheckoutSessionCompleted("evt_1", "cs_1", "don_1", "payment", "paid", 2500)
	tampered := stripetest.CheckoutSessionCompleted("evt_1", "cs_1", "don_1", "payment", "paid", 1)

	tests := []struct {
		name    string
		payload []byte
		header  string
	}{
		{"forged body", tampered, stripetest.SignedPayload(t, webhookSecret, payload)},
		{"wrong secret", payload, stripetest.SignedPayload(t, "whsec_other", payload)},
		{"stale timestamp", payload, stripetest.StaleSignedPayload(t, webhookSecret, payload)},
		{"missing header", payload, ""},
		{"garbage header", payload, "not a signature"},
		{"no v1 signature", payload, "t=1700000000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := webhookClient().ParseWebhook(tt.payload, tt.header)
			if !errors.Is(err, stripe.ErrBadSignature) {
				t.Errorf("err = %v, want ErrBadSignature", err)
			}
		})
	}
}

func TestParseWebhookRejectsSignedButInvalidBodies(t *testing.T) {
	tests := []struct {
		name    string
		payload string
	}{
		{"malformed json", `{"id":"evt_1","object":"event",`},
		{"not an event", `{"id":"cs_1","object":"checkout.session"}`},
		{"thin event", `{"id":"evt_1","object":"v2.core.event","type":"v1.billing.meter.error_report_triggered"}`},
		{"missing data.object", `{"id":"evt_1","object":"event","type":"invoice.paid","data":{}}`},
		{"mistyped field", `{"id":"evt_1","object":"event","type":"invoice.paid","data":{"object":{"id":"in_1","amount_paid":"ten"}}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			payload := []byte(tt.payload)
			_, err := webhookClient().ParseWebhook(payload, stripetest.SignedPayload(t, webhookSecret, payload))
			if err == nil {
				t.Fatal("want error")
			}
			if errors.Is(err, stripe.ErrBadSignature) {
				t.Errorf("err = %v: a correctly signed body is not a signature problem", err)
			}
		})
	}
}

// An empty secret would make any HMAC-with-empty-key "valid".
func TestParseWebhookWithoutSecret(t *testing.T) {
	payload := stripetest.SubscriptionDeleted("evt_3", "sub_1", "don_1")
	client := stripe.New(stripe.Config{SecretKey: "sk_test_123"})
	if _, err := client.ParseWebhook(payload, stripetest.SignedPayload(t, "", payload)); !errors.Is(err, stripe.ErrNotConfigured) {
		t.Errorf("err = %v, want ErrNotConfigured", err)
	}
}
