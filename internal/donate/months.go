package donate

import (
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ledger"
	"foundation/internal/money"
)

// Sum is how many payments came and how much money was kept (payments less
// refunds), in cents; Test is the TEST MODE money of the same movements, which
// no total counts and screens show beside it ("+ 235,00 € TEST").
type Sum struct {
	Count  int         `json:"count"`
	Amount money.Cents `json:"amount"`
	Test   money.Cents `json:"test"`
}

// MonthSum is the Sum of the money that moved in one Paris month ("2026-01").
type MonthSum struct {
	Month string `json:"month"`
	Sum
}

// GiftMonths is the money of the last months, for the treasurer's home.
type GiftMonths struct {
	ThisMonth Sum `json:"thisMonth"`
	LastMonth Sum `json:"lastMonth"`
	// Months holds MonthsShown months, oldest first, ending with this month;
	// a month without gifts is there with zeros.
	Months []MonthSum `json:"months"`
}

// MonthsShown is how many months GiftMonths covers.
const MonthsShown = 12

// monthStarts returns the first instants of the n months (in loc) ending
// with now's month, then the first instant of the month after: n+1 bounds.
func monthStarts(now time.Time, loc *time.Location, n int) []time.Time {
	local := now.In(loc)
	first := time.Date(local.Year(), local.Month()-time.Month(n-1), 1, 0, 0, 0, 0, loc)
	starts := make([]time.Time, n+1)
	for i := range starts {
		starts[i] = first.AddDate(0, i, 0)
	}
	return starts
}

// GiftsByMonth adds up, from the ledger in one query, the gifts' money that
// moved in each of the last MonthsShown Paris months up to now's: the
// payments that came (a monthly gift's every renewal in its own month), the
// money kept (refunds taken off in the month they went back), and the TEST
// MODE money apart. The payments export reads the same rows.
//
// The months are Paris months: their bounds come from Go's zone database and
// go to the query as parameters, because SQLite's strftime knows only UTC
// and the server's own zone, and Paris months start at 22:00 or 23:00 UTC.
//
// The figures are cached (figuresTTL) until a gift or a donor record
// changes: the query reads a year of gifts, tens of milliseconds, and the
// treasurer's home asks for it on every visit.
func GiftsByMonth(app core.App, now time.Time) (GiftMonths, error) {
	starts := monthStarts(now, Paris, MonthsShown)
	m, err := cachedFigure(app, "months "+starts[0].Format(time.RFC3339), func() (GiftMonths, error) {
		return giftsByMonth(app, starts)
	})
	m.Months = slices.Clone(m.Months) // the cached figures stay as they are
	return m, err
}

// giftsByMonth is GiftsByMonth of the months from starts, read now.
func giftsByMonth(app core.App, starts []time.Time) (GiftMonths, error) {
	totals, err := ledger.ByPeriod(app, ledger.SubjectDonation, starts)
	if err != nil {
		return GiftMonths{}, err
	}
	out := GiftMonths{Months: make([]MonthSum, MonthsShown)}
	for i := range out.Months {
		out.Months[i] = MonthSum{Month: starts[i].Format("2006-01"), Sum: sumOf(totals[i])}
	}
	out.ThisMonth, out.LastMonth = out.Months[MonthsShown-1].Sum, out.Months[MonthsShown-2].Sum
	return out, nil
}

// sumOf is a ledger total as the staff screens show it: the real money, and the TEST MODE money apart.
func sumOf(t ledger.Totals) Sum {
	return Sum{Count: t.Real.Count, Amount: t.Real.Gross, Test: t.Test.Gross}
}
