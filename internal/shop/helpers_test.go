package shop_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/testapp"
)

// The products every test shop sells (prices in euros, as stored).
const (
	mugID = "testprodmug0001"
	teeID = "testprodtee0001"
)

func seedProducts(t testing.TB, app core.App) {
	t.Helper()
	c, err := app.FindCollectionByNameOrId("products")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []map[string]any{
		{"id": mugID, "name": "Foundation Mug", "price": 12.90, "category": "Mug", "sizes": []string{"350 ml", "450 ml"}, "colors": []string{"White", "Navy"}},
		{"id": teeID, "name": "Team T-shirt", "price": 24.00, "category": "T-shirt", "sizes": []string{"S", "M"}, "colors": []string{"Black"}},
	} {
		r := core.NewRecord(c)
		r.Load(p)
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
}

// shopApp is a test app with the demo gateways and the test products.
func shopApp(t testing.TB) *tests.TestApp {
	app := testapp.New(t)
	seedProducts(t, app)
	return app
}

// fakePayPalShop is a test app whose PayPal is paypaltest, served on loopback.
func fakePayPalShop(t testing.TB) (*tests.TestApp, *paypaltest.Server, string) {
	app, fake, base, _ := clockedPayPalShop(t)
	return app, fake, base
}

// clockedPayPalShop is fakePayPalShop with its payments service, whose
// clock (SetClock) moves the stock holds' time.
func clockedPayPalShop(t testing.TB) (*tests.TestApp, *paypaltest.Server, string, *payments.Service) {
	fake := paypaltest.NewServer(t)
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, PayPal: fake.Config()})
	app := testapp.WithPayments(t, svc)
	seedProducts(t, app)
	return app, fake, testapp.Serve(t, app), svc
}

// goodOrder: 2 mugs (25.80) + 1 T-shirt (24.00) = 49.80, shipping 4.98, total 54.78.
const goodOrder = `{"items":[
 {"productId":"testprodmug0001","size":"450 ml","color":"Navy","quantity":2},
 {"productId":"testprodtee0001","size":"M","color":"Black","quantity":1}],
 "clientInfo":{"name":"Awa Ndiaye","email":"awa@example.org","phone":"+33 6 12 34 56 78","address":"12 rue des Lilas, 75011 Paris"}}`

// call makes one request and returns the status and the raw body.
func call(t testing.TB, method, url, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(raw)
}

// post sends a JSON body and decodes the JSON answer.
func post(t testing.TB, url, body string) (int, map[string]any) {
	t.Helper()
	status, raw := call(t, http.MethodPost, url, body)
	var out map[string]any
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		out = map[string]any{"raw": raw}
	}
	return status, out
}

// placeOrder creates the good order and returns its id.
func placeOrder(t testing.TB, base string) string {
	t.Helper()
	status, body := post(t, base+"/api/orders", goodOrder)
	if status != http.StatusCreated {
		t.Fatalf("create order: %d %v", status, body)
	}
	return body["id"].(string)
}

// openPayPal creates the order's PayPal order and returns its id.
func openPayPal(t testing.TB, base, orderID string) string {
	t.Helper()
	status, body := post(t, base+"/api/orders/"+orderID+"/paypal", "")
	if status != http.StatusOK {
		t.Fatalf("create PayPal order: %d %v", status, body)
	}
	return body["id"].(string)
}

func capture(t testing.TB, base, orderID, paypalOrderID string) (int, map[string]any) {
	t.Helper()
	return post(t, base+"/api/orders/"+orderID+"/paypal/capture", `{"paypalOrderId":"`+paypalOrderID+`"}`)
}

func order(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	r, err := app.FindRecordById("orders", id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func count(t testing.TB, app core.App, collection string) int {
	t.Helper()
	n, err := app.CountRecords(collection)
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// assertPaidOnce checks the order is paid with one message and one mail each to staff and customer.
func assertPaidOnce(t testing.TB, app *tests.TestApp, orderID string) {
	t.Helper()
	o := order(t, app, orderID)
	if !o.GetBool("payment") || o.GetString("status") != "paid" || o.GetDateTime("paidAt").IsZero() || o.GetString("paypalCaptureId") == "" {
		t.Errorf("order not paid as expected: payment=%v status=%q paidAt=%v capture=%q",
			o.GetBool("payment"), o.GetString("status"), o.GetDateTime("paidAt"), o.GetString("paypalCaptureId"))
	}
	assertNoticedOnce(t, app, orderID)
}

// assertNoticedOnce checks the order has one message and one mail each to staff and customer.
func assertNoticedOnce(t testing.TB, app *tests.TestApp, orderID string) {
	t.Helper()
	if n := count(t, app, "messages"); n != 1 {
		t.Errorf("%d messages, want 1", n)
	}
	msg, err := app.FindRecordById("messages", orderID)
	if err != nil {
		t.Fatalf("no message with the order's id: %v", err)
	}
	if msg.GetBool("isRead") || msg.GetString("title") == "" {
		t.Errorf("message = %v", msg.PublicExport())
	}
	for _, want := range []string{"Awa Ndiaye", "+33 6 12 34 56 78"} {
		if !bytes.Contains([]byte(msg.GetString("message")), []byte(want)) {
			t.Errorf("message %q does not name %q", msg.GetString("message"), want)
		}
	}
	var staff, customer int
	notify.Flush(app)
	for _, m := range app.TestMailer.Messages() {
		switch m.To[0].Address {
		case "awa@example.org":
			customer++
		default:
			staff++
		}
	}
	if staff != 1 || customer != 1 {
		t.Errorf("mails: %d to staff, %d to the customer, want 1 and 1", staff, customer)
	}
}

// mailsSent is how many mails app has delivered once its queued mails are sent.
func mailsSent(app *tests.TestApp) int {
	notify.Flush(app)
	return app.TestMailer.TotalSend()
}
