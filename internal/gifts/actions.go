package gifts

import (
	"encoding/json"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/forms"
	"foundation/internal/jsonbody"
	"foundation/internal/money"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// state is what the audit keeps of a gift before and after an action.
type state struct {
	Status   string      `json:"status"`
	Amount   money.Cents `json:"amount"`
	Refunded money.Cents `json:"refunded"`
	Reason   string      `json:"reason,omitempty"`
	// Rhythm and PausedUntil are kept by the pause and rhythm actions only.
	Rhythm      string `json:"rhythm,omitempty"`
	PausedUntil string `json:"pausedUntil,omitempty"`
}

func stateOf(d *donate.Donation, reason string) state {
	return state{Status: d.Status(), Amount: d.Amount(), Refunded: d.Refunded(), Reason: reason}
}

// pauseStateOf is stateOf with the gift's rhythm and pause ("none": not paused).
func pauseStateOf(d *donate.Donation, reason string) state {
	s := stateOf(d, reason)
	s.Rhythm, s.PausedUntil = d.Rhythm(), d.PausedUntil().String()
	if s.PausedUntil == "" {
		s.PausedUntil = "none"
	}
	return s
}

var errReasonRequired = validation.NewError("validation_required", "Say why: the audit log keeps it.")

// reasonOf reads a required reason of at most forms.MaxReason characters.
func reasonOf(raw string) (string, error) {
	reason := forms.CleanLine(raw)
	if reason == "" {
		return "", errReasonRequired
	}
	return reason, forms.Line(reason, forms.MaxReason)
}

// snapshot is what the audit keeps of a gift, with the action's reason.
type snapshot func(d *donate.Donation, reason string) state

// stopReason reads the treasurer's reason for stopping a gift.
func stopReason(e *core.RequestEvent) (string, error) {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return "", err
	}
	reason, err := reasonOf(body.Reason)
	if err != nil {
		return "", apis.NewBadRequestError("Say why the gift stops.", validation.Errors{"reason": err})
	}
	return reason, nil
}

// Stop ends a running recurring gift at its provider: the donor's own, or
// any for the treasurer, who says why (a donor who asked).
func (h *Handlers) Stop(e *core.RequestEvent) error {
	k := deskOf(e)
	read := input(noInput)
	if k.staff {
		read = func() (string, error) { return stopReason(e) }
	}
	return k.act(e, ActionStop, stateOf, read, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Stop(e.Request.Context(), e.App, h.gateways, d)
	})
}

// ChangeAmount sets a running card gift's amount for the payments to come.
func (h *Handlers) ChangeAmount(e *core.RequestEvent) error {
	var amount money.Cents
	return deskOf(e).act(e, ActionChangeAmount, stateOf, into(e, &amount, donate.NewAmountOf), func(d *donate.Donation) (*donate.Donation, error) {
		return donate.ChangeAmount(e.Request.Context(), e.App, h.gateways, d, amount)
	})
}

// Refund gives back part or all (amount 0 or absent) of a one-off gift, for
// the treasurer alone.
func (h *Handlers) Refund(e *core.RequestEvent) error {
	var amount money.Cents
	read := func() (string, error) {
		var body struct {
			Amount json.RawMessage `json:"amount"`
			Reason string          `json:"reason"`
		}
		if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
			return "", err
		}
		errs := validation.Errors{}
		if len(body.Amount) > 0 && string(body.Amount) != "null" {
			var err error
			if amount, err = donate.ParseAmount(body.Amount); err != nil {
				errs["amount"] = err
			}
		}
		reason, err := reasonOf(body.Reason)
		if err != nil {
			errs["reason"] = err
		}
		if len(errs) > 0 {
			return "", apis.NewBadRequestError("Check the refund.", errs)
		}
		return reason, nil
	}
	return treasurer.act(e, ActionRefund, stateOf, read, func(d *donate.Donation) (*donate.Donation, error) {
		return donate.Refund(e.Request.Context(), e.App, h.gateways, d, amount)
	})
}

// ResendReceipt mails the gift's newest valid receipt to its donor again.
func ResendReceipt(e *core.RequestEvent) error {
	d, err := donate.FindDonation(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	line, err := donate.FindGiftLine(e.App, d.Id)
	if err != nil {
		return notFound(e, err)
	}
	list, err := receipts.OfGift(e.App, d, line.Donor.Email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	for _, r := range list {
		if r.Status() != receipts.StatusValid {
			continue
		}
		if err := receipts.Resend(e.App, r); err != nil {
			return e.InternalServerError("", err)
		}
		if err := staff.Audit(e.App, e.Auth, ActionResendReceipt, r.Record, nil, map[string]string{"number": r.Number(), "to": r.DonorEmail()}); err != nil {
			return e.InternalServerError("", err)
		}
		// Sending again changes neither the gift nor its receipts: the page is the one just read.
		return answerWith(e, d, line, list, http.StatusOK)
	}
	return apis.NewBadRequestError("This gift has no valid receipt to send.", nil)
}
