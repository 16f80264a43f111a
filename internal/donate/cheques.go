package donate

import (
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// What the treasurer does with a cheque pledge, as rules the staff routes
// call inside their transaction.

const (
	fieldChequeBank     = "chequeBank"
	fieldChequeNumber   = "chequeNumber"
	fieldChequeReceived = "chequeReceivedAt"
	fieldCancelReason   = "cancelReason"
)

var (
	errNotAPledge      = validation.NewError("validation_not_a_pledge", "This gift is not a cheque pledge waiting for its cheque.")
	errMoneyCame       = validation.NewError("validation_money_received", "Money came in for this gift: it cannot be cancelled as a cheque that never came.")
	errChequeRecorded  = validation.NewError("validation_cheque_recorded", "This cheque is already recorded.")
	errFutureDate      = validation.NewError("validation_date_in_future", "The cheque cannot be received in the future.")
	errReasonRequired  = validation.NewError("validation_required", "Say why the pledge is cancelled.")
	chequeAmountBounds = forms.Amount{Min: MinAmount, Max: MaxAmount, TooSmall: "The minimum is 1 €.", TooLarge: "The maximum is 100,000 €."}
)

// FindDonation reads a donation by id.
func FindDonation(app core.App, id string) (*Donation, error) {
	r, err := app.FindRecordById(DonationsCollection, id)
	if err != nil {
		return nil, err
	}
	return donationOf(r), nil
}

// DonationOf wraps a record of the donations collection.
func DonationOf(r *core.Record) *Donation { return donationOf(r) }

// Cheque is what the treasurer enters when a cheque arrives.
type Cheque struct {
	ReceivedOn types.DateTime
	Amount     money.Cents // what the cheque says, which may differ from the pledge
	Bank       string
	Number     string
}

// The longest bank name and cheque number a received cheque takes.
const (
	MaxBank         = 100
	MaxChequeNumber = 50
)

// ParseChequeAmount reads a cheque's amount in cents.
var ParseChequeAmount = chequeAmountBounds.Parse

// ReceiveCheque counts a received cheque on a pledge: a one-off pledge is
// paid, a recurring one active; the same cheque number never counts twice.
// The donor's receipt mail follows from the counted payment (mailReceipts).
func (d *Donation) ReceiveCheque(c Cheque, now time.Time) error {
	c.Bank, c.Number = forms.CleanLine(c.Bank), forms.CleanLine(c.Number)
	errs := validation.Errors{"bank": forms.Line(c.Bank, MaxBank), "chequeNumber": forms.Line(c.Number, MaxChequeNumber)}
	if c.ReceivedOn.IsZero() {
		errs["date"] = forms.ErrRequired
	} else if c.ReceivedOn.Time().After(now) {
		errs["date"] = errFutureDate
	}
	recurring := d.Rhythm() != "once"
	if d.Method() != "cheque" || (d.Status() != StatusAwaitingCheque && !(recurring && d.Status() == StatusActive)) {
		errs["status"] = errNotAPledge
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	next := StatusPaid
	if recurring {
		next = StatusActive
	}
	if !d.countPaymentAt(chequeKeyPrefix+c.Bank+":"+c.Number, c.Amount, c.ReceivedOn) {
		return validation.Errors{"chequeNumber": errChequeRecorded}
	}
	d.moveTo(next)
	d.Set(fieldChequeBank, c.Bank)
	d.Set(fieldChequeNumber, c.Number)
	d.Set(fieldChequeReceived, c.ReceivedOn)
	return nil
}

// CancelPledge ends a pledge whose cheque never came, with the reason; a
// gift any money came in for is never cancelled so.
func (d *Donation) CancelPledge(reason string) error {
	reason = forms.CleanLine(reason)
	errs := validation.Errors{}
	switch {
	case d.Collected() > 0:
		errs["status"] = errMoneyCame
	case d.Method() != "cheque" || d.Status() != StatusAwaitingCheque:
		errs["status"] = errNotAPledge
	}
	if reason == "" {
		errs["reason"] = errReasonRequired
	} else {
		errs["reason"] = forms.Line(reason, forms.MaxReason)
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	d.moveTo(StatusCancelled)
	d.Set(fieldCancelReason, reason)
	return nil
}
