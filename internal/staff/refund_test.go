package staff_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
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

// refundLines is the refund body of reason and line → units.
func refundLines(reason string, lines ...[2]int) map[string]any {
	out := []map[string]int{}
	for _, l := range lines {
		out = append(out, map[string]int{"line": l[0], "quantity": l[1]})
	}
	return map[string]any{"reason": reason, "lines": out}
}

// A volunteer refunds chosen lines, with a reason: the amount comes from
// the order's stored prices (with their part of shipping), PayPal refunds
// it, the units' stock comes back, the reason is kept, audited and mailed.
func TestAShopVolunteerRefundsLinesThroughPayPal(t *testing.T) {
	o, fake, captureID := refundOffice(t)
	// The paid order: a cap in M (its stock counted: the sale took 1) and one in L (not counted).
	capID := o.create("products", map[string]any{"name": "Cap", "price": 12.9, "category": "Accessories", "sizes": []string{"M", "L"},
		"colors": []string{"Navy"}, "stock": map[string]int{"M": 4}})
	r := o.record("orders", o.paid)
	r.Set("items", []map[string]any{
		{"productId": capID, "name": "Cap", "size": "M", "color": "Navy", "quantity": 1, "unitPrice": 12.9, "lineTotal": 12.9},
		{"productId": capID, "name": "Cap", "size": "L", "color": "Navy", "quantity": 1, "unitPrice": 12.9, "lineTotal": 12.9},
	})
	r.Set("stockTaken", map[string]int{capID + "|M": 1})
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	refund := func(body map[string]any) (int, map[string]any) {
		return o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/refund", body)
	}
	for _, bad := range []struct {
		body  map[string]any
		field string
	}{
		{refundLines("", [2]int{0, 1}), "reason"},
		{refundLines("Damaged"), "lines"},
		{refundLines("Damaged", [2]int{2, 1}), "lines"},
		{refundLines("Damaged", [2]int{0, 2}), "lines"},
		{refundLines("Damaged", [2]int{0, 1}, [2]int{0, 1}), "lines"},
		{refundLines("Damaged", [2]int{0, 0}), "lines"},
	} {
		status, body := refund(bad.body)
		if data, _ := body["data"].(map[string]any); status != http.StatusBadRequest || data[bad.field] == nil {
			t.Errorf("refund %v: %d %v, want 400 naming %s", bad.body, status, body, bad.field)
		}
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.unpaid+"/refund", refundLines("Damaged", [2]int{0, 1})); status != http.StatusBadRequest {
		t.Errorf("refund of an unpaid order: %d, want 400", status)
	}
	fake.FailNext(http.StatusInternalServerError, "INTERNAL_SERVER_ERROR")
	if status, _ := refund(refundLines("Damaged", [2]int{0, 1})); status != http.StatusBadGateway {
		t.Errorf("refund while PayPal fails: %d, want 502", status)
	}
	if fake.RefundCount(captureID) != 0 || o.record("orders", o.paid).GetFloat("amountRefunded") != 0 || o.audits() != 0 {
		t.Fatal("refused refunds changed something")
	}

	// The M cap: 12,90 € and its 10% of shipping, 1,29 €.
	status, body := refund(refundLines("Arrived damaged", [2]int{0, 1}))
	if status != http.StatusOK || body["status"] != "partially_refunded" || body["amountRefunded"] != 14.19 {
		t.Fatalf("refund of one line: %d %v", status, body)
	}
	if q, _ := body["refundedQuantities"].([]any); len(q) != 2 || q[0] != 1.0 || q[1] != 0.0 {
		t.Errorf("refunded quantities %v", body["refundedQuantities"])
	}
	if s := o.record("products", capID).Get("stock"); fmt.Sprint(s) != `{"M":5}` {
		t.Errorf("stock after the refund: %v, want M back to 5", s)
	}
	if note := o.record("orders", o.paid).GetString("paymentNote"); !strings.Contains(note, "for 1 × Cap (M, Navy). Reason: Arrived damaged") {
		t.Errorf("payment note %q", note)
	}
	if o.audits() != 1 {
		t.Errorf("%d audit rows, want 1", o.audits())
	}
	if o.mails() != 1 || !strings.Contains(o.app.TestMailer.LastMessage().Text, "Arrived damaged") {
		t.Errorf("the customer's refund mail must give the reason")
	}
	if status, _ := refund(refundLines("Again", [2]int{0, 1})); status != http.StatusBadRequest {
		t.Errorf("refunding a refunded line again: %d, want 400", status)
	}

	// Two volunteers refund the last line at once: PayPal is asked with one request id, and refunds once.
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() { refund(refundLines("Returned", [2]int{1, 1})) })
	}
	wg.Wait()
	r = o.record("orders", o.paid)
	if r.GetString("status") != "refunded" || r.GetFloat("amountRefunded") != 28.38 || !r.GetBool("payment") || fake.RefundCount(captureID) != 2 {
		t.Fatalf("after refunds: status %q refunded %v payment %v, %d PayPal refunds (want 2)",
			r.GetString("status"), r.GetFloat("amountRefunded"), r.GetBool("payment"), fake.RefundCount(captureID))
	}
	if s := o.record("products", capID).Get("stock"); fmt.Sprint(s) != `{"M":5}` {
		t.Errorf("stock after refunding the L cap (not counted): %v", s)
	}
	if status, _ := refund(refundLines("Again", [2]int{1, 1})); status != http.StatusBadRequest {
		t.Errorf("refund of a refunded order: %d, want 400", status)
	}
	if o.mails() != 2 {
		t.Errorf("%d mails, want one per refund to the customer", o.mails())
	}
}
