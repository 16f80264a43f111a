package donate

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
)

// Sum is how many gifts brought money and how much they kept, in cents.
type Sum struct {
	Count  int         `json:"count"`
	Amount money.Cents `json:"amount"`
}

// MonthSum is the Sum of the gifts created in one month ("2026-01").
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

// GiftsByMonth adds up, in one query grouped by month, the real (not TEST
// MODE) gifts created in each of the last MonthsShown Paris months up to
// now's, that brought money: their count and the money kept (collected less
// refunded).
//
// Limitation: a recurring gift is one record, so all its payments count in
// the month the gift was created, not the months they came in, until a
// ledger of payments exists.
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
	params := dbx.Params{}
	for i, s := range starts {
		dt, _ := types.ParseDateTime(s)
		params[fmt.Sprintf("m%d", i)] = dt.String()
	}
	// month is the index of the month a gift falls in: the latest start it is not before.
	month := new(strings.Builder)
	month.WriteString("CASE")
	for i := MonthsShown - 1; i > 0; i-- {
		fmt.Fprintf(month, " WHEN d.created >= {:m%d} THEN %d", i, i)
	}
	month.WriteString(" ELSE 0 END")
	var sums []struct {
		Month  int         `db:"month"`
		Count  int         `db:"count"`
		Amount money.Cents `db:"amount"`
	}
	err := app.DB().NewQuery(`SELECT ` + month.String() + ` AS month, count(*) AS count, ` + netCollected + ` AS amount
		FROM ` + donationsCollection + ` d
		WHERE d.created >= {:m0} AND d.created < {:m` + fmt.Sprint(MonthsShown) + `} AND NOT d.` + fieldTest + ` AND d.` + fieldAmountCollected + ` > 0
		GROUP BY month`).Bind(params).All(&sums)
	if err != nil {
		return GiftMonths{}, err
	}
	out := GiftMonths{Months: make([]MonthSum, MonthsShown)}
	for i := range out.Months {
		out.Months[i].Month = starts[i].Format("2006-01")
	}
	for _, s := range sums {
		out.Months[s.Month].Sum = Sum{Count: s.Count, Amount: s.Amount}
	}
	out.ThisMonth, out.LastMonth = out.Months[MonthsShown-1].Sum, out.Months[MonthsShown-2].Sum
	return out, nil
}
