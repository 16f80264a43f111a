package donate_test

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/payments/stripe/stripetest"
)

// ledgerOf is the gift's ledger rows as "kind gross", in the order the money moved.
func (s *site) ledgerOf(id string) []string {
	s.t.Helper()
	var rows []struct {
		Kind  string `db:"kind"`
		Gross int    `db:"gross"`
	}
	if err := s.app.DB().NewQuery("SELECT kind, gross FROM ledger WHERE subjectId = {:id} ORDER BY movedAt, created").
		Bind(map[string]any{"id": id}).All(&rows); err != nil {
		s.t.Fatal(err)
	}
	var out []string
	for _, r := range rows {
		out = append(out, fmt.Sprintf("%s %d", r.Kind, r.Gross))
	}
	return out
}

func refundLog(t *testing.T, s *site, id string) []map[string]any {
	t.Helper()
	var log []map[string]any
	if err := s.donation(id).UnmarshalJSONField("paymentLog", &log); err != nil {
		t.Fatal(err)
	}
	return log
}

// A subscription payment PayPal refunds stays in the gift's history as a
// refund of its own month: the gift goes on, its money and the ledger follow.
func TestAPayPalRefundOfARenewalIsBookedOnceInItsMonth(t *testing.T) {
	s, fake := paypalSite(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-WEB", Status: "ACTIVE", PlanID: "P-planweek80", CustomID: s.donor})
	s.deliverPayPal(fake, saleEvent("WH-1", "SALE-1", "I-WEB", "80.00"))
	s.deliverPayPal(fake, saleEvent("WH-2", "SALE-2", "I-WEB", "80.00"))
	r, err := s.app.FindFirstRecordByData("donations", "providerSubscriptionId", "I-WEB")
	if err != nil {
		t.Fatal(err)
	}
	refunded := func(eventID string) string {
		return fmt.Sprintf(`{"id":%q,"event_type":"PAYMENT.SALE.REFUNDED","resource_type":"refund","resource":{"id":"REF-1","state":"completed",`+
			`"amount":{"total":"-30.00","currency":"EUR"},"sale_id":"SALE-1","parent_payment":"PAYID-1"}}`, eventID)
	}
	s.deliverPayPal(fake, refunded("WH-3"))
	s.deliverPayPal(fake, refunded("WH-4")) // the same refund delivered again
	s.deliverPayPal(fake, `{"id":"WH-5","event_type":"PAYMENT.SALE.REFUNDED","resource_type":"refund","resource":{"id":"REF-9","state":"completed",`+
		`"amount":{"total":"5.00","currency":"EUR"},"sale_id":"SALE-STRANGER"}}`) // a sale no gift counted

	gift := s.donation(r.Id)
	expect(t, gift, "active", 2, 16000)
	if gift.GetInt("amountRefunded") != 3000 {
		t.Errorf("refunded %d, want 3000", gift.GetInt("amountRefunded"))
	}
	log := refundLog(t, s, r.Id)
	if len(log) != 3 || log[2]["amount"] != float64(-3000) || log[2]["refund"] != true || log[2]["at"] != log[0]["at"] {
		t.Errorf("payment log %v, want the refund as a negative line at the first sale's time", log)
	}
	if got := fmt.Sprint(s.ledgerOf(r.Id)); got != "[payment 8000 renewal 8000 refund -3000]" {
		t.Errorf("ledger %s", got)
	}
}

// Stripe reports a charge's refunds as a running total: each new total books
// the difference, once, whether the charge paid a one-off gift or a renewal.
func TestStripeRefundsAreBookedByTheirRunningTotal(t *testing.T) {
	s := stripeSite(t)
	sessionID, once := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 2500, "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_paid", sessionID, once, "payment", "paid", 2500))
	now := time.Now()
	s.deliverSigned(stripetest.ChargeRefunded("evt_r1", "ch_1", "pi_"+sessionID, "", "cus_x", 2500, 1000, now))
	s.deliverSigned(stripetest.ChargeRefunded("evt_r1", "ch_1", "pi_"+sessionID, "", "cus_x", 2500, 1000, now)) // replayed
	s.deliverSigned(stripetest.ChargeRefunded("evt_r2", "ch_1", "pi_"+sessionID, "", "cus_x", 2500, 1500, now))
	gift := s.donation(once)
	if gift.GetString("status") != "paid" || gift.GetInt("amountRefunded") != 1500 {
		t.Errorf("one-off gift %s, refunded %d; want paid, 1500", gift.GetString("status"), gift.GetInt("amountRefunded"))
	}
	if got := fmt.Sprint(s.ledgerOf(once)); got != "[payment 2500 refund -1000 refund -500]" {
		t.Errorf("one-off ledger %s", got)
	}

	subSession, monthly := s.start("/api/donations/checkout-session", map[string]any{"priceId": "price_planmonth50", "donorId": s.donor})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", subSession, monthly, "subscription", "paid", 5000))
	s.deliverSigned(stripetest.InvoicePaid("evt_in2", "in_2", "sub_"+subSession, monthly, 5000, "subscription_cycle"))
	s.deliverSigned(stripetest.ChargeRefunded("evt_r3", "ch_2", "pi_in_2", "in_2", "cus_"+monthly, 5000, 5000, now))
	gift = s.donation(monthly)
	if gift.GetString("status") != "active" || gift.GetInt("amountRefunded") != 5000 || gift.GetInt("amountCollected") != 10000 {
		t.Errorf("monthly gift %s, collected %d, refunded %d; want active, 10000, 5000", gift.GetString("status"), gift.GetInt("amountCollected"), gift.GetInt("amountRefunded"))
	}
	if log := refundLog(t, s, monthly); len(log) != 3 || log[2]["amount"] != float64(-5000) || log[2]["at"] != log[1]["at"] {
		t.Errorf("payment log %v, want the renewal's refund at the renewal's time", log)
	}
}

// PayPal's fee, where it reports one (a capture's seller_receivable_breakdown,
// a subscription sale's transaction_fee), reaches the ledger's fee and net.
func TestPayPalFeesReachTheLedger(t *testing.T) {
	s, fake := paypalSite(t)
	orderID, id := s.order(5000)
	fake.Approve(orderID)
	if status, body := s.capture(orderID); status != http.StatusOK {
		t.Fatalf("capture: %d %v", status, body)
	}
	fake.AddSubscription(paypaltest.Subscription{ID: "I-FEE", Status: "ACTIVE", PlanID: "P-planweek80", CustomID: s.donor})
	s.deliverPayPal(fake, `{"id":"WH-F1","event_type":"PAYMENT.SALE.COMPLETED","resource_type":"sale","resource":{"id":"SALE-F1","state":"completed",`+
		`"amount":{"total":"80.00","currency":"EUR"},"transaction_fee":{"value":"2.67","currency":"EUR"},"billing_agreement_id":"I-FEE"}}`)
	sub, err := s.app.FindFirstRecordByData("donations", "providerSubscriptionId", "I-FEE")
	if err != nil {
		t.Fatal(err)
	}
	for gift, want := range map[string][2]int{id: {int(paypaltest.FeeOf(5000)), 5000 - int(paypaltest.FeeOf(5000))}, sub.Id: {267, 7733}} {
		var row struct {
			Fee      int  `db:"fee"`
			FeeKnown bool `db:"feeKnown"`
			Gross    int  `db:"gross"`
		}
		if err := s.app.DB().NewQuery("SELECT fee, feeKnown, gross FROM ledger WHERE subjectId = {:id}").Bind(map[string]any{"id": gift}).One(&row); err != nil {
			t.Fatal(err)
		}
		if !row.FeeKnown || row.Fee != want[0] || row.Gross-row.Fee != want[1] {
			t.Errorf("gift %s: fee %d (known %v), net %d; want %d and %d", gift, row.Fee, row.FeeKnown, row.Gross-row.Fee, want[0], want[1])
		}
	}
}
