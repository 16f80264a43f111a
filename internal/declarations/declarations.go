// Package declarations is the yearly declaration a foundation that issues
// tax receipts owes the tax administration (article 222 bis of the CGI,
// created by loi n° 2021-1109 of 24 August 2021, art. 19): the total of the
// gifts received in year N that its receipts name, and the number of
// receipts issued in N, due with the tax return (article 223: by the
// second working day after 1 May of N+1 for a year closed on 31 December).
// The treasurer's home reminds of it from April until a treasurer marks
// the year declared.
package declarations

import (
	"errors"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// Collection keeps which years were declared, when and by whom.
const Collection = "receipt_declarations"

// Field names of the receipt_declarations collection.
const (
	fieldYear       = "year"
	fieldDeclaredAt = "declaredAt"
	fieldDeclaredBy = "declaredBy" // the staff member's email
)

// Figures are a count of receipts and an amount in cents.
type Figures struct {
	Count  int   `json:"count"`
	Amount int64 `json:"amount"`
}

// Year is one year's declaration.
type Year struct {
	Year int `json:"year"`
	// Valid is what is declared: Amount, the gifts received in Year that
	// valid receipts name; Count, the valid receipts issued in Year.
	Valid Figures `json:"valid"`
	// Companies is the part of Valid that companies gave (article 238 bis
	// receipts, Cerfa n° 16216*02); the rest is people's (article 200).
	Companies Figures `json:"companies"`
	// Cancelled are the receipts issued in Year and cancelled since, apart.
	Cancelled Figures `json:"cancelled"`
	// ForMoney are the valid receipts for Year's money, whenever issued (an
	// annual receipt of Year is issued in January of the next), and Issued
	// those issued in Year, whatever year's money they name: Valid takes
	// its amount from the one and its count from the other, as the article
	// counts, and these two say why January's figures differ.
	ForMoney Figures `json:"forMoney"`
	Issued   Figures `json:"issued"`
	// DueOn is the last day to declare it, YYYY-MM-DD.
	DueOn      string         `json:"dueOn"`
	DeclaredAt types.DateTime `json:"declaredAt"`
	DeclaredBy string         `json:"declaredBy"`
}

// Years reads every year that has receipts, newest first.
func Years(app core.App) ([]Year, error) {
	var rows []struct {
		Year            int    `db:"year"`
		ValidCount      int    `db:"validCount"`
		ValidAmount     int64  `db:"validAmount"`
		CompanyCount    int    `db:"companyCount"`
		CompanyAmount   int64  `db:"companyAmount"`
		CancelledCount  int    `db:"cancelledCount"`
		CancelledAmount int64  `db:"cancelledAmount"`
		ForMoneyCount   int    `db:"forMoneyCount"`
		IssuedAmount    int64  `db:"issuedAmount"`
		DeclaredAt      string `db:"declaredAt"`
		DeclaredBy      string `db:"declaredBy"`
	}
	err := app.DB().NewQuery(`SELECT y.year AS year,
			(SELECT count(*) FROM tax_receipts WHERE year = y.year AND status = 'valid') AS validCount,
			(SELECT coalesce(sum(amount), 0) FROM tax_receipts WHERE taxYear = y.year AND status = 'valid') AS validAmount,
			(SELECT count(*) FROM tax_receipts WHERE year = y.year AND status = 'valid' AND donorKind = 'company') AS companyCount,
			(SELECT coalesce(sum(amount), 0) FROM tax_receipts WHERE taxYear = y.year AND status = 'valid' AND donorKind = 'company') AS companyAmount,
			(SELECT count(*) FROM tax_receipts WHERE year = y.year AND status = 'cancelled') AS cancelledCount,
			(SELECT coalesce(sum(amount), 0) FROM tax_receipts WHERE year = y.year AND status = 'cancelled') AS cancelledAmount,
			(SELECT count(*) FROM tax_receipts WHERE taxYear = y.year AND status = 'valid') AS forMoneyCount,
			(SELECT coalesce(sum(amount), 0) FROM tax_receipts WHERE year = y.year AND status = 'valid') AS issuedAmount,
			coalesce(d.declaredAt, '') AS declaredAt, coalesce(d.declaredBy, '') AS declaredBy
		FROM (SELECT year FROM tax_receipts UNION SELECT taxYear FROM tax_receipts) y
		LEFT JOIN ` + Collection + ` d ON d.year = y.year
		ORDER BY y.year DESC`).All(&rows)
	years := make([]Year, 0, len(rows))
	for _, r := range rows {
		y := Year{Year: r.Year, Valid: Figures{r.ValidCount, r.ValidAmount},
			Companies: Figures{r.CompanyCount, r.CompanyAmount}, Cancelled: Figures{r.CancelledCount, r.CancelledAmount},
			ForMoney: Figures{r.ForMoneyCount, r.ValidAmount}, Issued: Figures{r.ValidCount, r.IssuedAmount},
			DueOn: DueOn(r.Year).Format(time.DateOnly), DeclaredBy: r.DeclaredBy}
		y.DeclaredAt, _ = types.ParseDateTime(r.DeclaredAt)
		years = append(years, y)
	}
	return years, err
}

// Pending is the year whose declaration the treasurer's home reminds of at
// now: the last year over, from 1 April on, while it has receipts and is
// not marked declared; nil otherwise.
func Pending(app core.App, now time.Time) (*Year, error) {
	today := now.In(paris)
	last := today.Year() - 1
	if today.Month() < time.April {
		return nil, nil
	}
	years, err := Years(app)
	if err != nil {
		return nil, err
	}
	for _, y := range years {
		if y.Year == last && y.DeclaredAt.IsZero() && (y.Valid.Count > 0 || y.Valid.Amount > 0) {
			return &y, nil
		}
	}
	return nil, nil
}

// MarkDeclared records, in tx, that year was declared at now by who (a
// staff member's email). It returns the record (for the audit log), or
// ErrNotDue for a year that is not over or has no receipt, ErrDeclared for
// one marked already.
func MarkDeclared(tx core.App, year int, who string, now time.Time) (*core.Record, error) {
	if year >= now.In(paris).Year() {
		return nil, ErrNotDue
	}
	var receipts int
	if err := tx.DB().NewQuery("SELECT count(*) FROM tax_receipts WHERE year = {:y} OR taxYear = {:y}").
		Bind(map[string]any{"y": year}).Row(&receipts); err != nil {
		return nil, err
	}
	if receipts == 0 {
		return nil, ErrNotDue
	}
	if _, err := tx.FindFirstRecordByData(Collection, fieldYear, year); err == nil {
		return nil, ErrDeclared
	}
	c, err := tx.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	at, _ := types.ParseDateTime(now)
	r.Load(map[string]any{fieldYear: year, fieldDeclaredAt: at, fieldDeclaredBy: who})
	return r, tx.Save(r)
}

// Refusals of MarkDeclared.
var (
	ErrNotDue   = errors.New("this year is not over, or no receipt was issued for it: there is nothing to declare")
	ErrDeclared = errors.New("this year is already marked declared")
)

// Keep refuses, whoever asks, to change or delete a declaration's record,
// and keeps the collection: it is the trace the tax administration asks for.
func Keep(app core.App) {
	records.KeepRecords(app, Collection, "a declaration, once marked,", "it records which years were declared.")
}
