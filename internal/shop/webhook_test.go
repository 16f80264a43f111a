package shop_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

// captureEvent is a PayPal webhook delivery about a capture (or, for
// REFUNDED, a refund whose "up" link names the capture).
func captureEvent(eventID, eventType, customID, paypalOrderID, resourceID, captureID, value string) string {
	resourceType := "capture"
	if eventType == "PAYMENT.CAPTURE.REFUNDED" {
		resourceType = "refund"
	}
	return fmt.Sprintf(`{"id":%q,"event_type":%q,"resource_type":%q,"resource":{
 "id":%q,"status":"COMPLETED","custom_id":%q,"amount":{"currency_code":"EUR","value":%q},
 "supplementary_data":{"related_ids":{"order_id":%q}},
 "links":[{"href":"https://api-m.paypal.com/v2/payments/captures/%s","rel":"up","method":"GET"}]}}`,
		eventID, eventType, resourceType, resourceID, customID, value, paypalOrderID, captureID)
}

func deliver(t testing.TB, base string, fake *paypaltest.Server, body string, headers http.Header) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, base+"/api/webhooks/paypal", strings.NewReader(body))
	for k, v := range headers {
		req.Header[k] = v
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

// paidElsewhere places an order, opens its PayPal order and captures it
// directly at PayPal, as when the buyer's browser closes before our capture.
func paidElsewhere(t testing.TB, base string, fake *paypaltest.Server) (id, ppID, captureID string) {
	t.Helper()
	fake.AutoApprove = true
	id = placeOrder(t, base)
	ppID = openPayPal(t, base, id)
	c, err := paypal.New(fake.Config()).CaptureOrder(context.Background(), ppID, "browser-closed")
	if err != nil {
		t.Fatal(err)
	}
	return id, ppID, c.CaptureID
}

func TestCaptureCompletedWebhookFulfilsOnceAndRefusesForgeries(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	id, ppID, captureID := paidElsewhere(t, base, fake)
	event := captureEvent("WH-COMPLETED-1", "PAYMENT.CAPTURE.COMPLETED", id, ppID, captureID, captureID, "54.78")

	// A forged delivery is refused and changes nothing.
	forged := fake.SignedHeaders()
	forged.Set(paypal.HeaderTransmissionSig, "forged")
	if status := deliver(t, base, fake, event, forged); status != http.StatusBadRequest {
		t.Fatalf("forged webhook: %d", status)
	}
	if o := order(t, app, id); o.GetBool("payment") || count(t, app, "messages") != 0 || mailsSent(app) != 0 {
		t.Fatal("a forged webhook changed the order")
	}

	// The genuine one fulfils; replays, a second event about the same capture
	// and the browser's late capture change nothing more.
	for _, body := range []string{event, event, strings.Replace(event, "WH-COMPLETED-1", "WH-COMPLETED-2", 1)} {
		if status := deliver(t, base, fake, body, fake.SignedHeaders()); status != http.StatusOK {
			t.Fatalf("webhook: %d", status)
		}
	}
	if status, body := capture(t, base, id, ppID); status != http.StatusOK || body["payment"] != true {
		t.Fatalf("late capture: %d %v", status, body)
	}
	assertPaidOnce(t, app, id)
	if o := order(t, app, id); o.GetString("paypalCaptureId") != captureID || o.GetString("paypalOrderId") != ppID {
		t.Errorf("ids: capture %q order %q", o.GetString("paypalCaptureId"), o.GetString("paypalOrderId"))
	}
}

func TestWebhookEventsThatDoNotPayTheOrder(t *testing.T) {
	cases := []struct {
		name, eventType, customID, value string
		wantNote                         string
		alerts                           int
	}{
		{"amount differs", "PAYMENT.CAPTURE.COMPLETED", "", "1.00", "does not match", 1},
		{"capture denied", "PAYMENT.CAPTURE.DENIED", "", "54.78", "denied", 0},
		{"not an order of ours", "PAYMENT.CAPTURE.COMPLETED", "order:xyz", "54.78", "", 0},
		{"someone else's event type", "BILLING.SUBSCRIPTION.ACTIVATED", "", "54.78", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			app, fake, base := fakePayPalShop(t)
			id, ppID, captureID := paidElsewhere(t, base, fake)
			customID, paypalOrder := id, ppID
			if c.customID != "" {
				customID, paypalOrder = c.customID, "OTHER-ORDER"
			}
			event := captureEvent("WH-1", c.eventType, customID, paypalOrder, captureID, captureID, c.value)
			if status := deliver(t, base, fake, event, fake.SignedHeaders()); status != http.StatusOK {
				t.Fatalf("webhook: %d", status)
			}
			o := order(t, app, id)
			if o.GetBool("payment") || o.GetString("status") != "pending" || count(t, app, "messages") != 0 || mailsSent(app) != c.alerts {
				t.Errorf("order changed: payment=%v status=%q", o.GetBool("payment"), o.GetString("status"))
			}
			if note := o.GetString("paymentNote"); (c.wantNote == "") != (note == "") || !strings.Contains(note, c.wantNote) {
				t.Errorf("paymentNote = %q, want it to say %q", note, c.wantNote)
			}
		})
	}
}

func TestRefundWebhookKeepsThePaymentHistory(t *testing.T) {
	for _, c := range []struct{ value, status string }{{"54.78", "refunded"}, {"10.00", "partially_refunded"}} {
		app, fake, base := fakePayPalShop(t)
		id, ppID, captureID := paidElsewhere(t, base, fake)
		if status, _ := capture(t, base, id, ppID); status != http.StatusOK {
			t.Fatal("capture failed")
		}
		// PayPal's refund events need not carry our custom_id: the capture id finds the order.
		refund := captureEvent("WH-REFUND", "PAYMENT.CAPTURE.REFUNDED", "", "", "REFUND-1", captureID, c.value)
		for range 2 {
			if status := deliver(t, base, fake, refund, fake.SignedHeaders()); status != http.StatusOK {
				t.Fatalf("refund webhook: %d", status)
			}
		}
		o := order(t, app, id)
		if o.GetString("status") != c.status || !o.GetBool("payment") || o.GetDateTime("paidAt").IsZero() ||
			o.GetDateTime("refundedAt").IsZero() || strings.Count(o.GetString("paymentNote"), "REFUND-1") != 1 {
			t.Errorf("after refund of %s: status=%q payment=%v note=%q", c.value, o.GetString("status"), o.GetBool("payment"), o.GetString("paymentNote"))
		}
		// A late completion event does not make it "paid" again.
		late := captureEvent("WH-LATE", "PAYMENT.CAPTURE.COMPLETED", id, ppID, captureID, captureID, "54.78")
		deliver(t, base, fake, late, fake.SignedHeaders())
		if o := order(t, app, id); o.GetString("status") != c.status {
			t.Errorf("late completion turned status into %q", o.GetString("status"))
		}
		assertNoticedOnce(t, app, id)
	}
}

// Refunds add up by refund id; a refund that arrives before PayPal's
// completion is delivered again later instead of being lost or flagged.
func TestRefundsAddUpAndWaitForTheirCapture(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	id, ppID, captureID := paidElsewhere(t, base, fake)
	refund := func(eventID, refundID, value string) string {
		return strings.Replace(captureEvent(eventID, "PAYMENT.CAPTURE.REFUNDED", "", "", refundID, captureID, value),
			`"custom_id":""`, `"custom_id":"order:`+id+`"`, 1)
	}
	if status := deliver(t, base, fake, refund("WH-R1", "REFUND-1", "20.00"), fake.SignedHeaders()); status != http.StatusInternalServerError {
		t.Fatalf("refund before the completion: %d, want 500 so PayPal delivers it again", status)
	}
	completed := captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", "order:"+id, ppID, captureID, captureID, "54.78")
	if status := deliver(t, base, fake, completed, fake.SignedHeaders()); status != http.StatusOK {
		t.Fatalf("completion: %d", status)
	}
	steps := []struct {
		body   string
		status string
	}{
		{refund("WH-R1", "REFUND-1", "20.00"), "partially_refunded"},  // PayPal's retry now applies
		{refund("WH-R1b", "REFUND-1", "20.00"), "partially_refunded"}, // the same refund again
		{refund("WH-R2", "REFUND-2", "34.78"), "refunded"},            // the rest
		{refund("WH-R3", "REFUND-3", "1.00"), "refunded"},             // never back down to partial
	}
	for i, s := range steps {
		if status := deliver(t, base, fake, s.body, fake.SignedHeaders()); status != http.StatusOK {
			t.Fatalf("refund %d: %d", i+1, status)
		}
		if got := order(t, app, id).GetString("status"); got != s.status {
			t.Fatalf("after refund %d: %q, want %q", i+1, got, s.status)
		}
	}
	if got := order(t, app, id).GetFloat("amountRefunded"); got != 55.78 {
		t.Fatalf("amountRefunded %v, want 55.78", got)
	}
}

// Forged deliveries that carry every signature header cost a verification
// call each: they count against the cap even though they are refused.
func TestForgedWebhooksCountAgainstTheCap(t *testing.T) {
	t.Setenv("RATE_LIMIT_WEBHOOKS", "2")
	_, fake, base := fakePayPalShop(t)
	forged := fake.SignedHeaders()
	forged.Set(paypal.HeaderTransmissionSig, "forged")
	body := captureEvent("WH-F", "PAYMENT.CAPTURE.COMPLETED", "order:x", "PP-X", "CAP-X", "CAP-X", "1.00")
	for i, want := range []int{http.StatusBadRequest, http.StatusBadRequest, http.StatusTooManyRequests} {
		if status := deliver(t, base, fake, body, forged); status != want {
			t.Fatalf("forged delivery %d: %d, want %d", i+1, status, want)
		}
	}
}
