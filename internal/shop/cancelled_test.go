package shop_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// cancelByStaff cancels an order through the staff route, as a shop
// volunteer does, and returns the volunteer's token.
func cancelByStaff(t *testing.T, app core.App, base, id string) string {
	t.Helper()
	_, token := testapp.StaffMember(t, app, staff.RoleShop)
	if a := testapp.Call(t, base, token, http.MethodPost, "/api/staff/orders/"+id+"/cancel", map[string]string{"reason": "Out of stock"}); a.Status != http.StatusOK {
		t.Fatalf("cancel: %d %s", a.Status, a.Raw)
	}
	return token
}

// The attack: an order staff cancelled was paid anyway through the buyer's
// payment routes, and went back to paid, to ship.
func TestACancelledOrderCannotBePaid(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id) // opened before the cancel: its capture is refused too
	cancelByStaff(t, app, base, id)

	if status, body := post(t, base+"/api/orders/"+id+"/paypal", ""); status != http.StatusConflict || !strings.Contains(body["message"].(string), "cancelled") {
		t.Errorf("PayPal order for a cancelled order: %d %v", status, body)
	}
	if status, body := capture(t, base, id, ppID); status != http.StatusConflict || !strings.Contains(body["message"].(string), "cancelled") {
		t.Errorf("capture for a cancelled order: %d %v", status, body)
	}
	if fake.CaptureCount(ppID) != 0 {
		t.Error("PayPal was asked to capture a cancelled order")
	}
	o := order(t, app, id)
	if o.GetBool("payment") || o.GetString("status") != "cancelled" || count(t, app, "messages") != 0 {
		t.Errorf("cancelled order became payment=%v status=%q with %d messages", o.GetBool("payment"), o.GetString("status"), count(t, app, "messages"))
	}
	if a := testapp.Call(t, base, "", http.MethodGet, "/api/orders/"+id, nil); a.JSON["status"] != "cancelled" || a.JSON["payment"] != false {
		t.Errorf("payment page reads %v", a.JSON)
	}
}

// Money that arrives anyway (the buyer paid at PayPal before the cancel,
// the event came after) is recorded, and the order stays cancelled in front
// of staff as one to refund.
func TestMoneyForACancelledOrderIsKeptForRefund(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	id, ppID, captureID := paidElsewhere(t, base, fake)
	token := cancelByStaff(t, app, base, id)
	event := captureEvent("WH-AFTER-CANCEL", "PAYMENT.CAPTURE.COMPLETED", id, ppID, captureID, captureID, "54.78")
	for range 2 { // a redelivery changes nothing
		if status := deliver(t, base, fake, event, fake.SignedHeaders()); status != http.StatusOK {
			t.Fatalf("webhook: %d", status)
		}
	}
	o := order(t, app, id)
	if !o.GetBool("payment") || o.GetString("status") != "cancelled" || o.GetString("paypalCaptureId") != captureID ||
		!strings.Contains(o.GetString("paymentIssue"), "paid after cancel: refund") || o.GetString("cancelReason") != "Out of stock" {
		t.Errorf("order after the late payment: payment=%v status=%q capture=%q issue=%q reason=%q", o.GetBool("payment"),
			o.GetString("status"), o.GetString("paypalCaptureId"), o.GetString("paymentIssue"), o.GetString("cancelReason"))
	}
	if n := count(t, app, "messages"); n != 0 {
		t.Errorf("%d new-order messages for a cancelled order", n)
	}
	if n := mailsSent(app); n != 1 {
		t.Errorf("%d mails, want 1 to staff and none to the buyer as for a paid order", n)
	} else if m := app.TestMailer.LastMessage(); m.Subject != "Commande "+id+" : payée après annulation : à rembourser" ||
		!strings.Contains(m.Text, "La capture PayPal "+captureID+" a payé la commande "+id) || !strings.Contains(m.Text, "La commande reste annulée.") {
		t.Errorf("the staff's mail, in French: %q\n%s", m.Subject, m.Text)
	}
	if a := testapp.Call(t, base, token, http.MethodGet, "/api/staff/summary", nil); a.JSON["paidAfterCancel"] != 1.0 {
		t.Errorf("staff home: %s", a.Raw)
	}
	// The volunteer refunds it from the order's page: the home no longer asks.
	if a := testapp.Call(t, base, token, http.MethodPost, "/api/staff/orders/"+id+"/refund", map[string]any{
		"reason": "Paid after cancel", "lines": []map[string]int{{"line": 0, "quantity": 2}, {"line": 1, "quantity": 1}}}); a.Status != http.StatusOK {
		t.Fatalf("refund: %d %s", a.Status, a.Raw)
	}
	if a := testapp.Call(t, base, token, http.MethodGet, "/api/staff/summary", nil); a.JSON["paidAfterCancel"] != 0.0 {
		t.Errorf("staff home after the refund: %s", a.Raw)
	}
}
