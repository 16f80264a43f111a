package receipts_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
	"foundation/internal/staff"
)

// Each way a one-off gift becomes paid issues exactly one receipt, mailed
// with its PDF, however often the provider repeats itself.

func (d *desk) onlyReceiptOf(gift string) {
	d.t.Helper()
	list := d.receipts()
	if len(list) != 1 || list[0].DonationID() != gift || list[0].Status() != "valid" {
		d.t.Fatalf("receipts %v, want one for %s", list, gift)
	}
	mails := d.mailsTo("jean@example.org")
	found := 0
	for _, m := range mails {
		if strings.Contains(m, "tax receipt "+list[0].Number()) && strings.Contains(m, "[recu-fiscal-"+list[0].Number()+".pdf]") {
			found++
		}
	}
	if found != 1 {
		d.t.Fatalf("the donor's mails %v, want one with receipt %s", mails, list[0].Number())
	}
}

func TestAReceivedChequeGetsOneReceipt(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("jean@example.org", "x"), 5000, "cheque", "awaiting_cheque")
	body := map[string]any{"date": "2026-01-05", "amount": 4500, "bank": "Banque Postale", "chequeNumber": "1234567"}
	for range 2 { // the second is refused: the gift is paid
		d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/cheque-received", body)
	}
	d.onlyReceiptOf(gift)
	r := d.receipts()[0]
	if r.Amount() != 4500 || r.GetDateTime("giftDate").String() != "2026-01-05 00:00:00.000Z" || r.Methods()[0] != "cheque" {
		t.Fatalf("the receipt says %v", r.PublicExport())
	}
}

func TestAPayPalCaptureGetsOneReceipt(t *testing.T) {
	fake := paypaltest.NewServer(t)
	d := newDesk(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test", PayPal: fake.Config()}))
	donor := d.donor("jean@example.org", "x")
	status, res, _, _ := d.call("", http.MethodPost, "/api/donations/paypal/orders", map[string]any{"amount": 8000, "donorId": donor})
	if status != http.StatusCreated {
		t.Fatalf("order: %d %v", status, res)
	}
	order := res["data"].(map[string]any)
	fake.Approve(order["orderId"].(string))
	for range 2 {
		if status, res, _, _ := d.call("", http.MethodPost, "/api/donations/paypal/orders/"+order["orderId"].(string)+"/capture", nil); status != http.StatusOK {
			t.Fatalf("capture: %d %v", status, res)
		}
	}
	d.onlyReceiptOf(order["donationId"].(string))
	if m := d.receipts()[0].Methods(); m[0] != "card" {
		t.Fatalf("PayPal ticks %v", m)
	}
}

func TestACardPaymentGetsOneReceipt(t *testing.T) {
	const whsec = "whsec_receipts"
	d := newDesk(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test",
		Stripe: stripe.Config{SecretKey: "sk_test_123", WebhookSecret: whsec, APIBase: "http://127.0.0.1:9"}}))
	gift := d.create("donations", map[string]any{"donor": d.donor("jean@example.org", "x"), "amount": 2500, "currency": "EUR",
		"rhythm": "once", "method": "card", "provider": "stripe", "status": "pending", "providerSessionId": "cs_receipt"}).Id
	completed := stripetest.CheckoutSessionCompleted("evt_paid", "cs_receipt", gift, "payment", "paid", 2500)
	async := stripetest.AsyncPaymentSucceeded("evt_async", "cs_receipt", gift, "payment", 2500)
	for _, event := range [][]byte{completed, completed, async} {
		req, _ := http.NewRequest(http.MethodPost, d.base+"/api/webhooks/stripe", strings.NewReader(string(event)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Stripe-Signature", stripetest.SignedPayload(t, whsec, event))
		res, err := http.DefaultClient.Do(req)
		if err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("event: %v %v", res, err)
		}
		res.Body.Close()
	}
	d.onlyReceiptOf(gift)
}
