package donate

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
	"foundation/internal/records"
)

// What a donor may do with a gift from their space. The rule lives here, so
// the list the donor sees and the routes that act agree.
type Actions struct {
	Stop         bool `json:"stop"`
	ChangeAmount bool `json:"changeAmount"`
	UpdateCard   bool `json:"updateCard"`
}

// running are the statuses of a recurring gift that still takes payments.
var running = []string{StatusActive, StatusPastDue, StatusSuspended}

// ActionsOf says what the donor may do with d: stop a running recurring
// gift; on a card one, also change its amount and its card.
func ActionsOf(d *Donation) Actions {
	if !d.Recurring() || d.SubscriptionID() == "" || !slices.Contains(running, d.Status()) {
		return Actions{}
	}
	card := d.Method() != "paypal" && d.Status() != StatusSuspended // card or SEPA: Stripe's
	return Actions{Stop: true, ChangeAmount: card, UpdateCard: card}
}

// ErrNotAllowed is an action the gift does not take (ActionsOf).
var ErrNotAllowed = errors.New("donate: this gift does not take this action")

// ProviderFailure is a provider call that did not do what was asked; the
// gift is left as it was.
type ProviderFailure struct {
	Provider string // as the donor knows it: "Stripe", "PayPal", "The test gateway"
	// Unavailable means the provider could not be reached (timeout,
	// network, its own error): trying later may work.
	Unavailable bool
	Err         error
}

func (f *ProviderFailure) Error() string { return f.Provider + ": " + f.Err.Error() }
func (f *ProviderFailure) Unwrap() error { return f.Err }

func providerName(d *Donation) string {
	switch d.Provider() {
	case "paypal":
		return "PayPal"
	case "demo":
		return "The test gateway"
	}
	return "Stripe"
}

func failed(d *Donation, err error) error {
	return &ProviderFailure{Provider: providerName(d), Unavailable: stripe.IsUnavailable(err) || paypal.IsUnavailable(err), Err: err}
}

// requestKey is a fresh idempotency key for one donor request: a retry of
// the same call inside the provider's client reuses it, while a later change
// back to an earlier amount is a new request, not a replay.
func requestKey(what, id string) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return what + "-" + id + "-" + hex.EncodeToString(b)
}

// Stop cancels a running recurring gift at its provider, checks that the
// provider says it is cancelled, marks it so and mails the donor. A gift
// already stopped is returned as it is.
func Stop(ctx context.Context, app core.App, gw *payments.Service, d *Donation) (*Donation, error) {
	if d.Status() == StatusCancelled {
		return d, nil
	}
	if !ActionsOf(d).Stop {
		return d, ErrNotAllowed
	}
	providerStatus, err := cancelAtProvider(ctx, gw, d)
	if err != nil {
		return d, err
	}
	return update(app, byRecord(d.Id), func(x *Donation) {
		x.Set(fieldProviderStatus, providerStatus)
		if x.Status() != StatusCancelled && x.moveTo(StatusCancelled) {
			x.tell(stoppedMail(x))
		}
		x.Set(fieldNextPaymentAt, "")
	})
}

func cancelAtProvider(ctx context.Context, gw *payments.Service, d *Donation) (string, error) {
	if d.Method() == "paypal" {
		pp, err := gw.RequirePayPal()
		if err != nil {
			return "", failed(d, err)
		}
		if err := pp.CancelSubscription(ctx, d.SubscriptionID(), "The donor stopped the gift."); err != nil && !errors.Is(err, paypal.ErrNotActive) {
			return "", failed(d, err)
		}
		sub, err := pp.GetSubscription(ctx, d.SubscriptionID())
		if err != nil {
			return "", failed(d, err)
		}
		if sub.Status != "CANCELLED" && sub.Status != "EXPIRED" {
			return "", failed(d, fmt.Errorf("the subscription is still %s after cancelling it", sub.Status))
		}
		return strings.ToLower(sub.Status), nil
	}
	card, err := gw.RequireCard()
	if err != nil {
		return "", failed(d, err)
	}
	state, err := card.CancelSubscription(ctx, d.SubscriptionID(), requestKey("stop", d.Id))
	if err != nil {
		return "", failed(d, err)
	}
	if state.Status != "canceled" {
		return "", failed(d, fmt.Errorf("the subscription is still %s after cancelling it", state.Status))
	}
	return state.Status, nil
}

// ChangeAmount sets a new amount on a running recurring card gift from its
// next payment, without proration, once Stripe confirms the new amount.
func ChangeAmount(ctx context.Context, app core.App, gw *payments.Service, d *Donation, amount money.Cents) (*Donation, error) {
	if !ActionsOf(d).ChangeAmount {
		return d, ErrNotAllowed
	}
	if amount == d.Amount() {
		return d, nil
	}
	card, err := gw.RequireCard()
	if err != nil {
		return d, failed(d, err)
	}
	state, err := card.ChangeSubscriptionAmount(ctx, d.SubscriptionID(), amount, requestKey("amount", d.Id))
	if err != nil {
		return d, failed(d, err)
	}
	if state.Amount != amount {
		return d, failed(d, fmt.Errorf("the subscription is at %s after changing it to %s", state.Amount.Decimal(), amount.Decimal()))
	}
	return update(app, byRecord(d.Id), func(x *Donation) {
		x.Set(fieldAmount, int64(amount))
		x.Set(fieldPlan, "") // a preset's plan no longer describes the gift
		// Stripe now charges the new amount alone: a fee the donor covered
		// before is not added to it.
		x.Set(fieldCoveredFee, 0)
		if !state.CurrentPeriodEnd.IsZero() {
			x.Set(fieldNextPaymentAt, state.CurrentPeriodEnd)
		}
		x.tell(amountChangedMail(x))
	})
}

// CardUpdateURL opens the provider's page where the donor saves a new card
// for a running recurring card gift; the card becomes the subscription's
// default once the provider reports the page completed (cardSaved).
func CardUpdateURL(ctx context.Context, gw *payments.Service, d *Donation) (string, error) {
	if !ActionsOf(d).UpdateCard {
		return "", ErrNotAllowed
	}
	card, err := gw.RequireCard()
	if err != nil {
		return "", failed(d, err)
	}
	customer := d.CustomerID()
	if customer == "" {
		state, err := card.GetSubscription(ctx, d.SubscriptionID())
		if err != nil {
			return "", failed(d, err)
		}
		customer = state.CustomerID
	}
	back := gw.SiteURL() + GiftPage(d.Id) + "&card="
	session, err := card.CreateCardUpdateSession(ctx, stripe.CardUpdateParams{
		SubscriptionID: d.SubscriptionID(), CustomerID: customer, DonationID: d.Id,
		SuccessURL: back + "updated", CancelURL: back + "cancelled", IdempotencyKey: requestKey("card", d.Id),
	})
	if err != nil {
		return "", failed(d, err)
	}
	return session.URL, nil
}

// byRecord finds a donation by its id.
func byRecord(id string) finder {
	return func(tx core.App) (*Donation, error) {
		r, err := tx.FindRecordById(DonationsCollection, id)
		if err != nil {
			return nil, err
		}
		return donationOf(r), nil
	}
}

// GiftsOf lists every gift made with email (any case, any channel), newest
// first: what the donor space shows to the account of that email.
func GiftsOf(app core.App, email string) ([]*Donation, error) {
	var rs []*core.Record
	err := app.RecordQuery(DonationsCollection).AndWhere(ofDonor(email)).OrderBy(records.FieldCreated+" DESC", core.FieldNameId+" DESC").All(&rs)
	if err != nil {
		return nil, err
	}
	gifts := make([]*Donation, len(rs))
	for i, r := range rs {
		gifts[i] = donationOf(r)
	}
	return gifts, nil
}

// GiftOf is the gift id when it was made with email, else nil: another
// donor's gift and a gift that does not exist look the same.
func GiftOf(app core.App, email, id string) (*Donation, error) {
	r := &core.Record{}
	err := app.RecordQuery(DonationsCollection).AndWhere(dbx.HashExp{core.FieldNameId: id}).AndWhere(ofDonor(email)).Limit(1).One(r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return donationOf(r), nil
}

func ofDonor(email string) dbx.Expression {
	return dbx.NewExp(fieldDonor+" IN ("+ofEmail+")", dbx.Params{"email": email})
}

// HasGifts reports whether anyone gave with email: only they get a donor account.
func HasGifts(app core.App, email string) (bool, error) {
	var n int
	err := app.DB().NewQuery("SELECT count(*) FROM (" + ofEmail + " LIMIT 1)").Bind(dbx.Params{"email": email}).Row(&n)
	return n > 0, err
}

// Refundable is what a refund may still give back of d: a paid one-off gift
// by card or PayPal, less what went back already (a cheque goes back by hand).
func Refundable(d *Donation) money.Cents {
	if d.Recurring() || d.Status() != StatusPaid || d.Method() == "cheque" || d.PaymentID() == "" {
		return 0
	}
	return d.Collected() - d.Refunded()
}

var errRefundTooMuch = validation.NewError("validation_refund_too_much", "This is more than the gift has left to give back.")

// ErrRefundUnderWay is a refund asked while another of the same gift waits
// for its provider.
var ErrRefundUnderWay = errors.New("donate: a refund of this gift is under way")

// refunding holds the ids of the gifts a refund is under way for. Two
// refunds at once would each read the same amount left and each give it
// back; one at a time, the second reads what the first left. The server is
// one process (the data directory's lock keeps a second one out).
var refunding sync.Map

// Refund gives back amount (all that is left when 0) of a paid one-off gift
// through its provider, then books it as the provider's own event would (the
// same refund key, so that event changes nothing): the ledger takes its row,
// and the receipt is cancelled, or replaced for what was kept. One refund of
// a gift at a time: another asked meanwhile is ErrRefundUnderWay.
func Refund(ctx context.Context, app core.App, gw *payments.Service, d *Donation, amount money.Cents) (*Donation, error) {
	if _, busy := refunding.LoadOrStore(d.Id, true); busy {
		return d, ErrRefundUnderWay
	}
	defer refunding.Delete(d.Id)
	// The gift as it is now: a refund that ended since d was read changed what is left.
	current, err := byRecord(d.Id)(app)
	if err != nil {
		return d, err
	}
	d = current
	left := Refundable(d)
	switch {
	case left <= 0:
		return d, ErrNotAllowed
	case amount == 0:
		amount = left
	case amount < 0 || amount > left:
		return d, validation.Errors{"amount": errRefundTooMuch}
	}
	var key string
	switch d.Method() {
	case "paypal":
		pp, err := gw.RequirePayPal()
		if err != nil {
			return d, failed(d, err)
		}
		refund, err := pp.RefundCapture(ctx, d.PaymentID(), amount, d.Currency(), requestKey("refund", d.Id))
		if err != nil {
			return d, failed(d, err)
		}
		key = refund.ID
	default:
		card, err := gw.RequireCard()
		if err != nil {
			return d, failed(d, err)
		}
		charge, err := card.RefundPayment(ctx, d.PaymentID(), amount, requestKey("refund", d.Id))
		if err != nil {
			return d, failed(d, err)
		}
		key = chargeRefundKey(charge, d.refundedOfCharge(charge)+amount)
	}
	return update(app, byRecord(d.Id), func(x *Donation) { x.refund(key, amount) })
}
