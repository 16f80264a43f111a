package reconcile_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/payments"
	"foundation/internal/reconcile"
	"foundation/internal/testapp"
)

type site struct {
	t    *testing.T
	app  *tests.TestApp
	svc  *payments.Service
	base string
}

func newSite(t *testing.T) *site {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test"})
	app := testapp.WithPayments(t, svc)
	testapp.Create(t, app, "donation_plans", map[string]any{"unit_amount": 1000, "interval": "month", "currency": "EUR", "active": true,
		"stripePriceId": "price_month10", "paypalPlanId": "P-month10"})
	return &site{t: t, app: app, svc: svc, base: testapp.Serve(t, app)}
}

func (s *site) call(method, path string, body any) testapp.Answer {
	s.t.Helper()
	return testapp.Call(s.t, s.base, "", method, path, body)
}

func (s *site) donor() string {
	s.t.Helper()
	a := s.call(http.MethodPost, "/api/donations/donors", map[string]any{
		"email": "ada@example.org", "prenom": "Ada", "nom": "Lovelace", "adresse": "1 rue du Stade",
		"codePostal": "75015", "ville": "Paris", "pays": "France", "telephone": "+33612345678",
	})
	return a.JSON["id"].(string)
}

func (s *site) gift(id string) *core.Record {
	s.t.Helper()
	r, err := s.app.FindRecordById("donations", id)
	if err != nil {
		s.t.Fatal(err)
	}
	return r
}

// run reconciles now and returns what it repaired.
func (s *site) run(r *reconcile.Reconciler) []string {
	s.t.Helper()
	rec, err := r.Run(s.t.Context(), s.app, reconcile.TriggerStaff, "treasurer@foundation.test")
	if err != nil {
		s.t.Fatal(err)
	}
	if p := rec.GetString("problems"); p != "" {
		s.t.Fatalf("problems: %s", p)
	}
	var repaired []string
	_ = rec.UnmarshalJSONField("repaired", &repaired)
	return repaired
}

func TestARunRepairsADroppedInvoicePaidOnce(t *testing.T) {
	s := newSite(t)
	a := s.call(http.MethodPost, "/api/donations/checkout-session", map[string]any{"amount": 1500, "interval": "month", "donorId": s.donor()})
	sessionID := a.JSON["data"].(map[string]any)["sessionId"].(string)
	ev, _ := s.svc.DemoCard.Complete(sessionID, 0, "")
	if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
		t.Fatal(err)
	}
	gift, err := s.app.FindFirstRecordByData("donations", "providerSessionId", sessionID)
	if err != nil {
		t.Fatal(err)
	}
	// The renewal is paid at Stripe, and its webhook never arrives.
	if _, err := s.svc.DemoCard.Renew(gift.GetString("providerSubscriptionId"), true, ""); err != nil {
		t.Fatal(err)
	}
	r := reconcile.New(s.svc)
	repaired := s.run(r)
	if len(repaired) != 1 || !strings.Contains(repaired[0], "invoice.paid") {
		t.Fatalf("repaired: %v", repaired)
	}
	if got := s.gift(gift.Id); got.GetInt("paymentsCount") != 2 || got.GetInt("amountCollected") != 3000 {
		t.Fatalf("after the run: %d payments, %d collected", got.GetInt("paymentsCount"), got.GetInt("amountCollected"))
	}
	if again := s.run(r); len(again) != 0 {
		t.Fatalf("a second run repaired %v", again)
	}
	if got := s.gift(gift.Id); got.GetInt("paymentsCount") != 2 {
		t.Fatalf("a second run changed the gift: %d payments", got.GetInt("paymentsCount"))
	}
}

func TestARunRepairsADroppedPayPalCancellationAndPayment(t *testing.T) {
	s := newSite(t)
	donor := s.donor()
	a := s.call(http.MethodPost, "/api/payments/demo/paypal/subscriptions", map[string]any{"planId": "P-month10", "customId": donor})
	subID := a.JSON["subscriptionID"].(string)
	a = s.call(http.MethodPost, "/api/donations/paypal/subscriptions/"+subID+"/confirm", map[string]any{"donorId": donor, "planId": "P-month10"})
	if a.Status != http.StatusCreated {
		t.Fatalf("confirm: %d %s", a.Status, a.Raw)
	}
	giftID := a.JSON["data"].(map[string]any)["id"].(string)
	if _, err := s.svc.DemoPayPal.RenewPayment(subID); err != nil { // its webhook is lost
		t.Fatal(err)
	}
	r := reconcile.New(s.svc)
	repaired := s.run(r)
	if got := s.gift(giftID); got.GetInt("paymentsCount") < 1 || !strings.Contains(strings.Join(repaired, "\n"), "counted") {
		t.Fatalf("the lost payment: %d payments, repaired %v", got.GetInt("paymentsCount"), repaired)
	}
	counted := s.gift(giftID).GetInt("paymentsCount")

	s.svc.DemoPayPal.CancelByProvider(subID) // and so is the cancellation's
	repaired = s.run(r)
	if got := s.gift(giftID); got.GetString("status") != "cancelled" || len(repaired) != 1 {
		t.Fatalf("after the run: %s, repaired %v", got.GetString("status"), repaired)
	}
	if again := s.run(r); len(again) != 0 {
		t.Fatalf("a second run repaired %v", again)
	}
	if got := s.gift(giftID); got.GetInt("paymentsCount") != counted {
		t.Fatalf("payments changed: %d, then %d", counted, got.GetInt("paymentsCount"))
	}
}

func TestTheStaffSeeTheRunsTheyStart(t *testing.T) {
	s := newSite(t)
	_, token := testapp.StaffMember(t, s.app, "treasurer")
	a := testapp.Call(t, s.base, token, http.MethodPost, "/api/staff/reconcile", nil)
	if a.Status != http.StatusOK || a.JSON["trigger"] != "staff" || a.JSON["actorEmail"] != "treasurer@foundation.test" {
		t.Fatalf("run: %d %s", a.Status, a.Raw)
	}
	a = testapp.Call(t, s.base, token, http.MethodGet, "/api/staff/reconcile", nil)
	if items := a.JSON["items"].([]any); len(items) != 1 {
		t.Fatalf("runs: %s", a.Raw)
	}
}

// The reconciliation lists the disputes still open, the oldest first, beside its runs.
func TestTheRunsListTheOpenDisputes(t *testing.T) {
	s := newSite(t)
	testapp.Create(t, s.app, "disputes", map[string]any{"provider": "stripe", "disputeId": "du_new", "amount": 900, "open": true, "openedAt": "2026-03-02 10:00:00.000Z"})
	testapp.Create(t, s.app, "disputes", map[string]any{"provider": "paypal", "disputeId": "PP-D-1", "amount": 2500, "open": true, "openedAt": "2026-03-01 10:00:00.000Z"})
	testapp.Create(t, s.app, "disputes", map[string]any{"provider": "stripe", "disputeId": "du_won", "amount": 500, "open": false, "openedAt": "2026-02-01 10:00:00.000Z"})
	_, token := testapp.StaffMember(t, s.app, "treasurer")
	a := testapp.Call(t, s.base, token, http.MethodGet, "/api/staff/reconcile", nil)
	disputes, _ := a.JSON["disputes"].([]any)
	if len(disputes) != 2 || disputes[0].(map[string]any)["disputeId"] != "PP-D-1" || disputes[1].(map[string]any)["amount"] != float64(900) {
		t.Fatalf("open disputes: %s", a.Raw)
	}
}

// A payment the webhook missed whose sum is not the gift's is refused by
// the gift's handlers: the run says so as a problem, never "counted".
func TestARunNeverCountsAPaymentOfAnotherSum(t *testing.T) {
	s := newSite(t)
	donor := s.donor()
	sub := s.svc.DemoPayPal.Subscribe("P-month10", donor, 700) // the plan is 10 €
	a := s.call(http.MethodPost, "/api/donations/paypal/subscriptions/"+sub.ID+"/confirm", map[string]any{"donorId": donor, "planId": "P-month10"})
	if a.Status != http.StatusCreated {
		t.Fatalf("confirm: %d %s", a.Status, a.Raw)
	}
	if _, err := s.svc.DemoPayPal.RenewPayment(sub.ID); err != nil { // its webhook is lost
		t.Fatal(err)
	}
	rec, err := reconcile.New(s.svc).Run(t.Context(), s.app, reconcile.TriggerStaff, "treasurer@foundation.test")
	if err != nil {
		t.Fatal(err)
	}
	var repaired []string
	_ = rec.UnmarshalJSONField("repaired", &repaired)
	if problems := rec.GetString("problems"); strings.Contains(strings.Join(repaired, "\n"), "counted") || !strings.Contains(problems, "was not counted") {
		t.Errorf("repaired %v, problems %q", repaired, problems)
	}
}
