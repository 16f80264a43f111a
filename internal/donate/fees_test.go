package donate_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/stripe/stripetest"
)

// A donor who covers the fees is charged the amount chosen and the fee the
// server computes from the method's rule (card: 1.5 % + 0.25 € by default);
// the gift keeps the two apart and collects what was charged.
func TestACoveredFeeIsChargedAndKeptApart(t *testing.T) {
	s := newSite(t, nil)
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": s.donor, "coverFees": true})
	r := s.donation(id)
	if r.GetInt("amount") != 5000 || r.GetInt("coveredFee") != 102 {
		t.Fatalf("amount %d, fee %d; want 5000 and 102", r.GetInt("amount"), r.GetInt("coveredFee"))
	}
	if status, _ := s.payDemo(sessionID, "paid"); status != http.StatusSeeOther {
		t.Fatalf("pay: %d", status)
	}
	expect(t, s.donation(id), "paid", 1, 5102)

	_, plain := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": s.donor})
	if fee := s.donation(plain).GetInt("coveredFee"); fee != 0 {
		t.Fatalf("a gift not covering the fees has a fee of %d", fee)
	}
}

// A recurring card gift covering its fee is priced at amount and fee, which
// every renewal must pay: a renewal of the amount alone is not counted.
func TestEveryRenewalOfACoveredFeeGiftPaysTheFee(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor, "coverFees": true})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", sessionID, id, "subscription", "paid", 5102))
	expect(t, s.donation(id), "active", 1, 5102)
	s.deliverSigned(stripetest.InvoicePaid("evt_in2", "in_2", "sub_"+sessionID, id, 5102, "subscription_cycle"))
	expect(t, s.donation(id), "active", 2, 10204)
	s.deliverSigned(stripetest.InvoicePaid("evt_in3", "in_3", "sub_"+sessionID, id, 5000, "subscription_cycle"))
	if r := s.donation(id); r.GetInt("paymentsCount") != 2 || r.GetString("paymentIssue") == "" {
		t.Fatalf("a renewal without the fee: %d payments, issue %q", r.GetInt("paymentsCount"), r.GetString("paymentIssue"))
	}
}

// The fee rule is an admin's: a changed rule changes the next gift's fee.
func TestTheFeeFollowsTheRuleAnAdminSets(t *testing.T) {
	s := newSite(t, nil)
	settings, err := s.app.FindRecordById("foundation_settings", "foundationconf1")
	if err != nil {
		t.Fatal(err)
	}
	settings.Load(map[string]any{"cardFeeBasisPoints": 0, "cardFeeFixedCents": 30})
	if err := s.app.Save(settings); err != nil {
		t.Fatal(err)
	}
	_, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2000, "donorId": s.donor, "coverFees": true})
	if fee := s.donation(id).GetInt("coveredFee"); fee != 30 {
		t.Fatalf("fee %d, want 30", fee)
	}
}

// A cheque has no fee: covering one is refused with the field named.
func TestACheckCannotCoverFees(t *testing.T) {
	s := newSite(t, nil)
	body := validDonor()
	body["amount"], body["coverFees"] = 5000, true
	status, res := s.post("/api/donations/cheque", body)
	if status != http.StatusBadRequest || !strings.Contains(res["data"].(map[string]any)["coverFees"].(map[string]any)["code"].(string), "fees_not_offered") {
		t.Fatalf("cheque covering fees: %d %v", status, res)
	}
}
