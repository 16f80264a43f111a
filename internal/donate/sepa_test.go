package donate_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/campaigns"
	"foundation/internal/donate"
	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

// sepaSite is stripeSite with SEPA Direct Debit on (STRIPE_SEPA=on).
func sepaSite(t *testing.T) *site {
	t.Helper()
	return newSite(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test", SepaDebit: true,
		Stripe: stripe.Config{SecretKey: "sk_test_123", WebhookSecret: whsec, APIBase: stripetest.StartMock(t)}}))
}

// mailsOfKind counts the outbox's mails of kind.
func (s *site) mailsOfKind(kind string) int {
	s.t.Helper()
	n, err := s.app.CountRecords("mail_outbox", dbx.HashExp{"kind": kind})
	if err != nil {
		s.t.Fatal(err)
	}
	return int(n)
}

// counted is what every figure says of the gift: its ledger rows, the
// staff list's money, its campaign's, the thank-you mails.
type counted struct{ ledger, staff, campaign, thanks int }

func (s *site) counted(gift string) counted {
	s.t.Helper()
	sel, err := donate.SelectDonations(s.app, "", "", "", types.DateTime{}, types.DateTime{}, "")
	if err != nil {
		s.t.Fatal(err)
	}
	staff, err := sel.Totals(s.app)
	if err != nil {
		s.t.Fatal(err)
	}
	campaign, err := campaigns.TotalsOf(s.app, "track-2026")
	if err != nil {
		s.t.Fatal(err)
	}
	return counted{len(s.ledgerOf(gift)), int(staff.Collected), int(campaign.RaisedCents + campaign.MonthlyCents), s.mailsOfKind("donation.thanks")}
}

// A gift whose money is on its way (a SEPA debit authorised on Stripe's
// page: the checkout completes unpaid) is processing, and nothing counts it
// (ledger, staff figures, its campaign's progress) nor thanks for it until
// Stripe reports the money; then everything does, once.
func TestAGiftIsNeverCountedBeforeItsDebitIsPaid(t *testing.T) {
	for _, c := range []struct {
		name, path, mode string
		body             map[string]any
		paid             func(session, gift string) []byte
		status           string
	}{
		{"a one-off SEPA gift", "/api/donations/unique-checkout-session", "payment", map[string]any{"amount": 5000, "method": "sepa"},
			func(session, gift string) []byte {
				return stripetest.AsyncPaymentSucceeded("evt_ok", session, gift, "payment", 5000)
			}, "paid"},
		{"a monthly SEPA gift, paid by its first invoice", "/api/donations/checkout-session", "subscription", map[string]any{"priceId": "price_planmonth50", "method": "sepa"},
			func(session, gift string) []byte {
				return stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+session, gift, 5000, "subscription_create")
			}, "active"},
		{"a monthly SEPA gift, paid by the checkout's async success", "/api/donations/checkout-session", "subscription", map[string]any{"priceId": "price_planmonth50", "method": "sepa"},
			func(session, gift string) []byte {
				return stripetest.AsyncPaymentSucceeded("evt_ok", session, gift, "subscription", 5000)
			}, "active"},
		{"a card gift whose account offered the debit", "/api/donations/unique-checkout-session", "payment", map[string]any{"amount": 5000},
			func(session, gift string) []byte {
				return stripetest.AsyncPaymentSucceeded("evt_ok", session, gift, "payment", 5000)
			}, "paid"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := sepaSite(t)
			c.body["donorId"] = s.donor
			session, gift := s.start(c.path, c.body)
			r := s.donation(gift)
			r.Set("campaign", "track-2026")
			if err := s.app.Save(r); err != nil {
				t.Fatal(err)
			}
			s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", session, gift, c.mode, "unpaid", 5000))
			expect(t, s.donation(gift), "processing", 0, 0)
			if got := s.counted(gift); got != (counted{}) {
				t.Fatalf("counted while processing: %+v", got)
			}
			s.deliverSigned(c.paid(session, gift))
			s.deliverSigned(c.paid(session, gift)) // redelivered
			expect(t, s.donation(gift), c.status, 1, 5000)
			if got := s.counted(gift); got != (counted{ledger: 1, staff: 5000, campaign: 5000 + 5000*boolInt(c.status == "active"), thanks: 1}) {
				t.Fatalf("counted once paid: %+v", got)
			}
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The donor chose "Direct debit (SEPA)": the gift says so and Stripe's page
// asks for the mandate only. The method is refused while SEPA is off.
func TestTheDonorChoosesTheDirectDebit(t *testing.T) {
	s := sepaSite(t)
	_, gift := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor, "method": "sepa"})
	if r := s.donation(gift); r.GetString("method") != "sepa" || r.GetString("provider") != "stripe" {
		t.Fatalf("gift: %s by %s", r.GetString("method"), r.GetString("provider"))
	}
	off := stripeSite(t)
	for _, path := range []string{"/api/donations/unique-checkout-session", "/api/donations/checkout-session"} {
		status, body := off.post(path, map[string]any{"amount": 2500, "interval": "month", "donorId": off.donor, "method": "sepa"})
		if field, _ := data(body)["method"].(map[string]any); status != http.StatusBadRequest || field["code"] != "validation_method_off" {
			t.Errorf("%s with SEPA off: %d %v", path, status, body)
		}
		status, body = off.post(path, map[string]any{"amount": 2500, "interval": "month", "donorId": off.donor, "method": "cheque"})
		if field, _ := data(body)["method"].(map[string]any); status != http.StatusBadRequest || field["code"] != "validation_invalid_method" {
			t.Errorf("%s by cheque: %d %v", path, status, body)
		}
	}
}

// A debit authorised on 29 December and credited on 5 January is January's
// money: the ledger, the gift's last payment (which its receipt is dated
// by) and its paymentLog (the annual receipts') say so, however late
// Stripe's event is handled.
func TestADebitIsDatedTheDayItIsCredited(t *testing.T) {
	authorised, credited := time.Date(2025, 12, 29, 10, 0, 0, 0, time.UTC), time.Date(2026, 1, 5, 7, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		name, path, mode string
		body             map[string]any
		paid             func(session, gift string) []byte
	}{
		{"once", "/api/donations/unique-checkout-session", "payment", map[string]any{"amount": 5000, "method": "sepa"},
			func(session, gift string) []byte {
				return stripetest.At(stripetest.AsyncPaymentSucceeded("evt_ok", session, gift, "payment", 5000), credited)
			}},
		{"monthly", "/api/donations/checkout-session", "subscription", map[string]any{"priceId": "price_planmonth50", "method": "sepa"},
			func(session, gift string) []byte {
				return stripetest.InvoicePaidAt("evt_in1", "in_1", "sub_"+session, gift, 5000, "subscription_create", credited)
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := sepaSite(t)
			c.body["donorId"] = s.donor
			session, gift := s.start(c.path, c.body)
			s.deliverSigned(stripetest.At(stripetest.CheckoutSessionCompleted("evt_cs", session, gift, c.mode, "unpaid", 5000), authorised))
			s.deliverSigned(c.paid(session, gift))
			var moved string
			if err := s.app.DB().NewQuery("SELECT movedAt FROM ledger WHERE subjectId = {:id}").Bind(dbx.Params{"id": gift}).Row(&moved); err != nil {
				t.Fatal(err)
			}
			r := s.donation(gift)
			var log []struct {
				At string `json:"at"`
			}
			_ = r.UnmarshalJSONField("paymentLog", &log)
			want := "2026-01-05 07:30:00.000Z"
			if moved != want || r.GetDateTime("lastPaymentAt").String() != want || len(log) != 1 || log[0].At != want {
				t.Fatalf("ledger %s, last payment %s, log %v; want %s", moved, r.GetDateTime("lastPaymentAt"), log, want)
			}
		})
	}
}

// A debit that bounces: the first one fails the gift, nothing counted nor
// thanked; a renewal's is a failed renewal, as a card's: past due, and the
// donor mailed with the link to give another account or card.
func TestAFailedDebit(t *testing.T) {
	s := sepaSite(t)
	session, gift := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": s.donor, "method": "sepa"})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", session, gift, "payment", "unpaid", 5000))
	s.deliverSigned(stripetest.AsyncPaymentFailed("evt_ko", session, gift, "payment", 5000))
	expect(t, s.donation(gift), "failed", 0, 0)
	if got := s.counted(gift); got != (counted{}) {
		t.Fatalf("a failed debit counted: %+v", got)
	}

	session, monthly := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor, "method": "sepa"})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs2", session, monthly, "subscription", "unpaid", 5000))
	s.deliverSigned(stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+session, monthly, 5000, "subscription_create"))
	s.deliverSigned(stripetest.InvoicePaymentFailed("evt_in2", "in_2", "sub_"+session, monthly, 5000, "subscription_cycle"))
	if r := s.donation(monthly); r.GetString("status") != "past_due" || r.GetInt("paymentsCount") != 1 {
		t.Fatalf("after a failed renewal debit: %s, %d payments", r.GetString("status"), r.GetInt("paymentsCount"))
	}
	s.mailsSent()
	var renewal string
	for _, m := range s.app.TestMailer.Messages() {
		if m.Subject == "Your recurring gift: the payment did not go through" {
			renewal = m.Text
		}
	}
	if !strings.Contains(renewal, "Update my card") || !strings.Contains(renewal, "/donor?gift="+monthly) {
		t.Fatalf("the renewal mail has no link to the gift: %q", renewal)
	}
}

// A monthly card gift was renewed, then that renewal's charge disputed: the
// dispute names only the renewal's charge and PaymentIntent, which
// charge.succeeded told; it finds the gift, and the money comes off the
// month the renewal was paid in.
func TestADisputedRenewalFindsItsGift(t *testing.T) {
	s := stripeSite(t)
	session, gift := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", session, gift, "subscription", "paid", 5000))
	s.deliverSigned(stripetest.InvoicePaid("evt_in1", "in_1", "sub_"+session, gift, 5000, "subscription_create"))
	renewedAt := time.Now().Add(-time.Hour).UTC().Truncate(time.Second)
	s.deliverSigned(stripetest.InvoicePaid("evt_in2", "in_2", "sub_"+session, gift, 5000, "subscription_cycle"))
	s.deliverSigned(stripetest.ChargeSucceeded("evt_ch2", "ch_2", "pi_2", "", "cus_"+gift, "", "card", "", 5000, renewedAt))

	s.deliverSigned(stripetest.Dispute("evt_d1", "charge.dispute.funds_withdrawn", "du_2", "ch_2", "pi_2", 5000, "needs_response", time.Now()))
	if _, _, out, _, donation := s.disputeRow("stripe", "du_2"); donation != gift || out != 5000 {
		t.Fatalf("the renewal's dispute: gift %q (want %s), withdrawn %d", donation, gift, out)
	}
	if got := s.sortedLedger(gift); got != "[chargeback -5000 payment 5000 renewal 5000]" {
		t.Fatalf("ledger: %s", got)
	}
}

// charge.succeeded tells how a gift was paid: the staff lines show a card's
// wallet (Apple Pay, Google Pay) or the direct debit.
func TestTheStaffSeeHowAGiftWasPaid(t *testing.T) {
	s := sepaSite(t)
	for _, c := range []struct{ method, methodType, wallet, want string }{
		{"", "card", "apple_pay", "Apple Pay"},
		{"", "card", "google_pay", "Google Pay"},
		{"", "card", "", "Card"},
		{"sepa", "sepa_debit", "", "SEPA Direct Debit"},
	} {
		session, gift := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor, "method": c.method})
		s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs_"+gift, session, gift, "payment", "paid", 2500))
		s.deliverSigned(stripetest.ChargeSucceeded("evt_ch_"+gift, "ch_"+gift, "pi_"+session, "", "", gift, c.methodType, c.wallet, 2500, time.Now()))
		line, err := donate.FindGiftLine(s.app, gift)
		if err != nil || line.PaidWith != c.want {
			t.Errorf("%s %s: paid with %q (%v), want %q", c.methodType, c.wallet, line.PaidWith, err, c.want)
		}
	}
}
