package campaigns_test

import (
	"testing"

	"foundation/internal/campaigns"
	"foundation/internal/ledger"
	"foundation/internal/money"
)

func row(gift, kind string, gross money.Cents) ledger.Entry {
	return ledger.Entry{Kind: kind, Subject: ledger.SubjectDonation, SubjectID: gift, Gross: gross}
}

// Each rule of a campaign's totals, over gifts and their ledger rows.
func TestCountFollowsTheLedger(t *testing.T) {
	once := func(id, donor, status string, amount money.Cents) campaigns.Gift {
		return campaigns.Gift{ID: id, Donor: donor, Rhythm: "once", Status: status, Amount: amount}
	}
	cases := []struct {
		name  string
		gifts []campaigns.Gift
		rows  []ledger.Entry
		want  campaigns.Totals
	}{
		{"a paid gift is raised", []campaigns.Gift{once("g1", "d1", "paid", 5000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5000)}, campaigns.Totals{RaisedCents: 5000, Donors: 1}},
		{"a pending gift counts nothing", []campaigns.Gift{once("g1", "d1", "pending", 5000)},
			nil, campaigns.Totals{}},
		{"a refunded gift is out", []campaigns.Gift{once("g1", "d1", "refunded", 5000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5000), row("g1", ledger.KindRefund, -5000)}, campaigns.Totals{}},
		{"a partial refund leaves the rest", []campaigns.Gift{once("g1", "d1", "paid", 5000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5000), row("g1", ledger.KindRefund, -2000)}, campaigns.Totals{RaisedCents: 3000, Donors: 1}},
		{"a dispute's money taken back is out", []campaigns.Gift{once("g1", "d1", "paid", 5000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5000), row("g1", "dispute", -5000)}, campaigns.Totals{}},
		{"money going back never makes a gift count below nothing", []campaigns.Gift{once("g1", "d1", "paid", 5000), once("g2", "d2", "paid", 1000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5000), row("g1", ledger.KindRefund, -5000), row("g1", "dispute", -5000), row("g2", ledger.KindPayment, 1000)},
			campaigns.Totals{RaisedCents: 1000, Donors: 1}},
		{"every renewal is in, the monthly amount apart", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "monthly", Status: "active", Amount: 1500}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1500), row("g1", ledger.KindRenewal, 1500), row("g1", ledger.KindRenewal, 1500)},
			campaigns.Totals{RaisedCents: 4500, MonthlyCents: 1500, Donors: 1}},
		{"a weekly gift's monthly figure", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "weekly", Status: "active", Amount: 1000}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1000)}, campaigns.Totals{RaisedCents: 1000, MonthlyCents: 4333, Donors: 1}},
		{"a stopped recurring gift keeps what it gave, no monthly figure", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "monthly", Status: "cancelled", Amount: 1500}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1500)}, campaigns.Totals{RaisedCents: 1500, Donors: 1}},
		{"TEST MODE money is apart", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "monthly", Status: "active", Amount: 2000, Test: true}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 2000)}, campaigns.Totals{TestCents: 2000}},
		{"a pledged cheque is promised, not raised", []campaigns.Gift{once("g1", "d1", "awaiting_cheque", 8000)},
			nil, campaigns.Totals{PromisedCents: 8000}},
		{"a received cheque is raised", []campaigns.Gift{once("g1", "d1", "paid", 8000)},
			[]ledger.Entry{row("g1", ledger.KindCheque, 7500)}, campaigns.Totals{RaisedCents: 7500, Donors: 1}},
		{"a donor who gave twice is one donor", []campaigns.Gift{once("g1", "d1", "paid", 1000), once("g2", "d1", "paid", 2000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1000), row("g2", ledger.KindPayment, 2000)}, campaigns.Totals{RaisedCents: 3000, Donors: 1}},
		{"a covered fee is out, the amount chosen in", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "once", Status: "paid", Amount: 5000, CoveredFee: 102}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5102)}, campaigns.Totals{RaisedCents: 5000, Donors: 1}},
		{"each renewal's covered fee is out", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "monthly", Status: "active", Amount: 1500, CoveredFee: 48}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1548), row("g1", ledger.KindRenewal, 1548)},
			campaigns.Totals{RaisedCents: 3000, MonthlyCents: 1500, Donors: 1}},
		{"a refunded gift with a covered fee counts nothing", []campaigns.Gift{{ID: "g1", Donor: "d1", Rhythm: "once", Status: "refunded", Amount: 5000, CoveredFee: 102}},
			[]ledger.Entry{row("g1", ledger.KindPayment, 5102), row("g1", ledger.KindRefund, -5102)}, campaigns.Totals{}},
		{"a gift in kind is no money raised, nor its giver a donor of money", []campaigns.Gift{once("g1", "d1", "paid", 24000), once("g2", "d2", "paid", 14082)},
			[]ledger.Entry{row("g1", ledger.KindInKind, 24000), row("g2", ledger.KindVolunteerExpenses, 14082)}, campaigns.Totals{}},
		{"rows of other gifts are not the campaign's", []campaigns.Gift{once("g1", "d1", "paid", 1000)},
			[]ledger.Entry{row("g1", ledger.KindPayment, 1000), row("other", ledger.KindPayment, 9000)}, campaigns.Totals{RaisedCents: 1000, Donors: 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := campaigns.Count(c.gifts, c.rows); got != c.want {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}
