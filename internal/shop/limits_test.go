package shop_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/paypal"
	"foundation/internal/testapp"
)

// Reading orders by id is throttled per IP, so ids cannot be guessed by the thousand.
func TestOrderReadsAreRateLimitedPerIP(t *testing.T) {
	t.Setenv("RATE_LIMIT_ORDER_READS", "3")
	base := testapp.Serve(t, shopApp(t))
	for i, want := range []int{http.StatusNotFound, http.StatusNotFound, http.StatusNotFound, http.StatusTooManyRequests} {
		if status, _ := call(t, http.MethodGet, base+"/api/orders/guess"+string(rune('a'+i)), ""); status != want {
			t.Fatalf("read %d: %d, want %d", i+1, status, want)
		}
	}
}

// Captures reach PayPal: each order takes a few a minute whoever asks, and a
// paid order is answered from our record without calling PayPal.
func TestCapturesAreCappedPerOrderAndAnsweredFromTheRecordOnceSettled(t *testing.T) {
	t.Setenv("RATE_LIMIT_CAPTURES_PER_RECORD", "3")
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	if status, body := capture(t, base, id, ppID); status != http.StatusOK || body["payment"] != true {
		t.Fatalf("capture: %d %v", status, body)
	}
	before := len(fake.Requests())
	for i, want := range []int{http.StatusOK, http.StatusOK, http.StatusTooManyRequests} {
		if status, _ := capture(t, base, id, ppID); status != want {
			t.Fatalf("repeat %d: %d, want %d", i+1, status, want)
		}
	}
	if after := len(fake.Requests()); after != before {
		t.Errorf("repeated captures of a paid order made %d PayPal calls, want 0", after-before)
	}
	assertPaidOnce(t, app, id)
}

// A capture PayPal holds PENDING (an eCheck, a review) leaves the order
// unpaid with a note; PayPal's COMPLETED event for it later pays it, once.
func TestAPendingCaptureIsPaidWhenPayPalCompletesIt(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	fake.CaptureStatus = "PENDING"
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	status, body := capture(t, base, id, ppID)
	if status != http.StatusAccepted || body["payment"] != false {
		t.Fatalf("pending capture: %d %v, want 202 unpaid", status, body)
	}
	o := order(t, app, id)
	if o.GetBool("payment") || count(t, app, "messages") != 0 {
		t.Fatal("a pending capture marked the order paid")
	}
	if !strings.Contains(o.GetString("paymentNote"), "pending") {
		t.Fatalf("paymentNote = %q, want it to say pending", o.GetString("paymentNote"))
	}
	held, err := paypal.New(fake.Config()).GetOrder(context.Background(), ppID)
	if err != nil {
		t.Fatal(err)
	}
	capID := held.CaptureID
	completed := captureEvent("WH-PENDING-DONE", "PAYMENT.CAPTURE.COMPLETED", "order:"+id, ppID, capID, capID, "54.78")
	for range 2 {
		if status := deliver(t, base, fake, completed, fake.SignedHeaders()); status != http.StatusOK {
			t.Fatalf("webhook: %d", status)
		}
	}
	assertPaidOnce(t, app, id)
}

// A verified COMPLETED event whose PayPal order is not the order's own never
// pays it, nor overwrites its PayPal order id.
func TestACaptureEventForAnotherPayPalOrderDoesNotPay(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	id, ppID, captureID := paidElsewhere(t, base, fake)
	event := captureEvent("WH-OTHER", "PAYMENT.CAPTURE.COMPLETED", "order:"+id, "SOMEONE-ELSES-ORDER", captureID, captureID, "54.78")
	if status := deliver(t, base, fake, event, fake.SignedHeaders()); status != http.StatusOK {
		t.Fatalf("webhook: %d", status)
	}
	o := order(t, app, id)
	if o.GetBool("payment") || o.GetString("paypalOrderId") != ppID || count(t, app, "messages") != 0 {
		t.Fatalf("payment=%v paypalOrderId=%q", o.GetBool("payment"), o.GetString("paypalOrderId"))
	}
}
