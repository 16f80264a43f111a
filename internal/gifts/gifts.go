// Package gifts is a gift after it was given: what the treasurer and the
// donor may do to it. Each action has one handler serving both its routes,
// the treasurer's (/api/staff/donations/{id}/…, any gift, audited with who,
// the gift before and after, and the reason) and the donor's
// (/api/donor/gifts/{id}/…, their own gifts only): stop a recurring gift,
// pause and resume it, change its rhythm or a card gift's amount (both
// desks); give a new card, show the name on a campaign's wall (the donor);
// refund a one-off card or PayPal gift, send the receipt again, correct a
// tribute (the treasurer). The rule is internal/donate's, the refusal worded
// for the desk that asked (desks.go). It also holds the treasurer's page of
// one gift (GET /api/staff/donations/{id}: its money as the ledger booked
// it, the details given with it, its receipts and provider ids) and the
// recording of a gift that is not money (nature.go). The donor space's view
// of a gift, which its list and data export share, is internal/donors'.
package gifts

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/ledger"
	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// Actions on a gift, audited when the treasurer acts.
const (
	ActionStop          = "donation.stop"
	ActionChangeAmount  = "donation.change-amount"
	ActionRefund        = "donation.refund"
	ActionResendReceipt = "receipt.resend"
	ActionTribute       = "donation.tribute"
	ActionPause         = "donation.pause"
	ActionResume        = "donation.resume"
	ActionChangeRhythm  = "donation.change-rhythm"
)

// Handlers are the actions on a gift that reach its payment provider, each
// serving the treasurer's route and the donor's.
type Handlers struct{ gateways *payments.Service }

// NewHandlers are the Handlers on gateways.
func NewHandlers(gateways *payments.Service) *Handlers { return &Handlers{gateways: gateways} }

// Page is everything the page of one gift shows.
type Page struct {
	staff.DonationRow
	Refunded money.Cents `json:"refunded"`
	// Refundable is what a refund may still give back (0: none can).
	Refundable money.Cents `json:"refundable"`
	Provider   Provider    `json:"provider"`
	// Details are the donor's details as given with this gift.
	Details  donate.Donor  `json:"details"`
	Ledger   []Movement    `json:"ledger"`
	Receipts []ReceiptLine `json:"receipts"`
	// Tribute is whom the gift honours, with whom to tell and the message
	// (null: no one), for the treasurer to correct or print on a card.
	Tribute *donate.Tribute `json:"tribute"`
	Actions Actions         `json:"actions"`
	// Nature is what a gift that is not money is (in kind, a volunteer's
	// expenses waived); absent for money.
	Nature *Nature `json:"nature,omitempty"`
	// PausedUntil is when a paused gift takes payments again ("": not paused);
	// History its pauses, resumptions and changes of rhythm, oldest first.
	PausedUntil string          `json:"pausedUntil"`
	History     []donate.Change `json:"history"`
}

// Provider names the gift at its payment provider, for a look in its dashboard.
type Provider struct {
	Name           string `json:"name"` // stripe, paypal, demo, ""
	SessionID      string `json:"sessionId,omitempty"`
	OrderID        string `json:"orderId,omitempty"`
	PaymentID      string `json:"paymentId,omitempty"`
	SubscriptionID string `json:"subscriptionId,omitempty"`
	CustomerID     string `json:"customerId,omitempty"`
}

// Movement is one ledger row of the gift.
type Movement struct {
	MovedAt      types.DateTime `json:"movedAt"`
	Kind         string         `json:"kind" tstype:"MovementKind"`
	Means        string         `json:"means"`
	Gross        money.Cents    `json:"gross"`
	Fee          *money.Cents   `json:"fee"` // null: not reported
	Net          money.Cents    `json:"net"`
	ProviderRef  string         `json:"providerRef"`
	ChequeBank   string         `json:"chequeBank,omitempty"`
	ChequeNumber string         `json:"chequeNumber,omitempty"`
	Test         bool           `json:"test"`
	// Value is the worth of a gift that is not money (its gross is 0).
	Value money.Cents `json:"value"`
}

// ReceiptLine is one receipt naming the gift.
type ReceiptLine struct {
	ID           string         `json:"id"`
	Number       string         `json:"number"`
	Kind         string         `json:"kind" tstype:"ReceiptKind"`
	TaxYear      int            `json:"taxYear"`
	Status       string         `json:"status" tstype:"ReceiptStatus"`
	Amount       money.Cents    `json:"amount"`
	IssuedAt     types.DateTime `json:"issuedAt"`
	CancelReason string         `json:"cancelReason,omitempty"`
}

// Actions are what the page offers now, as the rules say.
type Actions struct {
	donate.Actions
	Refund        bool `json:"refund"`
	ResendReceipt bool `json:"resendReceipt"`
}

// ShowGift is the Page of the {id} gift.
func ShowGift(e *core.RequestEvent) error {
	d, err := donate.FindDonation(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	return answer(e, d)
}

// answer sends the page of d as it now is.
func answer(e *core.RequestEvent, d *donate.Donation) error {
	return answerStatus(e, d, http.StatusOK)
}

// answerStatus is answer with the status code status.
func answerStatus(e *core.RequestEvent, d *donate.Donation, status int) error {
	line, err := donate.FindGiftLine(e.App, d.Id)
	if err != nil {
		return notFound(e, err)
	}
	list, err := receipts.OfGift(e.App, d, line.Donor.Email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return answerWith(e, d, line, list, status)
}

// answerWith sends the page of d from its list line and receipts, already read.
func answerWith(e *core.RequestEvent, d *donate.Donation, line donate.GiftLine, list []*receipts.Receipt, status int) error {
	moves, err := ledger.Of(e.App, d.Id)
	if err != nil {
		return e.InternalServerError("", err)
	}
	p := Page{
		DonationRow: staff.DonationRow{GiftLine: line, DonorName: line.Donor.DisplayName(), DonorEmail: line.Donor.Email},
		Refunded:    d.Refunded(), Refundable: donate.Refundable(d), Details: line.Donor,
		Provider: Provider{Name: d.Provider(), SessionID: d.SessionID(), OrderID: d.ProviderOrderID(), PaymentID: d.PaymentID(),
			SubscriptionID: d.SubscriptionID(), CustomerID: d.CustomerID()},
		Ledger: make([]Movement, 0, len(moves)), Receipts: make([]ReceiptLine, 0, len(list)), Tribute: d.Tribute(), Nature: natureOf(d),
		PausedUntil: d.PausedUntil().String(), History: d.History(),
	}
	for _, m := range moves {
		p.Ledger = append(p.Ledger, movement(m))
	}
	for _, r := range list {
		p.Receipts = append(p.Receipts, ReceiptLine{ID: r.Id, Number: r.Number(), Kind: r.Kind(), TaxYear: r.TaxYear(), Status: r.Status(),
			Amount: r.Amount(), IssuedAt: r.IssuedAt(), CancelReason: r.CancelReason()})
		p.Actions.ResendReceipt = p.Actions.ResendReceipt || r.Status() == receipts.StatusValid
	}
	p.Actions.Actions, p.Actions.Refund = donate.ActionsOf(d), p.Refundable > 0
	return e.JSON(status, p)
}

func movement(m ledger.Entry) Movement {
	out := Movement{MovedAt: m.MovedAt, Kind: m.Kind, Means: m.Means, Gross: m.Gross, Net: m.Net(), ProviderRef: m.ProviderRef,
		ChequeBank: m.ChequeBank, ChequeNumber: m.ChequeNumber, Test: m.Test, Value: m.Value}
	if m.FeeKnown {
		out.Fee = &m.Fee
	}
	return out
}

func notFound(e *core.RequestEvent, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return e.NotFoundError("No gift has this id.", nil)
	}
	return e.InternalServerError("", err)
}
