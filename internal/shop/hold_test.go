package shop_test

import (
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/shop"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// lastTee is an order of the one T-shirt left in size M.
var lastTee = teeOrder(tee("M", "Black", 1))

// placeOrders places n orders of body and returns their ids.
func placeOrders(t *testing.T, base, body string, n int) []string {
	t.Helper()
	ids := make([]string, n)
	for i := range ids {
		status, answer := post(t, base+"/api/orders", body)
		if status != http.StatusCreated {
			t.Fatalf("order %d: %d %v", i, status, answer)
		}
		ids[i] = answer["id"].(string)
	}
	return ids
}

// soldOut reports whether an answer is the 409 that tells the buyer, before
// PayPal opens, that the line's units are gone.
func soldOut(status int, body map[string]any) bool {
	data, _ := body["data"].(map[string]any)
	items, _ := data["items"].(map[string]any)
	line, _ := items["0"].(map[string]any)
	quantity, _ := line["quantity"].(map[string]any)
	message, _ := body["message"].(string)
	return status == http.StatusConflict && quantity["code"] == "validation_out_of_stock" &&
		strings.Contains(message, "sold out") && strings.Contains(message, "Nothing was charged")
}

// The attack: 8 buyers opened PayPal at once for the last unit and all were
// charged. Opening a payment holds the unit: exactly one buyer gets PayPal,
// the others are told it is sold out before paying, and a new order for it
// is refused while it is held.
func TestTheLastUnitIsHeldForOneBuyerAtATime(t *testing.T) {
	t.Setenv("RATE_LIMIT_ORDERS", "100/1m")
	app, fake, base, _ := clockedPayPalShop(t)
	setStock(t, app, teeID, map[string]int{"M": 1})
	ids := placeOrders(t, base, lastTee, 8)

	statuses, answers := make([]int, len(ids)), make([]map[string]any, len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Go(func() { statuses[i], answers[i] = post(t, base+"/api/orders/"+id+"/paypal", "") })
	}
	wg.Wait()
	winner := -1
	for i, s := range statuses {
		switch {
		case s == http.StatusOK && winner < 0:
			winner = i
		case !soldOut(s, answers[i]):
			t.Errorf("opening %d: %d %v", i, s, answers[i])
		}
	}
	if winner < 0 {
		t.Fatalf("no buyer could pay: %v", statuses)
	}
	opened := 0
	for _, r := range fake.Requests() {
		if r.Method == http.MethodPost && r.Path == "/v2/checkout/orders" {
			opened++
		}
	}
	if opened != 1 {
		t.Errorf("PayPal opened %d orders for one unit", opened)
	}
	// The winner's second opening (a reload) reuses its hold and PayPal order.
	held := order(t, app, ids[winner]).GetDateTime("stockHeldUntil")
	if again := openPayPal(t, base, ids[winner]); again != answers[winner]["id"] {
		t.Errorf("second opening gave PayPal order %s, want %v", again, answers[winner]["id"])
	}
	if after := order(t, app, ids[winner]).GetDateTime("stockHeldUntil"); held.IsZero() || !after.Equal(held) {
		t.Errorf("hold until %v after the second opening, was %v", after, held)
	}
	if status, body := post(t, base+"/api/orders", lastTee); status != http.StatusBadRequest {
		t.Errorf("a new order for the held unit: %d %v", status, body)
	}
}

// A hold ends when its time is up: another buyer may then take the unit,
// and the first one's capture is refused before PayPal charges anything.
func TestAnExpiredHoldLetsAnotherBuyerPay(t *testing.T) {
	app, fake, base, gateways := clockedPayPalShop(t)
	fake.AutoApprove = true
	setStock(t, app, teeID, map[string]int{"M": 1})
	ids := placeOrders(t, base, lastTee, 2)
	late := openPayPal(t, base, ids[0])
	if status, body := post(t, base+"/api/orders/"+ids[1]+"/paypal", ""); !soldOut(status, body) {
		t.Fatalf("second buyer during the hold: %d %v", status, body)
	}

	start := time.Now()
	gateways.SetClock(func() time.Time { return start.Add(shop.HoldFor + time.Second) })
	other := openPayPal(t, base, ids[1])
	if status, body := capture(t, base, ids[0], late); !soldOut(status, body) || fake.CaptureCount(late) != 0 {
		t.Fatalf("capture after the hold expired: %d %v, %d PayPal captures", status, body, fake.CaptureCount(late))
	}
	if status, body := capture(t, base, ids[1], other); status != http.StatusOK || body["payment"] != true {
		t.Fatalf("capture within the hold: %d %v", status, body)
	}
	if got := stockOf(t, app, teeID); got["M"] != 0 {
		t.Errorf("stock after the sale: %v", got)
	}
	if paid := order(t, app, ids[1]); paid.GetString("paymentIssue") != "" || !paid.GetDateTime("stockHeldUntil").IsZero() {
		t.Errorf("the paid order: issue %q, held until %v", paid.GetString("paymentIssue"), paid.GetDateTime("stockHeldUntil"))
	}
}

// A declined capture and a staff cancel release the hold at once.
func TestADeclinedOrCancelledPaymentReleasesItsHold(t *testing.T) {
	t.Setenv("RATE_LIMIT_ORDERS", "100/1m")
	app, fake, base, _ := clockedPayPalShop(t)
	fake.AutoApprove = true
	setStock(t, app, teeID, map[string]int{"M": 1})
	ids := placeOrders(t, base, lastTee, 3)

	declined := openPayPal(t, base, ids[0])
	fake.CaptureStatus = "DECLINED"
	if status, body := capture(t, base, ids[0], declined); status != http.StatusUnprocessableEntity {
		t.Fatalf("declined capture: %d %v", status, body)
	}
	fake.CaptureStatus = ""
	openPayPal(t, base, ids[1])
	if status, body := post(t, base+"/api/orders/"+ids[2]+"/paypal", ""); !soldOut(status, body) {
		t.Fatalf("third buyer while the second holds: %d %v", status, body)
	}
	_, token := testapp.StaffMember(t, app, staff.RoleShop)
	if a := testapp.Call(t, base, token, http.MethodPost, "/api/staff/orders/"+ids[1]+"/cancel", map[string]string{"reason": "Duplicate"}); a.Status != http.StatusOK {
		t.Fatalf("cancel: %d %s", a.Status, a.Raw)
	}
	openPayPal(t, base, ids[2])
}

// A hold is in the database: a server started again still keeps the unit
// for the buyer who opened its payment.
func TestAHoldSurvivesARestart(t *testing.T) {
	app := shopApp(t)
	base := testapp.Serve(t, app)
	setStock(t, app, teeID, map[string]int{"M": 1})
	ids := placeOrders(t, base, lastTee, 2)
	openPayPal(t, base, ids[0])

	restarted := testapp.Restarted(t, app)
	if status, body := post(t, testapp.Serve(t, restarted)+"/api/orders/"+ids[1]+"/paypal", ""); !soldOut(status, body) {
		t.Fatalf("opening after a restart: %d %v", status, body)
	}
}

// A sale saves only the products whose stock moved: an unlimited product
// of the order is not written again (a save empties the pages' cache).
func TestASaleSavesOnlyTheProductsWhoseStockMoved(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	setStock(t, app, teeID, map[string]int{"M": 3})
	saved := map[string]int{}
	app.OnRecordAfterUpdateSuccess("products").BindFunc(func(e *core.RecordEvent) error {
		saved[e.Record.Id]++
		return e.Next()
	})
	id := placeOrder(t, base) // 2 mugs, unlimited, and 1 T-shirt in M
	if status, body := capture(t, base, id, openPayPal(t, base, id)); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	if saved[teeID] != 1 || saved[mugID] != 0 {
		t.Errorf("products saved by the sale: %v, want the T-shirt once and not the mug", saved)
	}
}
