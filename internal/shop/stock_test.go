package shop_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/testapp"
)

// setStock sets a product's stock as the staff route would leave it.
func setStock(t testing.TB, app core.App, id string, stock map[string]int) {
	t.Helper()
	r, err := app.FindRecordById("products", id)
	if err != nil {
		t.Fatal(err)
	}
	r.Set("stock", stock)
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
}

func stockOf(t testing.TB, app core.App, id string) map[string]int {
	t.Helper()
	r, err := app.FindRecordById("products", id)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	if err := r.UnmarshalJSONField("stock", &out); err != nil {
		t.Fatal(err)
	}
	return out
}

const client = `"clientInfo":{"name":"Awa Ndiaye","email":"awa@example.org","phone":"+33 6 12 34 56 78","address":"12 rue des Lilas, 75011 Paris"}`

func teeOrder(lines ...string) string {
	return `{"items":[` + strings.Join(lines, ",") + `],` + client + `}`
}

func tee(size, color string, quantity int) string {
	return `{"productId":"` + teeID + `","size":"` + size + `","color":"` + color + `","quantity":` + strconv.Itoa(quantity) + `}`
}

// An order asking more than is left of a size is refused before any
// payment, line by line, with the sentence the checkout shows; a size with
// no stock set is unlimited.
func TestAnOrderBeyondTheStockIsRefusedBeforePayment(t *testing.T) {
	app := shopApp(t)
	base := testapp.Serve(t, app)
	setStock(t, app, teeID, map[string]int{"M": 2, "S": 0})
	// Black and White of one size share its stock: seed a second colour.
	r, _ := app.FindRecordById("products", teeID)
	r.Set("colors", []string{"Black", "White"})
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, body, line, code, words, size string
		left                                float64
	}{
		{"sold out", teeOrder(tee("S", "Black", 1)), "0", "validation_out_of_stock", "Sorry, size S is out of stock.", "S", 0},
		{"more than left", teeOrder(tee("M", "Black", 3)), "0", "validation_not_enough_stock", "only 2 left in size M", "M", 2},
		{"over two colours", teeOrder(tee("M", "Black", 1), tee("M", "White", 2)), "1", "validation_not_enough_stock", "only 1 left in size M", "M", 1},
	} {
		status, body := post(t, base+"/api/orders", c.body)
		item, _ := body["data"].(map[string]any)["items"].(map[string]any)[c.line].(map[string]any)["quantity"].(map[string]any)
		if status != http.StatusBadRequest || item["code"] != c.code || !strings.Contains(item["message"].(string), c.words) {
			t.Errorf("%s: %d %v", c.name, status, body)
		}
		// The French page words it from the params (web/src/lib/i18n/codeWords.ts).
		if params, _ := item["params"].(map[string]any); params["size"] != c.size || params["left"] != c.left {
			t.Errorf("%s: params %v", c.name, item["params"])
		}
	}
	if n := count(t, app, "orders"); n != 0 {
		t.Fatalf("%d orders stored from refused carts", n)
	}
	// What is left, and the mug (no stock set), are sold.
	if status, body := post(t, base+"/api/orders", teeOrder(tee("M", "Black", 2), `{"productId":"`+mugID+`","size":"350 ml","color":"White","quantity":9}`)); status != http.StatusCreated {
		t.Fatalf("order within the stock: %d %v", status, body)
	}
}

// The stock can run out between the order and its payment: opening the
// payment then answers 409 with the line's sentence, and nothing is charged.
func TestAPaymentIsNotOpenedForAnOrderTheStockNoLongerHas(t *testing.T) {
	app, _, base := fakePayPalShop(t)
	setStock(t, app, teeID, map[string]int{"M": 1})
	id := placeOrder(t, base)
	setStock(t, app, teeID, map[string]int{"M": 0})
	status, body := post(t, base+"/api/orders/"+id+"/paypal", "")
	item, _ := body["data"].(map[string]any)["items"].(map[string]any)["1"].(map[string]any)["quantity"].(map[string]any)
	if status != http.StatusConflict || item["code"] != "validation_out_of_stock" || !strings.Contains(body["message"].(string), "Nothing was charged") {
		t.Fatalf("open payment: %d %v", status, body)
	}
	if order(t, app, id).GetString("paypalOrderId") != "" {
		t.Error("a PayPal order was opened")
	}
}

// A paid order takes its units in the payment's transaction; when another
// buyer took the last ones between order and payment, the money is still
// booked, the stock stays at zero (never below) and the order is flagged
// for staff with one mail.
func TestAPaidOrderTakesItsStockAndIsFlaggedWhenItRanOut(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	setStock(t, app, teeID, map[string]int{"M": 3, "S": 7})
	setStock(t, app, mugID, map[string]int{"450 ml": 5})
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	// Another buyer takes all but one mug before this one pays for two.
	setStock(t, app, mugID, map[string]int{"450 ml": 1})
	if status, body := capture(t, base, id, ppID); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	o := order(t, app, id)
	if !o.GetBool("payment") || o.GetString("status") != "paid" {
		t.Fatalf("not paid: %v", o.PublicExport())
	}
	if got := stockOf(t, app, teeID); got["M"] != 2 || got["S"] != 7 {
		t.Errorf("T-shirt stock after the sale: %v, want M 2, S 7", got)
	}
	if got := stockOf(t, app, mugID); got["450 ml"] != 0 {
		t.Errorf("mug stock: %v, want 0, never negative", got)
	}
	if issue := o.GetString("paymentIssue"); !strings.Contains(issue, "paid while out of stock: 1 × Foundation Mug (450 ml, Navy) missing") {
		t.Errorf("payment issue: %q", issue)
	}
	staffMails := 0
	mailsSent(app)
	for _, m := range app.TestMailer.Messages() {
		if strings.Contains(m.Subject, "payée en rupture de stock") && strings.Contains(m.Text, "le stock n’avait plus : 1 × Foundation Mug (450 ml, Navy)") {
			staffMails++
		}
	}
	if staffMails != 1 {
		t.Errorf("%d out-of-stock mails to staff, want 1", staffMails)
	}
	// Paying again (a retried capture) takes nothing more.
	capture(t, base, id, ppID)
	if got := stockOf(t, app, teeID); got["M"] != 2 {
		t.Errorf("a second capture took stock again: %v", got)
	}
}
