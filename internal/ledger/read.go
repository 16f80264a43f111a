package ledger

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/records"
)

// row is a ledger row as the database holds it.
type row struct {
	ID           string         `db:"id"`
	Key          string         `db:"key"`
	Kind         string         `db:"kind"`
	Subject      string         `db:"subject"`
	SubjectID    string         `db:"subjectId"`
	OrderNumber  int            `db:"orderNumber"`
	Email        string         `db:"email"`
	Name         string         `db:"name"`
	Means        string         `db:"means"`
	Gross        int64          `db:"gross"`
	Fee          int64          `db:"fee"`
	FeeKnown     bool           `db:"feeKnown"`
	ProviderRef  string         `db:"providerRef"`
	ChequeBank   string         `db:"chequeBank"`
	ChequeNumber string         `db:"chequeNumber"`
	MovedAt      types.DateTime `db:"movedAt"`
	Test         bool           `db:"test"`
	Value        int64          `db:"value"`
}

func (r row) entry() Entry {
	return Entry{
		Key: r.Key, Kind: r.Kind, Subject: r.Subject, SubjectID: r.SubjectID, OrderNumber: r.OrderNumber,
		Email: r.Email, Name: r.Name, Means: r.Means, Gross: money.Cents(r.Gross), Fee: money.Cents(r.Fee), FeeKnown: r.FeeKnown,
		ProviderRef: r.ProviderRef, ChequeBank: r.ChequeBank, ChequeNumber: r.ChequeNumber, MovedAt: r.MovedAt, Test: r.Test, Value: money.Cents(r.Value),
	}
}

// batch is how many rows Each holds in memory at once.
const batch = 500

// within is movedAt in [from, to) (a zero bound: none).
func within(from, to time.Time) dbx.Expression {
	parts := []dbx.Expression{dbx.NewExp("1 = 1")}
	if !from.IsZero() {
		parts = append(parts, dbx.NewExp(fieldMovedAt+" >= {:from}", dbx.Params{"from": stamp(from)}))
	}
	if !to.IsZero() {
		parts = append(parts, dbx.NewExp(fieldMovedAt+" < {:to}", dbx.Params{"to": stamp(to)}))
	}
	return dbx.And(parts...)
}

// stamp is t as PocketBase stores dates, which compare as text.
func stamp(t time.Time) string { return t.UTC().Format(types.DefaultDateLayout) }

// Each calls fn with the movements of [from, to), in the order the money
// moved, a batch at a time (keyset pages: constant memory at any size).
func Each(app core.App, from, to time.Time, fn func(Entry) error) error {
	var lastAt, lastID string
	for {
		q := app.DB().Select("*").From(Collection).Where(within(from, to))
		if lastID != "" {
			// A row value: SQLite seeks idx_ledger_moved (movedAt, id) to it, whatever the page.
			q = q.AndWhere(dbx.NewExp("(movedAt, id) > ({:at}, {:id})", dbx.Params{"at": lastAt, "id": lastID}))
		}
		var rows []row
		if err := q.OrderBy(fieldMovedAt+" ASC", core.FieldNameId+" ASC").Limit(batch).All(&rows); err != nil {
			return err
		}
		for _, r := range rows {
			if err := fn(r.entry()); err != nil {
				return err
			}
		}
		if len(rows) < batch {
			return nil
		}
		last := rows[len(rows)-1]
		lastAt, lastID = last.MovedAt.String(), last.ID
	}
}

// Of lists the movements of one gift or order, in the order the money moved.
func Of(app core.App, subjectID string) ([]Entry, error) {
	return where(app, dbx.HashExp{fieldSubjectID: subjectID})
}

// where lists the movements cond selects, in the order the money moved.
func where(app core.App, cond dbx.Expression) ([]Entry, error) {
	var rows []row
	err := app.DB().Select("*").From(Collection).Where(cond).OrderBy("movedAt ASC", "id ASC").All(&rows)
	entries := make([]Entry, len(rows))
	for i, r := range rows {
		entries[i] = r.entry()
	}
	return entries, err
}

// Sum is money that moved: how many payments came (refunds are not
// counted, their money is), and the gross and net of all the movements.
type Sum struct {
	Count int         `json:"count"`
	Gross money.Cents `json:"gross"`
	Net   money.Cents `json:"net"`
}

// Totals are the real money of a range and, apart, the TEST MODE money
// (which never moved, and is shown beside the real total when there is some).
type Totals struct {
	Real Sum `json:"real"`
	Test Sum `json:"test"`
}

// TotalsOf adds up the movements of subject ("" for all) in [from, to).
func TotalsOf(app core.App, subject string, from, to time.Time) (Totals, error) {
	var sums []struct {
		Test  bool  `db:"test"`
		Count int   `db:"n"`
		Gross int64 `db:"gross"`
		Fee   int64 `db:"fee"`
	}
	q := app.DB().Select("test", "count(*) FILTER (WHERE gross > 0) AS n", "coalesce(sum(gross), 0) AS gross", "coalesce(sum(fee), 0) AS fee").
		From(Collection).Where(within(from, to)).GroupBy("test")
	if subject != "" {
		q = q.AndWhere(dbx.HashExp{fieldSubject: subject})
	}
	if err := q.All(&sums); err != nil {
		return Totals{}, err
	}
	var t Totals
	for _, s := range sums {
		sum := Sum{Count: s.Count, Gross: money.Cents(s.Gross), Net: money.Cents(s.Gross - s.Fee)}
		if s.Test {
			t.Test = sum
		} else {
			t.Real = sum
		}
	}
	return t, nil
}

// ByPeriod adds up the movements of subject in each period between
// consecutive bounds (n+1 bounds: n periods, such as Paris months), in one
// query: totals[i] is [bounds[i], bounds[i+1]).
func ByPeriod(app core.App, subject string, bounds []time.Time) ([]Totals, error) {
	if len(bounds) < 2 {
		return nil, nil
	}
	params := dbx.Params{"subject": subject}
	period := new(strings.Builder)
	period.WriteString("CASE")
	for i := len(bounds) - 2; i > 0; i-- {
		fmt.Fprintf(period, " WHEN movedAt >= {:b%d} THEN %d", i, i)
	}
	period.WriteString(" ELSE 0 END")
	for i, b := range bounds {
		params[fmt.Sprintf("b%d", i)] = stamp(b)
	}
	var sums []struct {
		Period   int   `db:"period"`
		Test     bool  `db:"test"`
		Payments int   `db:"payments"`
		Gross    int64 `db:"gross"`
		Fee      int64 `db:"fee"`
	}
	err := app.DB().NewQuery(`SELECT ` + period.String() + ` AS period, test, count(*) FILTER (WHERE gross > 0) AS payments,
		coalesce(sum(gross), 0) AS gross, coalesce(sum(fee), 0) AS fee
		FROM ` + Collection + ` WHERE subject = {:subject} AND movedAt >= {:b0} AND movedAt < {:b` + strconv.Itoa(len(bounds)-1) + `}
		GROUP BY period, test`).Bind(params).All(&sums)
	totals := make([]Totals, len(bounds)-1)
	for _, s := range sums {
		sum := Sum{Count: s.Payments, Gross: money.Cents(s.Gross), Net: money.Cents(s.Gross - s.Fee)}
		if s.Test {
			totals[s.Period].Test = sum
		} else {
			totals[s.Period].Real = sum
		}
	}
	return totals, err
}

// YearTotals are the Totals of one calendar year.
type YearTotals struct {
	Year int
	Totals
}

// GiftYears adds up, year by year in loc (Paris), newest first, the money
// of the gifts of ids (one donor identity's, on the treasurer's page of a
// donor), from their own rows.
func GiftYears(app core.App, ids []string, loc *time.Location) ([]YearTotals, error) {
	var rows []row
	err := app.DB().Select("gross", "fee", "test", "movedAt").From(Collection).
		Where(dbx.HashExp{"subject": SubjectDonation}).AndWhere(records.OneOf("subjectId", ids)).
		All(&rows)
	if err != nil {
		return nil, err
	}
	byYear := map[int]*YearTotals{}
	for _, r := range rows {
		year := r.MovedAt.Time().In(loc).Year()
		y, ok := byYear[year]
		if !ok {
			y = &YearTotals{Year: year}
			byYear[year] = y
		}
		sum := &y.Real
		if r.Test {
			sum = &y.Test
		}
		if r.Gross > 0 {
			sum.Count++
		}
		sum.Gross += money.Cents(r.Gross)
		sum.Net += money.Cents(r.Gross - r.Fee)
	}
	years := make([]YearTotals, 0, len(byYear))
	for _, y := range byYear {
		years = append(years, *y)
	}
	slices.SortFunc(years, func(a, b YearTotals) int { return b.Year - a.Year })
	return years, nil
}

// OfSubjectsIn lists the movements of the gifts or orders whose ids the
// subquery selects (one column: "SELECT id FROM donations WHERE …" with its
// params), in the order the money moved.
func OfSubjectsIn(app core.App, subquery string, params dbx.Params) ([]Entry, error) {
	return where(app, dbx.NewExp(fieldSubjectID+" IN ("+subquery+")", params))
}
