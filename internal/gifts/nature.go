package gifts

import (
	"errors"
	"net/http"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/jsonbody"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// ActionRecordNonCash is the audit action of a gift in kind or a
// volunteer's expenses waived, recorded by the treasurer.
const ActionRecordNonCash = "donation.record-non-cash"

// MaxNonCashBody bounds a recorded gift's request: the donor's details and
// up to donate.MaxExpenses expense lines.
const MaxNonCashBody = 64 << 10

// Nature is what a gift that is not money is, as its page shows it.
type Nature struct {
	GiftDate    types.DateTime   `json:"giftDate"`
	Description string           `json:"description,omitempty"`
	Mission     string           `json:"mission,omitempty"`
	WaivedOn    types.DateTime   `json:"waivedOn"`
	Expenses    []donate.Expense `json:"expenses"`
}

// natureOf is d's Nature, nil for a gift of money.
func natureOf(d *donate.Donation) *Nature {
	if !donate.NonCash(d.Method()) {
		return nil
	}
	return &Nature{GiftDate: d.GiftDate(), Description: d.NatureDescription(), Mission: d.VolunteerMission(),
		WaivedOn: d.WaivedOn(), Expenses: d.Expenses()}
}

// RecordInKind records a gift in kind (POST /api/staff/gifts/in-kind).
func RecordInKind(e *core.RequestEvent) error {
	var body donate.InKindRequest
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	gift, errs := body.Check(time.Now())
	return recordNonCash(e, gift, errs)
}

// RecordVolunteerExpenses records a volunteer's expenses waived (POST
// /api/staff/gifts/volunteer-expenses).
func RecordVolunteerExpenses(e *core.RequestEvent) error {
	var body donate.ExpensesRequest
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	gift, errs := body.Check(time.Now())
	return recordNonCash(e, gift, errs)
}

// recordNonCash stores a checked gift and its audit line in one
// transaction, then issues its receipt on the path every paid gift takes
// (receipts.IssueForDonation: the same numbering, mail and audit). A receipt
// that cannot be issued yet (receipts switched off, an address missing)
// leaves the gift recorded: it waits in the receipts screen's missing list.
// The answer is the gift's page, 201.
func recordNonCash(e *core.RequestEvent, gift donate.NonCashGift, errs validation.Errors) error {
	if len(errs) > 0 {
		return apis.NewBadRequestError(donate.FormMessage, errs)
	}
	var d *donate.Donation
	err := e.App.RunInTransaction(func(tx core.App) error {
		var err error
		if d, err = donate.RecordNonCash(tx, gift); err != nil {
			return err
		}
		return staff.Audit(tx, e.Auth, ActionRecordNonCash, d.Record, nil, d.Record)
	})
	if err != nil {
		return e.InternalServerError("The gift could not be recorded.", err)
	}
	if _, err := receipts.IssueForDonation(e.App, d.Id, e.Auth, time.Now()); err != nil {
		var off receipts.ErrReceiptsOff
		var refused validation.Errors
		if !errors.As(err, &off) && !errors.As(err, &refused) {
			e.App.Logger().Error("gifts: the receipt of a recorded gift is not issued", "donation", d.Id, "error", err)
		}
	}
	return answerStatus(e, d, http.StatusCreated)
}
