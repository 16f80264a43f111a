package staff_test

import (
	"context"
	"net/http"
	"sync"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/staff"
)

// refundOffice is an office whose paid order was really captured at the
// PayPal fake, so refunds go through PayPal's refund API.
func refundOffice(t *testing.T) (*office, *paypaltest.Server, string) {
	t.Helper()
	fake := paypaltest.NewServer(t)
	fake.AutoApprove = true
	o := newOfficeWith(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, PayPal: fake.Config()}))
	client := paypal.New(fake.Config())
	created, err := client.CreateOrder(context.Background(), paypal.CreateOrderInput{Amount: 2838, Currency: "EUR", CustomID: "order:" + o.paid}, "open-1")
	if err != nil {
		t.Fatal(err)
	}
	captured, err := client.CaptureOrder(context.Background(), created.ID, "capture-1")
	if err != nil {
		t.Fatal(err)
	}
	r := o.record("orders", o.paid)
	r.Set("paypalOrderId", created.ID)
	r.Set("paypalCaptureId", captured.CaptureID)
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	return o, fake, captured.CaptureID
}

func TestAShopVolunteerRefundsThroughPayPal(t *testing.T) {
	o, fake, captureID := refundOffice(t)
	refund := func(body map[string]any) (int, map[string]any) {
		return o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/refund", body)
	}
	for _, bad := range []map[string]any{{"amount": 2839}, {"amount": -5}, {"amount": "ten"}} {
		if status, _ := refund(bad); status != http.StatusBadRequest {
			t.Errorf("refund %v: %d, want 400", bad, status)
		}
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.unpaid+"/refund", map[string]any{}); status != http.StatusBadRequest {
		t.Errorf("refund of an unpaid order: %d, want 400", status)
	}
	fake.FailNext(http.StatusInternalServerError, "INTERNAL_SERVER_ERROR")
	if status, _ := refund(map[string]any{"amount": 1000}); status != http.StatusBadGateway {
		t.Errorf("refund while PayPal fails: %d, want 502", status)
	}
	if fake.RefundCount(captureID) != 0 || o.record("orders", o.paid).GetFloat("amountRefunded") != 0 || o.audits() != 0 {
		t.Fatal("refused refunds changed something")
	}
	if status, body := refund(map[string]any{"amount": 1000}); status != http.StatusOK || body["status"] != "partially_refunded" {
		t.Fatalf("partial refund: %d %v", status, body)
	}
	// Two volunteers refund the rest at once: PayPal is asked with one request id, and refunds once.
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() { refund(map[string]any{}) })
	}
	wg.Wait()
	r := o.record("orders", o.paid)
	if r.GetString("status") != "refunded" || r.GetFloat("amountRefunded") != 28.38 || !r.GetBool("payment") || fake.RefundCount(captureID) != 2 {
		t.Fatalf("after refunds: status %q refunded %v payment %v, %d PayPal refunds (want 2)",
			r.GetString("status"), r.GetFloat("amountRefunded"), r.GetBool("payment"), fake.RefundCount(captureID))
	}
	if status, _ := refund(map[string]any{}); status != http.StatusBadRequest {
		t.Errorf("refund of a refunded order: %d, want 400", status)
	}
	if o.mails() != 2 {
		t.Errorf("%d mails, want one per refund to the customer", o.mails())
	}
}
