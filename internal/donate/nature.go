package donate

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// Gifts that are not money, which the treasurer records (docs/receipts.md,
// "Gifts in kind and volunteers' expenses waived"): goods given (a gift in
// kind, valued by the donor) and the expenses a volunteer paid for the
// foundation's work and expressly waived (frais engagés par les bénévoles
// et abandonnés, CGI art. 200 1). Each is a paid one-off gift of its own
// method whose amount is its value: it gets its receipt like any other,
// and no money total counts it (nothing was collected; its ledger line is
// a value, not money).

// Methods of the gifts that are not money.
const (
	MethodInKind            = "in_kind"
	MethodVolunteerExpenses = "volunteer_expenses"
)

// NonCash reports whether a gift of method moved no money.
func NonCash(method string) bool {
	return method == MethodInKind || method == MethodVolunteerExpenses
}

// Field names of a gift that is not money.
const (
	fieldGiftDate          = "giftDate"
	fieldNatureDescription = "natureDescription"
	fieldVolunteerMission  = "volunteerMission"
	fieldWaivedOn          = "waivedOn"
	fieldExpenses          = "expenses"
)

// GiftDate is the day a gift that is not money was given (the goods handed
// over, the waiver signed).
func (d *Donation) GiftDate() types.DateTime { return d.GetDateTime(fieldGiftDate) }

// NatureDescription is what a gift in kind is, as its receipt prints it.
func (d *Donation) NatureDescription() string { return d.GetString(fieldNatureDescription) }

// VolunteerMission is the foundation's work the waived expenses were for.
func (d *Donation) VolunteerMission() string { return d.GetString(fieldVolunteerMission) }

// WaivedOn is the date of the volunteer's express waiver of reimbursement.
func (d *Donation) WaivedOn() types.DateTime { return d.GetDateTime(fieldWaivedOn) }

// Expenses are the lines of a volunteer's expenses waived.
func (d *Donation) Expenses() []Expense {
	lines := []Expense{}
	_ = d.UnmarshalJSONField(fieldExpenses, &lines)
	return lines
}

// Vehicles a volunteer may use, whose costs are valued by the mileage scale.
const (
	VehicleCar        = "car"
	VehicleTwoWheeler = "two_wheeler" // vélomoteur, scooter, moto
)

// Expense is one line of a volunteer's expenses waived, as stored and printed.
type Expense struct {
	Date types.DateTime `json:"date"`
	// Nature is what was paid for ("Train Paris–Lyon", "Déplacement en voiture").
	Nature string `json:"nature"`
	// Justification names the supporting document the foundation keeps
	// (an invoice, a ticket, the trips' log for a vehicle).
	Justification string `json:"justification"`
	// Amount is the cost: as the justification shows it, or for the
	// volunteer's own vehicle Kilometres × RateMillis (thousandths of a euro
	// per km, the scale's rate), rounded to the cent.
	Amount      money.Cents `json:"amount"`
	Vehicle     string      `json:"vehicle,omitempty"`
	Horsepower  int         `json:"horsepower,omitempty"` // the vehicle's puissance administrative (CV)
	Kilometres  int         `json:"kilometres,omitempty"`
	RateMillis  int         `json:"rateMillis,omitempty"`
	MileageRate bool        `json:"mileageRate,omitempty"`
}

// NonCashGift is a gift that is not money, checked, ready to record.
type NonCashGift struct {
	Method      string
	Donor       Donor
	Value       money.Cents
	Date        types.DateTime
	Description string
	Mission     string
	Expenses    []Expense
}

// InKindRequest is POST /api/staff/gifts/in-kind's body.
type InKindRequest struct {
	Donor
	Description string          `json:"description"`
	ValueCents  json.RawMessage `json:"valueCents"`
	Date        string          `json:"date"`
}

// ExpenseInput is one line of a volunteer's expenses as the treasurer sends
// it: an amount, or for a vehicle its kilometres, power and the scale's rate.
type ExpenseInput struct {
	Date          string          `json:"date"`
	Nature        string          `json:"nature"`
	Justification string          `json:"justification"`
	AmountCents   json.RawMessage `json:"amountCents"`
	Vehicle       string          `json:"vehicle"`
	Horsepower    json.RawMessage `json:"horsepower"`
	Kilometres    json.RawMessage `json:"kilometres"`
	RateMillis    json.RawMessage `json:"rateMillis"`
}

// ExpensesRequest is POST /api/staff/gifts/volunteer-expenses's body: the
// volunteer, the work the expenses were for, the date of the express
// waiver (Waived: the signed waiver is held) and the expense lines. The
// value is their sum, computed here.
type ExpensesRequest struct {
	Donor
	Mission  string         `json:"mission"`
	Date     string         `json:"date"`
	Waived   bool           `json:"waived"`
	Expenses []ExpenseInput `json:"expenses"`
}

// MaxExpenses bounds the lines of one waiver; MaxDescription, what a gift
// in kind is and the work expenses were for, and MaxExpenseText, what one
// expense paid for and its document, as short as the receipt's one page
// allows. A drive's figures have bounds of their own: its horsepower (CV),
// its kilometres and the scale's rate in thousandths of a euro per km.
const (
	MaxExpenses    = 50
	MaxDescription = 200
	MaxExpenseText = 200
	MaxHorsepower  = 99
	MaxKilometres  = 100_000
	MaxRateMillis  = 5_000
)

var (
	errFutureGift   = validation.NewError("validation_date_in_future", "The date cannot be in the future.")
	errDate         = validation.NewError("validation_invalid_date", "Use a date such as 2026-01-31.")
	errWaiver       = validation.NewError("validation_waiver_required", "Record the volunteer's signed waiver of reimbursement first.")
	errNoExpenses   = validation.NewError("validation_required", "Add at least one expense.")
	errManyExpenses = validation.NewError("validation_too_many", fmt.Sprintf("At most %d expenses on one waiver.", MaxExpenses))
	errAfterWaiver  = validation.NewError("validation_after_waiver", "An expense waived cannot come after the waiver.")
	errVolunteer    = validation.NewError("validation_person_only", "Volunteers' expenses are a person's gift: a company cannot waive them.")
	errVehicle      = validation.NewError("validation_invalid_vehicle", "Choose a car or a two-wheeler.")
	errMileageTotal = validation.NewError("validation_too_large", "The waived expenses add up to more than 100,000 €.")
	giftValue       = forms.Amount{Min: MinAmount, Max: MaxAmount, TooSmall: "The minimum is 1 €.", TooLarge: "The maximum is 100,000 €."}
	expenseAmount   = forms.Amount{Min: 1, Max: MaxAmount, TooSmall: "Enter the amount in cents.", TooLarge: "The maximum is 100,000 €."}
	horsepower      = forms.Amount{Min: 1, Max: MaxHorsepower, TooSmall: "Enter the vehicle's horsepower (CV).", TooLarge: "At most 99 CV."}
	kilometres      = forms.Amount{Min: 1, Max: MaxKilometres, TooSmall: "Enter the kilometres driven.", TooLarge: "At most 100,000 km."}
	rateMillis      = forms.Amount{Min: 1, Max: MaxRateMillis, TooSmall: "Enter the scale's rate in thousandths of a euro per km.", TooLarge: "At most 5 € per km."}
)

// parseDay reads a day (YYYY-MM-DD, in Paris) that is not after now.
func parseDay(s string, now time.Time) (types.DateTime, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return types.DateTime{}, forms.ErrRequired
	}
	day, err := time.ParseInLocation(time.DateOnly, s, Paris)
	if err != nil {
		return types.DateTime{}, errDate
	}
	today := now.In(Paris)
	if day.After(time.Date(today.Year(), today.Month(), today.Day(), 0, 0, 0, 0, Paris)) {
		return types.DateTime{}, errFutureGift
	}
	dt, _ := types.ParseDateTime(day)
	return dt, nil
}

// checkDonor applies the donation form's rules to the donor's details.
func checkDonor(d *Donor) validation.Errors {
	d.normalize()
	return d.Validate()
}

// Check reads a gift in kind: the donor's details as the donation form
// checks them, what was given (printed on the receipt), the donor's
// valuation and the day it was given, never after now.
func (r InKindRequest) Check(now time.Time) (NonCashGift, validation.Errors) {
	g := NonCashGift{Method: MethodInKind, Donor: r.Donor, Description: forms.CleanText(r.Description)}
	errs := checkDonor(&g.Donor)
	if err := forms.PrintedText(g.Description, MaxDescription); err != nil {
		errs["description"] = err
	}
	var err error
	if g.Value, err = giftValue.Parse(r.ValueCents); err != nil {
		errs["valueCents"] = err
	}
	if g.Date, err = parseDay(r.Date, now); err != nil {
		errs["date"] = err
	}
	return g, errs
}

// Check reads a volunteer's expenses waived: a person's details, the work,
// the express waiver held and dated, and each expense dated on or before
// it, justified, with its cost or its mileage. The value is their sum.
func (r ExpensesRequest) Check(now time.Time) (NonCashGift, validation.Errors) {
	g := NonCashGift{Method: MethodVolunteerExpenses, Donor: r.Donor, Mission: forms.CleanText(r.Mission)}
	errs := checkDonor(&g.Donor)
	if g.Donor.Company() {
		errs["kind"] = errVolunteer
	}
	if err := forms.PrintedText(g.Mission, MaxDescription); err != nil {
		errs["mission"] = err
	}
	var err error
	if g.Date, err = parseDay(r.Date, now); err != nil {
		errs["date"] = err
	} else if !r.Waived {
		errs["waived"] = errWaiver
	}
	switch {
	case len(r.Expenses) == 0:
		errs["expenses"] = errNoExpenses
	case len(r.Expenses) > MaxExpenses:
		errs["expenses"] = errManyExpenses
	}
	for i, in := range r.Expenses[:min(len(r.Expenses), MaxExpenses)] {
		line, lineErrs := in.check(now, g.Date)
		for field, err := range lineErrs {
			errs[fmt.Sprintf("expenses.%d.%s", i, field)] = err
		}
		g.Expenses = append(g.Expenses, line)
		g.Value += line.Amount
	}
	if _, ok := errs["expenses"]; !ok && len(errs) == 0 && g.Value > MaxAmount {
		errs["expenses"] = errMileageTotal
	}
	return g, errs
}

// check reads one expense line, dated on or before the waiver (waived).
func (in ExpenseInput) check(now time.Time, waived types.DateTime) (Expense, validation.Errors) {
	e := Expense{Nature: forms.CleanLine(in.Nature), Justification: forms.CleanLine(in.Justification), Vehicle: strings.TrimSpace(in.Vehicle)}
	errs := validation.Errors{"nature": forms.PrintedLine(e.Nature, MaxExpenseText), "justification": forms.PrintedLine(e.Justification, MaxExpenseText)}
	var err error
	if e.Date, err = parseDay(in.Date, now); err != nil {
		errs["date"] = err
	} else if !waived.IsZero() && e.Date.Time().After(waived.Time()) {
		errs["date"] = errAfterWaiver
	}
	switch e.Vehicle {
	case "":
		amount, err := expenseAmount.Parse(in.AmountCents)
		errs["amountCents"], e.Amount = err, amount
	case VehicleCar, VehicleTwoWheeler:
		hp, hpErr := count(horsepower, in.Horsepower)
		km, kmErr := count(kilometres, in.Kilometres)
		rate, rateErr := count(rateMillis, in.RateMillis)
		errs["horsepower"], errs["kilometres"], errs["rateMillis"] = hpErr, kmErr, rateErr
		e.Horsepower, e.Kilometres, e.RateMillis, e.MileageRate = int(hp), int(km), int(rate), true
		e.Amount = (km*rate + 5) / 10 // km × thousandths of a euro, in cents, rounded
	default:
		errs["vehicle"] = errVehicle
	}
	_ = errs.Filter()
	return e, errs
}

// count reads a whole number within bounds, missing said in the bounds'
// own words (TooSmall) rather than as an amount.
func count(bounds forms.Amount, raw json.RawMessage) (money.Cents, error) {
	n, err := bounds.Parse(raw)
	if e, ok := err.(validation.Error); ok && e.Code() == forms.ErrRequired.Code() {
		err = validation.NewError(e.Code(), bounds.TooSmall)
	}
	return n, err
}

// RecordNonCash records g through tx (the caller's transaction): the
// donor's details as the treasurer gave them, and a paid one-off gift of
// g's method and value, dated g.Date. Its ledger line follows from the save
// (bookMovements).
func RecordNonCash(tx core.App, g NonCashGift) (*Donation, error) {
	donor, err := saveDonor(tx, g.Donor, "", SourceStaff, "")
	if err != nil {
		return nil, err
	}
	return createDonation(tx, newDonation{donor: donor.Id, amount: g.Value, rhythm: "once", method: g.Method, status: StatusPaid, nonCash: &g})
}

// nonCashFields are g's fields of the donations collection.
func (g *NonCashGift) fields() map[string]any {
	f := map[string]any{fieldGiftDate: g.Date, fieldNatureDescription: g.Description, fieldVolunteerMission: g.Mission}
	if g.Method == MethodVolunteerExpenses {
		f[fieldWaivedOn], f[fieldExpenses] = g.Date, g.Expenses
	}
	return f
}
