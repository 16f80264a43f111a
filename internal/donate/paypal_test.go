package donate_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal/paypaltest"
)

func paypalSite(t *testing.T) (*site, *paypaltest.Server) {
	t.Helper()
	fake := paypaltest.NewServer(t)
	return newSite(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test", PayPal: fake.Config()})), fake
}

// order creates a PayPal order for amount and returns its id and donation id.
func (s *site) order(amount int) (string, string) {
	s.t.Helper()
	status, body := s.post("/api/donations/paypal/orders", map[string]any{"amount": amount, "donorId": s.donor})
	if status != http.StatusCreated {
		s.t.Fatalf("order: %d %v", status, body)
	}
	return data(body)["orderId"].(string), data(body)["donationId"].(string)
}

func (s *site) capture(orderID string) (int, map[string]any) {
	s.t.Helper()
	return s.post("/api/donations/paypal/orders/"+orderID+"/capture", "")
}

func TestPayPalOneOffIsPaidOnlyAfterAVerifiedCapture(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, id := s.order(5000)
	r := s.donation(id)
	expect(t, r, "pending", 0, 0)
	if r.GetString("providerOrderId") != orderID || r.GetString("method") != "paypal" {
		t.Fatalf("donation %v", r.PublicExport())
	}

	if status, body := s.capture(orderID); status != http.StatusUnprocessableEntity {
		t.Fatalf("capture before approval: %d %v", status, body)
	}
	expect(t, s.donation(id), "pending", 0, 0)

	fake.Approve(orderID)
	for range 2 { // the second call (double click, retry) answers the recorded outcome
		if status, body := s.capture(orderID); status != http.StatusOK || data(body)["status"] != "paid" {
			t.Fatalf("capture: %d %v", status, body)
		}
	}
	expect(t, s.donation(id), "paid", 1, 5000)
	if fake.CaptureCount(orderID) != 1 {
		t.Fatalf("PayPal captured %d times", fake.CaptureCount(orderID))
	}
	if status, _ := s.capture("UNKNOWN-ORDER"); status != http.StatusNotFound {
		t.Fatalf("unknown order: %d", status)
	}
}

func TestPayPalCaptureOfAnotherAmountIsRefused(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, id := s.order(5000)
	fake.Approve(orderID)
	fake.CaptureAmountOverride = 100
	for range 3 { // the donor retries: PayPal is not asked again, the staff are told once
		if status, body := s.capture(orderID); status != http.StatusBadGateway {
			t.Fatalf("mismatched capture: %d %v", status, body)
		}
	}
	r := s.donation(id)
	expect(t, r, "pending", 0, 0)
	if !strings.Contains(r.GetString("paymentIssue"), "does not match") {
		t.Fatalf("paymentIssue = %q", r.GetString("paymentIssue"))
	}
	if fake.CaptureCount(orderID) != 1 || s.mailsSent() != 1 {
		t.Fatalf("%d PayPal captures, %d staff mails; want 1 and 1", fake.CaptureCount(orderID), s.mailsSent())
	}
}

// captureEvent is a PayPal webhook about a capture of a one-off gift (for
// REFUNDED, a refund whose "up" link names the capture).
func captureEvent(eventID, eventType, donationID, orderID, captureID, value string) string {
	resource := fmt.Sprintf(`{"id":%q,"status":"COMPLETED","custom_id":"donation:%s","amount":{"currency_code":"EUR","value":%q},`+
		`"supplementary_data":{"related_ids":{"order_id":%q}}}`, captureID, donationID, value, orderID)
	resourceType := "capture"
	if eventType == payments.EventCaptureRefunded {
		resourceType = "refund"
		resource = fmt.Sprintf(`{"id":"REFUND-%s","status":"COMPLETED","custom_id":"donation:%s","amount":{"currency_code":"EUR","value":%q},`+
			`"links":[{"href":"https://api-m.paypal.com/v2/payments/captures/%s","rel":"up"}]}`, captureID, donationID, value, captureID)
	}
	return fmt.Sprintf(`{"id":%q,"event_type":%q,"resource_type":%q,"resource":%s}`, eventID, eventType, resourceType, resource)
}

// A capture PayPal holds PENDING (an eCheck, a review) settles from PayPal's
// events, each delivered twice and in either order.
func TestPendingPayPalGiftsSettleFromPayPalsEvents(t *testing.T) {
	pendingCapture := func(t *testing.T) (*site, *paypaltest.Server, string, string, string) {
		s, fake := paypalSite(t)
		orderID, id := s.order(5000)
		fake.Approve(orderID)
		fake.CaptureStatus = "PENDING"
		if status, body := s.capture(orderID); status != http.StatusOK || data(body)["status"] != "pending" {
			t.Fatalf("pending capture: %d %v", status, body)
		}
		return s, fake, orderID, id, s.donation(id).GetString("providerPaymentId")
	}
	t.Run("completed later", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		expect(t, s.donation(id), "pending", 0, 0)
		completed := captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", id, orderID, captureID, "50.00")
		pending := strings.Replace(strings.Replace(completed, "WH-C", "WH-P", 1), "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.PENDING", 1)
		for _, ev := range []string{completed, pending, completed, pending} {
			s.deliverPayPal(fake, ev)
		}
		expect(t, s.donation(id), "paid", 1, 5000)
	})
	t.Run("denied", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		denied := captureEvent("WH-D", "PAYMENT.CAPTURE.DENIED", id, orderID, captureID, "50.00")
		s.deliverPayPal(fake, denied)
		s.deliverPayPal(fake, denied)
		expect(t, s.donation(id), "failed", 0, 0)
	})
	t.Run("denied, then completed after all", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		s.deliverPayPal(fake, captureEvent("WH-D", "PAYMENT.CAPTURE.DENIED", id, orderID, captureID, "50.00"))
		s.deliverPayPal(fake, captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", id, orderID, captureID, "50.00"))
		expect(t, s.donation(id), "paid", 1, 5000) // money received is never left on a failed gift
	})
	t.Run("a denial of another PayPal order changes nothing", func(t *testing.T) {
		s, fake, _, id, _ := pendingCapture(t)
		s.deliverPayPal(fake, captureEvent("WH-X", "PAYMENT.CAPTURE.DENIED", id, "SOMEONE-ELSES-ORDER", "CAP-X", "50.00"))
		expect(t, s.donation(id), "pending", 0, 0)
	})
	t.Run("refunded before PayPal completed it", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		refunded := captureEvent("WH-R", "PAYMENT.CAPTURE.REFUNDED", id, orderID, captureID, "50.00")
		completed := captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", id, orderID, captureID, "50.00")
		for _, ev := range []string{refunded, completed, strings.Replace(completed, "WH-C", "WH-C2", 1)} {
			s.deliverPayPal(fake, ev)
		}
		r := s.donation(id)
		expect(t, r, "refunded", 0, 0)
		if r.GetInt("amountRefunded") != 5000 {
			t.Fatalf("amountRefunded %d", r.GetInt("amountRefunded"))
		}
	})
	t.Run("a partial refund keeps the gift paid", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		s.deliverPayPal(fake, captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", id, orderID, captureID, "50.00"))
		partial := captureEvent("WH-R", "PAYMENT.CAPTURE.REFUNDED", id, orderID, captureID, "20.00")
		s.deliverPayPal(fake, partial)
		s.deliverPayPal(fake, strings.Replace(partial, "WH-R", "WH-R-again", 1)) // the same refund, another delivery
		r := s.donation(id)
		expect(t, r, "paid", 1, 5000)
		if r.GetInt("amountRefunded") != 2000 {
			t.Fatalf("amountRefunded %d, want 2000", r.GetInt("amountRefunded"))
		}
	})
	t.Run("refunded", func(t *testing.T) {
		s, fake, orderID, id, captureID := pendingCapture(t)
		completed := captureEvent("WH-C", "PAYMENT.CAPTURE.COMPLETED", id, orderID, captureID, "50.00")
		refunded := captureEvent("WH-R", "PAYMENT.CAPTURE.REFUNDED", id, orderID, captureID, "50.00")
		for _, ev := range []string{completed, refunded, refunded, completed} {
			s.deliverPayPal(fake, ev)
		}
		expect(t, s.donation(id), "refunded", 1, 5000)
	})
}

// A gift PayPal captured but whose recording failed (the donor saw an error)
// is settled by PayPal's event alone; one for another amount is flagged, never counted.
func TestAPayPalGiftIsSettledByTheEventAlone(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, id := s.order(2500)
	other, otherID := s.order(2500)
	s.deliverPayPal(fake, captureEvent("WH-1", "PAYMENT.CAPTURE.COMPLETED", id, orderID, "CAP-1", "25.00"))
	s.deliverPayPal(fake, captureEvent("WH-1", "PAYMENT.CAPTURE.COMPLETED", id, orderID, "CAP-1", "25.00"))
	expect(t, s.donation(id), "paid", 1, 2500)
	s.deliverPayPal(fake, captureEvent("WH-2", "PAYMENT.CAPTURE.COMPLETED", otherID, other, "CAP-2", "2.50"))
	r := s.donation(otherID)
	expect(t, r, "pending", 0, 0)
	alerts := 0
	s.mailsSent()
	for _, m := range s.app.TestMailer.Messages() {
		if m.Subject == "Don "+otherID+" : paiement à vérifier" && strings.Contains(m.Text, "Un paiement de don à vérifier") {
			alerts++
		}
	}
	if r.GetString("paymentIssue") == "" || alerts != 1 {
		t.Fatalf("a capture of another amount: issue %q, %d staff alerts; want it flagged and told once", r.GetString("paymentIssue"), alerts)
	}
}

func TestPayPalDeclinedOrUnavailable(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, id := s.order(1000)
	fake.Approve(orderID)
	fake.FailNext(http.StatusUnprocessableEntity, "INSTRUMENT_DECLINED")
	if status, body := s.capture(orderID); status != http.StatusUnprocessableEntity || data(body)["issue"].(map[string]any)["code"] != "INSTRUMENT_DECLINED" {
		t.Fatalf("declined: %d %v", status, body)
	}
	expect(t, s.donation(id), "pending", 0, 0)
	if status, _ := s.capture(orderID); status != http.StatusOK { // the donor picks another source
		t.Fatalf("retry after decline: %d", status)
	}

	fake.FailNext(http.StatusInternalServerError, "INTERNAL_SERVER_ERROR")
	status, body := s.post("/api/donations/paypal/orders", map[string]any{"amount": 1000, "donorId": s.donor})
	if status != http.StatusBadGateway {
		t.Fatalf("order while PayPal fails: %d %v", status, body)
	}
	failed, err := s.app.FindFirstRecordByFilter("donations", "status = 'failed'")
	if err != nil || failed.GetString("providerOrderId") != "" {
		t.Fatalf("the failed attempt should be recorded as failed: %v %v", failed, err)
	}
}

func TestPayPalSubscriptionIsCheckedBeforeItIsRecorded(t *testing.T) {
	s, fake := paypalSite(t)
	other := s.newDonor()
	fake.AddSubscription(paypaltest.Subscription{ID: "I-GOOD", Status: "ACTIVE", PlanID: "P-planweek80", CustomID: s.donor})
	fake.AddSubscription(paypaltest.Subscription{ID: "I-APPROVED", Status: "APPROVED", PlanID: "P-planmonth10"})
	fake.AddSubscription(paypaltest.Subscription{ID: "I-CANCELLED", Status: "CANCELLED", PlanID: "P-planweek80", CustomID: s.donor})
	cases := []struct {
		name, id, plan, donor string
		status                int
	}{
		{"wrong plan", "I-GOOD", "P-planweek20", s.donor, http.StatusBadRequest},
		{"another donor", "I-GOOD", "P-planweek80", other, http.StatusBadRequest},
		{"not active", "I-CANCELLED", "P-planweek80", s.donor, http.StatusBadRequest},
		{"unknown", "I-NOPE", "P-planweek80", s.donor, http.StatusBadRequest},
		{"active", "I-GOOD", "P-planweek80", s.donor, http.StatusCreated},
		{"confirmed twice", "I-GOOD", "P-planweek80", s.donor, http.StatusCreated},
		{"approved", "I-APPROVED", "P-planmonth10", s.donor, http.StatusCreated},
	}
	for _, c := range cases {
		status, body := s.post("/api/donations/paypal/subscriptions/"+c.id+"/confirm", map[string]any{"planId": c.plan, "donorId": c.donor})
		if status != c.status {
			t.Errorf("%s: %d %v, want %d", c.name, status, body, c.status)
		}
	}
	if n := s.count("donations"); n != 2 {
		t.Fatalf("%d donations, want 2", n)
	}
	weekly, err := s.app.FindFirstRecordByData("donations", "providerSubscriptionId", "I-GOOD")
	if err != nil {
		t.Fatal(err)
	}
	expect(t, weekly, "active", 0, 0)
	if weekly.GetInt("amount") != 8000 || weekly.GetString("rhythm") != "weekly" || weekly.GetString("donor") != s.donor {
		t.Fatalf("weekly: %v", weekly.PublicExport())
	}
}

// deliverPayPal posts a PayPal webhook event with headers that verify.
func (s *site) deliverPayPal(fake *paypaltest.Server, body string) {
	s.t.Helper()
	if status, res := s.send("/api/webhooks/paypal", body, fake.SignedHeaders()); status != http.StatusOK {
		s.t.Fatalf("PayPal event: %d %v", status, res)
	}
}

func subscriptionEvent(eventID, eventType, subscriptionID string) string {
	return fmt.Sprintf(`{"id":%q,"event_type":%q,"resource_type":"subscription","resource":{"id":%q,"status":"X","plan_id":"P-planweek80"}}`,
		eventID, eventType, subscriptionID)
}

func saleEvent(eventID, saleID, subscriptionID, amount string) string {
	return fmt.Sprintf(`{"id":%q,"event_type":"PAYMENT.SALE.COMPLETED","resource_type":"sale","resource":{"id":%q,"state":"completed",`+
		`"amount":{"total":%q,"currency":"EUR"},"billing_agreement_id":%q}}`, eventID, saleID, amount, subscriptionID)
}

func TestPayPalEventsFollowTheSubscription(t *testing.T) {
	s, fake := paypalSite(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-WEB", Status: "ACTIVE", PlanID: "P-planweek80", CustomID: s.donor})

	// PayPal reports the subscription before the browser confirmed it: it is recorded from PayPal's copy.
	s.deliverPayPal(fake, saleEvent("WH-1", "SALE-1", "I-WEB", "80.00"))
	s.deliverPayPal(fake, saleEvent("WH-1", "SALE-1", "I-WEB", "80.00")) // replay
	s.deliverPayPal(fake, saleEvent("WH-2", "SALE-1", "I-WEB", "80.00")) // same sale, another delivery id
	s.deliverPayPal(fake, subscriptionEvent("WH-3", "BILLING.SUBSCRIPTION.ACTIVATED", "I-WEB"))
	r, err := s.app.FindFirstRecordByData("donations", "providerSubscriptionId", "I-WEB")
	if err != nil {
		t.Fatal(err)
	}
	expect(t, r, "active", 1, 8000)
	if status, _ := s.post("/api/donations/paypal/subscriptions/I-WEB/confirm", map[string]any{"planId": "P-planweek80", "donorId": s.donor}); status != http.StatusCreated {
		t.Fatalf("late confirmation: %d", status)
	}

	s.deliverPayPal(fake, saleEvent("WH-4", "SALE-2", "I-WEB", "80.00"))
	s.deliverPayPal(fake, subscriptionEvent("WH-5", "BILLING.SUBSCRIPTION.SUSPENDED", "I-WEB"))
	expect(t, s.donation(r.Id), "suspended", 2, 16000)
	s.deliverPayPal(fake, subscriptionEvent("WH-6", "BILLING.SUBSCRIPTION.CANCELLED", "I-WEB"))
	s.deliverPayPal(fake, subscriptionEvent("WH-7", "BILLING.SUBSCRIPTION.ACTIVATED", "I-WEB")) // late, out of order
	expect(t, s.donation(r.Id), "cancelled", 2, 16000)

	// Someone else's subscription, and a sale outside any subscription, are not donations.
	fake.AddSubscription(paypaltest.Subscription{ID: "I-STRANGER", Status: "ACTIVE", PlanID: "P-other", CustomID: "x"})
	s.deliverPayPal(fake, subscriptionEvent("WH-8", "BILLING.SUBSCRIPTION.ACTIVATED", "I-STRANGER"))
	s.deliverPayPal(fake, saleEvent("WH-9", "SALE-3", "", "12.00"))
	if n := s.count("donations"); n != 1 {
		t.Fatalf("%d donations, want 1", n)
	}
}

func TestDemoPayPalWalksBothFlows(t *testing.T) {
	s := newSite(t, nil)
	orderID, id := s.order(2000)
	if status, body := s.capture(orderID); status != http.StatusOK {
		t.Fatalf("demo capture: %d %v", status, body)
	}
	expect(t, s.donation(id), "paid", 1, 2000)

	status, body := s.post("/api/payments/demo/paypal/subscriptions", map[string]any{"planId": "P-planmonth50", "customId": s.donor})
	if status != http.StatusOK {
		t.Fatalf("demo subscribe: %d %v", status, body)
	}
	sub := body["subscriptionID"].(string)
	status, body = s.post("/api/donations/paypal/subscriptions/"+sub+"/confirm", map[string]any{"planId": "P-planmonth50", "donorId": s.donor})
	if status != http.StatusCreated || data(body)["status"] != "active" {
		t.Fatalf("demo confirm: %d %v", status, body)
	}
}
