package donate_test

import (
	"strings"
	"testing"

	"foundation/internal/payments/stripe/stripetest"
)

// receipts returns the receipts sent so far to the test donor.
func (s *site) receipts() []string {
	var subjects []string
	for _, m := range s.app.TestMailer.Messages() {
		if m.To[0].Address == "ada@example.org" && strings.HasPrefix(m.Subject, "Thank you: your donation") {
			subjects = append(subjects, m.Subject+" | "+m.HTML)
		}
	}
	return subjects
}

func TestEveryCountedPaymentGetsOneReceipt(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth10", "donorId": s.donor})
	sessionID += "_" + id
	completed := stripetest.CheckoutSessionCompleted("evt_cs", sessionID, id, "subscription", "paid", 1000)
	first := stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+sessionID, id, 1000, "subscription_create")
	renewal := stripetest.InvoicePaid("evt_in2", "in_2", "sub_"+sessionID, id, 1000, "subscription_cycle")

	s.deliverSigned(completed)
	if got := s.receipts(); len(got) != 1 || !strings.Contains(got[0], "10,00 €") || !strings.Contains(got[0], "per month (payment 1)") {
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
	got := s.receipts()
	if len(got) != 2 || !strings.Contains(got[1], "(payment 2)") || !strings.Contains(got[1], id) {
		t.Fatalf("after the renewal: %q", got)
	}
}

func TestAPendingOrFailedGiftGetsNoReceipt(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 1500, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_unpaid", sessionID, id, "payment", "unpaid", 1500))
	s.deliverSigned(stripetest.AsyncPaymentFailed("evt_failed", sessionID, id, "payment", 1500))
	if got := s.receipts(); len(got) != 0 {
		t.Fatalf("receipts for a failed gift: %q", got)
	}
}
