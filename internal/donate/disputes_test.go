package donate_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"foundation/internal/payments/stripe/stripetest"
)

// disputeRow is the gift's dispute as the staff see it.
func (s *site) disputeRow(provider, id string) (open bool, status string, withdrawn, reinstated int, donation string) {
	s.t.Helper()
	r, err := s.app.FindFirstRecordByFilter("disputes", "provider = {:p} && disputeId = {:id}", map[string]any{"p": provider, "id": id})
	if err != nil {
		s.t.Fatalf("dispute %s: %v", id, err)
	}
	return r.GetBool("open"), r.GetString("providerStatus"), r.GetInt("withdrawn"), r.GetInt("reinstated"), r.GetString("donation")
}

// disputeMails counts the treasurer's dispute mails in the outbox.
func (s *site) disputeMails() int {
	s.t.Helper()
	n, err := s.app.CountRecords("mail_outbox", dbxKind("donation.dispute"))
	if err != nil {
		s.t.Fatal(err)
	}
	return int(n)
}

// sortedLedger is the gift's ledger rows, sorted: rows written within the same instant have no order.
func (s *site) sortedLedger(id string) string {
	rows := s.ledgerOf(id)
	slices.Sort(rows)
	return fmt.Sprint(rows)
}

// A card payment disputed and won: Stripe withdraws the money when the
// dispute opens and gives it back when it is won. The gift follows, once per
// movement however often Stripe delivers, and the treasurer hears of the
// opening and the closing.
func TestAStripeDisputeWithdrawsThenReinstatesTheMoneyOnce(t *testing.T) {
	s := stripeSite(t)
	sessionID, gift := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_paid", sessionID, gift, "payment", "paid", 2500))
	pi, now := "pi_"+sessionID, time.Now()

	s.deliverSigned(stripetest.Dispute("evt_d1", "charge.dispute.created", "du_1", "ch_1", pi, 2500, "needs_response", now))
	withdrawn := stripetest.Dispute("evt_d2", "charge.dispute.funds_withdrawn", "du_1", "ch_1", pi, 2500, "needs_response", now)
	s.deliverSigned(withdrawn)
	s.deliverSigned(withdrawn)                                                                                                        // redelivered
	s.deliverSigned(stripetest.Dispute("evt_d2b", "charge.dispute.funds_withdrawn", "du_1", "ch_1", pi, 2500, "needs_response", now)) // the same movement again
	if r := s.donation(gift); r.GetString("status") != "refunded" || r.GetInt("amountRefunded") != 2500 {
		t.Fatalf("after the withdrawal: %s, refunded %d", r.GetString("status"), r.GetInt("amountRefunded"))
	}
	if got := s.sortedLedger(gift); got != "[chargeback -2500 payment 2500]" {
		t.Fatalf("ledger after the withdrawal: %s", got)
	}
	if open, _, out, _, donation := s.disputeRow("stripe", "du_1"); !open || out != 2500 || donation != gift {
		t.Fatalf("dispute: open %v, withdrawn %d, gift %q", open, out, donation)
	}

	s.deliverSigned(stripetest.Dispute("evt_d3", "charge.dispute.updated", "du_1", "ch_1", pi, 2500, "under_review", now))
	s.deliverSigned(stripetest.Dispute("evt_d4", "charge.dispute.funds_reinstated", "du_1", "ch_1", pi, 2500, "won", now))
	s.deliverSigned(stripetest.Dispute("evt_d5", "charge.dispute.closed", "du_1", "ch_1", pi, 2500, "won", now))
	if r := s.donation(gift); r.GetString("status") != "paid" || r.GetInt("amountRefunded") != 0 {
		t.Fatalf("after the dispute was won: %s, refunded %d", r.GetString("status"), r.GetInt("amountRefunded"))
	}
	if got := s.sortedLedger(gift); got != "[chargeback -2500 payment 2500 reinstated 2500]" {
		t.Fatalf("ledger once won: %s", got)
	}
	if open, status, _, back, _ := s.disputeRow("stripe", "du_1"); open || status != "won" || back != 2500 {
		t.Fatalf("dispute once won: open %v, %s, reinstated %d", open, status, back)
	}
	if n := s.disputeMails(); n != 2 {
		t.Errorf("%d dispute mails to the treasurer, want 2 (opened, closed)", n)
	}
	// Both are in French, the back office's language.
	s.mailsSent()
	var mails []*mailer.Message
	for _, m := range s.app.TestMailer.Messages() {
		if strings.HasPrefix(m.Subject, "Contestation ") {
			mails = append(mails, m)
		}
	}
	if len(mails) != 2 {
		t.Fatalf("%d mails about the dispute", len(mails))
	}
	for i, want := range [][]string{
		{"Contestation du_1 : paiement contesté", "Un paiement est contesté", "Le payeur a contesté un paiement", "Montant: 25,00\u00a0€",
			"Ce paiement est celui du don " + gift, "Ouvrir le don: "},
		{"Contestation du_1 : contestation close", "Une contestation est close", "La contestation est terminée : won.", "Statut: won"},
	} {
		if mails[i].Subject != want[0] {
			t.Errorf("dispute mail %d: subject %q, want %q", i, mails[i].Subject, want[0])
		}
		for _, words := range want[1:] {
			if !strings.Contains(mails[i].Text, words) {
				t.Errorf("dispute mail %d lacks %q:\n%s", i, words, mails[i].Text)
			}
		}
	}
}

// A dispute lost keeps the money withdrawn; one of a payment no gift names
// is still recorded and mailed, for the treasurer to place.
func TestALostStripeDisputeKeepsTheGiftRefunded(t *testing.T) {
	s := stripeSite(t)
	sessionID, gift := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 4000, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_paid", sessionID, gift, "payment", "paid", 4000))
	pi, now := "pi_"+sessionID, time.Now()
	s.deliverSigned(stripetest.Dispute("evt_d1", "charge.dispute.funds_withdrawn", "du_2", "ch_2", pi, 1500, "needs_response", now))
	s.deliverSigned(stripetest.Dispute("evt_d2", "charge.dispute.closed", "du_2", "ch_2", pi, 1500, "lost", now))
	if r := s.donation(gift); r.GetString("status") != "paid" || r.GetInt("amountRefunded") != 1500 {
		t.Fatalf("after a lost partial dispute: %s, refunded %d", r.GetString("status"), r.GetInt("amountRefunded"))
	}
	if got := s.sortedLedger(gift); got != "[chargeback -1500 payment 4000]" {
		t.Fatalf("ledger: %s", got)
	}
	s.deliverSigned(stripetest.Dispute("evt_d3", "charge.dispute.created", "du_3", "ch_x", "pi_stranger", 900, "needs_response", now))
	if open, _, _, _, donation := s.disputeRow("stripe", "du_3"); !open || donation != "" {
		t.Fatalf("stranger's dispute: open %v, gift %q", open, donation)
	}
	if n := s.disputeMails(); n != 3 {
		t.Errorf("%d dispute mails, want 3", n)
	}
}

// PayPal's dispute events, from its documented samples, open and close the
// dispute on the gift of the disputed capture; PayPal moves the money itself
// with PAYMENT.CAPTURE.REVERSED, so they book none.
func TestPayPalDisputesOpenAndCloseOnTheGift(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, gift := s.order(5000)
	fake.Approve(orderID)
	s.capture(orderID)
	capture := s.donation(gift).GetString("providerPaymentId")
	fixture := func(name string) string {
		raw, err := os.ReadFile("../payments/paypal/testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return strings.NewReplacer("CAPTURE_ID", capture, "AMOUNT", "50.00").Replace(string(raw))
	}
	created := fixture("customer_dispute_created.json")
	s.deliverPayPal(fake, created)
	s.deliverPayPal(fake, created) // redelivered
	if open, status, _, _, donation := s.disputeRow("paypal", "PP-000-042-663-135"); !open || status != "OPEN" || donation != gift {
		t.Fatalf("PayPal dispute: open %v, %s, gift %q", open, status, donation)
	}
	s.deliverPayPal(fake, fixture("customer_dispute_resolved.json"))
	if open, status, _, _, _ := s.disputeRow("paypal", "PP-000-042-663-135"); open || status != "RESOLVED RESOLVED_SELLER_FAVOUR" {
		t.Fatalf("PayPal dispute once resolved: open %v, %s", open, status)
	}
	expect(t, s.donation(gift), "paid", 1, 5000)
	if n := s.disputeMails(); n != 2 {
		t.Errorf("%d dispute mails, want 2", n)
	}
}

func dbxKind(kind string) dbx.Expression { return dbx.HashExp{"kind": kind} }
