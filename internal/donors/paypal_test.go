package donors_test

import (
	"net/http"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/testapp"
)

// monthlyByPayPal records a monthly PayPal gift whose subscription the fake holds.
func monthlyByPayPal(t *testing.T) (*space, *paypaltest.Server, string) {
	fake := paypaltest.NewServer(t)
	s := newSpaceWith(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test", PayPal: fake.Config()}))
	testapp.Create(t, s.app, "donation_plans", map[string]any{"unit_amount": 1000, "interval": "month", "currency": "EUR", "active": true, "paypalPlanId": "P-month10"})
	donor := s.donor("ada@example.org")
	fake.AddSubscription(paypaltest.Subscription{ID: "I-ADA", Status: "ACTIVE", PlanID: "P-month10", CustomID: donor})
	a := s.call("", http.MethodPost, "/api/donations/paypal/subscriptions/I-ADA/confirm", map[string]any{"donorId": donor, "planId": "P-month10"})
	if a.Status != http.StatusCreated {
		t.Fatalf("confirm: %d %s", a.Status, a.Raw)
	}
	return s, fake, a.JSON["data"].(map[string]any)["id"].(string)
}

func TestAPayPalGiftIsStoppedAtPayPal(t *testing.T) {
	s, fake, gift := monthlyByPayPal(t)
	token := s.signIn("ada@example.org")
	listed := s.call(token, http.MethodGet, "/api/donor/gifts", nil).JSON["data"].(map[string]any)["gifts"].([]any)[0].(map[string]any)
	if listed["manageAtPayPal"] != paypal.ManageURL || listed["actions"].(map[string]any)["updateCard"] != false {
		t.Fatalf("a PayPal gift: %v", listed)
	}
	for i := 0; i < 2; i++ {
		a := s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/stop", map[string]any{})
		if a.Status != http.StatusOK || a.JSON["data"].(map[string]any)["status"] != "cancelled" {
			t.Fatalf("stop %d: %d %s", i+1, a.Status, a.Raw)
		}
	}
	if got := fake.Subscription("I-ADA").Status; got != "CANCELLED" {
		t.Fatalf("PayPal still says %s", got)
	}
}

func TestAProviderThatFailsLeavesTheGiftAsItWas(t *testing.T) {
	s, fake, gift := monthlyByPayPal(t)
	token := s.signIn("ada@example.org")
	fake.FailNext(http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE")
	a := s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/stop", map[string]any{})
	if a.Status != http.StatusServiceUnavailable || a.JSON["message"] != "PayPal could not be reached: your gift is unchanged. Please try again in a few minutes." {
		t.Fatalf("stop while PayPal is down: %d %s", a.Status, a.Raw)
	}
	if got := s.gift(gift).GetString("status"); got != "active" || fake.Subscription("I-ADA").Status != "ACTIVE" {
		t.Fatalf("the gift changed: %s, PayPal %s", got, fake.Subscription("I-ADA").Status)
	}
}
