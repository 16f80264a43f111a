package donate_test

import (
	"testing"

	"foundation/internal/payments/stripe/stripetest"
)

// A SEPA Direct Debit mandate accepted on Stripe's Checkout completes the
// session unpaid: the debit takes days. The monthly gift is neither counted
// nor thanked until Stripe reports the first invoice paid.
func TestASepaMonthlyGiftCountsOnlyOnceTheDebitIsPaid(t *testing.T) {
	s := stripeSite(t)
	sessionID, gift := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", sessionID, gift, "subscription", "unpaid", 5000))
	expect(t, s.donation(gift), "pending", 0, 0)
	if n := s.mailsSent(); n != 0 {
		t.Fatalf("%d mails before the debit was paid", n)
	}
	if rows := s.ledgerOf(gift); len(rows) != 0 {
		t.Fatalf("ledger before the debit was paid: %v", rows)
	}
	s.deliverSigned(stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+sessionID, gift, 5000, "subscription_create"))
	expect(t, s.donation(gift), "active", 1, 5000)
}
