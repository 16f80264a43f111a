package staff_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"

	"foundation/internal/staff"
)

func TestAShopVolunteerShipsAPaidOrderOnce(t *testing.T) {
	o := newOffice(t)
	status, body := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders?list=to_ship", nil)
	if status != http.StatusOK || body["totalItems"] != float64(1) {
		t.Fatalf("to ship: %d %v", status, body)
	}
	if status, body = o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/"+o.paid, nil); status != http.StatusOK || body["paypalCaptureId"] != "CAP-1" {
		t.Fatalf("detail: %d %v", status, body)
	}
	if !o.record("messages", o.paid).GetBool("isRead") {
		t.Error("opening the order did not mark its message read")
	}
	bad := []map[string]any{
		{"trackingNumber": strings.Repeat("9", 5000)},
		{"carrier": "La\x00Poste"},
	}
	for _, b := range bad {
		if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/ship", b); status != http.StatusBadRequest {
			t.Errorf("ship with %v: %d, want 400", b, status)
		}
	}
	if o.record("orders", o.paid).GetString("status") != "paid" || o.audits() != 0 {
		t.Fatal("refused input changed the order")
	}
	// Two volunteers click at once: one ships it, the other is told.
	var wg sync.WaitGroup
	statuses := make(chan int, 2)
	for range 2 {
		wg.Go(func() {
			status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/ship",
				map[string]any{"carrier": "La Poste", "trackingNumber": "6A12345678901"})
			statuses <- status
		})
	}
	wg.Wait()
	close(statuses)
	got := map[int]int{}
	for s := range statuses {
		got[s]++
	}
	if got[http.StatusOK] != 1 || got[http.StatusBadRequest] != 1 {
		t.Fatalf("concurrent ships: %v, want one 200 and one 400", got)
	}
	r := o.record("orders", o.paid)
	if r.GetString("status") != "shipped" || r.GetString("trackingNumber") != "6A12345678901" || o.audits() != 1 {
		t.Fatalf("order %v, %d audit rows", r.PublicExport(), o.audits())
	}
	if o.mails() != 1 || !strings.Contains(o.app.TestMailer.LastMessage().Text, "6A12345678901") {
		t.Fatalf("%d mails; the customer's shipping mail must carry the tracking number", o.mails())
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.unpaid+"/ship", map[string]any{}); status != http.StatusBadRequest {
		t.Errorf("shipping an unpaid order: %d, want 400", status)
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/cancel", map[string]any{}); status != http.StatusBadRequest {
		t.Errorf("cancelling a paid order: %d, want 400", status)
	}
}

// A volunteer marks the day's parcels shipped at once: each paid order is
// shipped, audited and its customer mailed; each other one is left as it
// was, saying why.
func TestAVolunteerMarksSeveralOrdersShippedAtOnce(t *testing.T) {
	o := newOffice(t)
	for _, bad := range []map[string]any{{}, {"ids": []string{}}, {"ids": make([]string, 101)}} {
		if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/ship", bad); status != http.StatusBadRequest {
			t.Errorf("bulk ship %v: %d, want 400", bad, status)
		}
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/ship", map[string]any{"ids": []string{o.paid},
		"trackingNumbers": map[string]string{o.unpaid: "XY123"}}); status != http.StatusBadRequest {
		t.Errorf("a tracking number for an order not chosen: %d, want 400", status)
	}
	// One order's rule for the carrier and each tracking number, by field, before any order is shipped.
	long := strings.Repeat("9", 101)
	status, tooLong := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/ship", map[string]any{"ids": []string{o.paid},
		"carrier": long, "trackingNumbers": map[string]string{o.paid: long}})
	data, _ := tooLong["data"].(map[string]any)
	numbers, _ := data["trackingNumbers"].(map[string]any)
	if status != http.StatusBadRequest || data["carrier"] == nil || numbers[o.paid] == nil || o.audits() != 0 {
		t.Errorf("a carrier and a tracking number too long: %d %v, %d orders shipped", status, tooLong, o.audits())
	}
	status, body := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/ship", map[string]any{"ids": []string{o.paid, o.unpaid, "nosuchorder0000", o.paid},
		"carrier": "Colissimo", "trackingNumbers": map[string]string{o.paid: "6A12345678901"}})
	shipped, _ := body["shipped"].([]any)
	refused, _ := body["refused"].([]any)
	if status != http.StatusOK || len(shipped) != 1 || shipped[0].(map[string]any)["id"] != o.paid || len(refused) != 2 {
		t.Fatalf("bulk ship: %d %v", status, body)
	}
	why := map[string]string{}
	for _, r := range refused {
		why[r.(map[string]any)["id"].(string)] = r.(map[string]any)["message"].(string)
	}
	if !strings.Contains(why[o.unpaid], "not paid") || why["nosuchorder0000"] != "Not found." {
		t.Errorf("refusals %v", why)
	}
	if o.record("orders", o.paid).GetString("status") != "shipped" || o.record("orders", o.unpaid).GetString("status") == "shipped" ||
		o.audits() != 1 || o.mails() != 1 {
		t.Fatalf("after the bulk ship: %d audit rows, %d mails", o.audits(), o.mails())
	}
	if m := o.app.TestMailer.LastMessage(); !strings.Contains(m.Text, "Colissimo") || !strings.Contains(m.Text, "6A12345678901") {
		t.Errorf("the customer's shipping mail lacks the carrier or its tracking number:\n%s", m.Text)
	}
}

// An order flagged "paid while out of stock" (shop.Fulfil) is shipped with
// the others, and the answer names it with its flag: its parcel may lack
// the missing units.
func TestABulkShipWarnsAboutAnOrderPaidWhileOutOfStock(t *testing.T) {
	o := newOffice(t)
	flag := "paid while out of stock: 1 × Foundation Mug (450 ml, Navy) missing. Restock or refund those lines."
	r := o.record("orders", o.paid)
	r.Set("paymentIssue", flag)
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	status, body := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/ship", map[string]any{"ids": []string{o.paid}})
	shipped, _ := body["shipped"].([]any)
	warned, _ := body["outOfStock"].([]any)
	if status != http.StatusOK || len(shipped) != 1 || len(warned) != 1 {
		t.Fatalf("bulk ship: %d %v", status, body)
	}
	if w := warned[0].(map[string]any); w["id"] != o.paid || w["message"] != "Shipped, but it was "+flag {
		t.Errorf("warning %v", w)
	}
}

func TestATreasurerRecordsAReceivedChequeOnce(t *testing.T) {
	o := newOffice(t)
	cheque := map[string]any{"date": "2026-01-05", "amount": 4500, "bank": "Banque Postale", "chequeNumber": "1234567"}
	for _, bad := range []map[string]any{
		{"date": "2026-01-05", "amount": -4500, "bank": "Banque Postale", "chequeNumber": "1"},
		{"date": "2999-01-05", "amount": 4500, "bank": "Banque Postale", "chequeNumber": "1"},
		{"date": "2026-01-05", "amount": 4500, "bank": "", "chequeNumber": "1"},
	} {
		if status, _ := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+o.pledge+"/cheque-received", bad); status != http.StatusBadRequest {
			t.Errorf("cheque %v: %d, want 400", bad, status)
		}
	}
	for i, want := range []int{http.StatusOK, http.StatusBadRequest} { // a double click records it once
		if status, body := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+o.pledge+"/cheque-received", cheque); status != want {
			t.Fatalf("cheque %d: %d %v, want %d", i+1, status, body, want)
		}
	}
	r := o.record("donations", o.pledge)
	if r.GetString("status") != "paid" || r.GetInt("amountCollected") != 4500 || r.GetInt("paymentsCount") != 1 {
		t.Fatalf("pledge after its cheque: %v", r.PublicExport())
	}
	if o.mails() != 1 || o.app.TestMailer.LastMessage().To[0].Address != "jean@example.org" {
		t.Fatalf("%d mails, want the donor's receipt", o.mails())
	}
	status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations?method=cheque&status=paid", nil)
	totals, _ := body["totals"].(map[string]any)
	if status != http.StatusOK || totals["count"] != float64(1) || totals["collected"] != float64(4500) {
		t.Fatalf("cheque totals: %d %v", status, body)
	}
	if status, _ := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+o.pledge+"/cheque-cancelled", map[string]any{"reason": "late"}); status != http.StatusBadRequest {
		t.Errorf("cancelling a paid pledge: %d, want 400", status)
	}
	if status, _ := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations?status=nope", nil); status != http.StatusBadRequest {
		t.Errorf("unknown status filter: %d, want 400", status)
	}
}

// A monthly cheque gift is active once its first cheque came, and a gift
// with money is never cancelled as a cheque that never came.
func TestAMonthlyChequeGiftIsActiveOnceItsFirstChequeCame(t *testing.T) {
	o := newOffice(t)
	donor := o.record("donations", o.pledge).GetString("donor")
	monthly := o.create("donations", map[string]any{"donor": donor, "amount": 2000, "currency": "EUR", "rhythm": "monthly",
		"method": "cheque", "status": "awaiting_cheque"})
	cheque := map[string]any{"date": "2026-01-05", "amount": 2000, "bank": "Crédit Mutuel", "chequeNumber": "7654321"}
	if status, body := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+monthly+"/cheque-received", cheque); status != http.StatusOK {
		t.Fatalf("first cheque: %d %v", status, body)
	}
	if r := o.record("donations", monthly); r.GetString("status") != "active" || r.GetInt("amountCollected") != 2000 {
		t.Fatalf("monthly gift after its first cheque: status %q, collected %d", r.GetString("status"), r.GetInt("amountCollected"))
	}
	status, body := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+monthly+"/cheque-cancelled", map[string]any{"reason": "never came"})
	if status != http.StatusBadRequest || o.record("donations", monthly).GetString("status") != "active" {
		t.Fatalf("never came on a gift with money: %d %v", status, body)
	}
	// Its next cheque counts too.
	cheque["chequeNumber"], cheque["date"] = "7654322", "2026-02-05"
	if status, body := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+monthly+"/cheque-received", cheque); status != http.StatusOK {
		t.Fatalf("second cheque: %d %v", status, body)
	}
	if r := o.record("donations", monthly); r.GetInt("paymentsCount") != 2 {
		t.Fatalf("payments after the second cheque: %d", r.GetInt("paymentsCount"))
	}
}
