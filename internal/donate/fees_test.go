package donate_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments/paypal/paypaltest"
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

// A PayPal subscription covering its fee is opened by the server at the
// plan's amount and the PayPal fee (a plan override): the gift waits
// pending until the donor approves it, is activated only when PayPal's copy
// charges that sum, and each renewal must pay it.
func TestAPayPalSubscriptionCoveringItsFeeIsPricedByTheServer(t *testing.T) {
	s, fake := paypalSite(t)
	status, res := s.post("/api/donations/paypal/subscriptions", map[string]any{"planId": "P-planmonth50", "donorId": s.donor, "coverFees": true, "campaign": ""})
	if status != http.StatusCreated {
		t.Fatalf("open: %d %v", status, res)
	}
	subID, id := data(res)["subscriptionId"].(string), data(res)["donationId"].(string)
	r := s.donation(id)
	expect(t, r, "pending", 0, 0)
	if r.GetInt("amount") != 5000 || r.GetInt("coveredFee") != 186 || r.GetString("providerSubscriptionId") != subID {
		t.Fatalf("amount %d, fee %d, subscription %q; want 5000, 186 (2.9 %% + 0.35 €) and %s", r.GetInt("amount"), r.GetInt("coveredFee"), r.GetString("providerSubscriptionId"), subID)
	}
	// PayPal was asked for the plan with its regular cycle priced at 51.86 €.
	var created map[string]any
	for _, req := range fake.Requests() {
		if req.Method == http.MethodPost && req.Path == "/v1/billing/subscriptions" {
			if err := json.Unmarshal(req.Body, &created); err != nil {
				t.Fatal(err)
			}
		}
	}
	cycle := created["plan"].(map[string]any)["billing_cycles"].([]any)[0].(map[string]any)
	price := cycle["pricing_scheme"].(map[string]any)["fixed_price"].(map[string]any)
	if created["plan_id"] != "P-planmonth50" || created["custom_id"] != s.donor || price["value"] != "51.86" || price["currency_code"] != "EUR" || cycle["sequence"] != 1.0 {
		t.Fatalf("create subscription body %v", created)
	}

	confirm := func() (int, map[string]any) {
		return s.post("/api/donations/paypal/subscriptions/"+subID+"/confirm", map[string]any{"planId": "P-planmonth50", "donorId": s.donor, "coverFees": true})
	}
	if status, _ := confirm(); status != http.StatusBadRequest {
		t.Fatalf("confirmed before the donor approved it: %d", status)
	}
	fake.ApproveSubscription(subID)
	for range 2 {
		if status, res := confirm(); status != http.StatusCreated || data(res)["status"] != "active" {
			t.Fatalf("confirm: %d %v", status, res)
		}
	}
	s.deliverPayPal(fake, saleEvent("WH-1", "SALE-1", subID, "51.86"))
	s.deliverPayPal(fake, saleEvent("WH-2", "SALE-2", subID, "51.86"))
	expect(t, s.donation(id), "active", 2, 10372)
	s.deliverPayPal(fake, saleEvent("WH-3", "SALE-3", subID, "50.00"))
	if r := s.donation(id); r.GetInt("paymentsCount") != 2 || r.GetString("paymentIssue") == "" {
		t.Fatalf("a renewal without the fee: %d payments, issue %q", r.GetInt("paymentsCount"), r.GetString("paymentIssue"))
	}
	if n := s.count("donations"); n != 1 {
		t.Fatalf("%d donations, want 1", n)
	}
}

// A subscription whose price at PayPal is not the one the server set is
// never activated; one PayPal's buttons made from the plan alone cannot
// carry a fee.
func TestAPayPalSubscriptionAtAnotherPriceIsNotActivated(t *testing.T) {
	s, fake := paypalSite(t)
	_, res := s.post("/api/donations/paypal/subscriptions", map[string]any{"planId": "P-planmonth50", "donorId": s.donor, "coverFees": true})
	subID, id := data(res)["subscriptionId"].(string), data(res)["donationId"].(string)
	fake.ApproveSubscription(subID)
	sub := fake.Subscription(subID)
	sub.Amount = 5000
	fake.AddSubscription(sub)
	if status, res := s.post("/api/donations/paypal/subscriptions/"+subID+"/confirm", map[string]any{"planId": "P-planmonth50", "donorId": s.donor}); status != http.StatusBadGateway {
		t.Fatalf("another price: %d %v", status, res)
	}
	if r := s.donation(id); r.GetString("status") != "pending" || r.GetString("paymentIssue") == "" {
		t.Fatalf("status %q, issue %q; want pending and flagged", r.GetString("status"), r.GetString("paymentIssue"))
	}
	s.deliverPayPal(fake, subscriptionEvent("WH-A", "BILLING.SUBSCRIPTION.ACTIVATED", subID))
	expect(t, s.donation(id), "pending", 0, 0)

	fake.AddSubscription(paypaltest.Subscription{ID: "I-PLAIN", Status: "ACTIVE", PlanID: "P-planmonth50", CustomID: s.donor})
	status, res := s.post("/api/donations/paypal/subscriptions/I-PLAIN/confirm", map[string]any{"planId": "P-planmonth50", "donorId": s.donor, "coverFees": true})
	if status != http.StatusBadRequest || !strings.Contains(res["data"].(map[string]any)["coverFees"].(map[string]any)["code"].(string), "fees_not_offered") {
		t.Fatalf("a plan's subscription covering fees: %d %v", status, res)
	}
}

// In TEST MODE the demo PayPal opens the subscription at the server's
// price and stands for the donor approving it at once.
func TestDemoPayPalSubscriptionCoversItsFee(t *testing.T) {
	s := newSite(t, nil)
	_, res := s.post("/api/donations/paypal/subscriptions", map[string]any{"planId": "P-planmonth50", "donorId": s.donor, "coverFees": true})
	subID, id := data(res)["subscriptionId"].(string), data(res)["donationId"].(string)
	if status, res := s.post("/api/donations/paypal/subscriptions/"+subID+"/confirm", map[string]any{"planId": "P-planmonth50", "donorId": s.donor}); status != http.StatusCreated {
		t.Fatalf("demo confirm: %d %v", status, res)
	}
	if r := s.donation(id); r.GetString("status") != "active" || r.GetInt("coveredFee") != 186 {
		t.Fatalf("status %q, fee %d", r.GetString("status"), r.GetInt("coveredFee"))
	}
}
