package donate_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

const whsec = "whsec_test"

// stripeSite talks to a private stripe-mock and verifies webhooks with whsec.
func stripeSite(t *testing.T) *site {
	t.Helper()
	return newSite(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest,
		SiteURL: "http://site.test",
		Stripe:  stripe.Config{SecretKey: "sk_test_123", WebhookSecret: whsec, APIBase: stripetest.StartMock(t)},
	}))
}

// deliver posts a signed (or mis-signed) Stripe event to the webhook.
func (s *site) deliver(payload []byte, signature string) int {
	s.t.Helper()
	status, _ := s.send("/api/webhooks/stripe", string(payload), http.Header{"Stripe-Signature": {signature}})
	return status
}

func (s *site) deliverSigned(payload []byte) {
	s.t.Helper()
	if status := s.deliver(payload, stripetest.SignedPayload(s.t, whsec, payload)); status != http.StatusOK {
		s.t.Fatalf("signed event answered %d", status)
	}
}

func TestCardSessionsThroughStripeMock(t *testing.T) {
	s := stripeSite(t)

	status, body := s.post("/api/donations/unique-checkout-session", map[string]any{"amount": 8000, "donorId": s.donor})
	session := data(body)
	if status != http.StatusOK || !strings.HasPrefix(session["sessionId"].(string), "cs_") || !strings.HasPrefix(session["url"].(string), "https://") {
		t.Fatalf("one-off session: %d %v", status, body)
	}
	once, err := s.app.FindFirstRecordByData("donations", "providerSessionId", session["sessionId"])
	if err != nil {
		t.Fatal(err)
	}
	expect(t, once, "pending", 0, 0)
	if once.GetInt("amount") != 8000 || once.GetString("rhythm") != "once" || once.GetString("method") != "card" ||
		once.GetString("provider") != "stripe" || once.GetString("donor") != s.donor {
		t.Fatalf("one-off donation: %v", once.PublicExport())
	}

	_, id := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor})
	monthly := s.donation(id)
	if monthly.GetInt("amount") != 5000 || monthly.GetString("rhythm") != "monthly" || monthly.GetString("plan") != "planmonth500000" {
		t.Fatalf("monthly donation: %v", monthly.PublicExport())
	}
}

func TestStripeWebhooksSettleOneOffGifts(t *testing.T) {
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor})
	completed := stripetest.CheckoutSessionCompleted("evt_paid", sessionID, id, "payment", "paid", 2500)

	if status := s.deliver(completed, stripetest.SignedPayload(t, "whsec_attacker", completed)); status != http.StatusBadRequest {
		t.Fatalf("forged: %d", status)
	}
	if status := s.deliver(completed, stripetest.StaleSignedPayload(t, whsec, completed)); status != http.StatusBadRequest {
		t.Fatalf("stale: %d", status)
	}
	expect(t, s.donation(id), "pending", 0, 0)

	s.deliverSigned(completed)
	s.deliverSigned(completed) // replayed
	// The same payment reported again under another event id (async success).
	s.deliverSigned(stripetest.AsyncPaymentSucceeded("evt_async", sessionID, id, "payment", 2500))
	s.deliverSigned(stripetest.AsyncPaymentFailed("evt_late_fail", sessionID, id, "payment", 2500))
	r := s.donation(id)
	expect(t, r, "paid", 1, 2500)
	if r.GetString("providerPaymentId") != "pi_"+sessionID {
		t.Fatalf("payment intent %q", r.GetString("providerPaymentId"))
	}
}

func TestAnUnpaidCompletionWaitsForTheAsyncOutcome(t *testing.T) {
	s := stripeSite(t)
	for _, c := range []struct {
		outcome func(sessionID, id string) []byte
		status  string
		count   int
	}{
		{func(sid, id string) []byte {
			return stripetest.AsyncPaymentSucceeded("evt_ok_"+id, sid, id, "payment", 1000)
		}, "paid", 1},
		{func(sid, id string) []byte {
			return stripetest.AsyncPaymentFailed("evt_ko_"+id, sid, id, "payment", 1000)
		}, "failed", 0},
	} {
		sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 1000, "donorId": s.donor})
		s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_unpaid_"+id, sessionID, id, "payment", "unpaid", 1000))
		expect(t, s.donation(id), "processing", 0, 0)
		s.deliverSigned(c.outcome(sessionID, id))
		expect(t, s.donation(id), c.status, c.count, c.count*1000)
	}
}

// A recurring gift ends in the same state whatever order its events come in.
func TestRecurringCardGiftsConvergeWhateverTheOrder(t *testing.T) {
	type event func(sessionID, id string) []byte
	completed := func(sid, id string) []byte {
		return stripetest.CheckoutSessionCompleted("evt_cs_"+id, sid, id, "subscription", "paid", 8000)
	}
	firstInvoice := func(sid, id string) []byte {
		return stripetest.InvoicePaid("evt_in1_"+id, "in_1_"+id, "sub_"+sid, id, 8000, "subscription_create")
	}
	renewal := func(sid, id string) []byte {
		return stripetest.InvoicePaid("evt_in2_"+id, "in_2_"+id, "sub_"+sid, id, 8000, "subscription_cycle")
	}
	deleted := func(sid, id string) []byte { return stripetest.SubscriptionDeleted("evt_del_"+id, "sub_"+sid, id) }
	failedRenewal := func(sid, id string) []byte {
		return stripetest.InvoicePaymentFailed("evt_fail_"+id, "in_3_"+id, "sub_"+sid, id, 8000, "subscription_cycle")
	}
	cases := []struct {
		name     string
		events   []event
		status   string
		payments int
	}{
		{"in order", []event{completed, firstInvoice, renewal}, "active", 2},
		{"invoice before checkout", []event{firstInvoice, completed, renewal}, "active", 2},
		{"renewal first", []event{renewal, firstInvoice, completed}, "active", 2},
		{"every event twice", []event{completed, completed, firstInvoice, firstInvoice, renewal, renewal}, "active", 2},
		{"a failed renewal makes it past due", []event{completed, failedRenewal}, "past_due", 1},
		{"a paid renewal after a failed one makes it active again", []event{completed, failedRenewal, renewal}, "active", 2},
		{"cancelled", []event{completed, firstInvoice, deleted}, "cancelled", 1},
		{"cancellation before the rest", []event{deleted, completed, firstInvoice, renewal}, "cancelled", 2},
	}
	s := stripeSite(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			mockSession, id := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planweek80", "donorId": s.donor})
			sessionID := mockSession + "_" + id // one subscription id per donation
			for _, ev := range c.events {
				s.deliverSigned(ev(sessionID, id))
			}
			r := s.donation(id)
			expect(t, r, c.status, c.payments, c.payments*8000)
			if r.GetString("providerSubscriptionId") != "sub_"+sessionID || r.GetString("rhythm") != "weekly" {
				t.Fatalf("subscription %q, rhythm %q", r.GetString("providerSubscriptionId"), r.GetString("rhythm"))
			}
		})
	}
}

func TestEventsForOtherPaymentsAreIgnored(t *testing.T) {
	s := stripeSite(t)
	sessionID, card := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 999, "donorId": s.donor})
	status, body := s.post("/api/donations/cheque", map[string]any{
		"email": "awa@example.org", "prenom": "Awa", "nom": "Ndiaye", "adresse": "12 rue des Lilas", "codePostal": "75011", "ville": "Paris",
		"pays": "France", "telephone": "+33612345678", "amount": 999,
	})
	if status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", status, body)
	}
	cheque := data(body)["id"].(string)
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_other", "cs_other", "notadonation000", "payment", "paid", 999))
	s.deliverSigned(stripetest.InvoicePaid("evt_other_in", "in_x", "sub_unknown", "", 999, "subscription_cycle"))
	// A card event naming a gift of another method never touches it.
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cheque", "cs_cheque", cheque, "payment", "paid", 999))
	expect(t, s.donation(card), "pending", 0, 0)
	expect(t, s.donation(cheque), "awaiting_cheque", 0, 0)
	if s.count("donations") != 2 || s.donation(card).GetString("providerSessionId") != sessionID {
		t.Fatal("an event for another payment changed the donations")
	}
}

// Stripe's word that a checkout completed counts only for exactly the
// amount and currency the gift asked for; otherwise the gift is flagged for
// the staff, once, and stays unpaid.
func TestACardPaymentOfAnotherAmountOrCurrencyIsNotCounted(t *testing.T) {
	for _, c := range []struct {
		name    string
		payload func(sessionID, id string) []byte
	}{
		{"one cent", func(sid, id string) []byte {
			return stripetest.CheckoutSessionCompleted("evt_1", sid, id, "payment", "paid", 1)
		}},
		{"nothing", func(sid, id string) []byte {
			return stripetest.CheckoutSessionCompleted("evt_0", sid, id, "payment", "paid", 0)
		}},
		{"dollars", func(sid, id string) []byte {
			return bytes.Replace(stripetest.CheckoutSessionCompleted("evt_usd", sid, id, "payment", "paid", 100000),
				[]byte(`"currency":"eur"`), []byte(`"currency":"usd"`), 1)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := stripeSite(t)
			sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 100000, "donorId": s.donor})
			payload := c.payload(sessionID, id)
			s.deliverSigned(payload)
			s.deliverSigned(payload)
			r := s.donation(id)
			expect(t, r, "pending", 0, 0)
			if r.GetString("paymentIssue") == "" || s.mailsSent() != 1 {
				t.Fatalf("paymentIssue %q, %d staff mails; want the problem noted and mailed once", r.GetString("paymentIssue"), s.mailsSent())
			}
		})
	}
}

// Money received never sits on a gift that says none came: a completion
// after the expiry counts, and an expiry after the completion changes nothing.
func TestAnExpiredCheckoutThatCompletesIsPaid(t *testing.T) {
	for _, order := range []string{"expired first", "completed first"} {
		t.Run(order, func(t *testing.T) {
			s := stripeSite(t)
			sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor})
			expired := stripetest.CheckoutSessionExpired("evt_exp", sessionID, id, "payment", 2500)
			completed := stripetest.CheckoutSessionCompleted("evt_done", sessionID, id, "payment", "paid", 2500)
			events := [][]byte{expired, completed}
			if order == "completed first" {
				events = [][]byte{completed, expired}
			}
			for _, ev := range events {
				s.deliverSigned(ev)
			}
			expect(t, s.donation(id), "paid", 1, 2500)
		})
	}
	s := stripeSite(t)
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionExpired("evt_left", sessionID, id, "payment", 2500))
	expect(t, s.donation(id), "expired", 0, 0)
}

func TestDemoCardCheckoutPaysThroughTheSameHandlers(t *testing.T) {
	s := newSite(t, nil)
	for _, c := range []struct {
		path   string
		body   map[string]any
		status string
		amount int
		thanks string
	}{
		// The thank-you page names the gift (issue 44).
		{"/api/donations/unique-checkout-session", map[string]any{"amount": 4200, "donorId": s.donor}, "paid", 4200, "?amount=4200&rhythm=once"},
		{"/api/donations/checkout-session", map[string]any{"priceId": "price_planweek20", "donorId": s.donor}, "active", 2000, "?amount=2000&rhythm=weekly"},
	} {
		sessionID, id := s.start(c.path, c.body)
		url := s.donation(id).GetString("providerSessionId")
		if url != sessionID || !strings.HasPrefix(sessionID, "cs_demo_") {
			t.Fatalf("%s: session %q stored as %q", c.path, sessionID, url)
		}
		url = "/api/payments/demo/checkout/" + sessionID
		if got := s.donation(id).GetString("provider"); got != "demo" {
			t.Fatalf("provider %q, want demo", got)
		}
		for range 2 { // a double click pays once
			res, err := noRedirect.Post(s.base+url+"/pay", "application/x-www-form-urlencoded", nil)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusSeeOther || res.Header.Get("Location") != "http://site.test/payement/success"+c.thanks {
				t.Fatalf("pay: %d → %s", res.StatusCode, res.Header.Get("Location"))
			}
		}
		expect(t, s.donation(id), c.status, 1, c.amount)
	}
}

var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// start opens a checkout and returns its session id and the new donation's
// id (stripe-mock answers every call with the same session id, so the
// donation is found as the one record the call added).
func (s *site) start(path string, body map[string]any) (sessionID, donationID string) {
	s.t.Helper()
	before := map[string]bool{}
	records, _ := s.app.FindAllRecords("donations")
	for _, r := range records {
		before[r.Id] = true
	}
	status, res := s.post(path, body)
	if status != http.StatusOK {
		s.t.Fatalf("%s: %d %v", path, status, res)
	}
	records, _ = s.app.FindAllRecords("donations")
	for _, r := range records {
		if !before[r.Id] {
			return data(res)["sessionId"].(string), r.Id
		}
	}
	s.t.Fatalf("%s stored no donation", path)
	return "", ""
}
