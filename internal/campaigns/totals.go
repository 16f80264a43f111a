package campaigns

import (
	"foundation/internal/ledger"
	"foundation/internal/money"
)

// Gift is what the totals need of one gift given to a campaign.
type Gift struct {
	ID, Donor string
	// Rhythm is once, weekly or monthly; Status the gift's (internal/donate).
	Rhythm, Status string
	// Amount is the gift's current amount per payment (for a pledged cheque,
	// the amount promised).
	Amount money.Cents
	// CoveredFee is what the donor added to each card or PayPal payment to
	// cover the provider's fee: in the ledger's rows, never in a campaign's
	// progress (givewp#3339).
	CoveredFee money.Cents
	// Test is a TEST MODE gift: no money moved.
	Test bool
}

// Totals are a campaign's progress, as its page and the staff show it.
type Totals struct {
	// RaisedCents is the money kept: every payment, renewal and cheque
	// received, less what went back (refunds, disputes).
	RaisedCents money.Cents `json:"raisedCents"`
	// PromisedCents is the cheques pledged and not yet received.
	PromisedCents money.Cents `json:"promisedCents"`
	// MonthlyCents is what the running recurring gifts give each month,
	// shown apart from the goal: only what they already gave counts in it.
	MonthlyCents money.Cents `json:"monthlyCents"`
	// TestCents is the TEST MODE money kept, shown apart and never counted.
	TestCents money.Cents `json:"testCents"`
	// Donors is how many people gave money that was kept.
	Donors int `json:"donors"`
}

// Statuses of internal/donate the totals read (the campaigns package sits
// below donate, which checks a gift's campaign).
const (
	statusAwaitingCheque = "awaiting_cheque"
	statusActive         = "active"
)

// weeksPerYear and monthsPerYear turn a weekly gift into a monthly figure.
const weeksPerYear, monthsPerYear = 52, 12

// Count adds up a campaign's progress from its gifts and the ledger rows of
// those gifts (docs/operations.md, "Campaigns", states the rules): the
// money a gift kept is the sum of its rows, payments and renewals in (less
// the fee the donor covered on each), refunds and disputes (negative rows)
// out, never below nothing; TEST MODE
// money is kept apart; a pledged cheque is promised until its row comes; a
// running recurring gift adds its monthly amount apart. Rows of no listed
// gift are left out, and so are gifts that are not money (in kind, a
// volunteer's expenses waived).
func Count(gifts []Gift, rows []ledger.Entry) Totals {
	kept, paid := map[string]money.Cents{}, map[string]money.Cents{}
	for _, r := range rows {
		if !r.Money() { // a gift in kind raised no money
			continue
		}
		kept[r.SubjectID] += r.Gross
		if r.Gross > 0 && (r.Kind == ledger.KindPayment || r.Kind == ledger.KindRenewal) {
			paid[r.SubjectID]++
		}
	}
	var t Totals
	donors := map[string]bool{}
	for _, g := range gifts {
		k := max(kept[g.ID]-paid[g.ID]*g.CoveredFee, 0)
		if g.Test {
			t.TestCents += k
			continue
		}
		t.RaisedCents += k
		if k > 0 {
			donors[g.Donor] = true
		}
		switch g.Status {
		case statusAwaitingCheque:
			t.PromisedCents += g.Amount
		case statusActive:
			t.MonthlyCents += monthly(g.Rhythm, g.Amount)
		}
	}
	t.Donors = len(donors)
	return t
}

// monthly is a recurring gift's amount per month (a weekly one, rounded to
// the cent); a one-off gift gives none.
func monthly(rhythm string, amount money.Cents) money.Cents {
	switch rhythm {
	case "monthly":
		return amount
	case "weekly":
		return (amount*weeksPerYear + monthsPerYear/2) / monthsPerYear
	}
	return 0
}
