package shop_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/testapp"
)

var jsonHeaders = map[string]string{"Content-Type": "application/json"}

func TestCreateOrderPricesEveryLineOnTheServer(t *testing.T) {
	// A tampered cart: prices, totals and a status the server must ignore.
	tampered := strings.Replace(goodOrder, `"quantity":2}`, `"quantity":2,"price":0.01,"unitPrice":0.01}`, 1)
	tampered = strings.Replace(tampered, `"clientInfo"`, `"total":0.01,"tax":0,"amountTotal":0.01,"status":"paid","payment":true,"clientInfo"`, 1)
	for name, body := range map[string]string{"honest cart": goodOrder, "tampered prices": tampered} {
		s := tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/orders", Body: strings.NewReader(body), Headers: jsonHeaders,
			ExpectedStatus: http.StatusCreated,
			ExpectedContent: []string{
				`"total":49.8`, `"tax":4.98`, `"amountTotal":54.78`, `"status":"pending"`, `"payment":false`,
				`"unitPrice":12.9`, `"lineTotal":25.8`, `"name":"Foundation Mug"`,
			},
			NotExpectedContent: []string{"0.01"},
			TestAppFactory:     shopApp,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				orders, err := app.FindAllRecords("orders")
				if err != nil || len(orders) != 1 {
					t.Fatalf("%d orders stored (%v), want 1", len(orders), err)
				}
				o := orders[0]
				if o.GetFloat("total") != 49.8 || o.GetFloat("tax") != 4.98 || o.GetFloat("amountTotal") != 54.78 ||
					o.GetString("status") != "pending" || o.GetBool("payment") {
					t.Errorf("stored order = %v", o.PublicExport())
				}
				if n := count(t, app, "messages"); n != 0 {
					t.Errorf("%d messages for an unpaid order", n)
				}
			},
		}
		s.Test(t)
	}
}

func TestCreateOrderRefusesBadInputFieldByField(t *testing.T) {
	client := `"clientInfo":{"name":"Awa Ndiaye","email":"awa@example.org","phone":"0612345678","address":"12 rue des Lilas"}`
	item := func(fields string) string { return `{"items":[` + fields + `],` + client + `}` }
	cases := []struct {
		name, body string
		want       []string
	}{
		{"empty body", ``, []string{`"items":{"code":"validation_empty_cart"`, `"clientInfo":{`, `"name":{"code":"validation_required"`}},
		{"empty cart", `{"items":[],` + client + `}`, []string{`"items":{"code":"validation_empty_cart"`}},
		{"unknown product", item(`{"productId":"nope","size":"S","color":"Black","quantity":1}`),
			[]string{`"items":{"0":{"productId":{"code":"validation_unknown_product"`}},
		{"size not offered", item(`{"productId":"testprodtee0001","size":"XXL","color":"Black","quantity":1}`),
			[]string{`"items":{"0":{"size":{"code":"validation_unknown_size"`}},
		{"colour not offered", item(`{"productId":"testprodtee0001","size":"S","color":"Pink","quantity":1}`),
			[]string{`"items":{"0":{"color":{"code":"validation_unknown_color"`}},
		{"quantity 0", item(`{"productId":"testprodtee0001","size":"S","color":"Black","quantity":0}`),
			[]string{`"quantity":{"code":"validation_quantity_range"`}},
		{"quantity 100", item(`{"productId":"testprodtee0001","size":"S","color":"Black","quantity":100}`),
			[]string{`"quantity":{"code":"validation_quantity_range"`}},
		{"second line bad", item(`{"productId":"testprodtee0001","size":"S","color":"Black","quantity":1},{"productId":"testprodmug0001","size":"S","color":"White","quantity":1}`),
			[]string{`"items":{"1":{"size":`}},
		{"malformed email and no phone", `{"items":[{"productId":"testprodtee0001","size":"S","color":"Black","quantity":1}],"clientInfo":{"name":"Awa","email":"awa@","address":"12 rue des Lilas"}}`,
			[]string{`"email":{"code":"validation_invalid_email"`, `"phone":{"code":"validation_required"`}},
		{"blank name", strings.Replace(item(`{"productId":"testprodtee0001","size":"S","color":"Black","quantity":1}`), `"Awa Ndiaye"`, `"   "`, 1),
			[]string{`"name":{"code":"validation_required"`}},
		{"not JSON", `{"items":`, []string{`"The order could not be read."`}},
		{"wrong types", `{"items":"all of them"}`, []string{`"The order could not be read."`}},
		{"trailing data", goodOrder + `{}`, []string{`"The order could not be read."`}},
	}
	for _, c := range cases {
		s := tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: "/api/orders", Body: strings.NewReader(c.body), Headers: jsonHeaders,
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: c.want,
			TestAppFactory: shopApp,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := count(t, app, "orders"); n != 0 {
					t.Errorf("%d orders stored from a bad request", n)
				}
			},
		}
		s.Test(t)
	}
}

// Another site can make a visitor's browser post text/plain without a CORS
// preflight; an order is only read from JSON (finding 11).
func TestCreateOrderWantsJSON(t *testing.T) {
	s := tests.ApiScenario{
		Name: "text/plain order", Method: http.MethodPost, URL: "/api/orders",
		Body: strings.NewReader(goodOrder), Headers: map[string]string{"Content-Type": "text/plain"},
		ExpectedStatus:  http.StatusUnsupportedMediaType,
		ExpectedContent: []string{`"status":415`},
		TestAppFactory:  shopApp,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := count(t, app, "orders"); n != 0 {
				t.Fatalf("%d orders stored", n)
			}
		},
	}
	s.Test(t)
}

// The order id is the payment page's capability: whoever has the link reads
// the answer, so it holds the name, the email and the phone's last two
// digits, never the phone number (issue 36), the address or the lines.
func TestGetOrderShowsOnlyWhatThePaymentPageNeeds(t *testing.T) {
	base := testapp.Serve(t, shopApp(t))
	id := placeOrder(t, base)
	cases := []struct {
		name, path string
		status     int
		want, not  []string
	}{
		{"known order", "/api/orders/" + id, http.StatusOK,
			[]string{`"id":"` + id + `"`, `"name":"Awa Ndiaye"`, `"email":"awa@example.org"`, `"phoneEnd":"78"`,
				`"amountTotal":54.78`, `"payment":false`, `"status":"pending"`,
				// What is being paid for (issue 44): the lines, the subtotal and shipping.
				`"lines":[{"name":"Foundation Mug","size":"450 ml","color":"Navy","quantity":2,"lineTotal":25.8},`,
				`"subtotal":49.8`, `"shipping":4.98`},
			[]string{"rue des Lilas", "productId", "paypal", "12 34 56", `"phone"`}},
		{"unknown order", "/api/orders/nosuchorder0001", http.StatusNotFound, []string{"Document not found"}, nil},
	}
	for _, c := range cases {
		status, body := call(t, http.MethodGet, base+c.path, "")
		if status != c.status {
			t.Errorf("%s: status %d, want %d", c.name, status, c.status)
		}
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: %s lacks %s", c.name, body, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(body, n) {
				t.Errorf("%s: %s tells %s", c.name, body, n)
			}
		}
	}
}

func TestAnonymousCallersCannotReachOrdersOrMessagesThroughTheRecordsAPI(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	id := placeOrder(t, base)
	if status, body := capture(t, base, id, openPayPal(t, base, id)); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	for _, collection := range []string{"orders", "messages"} {
		records := base + "/api/collections/" + collection + "/records"
		for _, c := range []struct{ method, url, body string }{
			{http.MethodGet, records, ""},
			{http.MethodGet, records + "/" + id, ""},
			{http.MethodPost, records, `{"payment":true,"title":"x"}`},
			{http.MethodPatch, records + "/" + id, `{"payment":false,"amountTotal":0.01,"isRead":true}`},
			{http.MethodDelete, records + "/" + id, ""},
		} {
			status, body := call(t, c.method, c.url, c.body)
			if status != http.StatusForbidden || strings.Contains(body, "Awa") || strings.Contains(body, "54.78") {
				t.Errorf("%s %s %s: %d %s, want 403 without data", collection, c.method, c.url, status, body)
			}
		}
	}
	// Nothing changed.
	assertPaidOnce(t, app, id)
	if o := order(t, app, id); o.GetFloat("amountTotal") != 54.78 {
		t.Errorf("amountTotal = %v", o.GetFloat("amountTotal"))
	}
}

func TestOrderCreationIsRateLimitedPerIP(t *testing.T) {
	t.Setenv("RATE_LIMIT_ORDERS", "2")
	app := shopApp(t)
	base := testapp.Serve(t, app)
	for i, want := range []int{http.StatusCreated, http.StatusCreated, http.StatusTooManyRequests} {
		status, body := post(t, base+"/api/orders", goodOrder)
		if status != want {
			t.Fatalf("order %d: %d %v, want %d", i+1, status, body, want)
		}
		if status == http.StatusTooManyRequests && !strings.Contains(body["message"].(string), "Too many orders") {
			t.Errorf("429 message = %v", body["message"])
		}
	}
	if n := count(t, app, "orders"); n != 2 {
		t.Errorf("%d orders stored, want 2", n)
	}
	// Reading an order is not limited; opening a PayPal order shares the cap.
	if status, _ := call(t, http.MethodGet, base+"/api/orders/unknown", ""); status != http.StatusNotFound {
		t.Errorf("GET after the limit: %d", status)
	}
	if status, _ := call(t, http.MethodPost, base+"/api/orders/unknown/paypal", ""); status != http.StatusTooManyRequests {
		t.Errorf("PayPal order after the limit: %d, want 429", status)
	}
}
