package shop_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/testapp"
)

func TestPayPalPaymentIsVerifiedAndFulfilledOnce(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)

	// The PayPal order is for exactly the server's total, with our id and an idempotency key.
	var created *struct {
		PurchaseUnits []struct {
			CustomID string `json:"custom_id"`
			Amount   struct {
				CurrencyCode string `json:"currency_code"`
				Value        string `json:"value"`
			} `json:"amount"`
		} `json:"purchase_units"`
	}
	for _, r := range fake.Requests() {
		if r.Method == http.MethodPost && r.Path == "/v2/checkout/orders" {
			if got := r.Header.Get("PayPal-Request-Id"); got != "open-order:"+id {
				t.Errorf("PayPal-Request-Id = %q", got)
			}
			if err := json.Unmarshal(r.Body, &created); err != nil {
				t.Fatal(err)
			}
		}
	}
	if created == nil || created.PurchaseUnits[0].Amount.Value != "54.78" || created.PurchaseUnits[0].Amount.CurrencyCode != "EUR" ||
		created.PurchaseUnits[0].CustomID != "order:"+id {
		t.Fatalf("PayPal order = %+v", created)
	}
	if o := order(t, app, id); o.GetString("paypalOrderId") != ppID || o.GetBool("payment") {
		t.Fatalf("after create: paypalOrderId=%q payment=%v", o.GetString("paypalOrderId"), o.GetBool("payment"))
	}

	// Not approved yet: PayPal refuses and nothing is paid.
	if status, body := capture(t, base, id, ppID); status != http.StatusUnprocessableEntity {
		t.Fatalf("capture before approval: %d %v", status, body)
	}
	if o := order(t, app, id); o.GetBool("payment") || count(t, app, "messages") != 0 {
		t.Fatal("paid before approval")
	}

	fake.Approve(ppID)
	status, body := capture(t, base, id, ppID)
	if status != http.StatusOK || body["payment"] != true || body["status"] != "paid" {
		t.Fatalf("capture: %d %v", status, body)
	}
	// A double click and a reload's retry change nothing.
	for range 2 {
		if status, body := capture(t, base, id, ppID); status != http.StatusOK || body["payment"] != true {
			t.Fatalf("second capture: %d %v", status, body)
		}
	}
	assertPaidOnce(t, app, id)
	if n := fake.CaptureCount(ppID); n != 1 {
		t.Errorf("PayPal captured %d times", n)
	}
	// The books have the payment once, with PayPal's fee.
	var booked []struct {
		Gross    int  `db:"gross"`
		Fee      int  `db:"fee"`
		FeeKnown bool `db:"feeKnown"`
	}
	if err := app.DB().NewQuery("SELECT gross, fee, feeKnown FROM ledger WHERE subjectId = {:id}").Bind(map[string]any{"id": id}).All(&booked); err != nil {
		t.Fatal(err)
	}
	if len(booked) != 1 || booked[0].Gross != 5478 || !booked[0].FeeKnown || booked[0].Fee != int(paypaltest.FeeOf(5478)) {
		t.Errorf("ledger %+v, want one payment of 54,78 € with PayPal's fee", booked)
	}
	// A paid order opens no new PayPal order.
	if status, body := post(t, base+"/api/orders/"+id+"/paypal", ""); status != http.StatusConflict {
		t.Errorf("PayPal order for a paid order: %d %v", status, body)
	}
}

func TestConcurrentCapturesFulfilOnce(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	var wg sync.WaitGroup
	statuses := make([]int, 8)
	for i := range statuses {
		wg.Go(func() { statuses[i], _ = capture(t, base, id, ppID) })
	}
	wg.Wait()
	for i, s := range statuses {
		if s != http.StatusOK {
			t.Errorf("capture %d: %d", i, s)
		}
	}
	assertPaidOnce(t, app, id)
}

func TestACaptureThatDoesNotMatchIsRefused(t *testing.T) {
	cases := []struct {
		name    string
		prepare func(fake *paypaltest.Server)
		amount  money.Cents // captured instead of the order's
		status  int
		alerts  int // staff alerts, however often the buyer retries
	}{
		{name: "PayPal captured less", amount: 100, status: http.StatusConflict, alerts: 1},
		{name: "PayPal captured more", amount: 5479, status: http.StatusConflict, alerts: 1},
		{name: "instrument declined", prepare: func(f *paypaltest.Server) { f.FailNext(422, paypal.IssueInstrumentDeclined) }, status: http.StatusUnprocessableEntity},
		{name: "PayPal down", prepare: func(f *paypaltest.Server) { f.FailNext(500, "INTERNAL_SERVER_ERROR") }, status: http.StatusBadGateway},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			app, fake, base := fakePayPalShop(t)
			fake.AutoApprove = true
			fake.CaptureAmountOverride = c.amount
			id := placeOrder(t, base)
			ppID := openPayPal(t, base, id)
			if c.prepare != nil {
				c.prepare(fake)
			}
			if status, body := capture(t, base, id, ppID); status != c.status {
				t.Fatalf("capture: %d %v, want %d", status, body, c.status)
			}
			if c.alerts > 0 { // the buyer tries again: PayPal is not asked again, the staff not told again
				if status, _ := capture(t, base, id, ppID); status != http.StatusConflict || fake.CaptureCount(ppID) != 1 {
					t.Fatalf("retry: %d after %d PayPal captures, want 409 after 1", status, fake.CaptureCount(ppID))
				}
			}
			o := order(t, app, id)
			if o.GetBool("payment") || o.GetString("status") != "pending" || count(t, app, "messages") != 0 || mailsSent(app) != c.alerts {
				t.Errorf("refused capture left payment=%v status=%q, %d messages, %d mails",
					o.GetBool("payment"), o.GetString("status"), count(t, app, "messages"), mailsSent(app))
			}
			if c.alerts > 0 { // the staff's alert is in French, the back office's language
				if m := app.TestMailer.LastMessage(); m.Subject != "Commande "+id+" : paiement PayPal à vérifier" ||
					!strings.Contains(m.Text, "Un paiement PayPal à vérifier") || !strings.Contains(m.Text, "La commande "+id+" reste impayée") {
					t.Errorf("staff alert %q:\n%s", m.Subject, m.Text)
				}
			}
		})
	}
}

func TestCaptureOnlyTheOrdersOwnPayPalOrder(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	first := placeOrder(t, base)
	second := placeOrder(t, base)
	firstPP := openPayPal(t, base, first)
	openPayPal(t, base, second)
	for _, body := range []string{`{"paypalOrderId":"` + firstPP + `"}`, `{}`, `{"paypalOrderId":"FAKE-ANY"}`} {
		status, answer := post(t, base+"/api/orders/"+second+"/paypal/capture", body)
		if status != http.StatusBadRequest || !strings.Contains(fmt.Sprint(answer["data"]), "paypalOrderId") {
			t.Errorf("capture %s for another order: %d %v", body, status, answer)
		}
	}
	if fake.CaptureCount(firstPP) != 0 || count(t, app, "messages") != 0 {
		t.Error("a foreign PayPal order was captured")
	}
	if status, _ := capture(t, base, "nosuchorder0001", firstPP); status != http.StatusNotFound {
		t.Errorf("capture for an unknown order: %d", status)
	}
}

func TestAnOrderCapturedElsewhereIsReconciled(t *testing.T) {
	app, fake, base := fakePayPalShop(t)
	fake.AutoApprove = true
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	// Another tab captured it and its answer was lost: ours gets ORDER_ALREADY_CAPTURED.
	if _, err := paypal.New(fake.Config()).CaptureOrder(context.Background(), ppID, "another-tab"); err != nil {
		t.Fatal(err)
	}
	if status, body := capture(t, base, id, ppID); status != http.StatusOK || body["payment"] != true {
		t.Fatalf("capture: %d %v", status, body)
	}
	assertPaidOnce(t, app, id)
}

func TestTheDemoGatewayPaysThroughTheSameEndpoints(t *testing.T) {
	app := shopApp(t)
	base := testapp.Serve(t, app)
	id := placeOrder(t, base)
	ppID := openPayPal(t, base, id)
	if !strings.HasPrefix(ppID, "DEMO-") {
		t.Fatalf("PayPal order %q is not the demo's", ppID)
	}
	for range 2 {
		if status, body := capture(t, base, id, ppID); status != http.StatusOK || body["payment"] != true {
			t.Fatalf("capture: %d %v", status, body)
		}
	}
	assertPaidOnce(t, app, id)
}
