package donate

import (
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/records"
)

// Collections.
const (
	DonationsCollection = "donations"
	donorsCollection    = "donation_users"
)

// Statuses of a donation, declared once. The migrations hold their own
// copies: a new status needs a migration offering it (internal/schema
// checks that they agree).
const (
	StatusPending        = "pending"
	StatusPaid           = "paid"
	StatusAwaitingCheque = "awaiting_cheque"
	StatusActive         = "active"
	StatusSuspended      = "suspended"
	StatusCancelled      = "cancelled"
	StatusFailed         = "failed"
	// StatusExpired is a checkout the donor left: no money was taken.
	StatusExpired = "expired"
	// StatusRefunded is a paid gift whose money went back to the donor.
	StatusRefunded = "refunded"
	// StatusPastDue is a recurring gift whose last renewal failed: the
	// provider retries, the donor is asked to update their card.
	StatusPastDue = "past_due"
	// StatusProcessing is a gift whose payment is on its way: a SEPA
	// debit the donor authorised, which the bank settles days later. No
	// money is counted, thanked nor receipted until it arrives.
	StatusProcessing = "processing"
)

// Statuses lists every status a donation may have.
var Statuses = []string{StatusPending, StatusPaid, StatusAwaitingCheque, StatusActive, StatusSuspended,
	StatusCancelled, StatusFailed, StatusExpired, StatusRefunded, StatusPastDue, StatusProcessing}

// Methods are how a gift is paid; Rhythms, how often.
var (
	Methods = []string{"card", "paypal", "cheque", MethodSepa, MethodInKind, MethodVolunteerExpenses}
	Rhythms = []string{"once", "weekly", "monthly"}
)

// MethodSepa is a gift paid by SEPA Direct Debit through Stripe Checkout:
// a card gift in everything but the Checkout page's payment method.
const MethodSepa = "sepa"

// transitions lists where each status may go. Paid, cancelled and refunded
// are final but for a refund of a paid gift, which is what makes reordered or
// repeated provider events converge: a late "activated" cannot revive a
// cancelled gift, a late "failed" cannot undo a paid one. An expired checkout
// may still be paid: money received is never left on a gift that says no
// money came (Stripe can complete a session whose expiry event came first).
var transitions = map[string][]string{
	StatusPending:        {StatusPaid, StatusActive, StatusFailed, StatusCancelled, StatusSuspended, StatusExpired, StatusRefunded, StatusProcessing},
	StatusProcessing:     {StatusPaid, StatusActive, StatusFailed, StatusCancelled},
	StatusFailed:         {StatusPaid, StatusActive, StatusCancelled},
	StatusExpired:        {StatusPaid, StatusActive},
	StatusActive:         {StatusSuspended, StatusCancelled, StatusPastDue},
	StatusSuspended:      {StatusActive, StatusCancelled, StatusPastDue},
	StatusPastDue:        {StatusActive, StatusSuspended, StatusCancelled},
	StatusAwaitingCheque: {StatusPaid, StatusActive, StatusCancelled},
	StatusPaid:           {StatusRefunded},
}

// CanMove reports whether a donation in status from may go to status to.
func CanMove(from, to string) bool {
	return from == to || slices.Contains(transitions[from], to)
}

// Field names of the donations collection.
const (
	fieldDonor           = "donor"
	fieldPlan            = "plan"
	fieldAmount          = "amount"
	fieldCurrency        = "currency"
	FieldRhythm          = "rhythm"
	fieldMethod          = "method"
	FieldStatus          = "status"
	fieldProvider        = "provider"
	fieldSession         = "providerSessionId"
	fieldProviderOrder   = "providerOrderId"
	fieldSubscription    = "providerSubscriptionId"
	fieldProviderPayment = "providerPaymentId"
	fieldPaymentsCount   = "paymentsCount"
	fieldAmountCollected = "amountCollected"
	fieldLastPaymentAt   = "lastPaymentAt"
	fieldCountedPayments = "countedPayments"
	fieldPaymentIssue    = "paymentIssue"
	fieldTest            = "test"
	fieldAmountRefunded  = "amountRefunded"
	fieldCountedRefunds  = "countedRefunds"
	fieldPaymentLog      = "paymentLog"
	fieldProviderStatus  = "providerStatus"
	fieldNextPaymentAt   = "nextPaymentAt"
	fieldPaymentProblem  = "paymentProblem"
	fieldCountedFailures = "countedFailures"
	fieldCustomer        = "providerCustomerId"
)

// Donation is a record proxy of the donations collection (PocketBase's own
// style, as core.OTP).
type Donation struct {
	records.Stamped
	// mails are the donor's mails a change asked for (tell); update writes
	// them to the outbox in the transaction that saves the change.
	mails []donorMail
}

func donationOf(r *core.Record) *Donation {
	d := &Donation{}
	d.SetProxyRecord(r)
	return d
}

func (d *Donation) Status() string          { return d.GetString(FieldStatus) }
func (d *Donation) Method() string          { return d.GetString(fieldMethod) }
func (d *Donation) Rhythm() string          { return d.GetString(FieldRhythm) }
func (d *Donation) DonorID() string         { return d.GetString(fieldDonor) }
func (d *Donation) Amount() money.Cents     { return money.Cents(d.GetInt(fieldAmount)) }
func (d *Donation) Currency() string        { return d.GetString(fieldCurrency) }
func (d *Donation) ProviderOrderID() string { return d.GetString(fieldProviderOrder) }
func (d *Donation) SessionID() string       { return d.GetString(fieldSession) }
func (d *Donation) PaymentID() string       { return d.GetString(fieldProviderPayment) }
func (d *Donation) PaymentsCount() int      { return d.GetInt(fieldPaymentsCount) }
func (d *Donation) Collected() money.Cents  { return money.Cents(d.GetInt(fieldAmountCollected)) }
func (d *Donation) PaymentIssue() string    { return d.GetString(fieldPaymentIssue) }
func (d *Donation) Test() bool              { return d.GetBool(fieldTest) }
func (d *Donation) Provider() string        { return d.GetString(fieldProvider) }
func (d *Donation) SubscriptionID() string  { return d.GetString(fieldSubscription) }
func (d *Donation) CustomerID() string      { return d.GetString(fieldCustomer) }

// ProviderStatus is what Stripe or PayPal last said of a recurring gift.
func (d *Donation) ProviderStatus() string { return d.GetString(fieldProviderStatus) }

// NextPaymentAt is when the next payment of a recurring gift is due.
func (d *Donation) NextPaymentAt() types.DateTime { return d.GetDateTime(fieldNextPaymentAt) }

// PaymentProblem is, in the donor's words, why the last renewal failed.
func (d *Donation) PaymentProblem() string { return d.GetString(fieldPaymentProblem) }

// Recurring reports whether the gift renews (weekly or monthly).
func (d *Donation) Recurring() bool { return d.Rhythm() != "once" }

func (d *Donation) SetSession(id string) { d.Set(fieldSession, id) }
func (d *Donation) SetCustomer(id string) {
	if id != "" {
		d.Set(fieldCustomer, id)
	}
}
func (d *Donation) SetProviderOrder(id string) { d.Set(fieldProviderOrder, id) }
func (d *Donation) SetPaymentID(id string) {
	if id != "" {
		d.Set(fieldProviderPayment, id)
	}
}
func (d *Donation) SetSubscription(id string) {
	if id != "" {
		d.Set(fieldSubscription, id)
	}
}

// Charge is what a PayPal capture must pay for this gift.
func (d *Donation) Charge() payments.Charge {
	return payments.Charge{Ref: payments.DonationRef(d.Id), Amount: d.Charged(), Currency: d.Currency(), Description: description}
}

// moveTo sets the status when the transition is allowed and reports whether it was.
func (d *Donation) moveTo(to string) bool {
	if !CanMove(d.Status(), to) {
		return false
	}
	d.Set(FieldStatus, to)
	return true
}

// fromPending moves a donation that is still pending, and only such a one.
func fromPending(to string) func(*Donation) {
	return func(d *Donation) {
		if d.Status() == StatusPending {
			d.moveTo(to)
		}
	}
}

// countPayment adds one collected payment, once per key (e.g. "initial",
// "invoice:in_…", "sale:…"): a payment reported by two events or delivered
// twice is counted once.
func (d *Donation) countPayment(key string, amount money.Cents) bool {
	return d.countPaymentAt(key, amount, types.NowDateTime())
}

// Payment is one counted payment in a gift's ledger (paymentLog): when the
// money came and how much. Annual tax receipts add up a year's payments.
type Payment struct {
	At     types.DateTime `json:"at"`
	Amount money.Cents    `json:"amount"`
	// Refund marks the part of a recurring gift's payment that went back:
	// a negative Amount, at the refunded payment's own time, so that the
	// year that payment counted in (its annual receipt) loses it.
	Refund bool `json:"refund,omitempty"`
	// Fee is the provider's fee on the payment, when it reported one.
	Fee *money.Cents `json:"fee,omitempty"`
}

// knownFee is a provider's fee as a Payment keeps it: nil when not reported.
func knownFee(fee money.Cents, known bool) *money.Cents {
	if !known {
		return nil
	}
	return &fee
}

// countPaymentWithFee is countPayment of a payment whose provider reported
// its fee (fee nil: it did not).
func (d *Donation) countPaymentWithFee(key string, amount money.Cents, fee *money.Cents) bool {
	if !d.countPayment(key, amount) {
		return false
	}
	if fee != nil {
		log := d.Payments()
		log[len(log)-1].Fee = fee
		d.Set(fieldPaymentLog, log)
	}
	return true
}

// countPaymentAt is countPayment for money that came at a known time (a
// cheque's date of receipt).
func (d *Donation) countPaymentAt(key string, amount money.Cents, at types.DateTime) bool {
	if !records.AddKey(d.Record, fieldCountedPayments, key) {
		return false
	}
	d.Set(fieldPaymentLog, append(d.Payments(), Payment{At: at, Amount: amount}))
	d.Set(fieldPaymentsCount, d.PaymentsCount()+1)
	d.Set(fieldAmountCollected, int64(d.Collected()+amount))
	// The last payment is the latest money in, whichever event told it
	// last: a debit credited last week and reported today is dated last week.
	if at.After(d.LastPaymentAt()) {
		d.Set(fieldLastPaymentAt, at)
	}
	return true
}

// Refunded is how much of the gift went back to the donor.
func (d *Donation) Refunded() money.Cents { return money.Cents(d.GetInt(fieldAmountRefunded)) }

// refund books one provider refund, once per refund id; the gift is
// refunded when the refunds reach what was collected (or the gift, for one
// whose capture PayPal still held). A partial refund leaves it paid, with
// the refunded amount beside it.
func (d *Donation) refund(refundID string, amount money.Cents) {
	if !records.AddKey(d.Record, fieldCountedRefunds, refundID) {
		return
	}
	total := d.Refunded() + amount
	d.Set(fieldAmountRefunded, int64(total))
	whole := d.Collected()
	if whole == 0 {
		whole = d.Charged()
	}
	if total >= whole && !d.moveTo(StatusRefunded) {
		d.flag("A refund of " + amount.French() + " reached a gift that is " + d.Status() + ".")
	}
}

// refundKeyPrefix starts the countedPayments key of a refund's paymentLog
// line ("refund:ID"), which keeps keys and lines one for one.
const refundKeyPrefix = "refund:"

// refundPayment books the refund refundID of amount, part or all of one
// payment of a recurring gift that came at paidAt, once per refund id: the
// gift's refunded total grows, and its paymentLog takes the negative line
// that annual receipts and the yearly figures read. The gift goes on.
func (d *Donation) refundPayment(refundID string, amount money.Cents, paidAt types.DateTime) {
	if amount <= 0 || !records.AddKey(d.Record, fieldCountedRefunds, refundID) {
		return
	}
	d.Set(fieldAmountRefunded, int64(d.Refunded()+amount))
	if records.AddKey(d.Record, fieldCountedPayments, refundKeyPrefix+refundID) {
		d.Set(fieldPaymentLog, append(d.Payments(), Payment{At: paidAt, Amount: -amount, Refund: true}))
	}
}

// paymentAt is when the counted payment of key came (zero if it is not counted).
func (d *Donation) paymentAt(key string) types.DateTime {
	keys, log := d.GetStringSlice(fieldCountedPayments), d.Payments()
	if i := slices.Index(keys, key); i >= 0 && i < len(log) {
		return log[i].At
	}
	return types.DateTime{}
}

// flag records a payment problem the staff must look at (an amount that
// does not match, money on a gift that cannot take it); it reports whether
// the problem is new, so the staff are alerted once.
func (d *Donation) flag(issue string) bool {
	return records.AddLine(d.Record, fieldPaymentIssue, issue, issue)
}

// CreatedWithin selects the donations created within [from, to) (zero: no
// bound), as the exports read them.
func CreatedWithin(from, to types.DateTime) dbx.Expression {
	return records.AllOf(donationFilters("", "", "", from, to))
}

// SelectDonations selects the donations of the staff list: method, rhythm
// and status ("" for any), created within [from, to) when set, and whose
// donor's email or name contains search. The list reads them twice (their
// totals, then a page): the donors matching search are looked up once,
// here, rather than by each statement.
func SelectDonations(app core.App, method, rhythm, status string, from, to types.DateTime, search string) (Selection, error) {
	sel := Selection{filters: records.AllOf(donationFilters(method, rhythm, status, from, to)),
		key: strings.Join([]string{method, rhythm, status, from.String(), to.String(), strings.TrimSpace(search)}, "|")}
	if search = strings.TrimSpace(search); search != "" {
		query, params := matchingDonors("t.id", search)
		var donors []string
		if err := app.DB().NewQuery(query).Bind(params).Column(&donors); err != nil {
			return Selection{}, err
		}
		sel.donors = records.Searched(donors)
	}
	return sel, nil
}

// donationFilters are the conditions of SelectDonations but the search.
func donationFilters(method, rhythm, status string, from, to types.DateTime) []dbx.Expression {
	parts := []dbx.Expression{}
	for field, value := range map[string]string{fieldMethod: method, FieldRhythm: rhythm, FieldStatus: status} {
		if value != "" {
			parts = append(parts, dbx.HashExp{field: value})
		}
	}
	if !from.IsZero() {
		parts = append(parts, dbx.NewExp("created >= {:from}", dbx.Params{"from": from.String()}))
	}
	if !to.IsZero() {
		parts = append(parts, dbx.NewExp("created < {:to}", dbx.Params{"to": to.String()}))
	}
	return parts
}

// LastPaymentAt is when the last counted payment came.
func (d *Donation) LastPaymentAt() types.DateTime { return d.GetDateTime(fieldLastPaymentAt) }

// Payments is the gift's ledger: every payment counted, oldest first.
func (d *Donation) Payments() []Payment {
	ledger := []Payment{}
	_ = d.UnmarshalJSONField(fieldPaymentLog, &ledger)
	return ledger
}

// Counted reports whether the payment of key (e.g. "sale:…") is counted.
func (d *Donation) Counted(key string) bool {
	return records.HasKey(d.Record, fieldCountedPayments, key)
}

// RunningPayPalGifts lists the recurring PayPal gifts that still take
// payments: the ones a reconciliation asks PayPal about.
func RunningPayPalGifts(app core.App) ([]*Donation, error) {
	var rs []*core.Record
	err := app.RecordQuery(DonationsCollection).
		AndWhere(dbx.HashExp{fieldProvider: "paypal"}).
		AndWhere(dbx.In(FieldStatus, StatusActive, StatusPastDue, StatusSuspended)).
		AndWhere(dbx.NewExp(fieldSubscription + " != ''")).
		All(&rs)
	gifts := make([]*Donation, len(rs))
	for i, r := range rs {
		gifts[i] = donationOf(r)
	}
	return gifts, err
}
