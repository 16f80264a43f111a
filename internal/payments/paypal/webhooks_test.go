package paypal_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func readEvent(t *testing.T, name string) []byte {
	t.Helper()
	body, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return body
}

func TestParseEvent(t *testing.T) {
	cases := []struct {
		file string
		want paypal.Event
	}{
		{"payment_capture_completed.json", paypal.Event{
			ID: "WH-58D329510W468432D-8HN650336L201105X", EventType: "PAYMENT.CAPTURE.COMPLETED", ResourceType: "capture",
			ResourceID: "27M47624FP291604U", ResourceStatus: "COMPLETED", CustomID: "shop-order:1042",
			OrderID: "5O190127TN364715T", Amount: 2500, Currency: "EUR", Fee: 85, FeeKnown: true, // seller_receivable_breakdown.paypal_fee
		}},
		{"payment_capture_refunded.json", paypal.Event{
			ID: "WH-1GE84257G0350133W-6RW800890C634293G", EventType: "PAYMENT.CAPTURE.REFUNDED", ResourceType: "refund",
			ResourceID: "1Y107995YT783435V", ResourceStatus: "COMPLETED", CustomID: "shop-order:1042",
			RefundedCaptureID: "27M47624FP291604U", Amount: 1000, Currency: "EUR",
		}},
		{"billing_subscription_activated.json", paypal.Event{
			ID: "WH-77687562XN25889J8-8Y6T55435R66168T6", EventType: "BILLING.SUBSCRIPTION.ACTIVATED", ResourceType: "subscription",
			ResourceID: "I-BW452GLLEP1G", ResourceStatus: "ACTIVE", CustomID: "donor:7",
			Subscription: &paypal.Subscription{
				ID: "I-BW452GLLEP1G", Status: "ACTIVE", PlanID: "P-5ML4271244454362WXNWU5NQ", CustomID: "donor:7",
				SubscriberEmail: "customer@example.com", Amount: 1500, Currency: "EUR",
				NextBillingTime: time.Date(2019, 1, 1, 0, 20, 49, 0, time.UTC),
				LastPaymentAt:   time.Date(2018, 12, 1, 1, 20, 49, 0, time.UTC), LastPaymentAmount: 1500,
			},
		}},
		{"billing_subscription_payment_failed.json", paypal.Event{
			ID: "WH-4M0448861G563140B-9EX36365822141321", EventType: "BILLING.SUBSCRIPTION.PAYMENT.FAILED", ResourceType: "subscription",
			ResourceID: "I-BW452GLLEP1G", ResourceStatus: "ACTIVE", CustomID: "donor:7",
			Subscription: &paypal.Subscription{
				ID: "I-BW452GLLEP1G", Status: "ACTIVE", PlanID: "P-5ML4271244454362WXNWU5NQ", CustomID: "donor:7",
				SubscriberEmail: "customer@example.com", Amount: 1500, Currency: "EUR",
				NextBillingTime: time.Date(2026, 12, 1, 9, 20, 49, 0, time.UTC),
				LastPaymentAt:   time.Date(2026, 10, 1, 9, 20, 49, 0, time.UTC), LastPaymentAmount: 1500,
				FailedPaymentsCount: 2, LastFailedAt: time.Date(2026, 11, 1, 9, 20, 49, 0, time.UTC), LastFailedReason: "PAYMENT_DENIED",
			},
		}},
		{"payment_sale_completed.json", paypal.Event{
			ID: "WH-2WR32451HC0233532-67976317FL4543714", EventType: "PAYMENT.SALE.COMPLETED", ResourceType: "sale",
			ResourceID: "80021663DE681814L", ResourceStatus: "completed", CustomID: "donor:7",
			BillingAgreementID: "I-BW452GLLEP1G", Amount: 1500, Currency: "EUR", Fee: 64, FeeKnown: true, // transaction_fee
		}},
	}
	for _, c := range cases {
		t.Run(c.want.EventType, func(t *testing.T) {
			body := readEvent(t, c.file)
			got, err := paypal.ParseEvent(body)
			if err != nil {
				t.Fatal(err)
			}
			var resource struct {
				ID string `json:"id"`
			}
			if err := json.Unmarshal(got.Resource, &resource); err != nil || resource.ID != c.want.ResourceID {
				t.Errorf("Resource is not the raw resource: id %q, %v", resource.ID, err)
			}
			got.Resource = nil
			if !reflect.DeepEqual(*got, c.want) {
				t.Errorf("ParseEvent =\n%+v\nwant\n%+v", *got, c.want)
			}
		})
	}
}

// subscriptionEvent wraps a subscription resource in a webhook envelope.
func subscriptionEvent(eventType, resourceType, resource string) []byte {
	return []byte(`{"id":"WH-1","event_type":"` + eventType + `","resource_type":"` + resourceType + `","resource":` + resource + `}`)
}

func TestParseEventDecodesTheSubscriptionsPrice(t *testing.T) {
	const lastPayment = `"billing_info":{"failed_payments_count":0,"last_payment":{"amount":{"currency_code":"EUR","value":"15.00"},"time":"2026-10-01T09:20:49Z"}}`
	const plan = `"plan":{"billing_cycles":[
		{"tenure_type":"TRIAL","sequence":1,"total_cycles":1,"pricing_scheme":{"fixed_price":{"currency_code":"EUR","value":"1.0"}}},
		{"tenure_type":"REGULAR","sequence":2,"total_cycles":0,"pricing_scheme":{"fixed_price":{"currency_code":"EUR","value":"7.5"}}}]}`
	cases := []struct {
		name                string
		eventType, resource string
		amount, lastPayment money.Cents
		currency            string
	}{
		{"regular cycle times quantity", "BILLING.SUBSCRIPTION.UPDATED",
			`{"id":"I-1","quantity":"2",` + lastPayment + `,"plan_overridden":true,` + plan + `}`, 1500, 1500, "EUR"},
		{"price raised since the last payment", "BILLING.SUBSCRIPTION.UPDATED",
			`{"id":"I-1","quantity":"3",` + lastPayment + `,` + plan + `}`, 2250, 1500, "EUR"},
		{"no plan: the last payment", "BILLING.SUBSCRIPTION.ACTIVATED", `{"id":"I-1","quantity":"1",` + lastPayment + `}`, 1500, 1500, "EUR"},
		{"fractional quantity: the last payment", "BILLING.SUBSCRIPTION.UPDATED",
			`{"id":"I-1","quantity":"1.5",` + lastPayment + `,` + plan + `}`, 1500, 1500, "EUR"},
		{"not paid yet, no plan", "BILLING.SUBSCRIPTION.CREATED", `{"id":"I-1","billing_info":{"failed_payments_count":0}}`, 0, 0, ""},
		{"resource type without the event prefix", "PAYMENTS.SUBSCRIPTION.X", `{"id":"I-1",` + lastPayment + `}`, 1500, 1500, "EUR"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ev, err := paypal.ParseEvent(subscriptionEvent(c.eventType, "subscription", c.resource))
			if err != nil {
				t.Fatal(err)
			}
			sub := ev.Subscription
			if sub == nil || sub.Amount != c.amount || sub.Currency != c.currency || sub.LastPaymentAmount != c.lastPayment {
				t.Fatalf("subscription %+v; want amount %d %s, last payment %d", sub, c.amount, c.currency, c.lastPayment)
			}
		})
	}
	if ev, err := paypal.ParseEvent(readEvent(t, "payment_sale_completed.json")); err != nil || ev.Subscription != nil {
		t.Errorf("a sale event got a subscription: %+v, %v", ev, err)
	}
}

func TestParseEventRejectsMalformedBodies(t *testing.T) {
	cases := map[string]string{
		"not json":                `<html>`,
		"no id":                   `{"event_type":"PAYMENT.CAPTURE.COMPLETED","resource":{}}`,
		"no event type":           `{"id":"WH-1","resource":{}}`,
		"resource array":          `{"id":"WH-1","event_type":"X","resource":[]}`,
		"bad amount":              `{"id":"WH-1","event_type":"X","resource":{"amount":{"value":"1.234","currency_code":"EUR"}}}`,
		"amount no value":         `{"id":"WH-1","event_type":"X","resource":{"amount":{"currency_code":"EUR"}}}`,
		"subscription without id": string(subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", "subscription", `{"status":"ACTIVE"}`)),
		"bad last payment": string(subscriptionEvent("BILLING.SUBSCRIPTION.PAYMENT.FAILED", "subscription",
			`{"id":"I-1","billing_info":{"last_payment":{"amount":{"currency_code":"EUR","value":"15.000"}}}}`)),
		"bad plan price": string(subscriptionEvent("BILLING.SUBSCRIPTION.UPDATED", "subscription",
			`{"id":"I-1","plan":{"billing_cycles":[{"tenure_type":"REGULAR","pricing_scheme":{"fixed_price":{"currency_code":"EUR","value":"x"}}}]}}`)),
		"bad next billing time": string(subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", "subscription",
			`{"id":"I-1","billing_info":{"next_billing_time":"tomorrow"}}`)),
	}
	for name, body := range cases {
		if ev, err := paypal.ParseEvent([]byte(body)); err == nil {
			t.Errorf("%s: accepted as %+v", name, ev)
		}
	}
}

// verifyRequests returns the bodies the fake received on verify-webhook-signature.
func verifyRequests(fake *paypaltest.Server) [][]byte {
	var bodies [][]byte
	for _, r := range fake.Requests() {
		if r.Path == "/v1/notifications/verify-webhook-signature" {
			bodies = append(bodies, r.Body)
		}
	}
	return bodies
}

func TestVerifyWebhookSignatureSendsTheEventUnchanged(t *testing.T) {
	fake := paypaltest.NewServer(t)
	client := paypal.New(fake.Config())
	// Whitespace and characters encoding/json would escape must reach PayPal as received.
	body := []byte("{\n  \"id\": \"WH-1\",\n  \"event_type\": \"PAYMENT.CAPTURE.COMPLETED\",\n  \"summary\": \"<b>Tea & cake</b> \\u00e9 €\",\n  \"resource\": {}\n}")
	headers := fake.SignedHeaders()
	if err := client.VerifyWebhookSignature(context.Background(), headers, body); err != nil {
		t.Fatal(err)
	}
	bodies := verifyRequests(fake)
	if len(bodies) != 1 {
		t.Fatalf("%d verify requests, want 1", len(bodies))
	}
	var sent struct {
		AuthAlgo         string          `json:"auth_algo"`
		CertURL          string          `json:"cert_url"`
		TransmissionID   string          `json:"transmission_id"`
		TransmissionSig  string          `json:"transmission_sig"`
		TransmissionTime string          `json:"transmission_time"`
		WebhookID        string          `json:"webhook_id"`
		WebhookEvent     json.RawMessage `json:"webhook_event"`
	}
	if err := json.Unmarshal(bodies[0], &sent); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sent.WebhookEvent, body) {
		t.Errorf("webhook_event sent as\n%s\nwant\n%s", sent.WebhookEvent, body)
	}
	if sent.AuthAlgo != headers.Get(paypal.HeaderAuthAlgo) || sent.CertURL != headers.Get(paypal.HeaderCertURL) ||
		sent.TransmissionID != headers.Get(paypal.HeaderTransmissionID) || sent.TransmissionSig != headers.Get(paypal.HeaderTransmissionSig) ||
		sent.TransmissionTime != headers.Get(paypal.HeaderTransmissionTime) || sent.WebhookID != fake.WebhookID {
		t.Errorf("transmission fields sent = %+v", sent)
	}
}

func TestVerifyWebhookSignature(t *testing.T) {
	event := readEvent(t, "payment_capture_completed.json")
	cases := []struct {
		name        string
		prepare     func(fake *paypaltest.Server, cfg *paypal.Config, h http.Header)
		body        []byte
		notVerified bool // the answer is ErrWebhookNotVerified
		otherError  bool // an error that is not ErrWebhookNotVerified
		askedPayPal bool
	}{
		{name: "signed", askedPayPal: true},
		{
			name: "wrong signature",
			prepare: func(_ *paypaltest.Server, _ *paypal.Config, h http.Header) {
				h.Set(paypal.HeaderTransmissionSig, "forged")
			},
			notVerified: true, askedPayPal: true,
		},
		{
			name:        "another webhook's ID",
			prepare:     func(_ *paypaltest.Server, cfg *paypal.Config, _ http.Header) { cfg.WebhookID = "OTHER" },
			notVerified: true, askedPayPal: true,
		},
		{
			name:        "missing header",
			prepare:     func(_ *paypaltest.Server, _ *paypal.Config, h http.Header) { h.Del(paypal.HeaderCertURL) },
			notVerified: true,
		},
		{name: "body not JSON", body: []byte("not json"), notVerified: true},
		{
			name:       "no webhook ID configured",
			prepare:    func(_ *paypaltest.Server, cfg *paypal.Config, _ http.Header) { cfg.WebhookID = "" },
			otherError: true,
		},
		{
			name: "PayPal down",
			prepare: func(fake *paypaltest.Server, _ *paypal.Config, _ http.Header) {
				fake.FailNext(503, "SERVICE_UNAVAILABLE")
			},
			otherError: true, askedPayPal: true,
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fake := paypaltest.NewServer(t)
			cfg, headers, body := fake.Config(), fake.SignedHeaders(), event
			if c.body != nil {
				body = c.body
			}
			if c.prepare != nil {
				c.prepare(fake, &cfg, headers)
			}
			err := paypal.New(cfg).VerifyWebhookSignature(context.Background(), headers, body)
			notVerified := errors.Is(err, paypal.ErrWebhookNotVerified)
			if notVerified != c.notVerified || (err != nil && !notVerified) != c.otherError {
				t.Errorf("err = %v; want not-verified %v, other error %v", err, c.notVerified, c.otherError)
			}
			if asked := len(verifyRequests(fake)) > 0; asked != c.askedPayPal {
				t.Errorf("asked PayPal = %v, want %v", asked, c.askedPayPal)
			}
		})
	}
}
