package receipts

import (
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// The annual run: one receipt per donor identity (a person or a company
// giving under a lower-cased email) and calendar year, covering every
// payment of its weekly and monthly gifts in that year, read from each gift's payment ledger (donate.EachRecurringSum, which
// says how gifts counted before the ledger existed are handled).
//
// It is idempotent and resumable: each receipt is issued in its own
// transaction, and a donor who already has a valid annual receipt for the
// year is skipped (the database's unique index refuses a second one even to
// two runs at once). A run that stops half-way keeps what it issued; run it
// again and it continues with the others.

// AnnualRun is what a run did.
type AnnualRun struct {
	Year          int `json:"year"`
	Issued        int `json:"issued"`
	AlreadyIssued int `json:"alreadyIssued"`
	// Blocked are the donors who get no receipt, and why.
	Blocked []Blocked `json:"blocked"`
}

// Blocked is a donor the run could not issue a receipt to.
type Blocked struct {
	Email  string `json:"email"`
	Name   string `json:"name"`
	Amount int64  `json:"amount"` // cents
	Reason string `json:"reason"`
}

var (
	errYearNotOver = validation.NewError("validation_year_not_over", "The year is not over: annual receipts are issued once it has ended.")
	errYearInvalid = validation.NewError("validation_invalid_year", "Choose a year such as 2026.")
)

// CheckYear refuses a year that is not over yet (or not a year at all).
func CheckYear(year int, now time.Time) error {
	switch {
	case year < 2000:
		return validation.Errors{"year": errYearInvalid}
	case year >= now.In(donate.Paris).Year():
		return validation.Errors{"year": errYearNotOver}
	}
	return nil
}

// RunAnnual issues the annual receipts of year. A receipt that fails to
// issue does not stop the run: its donor is listed in Blocked with the
// error, and a rerun tries again. Only a failure to plan the run stops it.
func RunAnnual(app core.App, year int, now time.Time) (AnnualRun, error) {
	if err := CheckYear(year, now); err != nil {
		return AnnualRun{Year: year, Blocked: []Blocked{}}, err
	}
	is, err := newIssuer(app)
	if err != nil {
		return AnnualRun{Year: year, Blocked: []Blocked{}}, err
	}
	run, drafts, err := planAnnual(app, year)
	if err != nil {
		return run, err
	}
	for _, draft := range drafts {
		var receipt *Receipt
		err = app.RunInTransaction(func(tx core.App) error {
			n, err := tx.CountRecords(Collection, dbx.HashExp{fieldKind: KindAnnual, fieldStatus: StatusValid, fieldDonorEmail: draft.Donor.Email,
				fieldDonorIdentity: draft.Identity, fieldTaxYear: year})
			if err != nil || n > 0 {
				return err // a concurrent run issued it: skipped
			}
			if receipt, err = is.issue(tx, draft, now); err == nil {
				mailIssued(tx, receipt)
			}
			return err
		})
		if err != nil { // this donor waits, listed with why; the others go on
			app.Logger().Error("receipts: annual receipt not issued", "donor", draft.Donor.Email, "year", year, "error", err)
			run.Blocked = append(run.Blocked, Blocked{Email: draft.Donor.Email, Name: draft.Donor.DisplayName(), Amount: int64(draft.Amount),
				Reason: "the receipt could not be issued (" + err.Error() + "); run again once it is fixed"})
			continue
		}
		if receipt == nil {
			run.AlreadyIssued++
			continue
		}
		run.Issued++
	}
	return run, nil
}

// AnnualStatus is where year's annual receipts stand, without issuing any:
// AlreadyIssued are issued, Waiting would be by a run now, Blocked are not
// and say why.
type AnnualStatus struct {
	AnnualRun
	Waiting int `json:"waiting"`
}

// StatusOfYear reads AnnualStatus for year.
func StatusOfYear(app core.App, year int) (AnnualStatus, error) {
	run, drafts, err := planAnnual(app, year)
	return AnnualStatus{AnnualRun: run, Waiting: len(drafts)}, err
}

// planAnnual sorts the people whose recurring gifts brought money in year:
// those who hold its receipt (counted in AlreadyIssued), those who cannot
// get one and why (Blocked), and the drafts of those who can.
func planAnnual(app core.App, year int) (AnnualRun, []Draft, error) {
	run := AnnualRun{Year: year, Blocked: []Blocked{}}
	done, err := annualDone(app, year)
	if err != nil {
		return run, nil, err
	}
	// The people are read first, then the receipts issued: no read stays
	// open across thousands of writes.
	from, to := yearBounds(year)
	var people []donate.RecurringSum
	err = donate.EachRecurringSum(app, from, to, "", "", func(s donate.RecurringSum) error {
		people = append(people, s)
		return nil
	})
	if err != nil {
		return run, nil, err
	}
	numbers := numberingOf(app)
	var drafts []Draft
	for _, s := range people {
		if done[identityOfYear(s.Key, s.Identity)] {
			run.AlreadyIssued++
			continue
		}
		blocked := Blocked{Email: s.Key, Name: s.DisplayName(), Amount: int64(s.Amount)}
		held, err := numbers.heldAnnual(app, year, s.Key, s.Identity)
		if err != nil {
			return run, nil, err
		}
		if held != "" {
			blocked.Reason = errHeld(held)["donation"].Error()
			run.Blocked = append(run.Blocked, blocked)
			continue
		}
		draft, err := annualDraft(s, year)
		if err != nil {
			blocked.Reason = refusalOf(err)
			run.Blocked = append(run.Blocked, blocked)
			continue
		}
		drafts = append(drafts, draft)
	}
	return run, drafts, nil
}

// annualDone is the set of identities (identityOfYear) that hold a valid
// annual receipt of year.
func annualDone(app core.App, year int) (map[string]bool, error) {
	var issued []struct {
		Email    string `db:"donorEmail"`
		Identity string `db:"donorIdentity"`
	}
	err := app.RecordQuery(Collection).Select(fieldDonorEmail, fieldDonorIdentity).
		AndWhere(dbx.HashExp{fieldKind: KindAnnual, fieldStatus: StatusValid, fieldTaxYear: year}).All(&issued)
	done := make(map[string]bool, len(issued))
	for _, r := range issued {
		done[identityOfYear(r.Email, r.Identity)] = true
	}
	return done, err
}

// identityOfYear names one identity of one email in annualDone.
func identityOfYear(email, identity string) string { return email + "\n" + identity }

// refusalOf is the words of a draft's refusal, as staff read it in the
// blocked list ("missing town").
func refusalOf(err error) string {
	var errs validation.Errors
	if errors.As(err, &errs) {
		for _, e := range errs {
			return e.Error()
		}
	}
	return err.Error()
}
