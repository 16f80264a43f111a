package donate_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"foundation/internal/notify"
	"foundation/internal/payments/stripe/stripetest"
)

// receipts returns the receipts sent so far to the test donor, in the order
// of their payments.
func (s *site) receipts() []*mailer.Message {
	var receipts []*mailer.Message
	notify.Flush(s.app)
	for _, m := range s.app.TestMailer.Messages() {
		if m.To[0].Address == "ada@example.org" && strings.Contains(m.Subject, "Thank you: your donation") {
			receipts = append(receipts, m)
		}
	}
	return receipts
}

// texts is each receipt's subject and text.
func texts(receipts []*mailer.Message) []string {
	var out []string
	for _, m := range receipts {
		out = append(out, m.Subject+" | "+m.Text)
	}
	return out
}

func TestEveryCountedPaymentGetsOneReceipt(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth10", "donorId": s.donor})
	sessionID += "_" + id
	completed := stripetest.CheckoutSessionCompleted("evt_cs", sessionID, id, "subscription", "paid", 1000)
	first := stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+sessionID, id, 1000, "subscription_create")
	renewal := stripetest.InvoicePaid("evt_in2", "in_2", "sub_"+sessionID, id, 1000, "subscription_cycle")

	s.deliverSigned(completed)
	if got := texts(s.receipts()); len(got) != 1 || !strings.Contains(got[0], "10,00\u00a0€") || !strings.Contains(got[0], "per month (payment 1)") {
		t.Fatalf("after the first payment: %q", got)
	}
	// The first invoice is the same payment; replays are nothing new.
	s.deliverSigned(first)
	s.deliverSigned(completed)
	if got := s.receipts(); len(got) != 1 {
		t.Fatalf("%d receipts after replays of the first payment, want 1", len(got))
	}
	s.deliverSigned(renewal)
	s.deliverSigned(renewal)
	got := texts(s.receipts())
	if len(got) != 2 || !strings.Contains(got[1], "(payment 2)") || !strings.Contains(got[1], id) {
		t.Fatalf("after the renewal: %q", got)
	}
}

func TestAPendingOrFailedGiftGetsNoReceipt(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 1500, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_unpaid", sessionID, id, "payment", "unpaid", 1500))
	s.deliverSigned(stripetest.AsyncPaymentFailed("evt_failed", sessionID, id, "payment", 1500))
	if got := texts(s.receipts()); len(got) != 0 {
		t.Fatalf("receipts for a failed gift: %q", got)
	}
}

// A gift paid through the TEST MODE gateway says so in its receipt. The
// donations.test field comes with the demo-marking migration; it is added
// here as that migration will.
func TestATestDonationIsMarkedInItsReceipt(t *testing.T) {
	s := newSite(t, nil)
	donations, err := s.app.FindCollectionByNameOrId("donations")
	if err != nil {
		t.Fatal(err)
	}
	donations.Fields.Add(&core.BoolField{Name: "test"})
	if err := s.app.Save(donations); err != nil {
		t.Fatal(err)
	}
	pledge := validDonor()
	pledge["amount"] = 2500
	status, res := s.post("/api/donations/cheque", pledge)
	if status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", status, res)
	}
	r := s.donation(data(res)["id"].(string))
	r.Set("test", true)
	r.Set("status", "paid")
	r.Set("paymentsCount", 1)
	r.Set("amountCollected", 2500)
	if err := s.app.Save(r); err != nil {
		t.Fatal(err)
	}
	got := s.receipts()
	if len(got) != 1 {
		t.Fatalf("%d receipts, want 1", len(got))
	}
	receipt := got[0]
	if receipt.Subject != "[TEST] Thank you: your donation of 25,00\u00a0€ is received" ||
		!strings.Contains(receipt.HTML, notify.TestBanner) || !strings.Contains(receipt.Text, "Amount: 25,00\u00a0€") {
		t.Fatalf("receipt %q:\n%s", receipt.Subject, receipt.Text)
	}
}
