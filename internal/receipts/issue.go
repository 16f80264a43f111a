package receipts

import (
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/forms"
	"foundation/internal/money"
	"foundation/internal/notify"
	"foundation/internal/staff"
)

// Audit actions of receipts.
const (
	ActionIssue    = "receipt.issue"
	ActionCancel   = "receipt.cancel"
	ActionAnnual   = "receipt.annual"
	ActionDownload = "receipt.download"
	ActionExport   = "receipt.export"
	ActionSettings = "settings.update"
	ActionSign     = "settings.signature"
)

// ReasonRefunded is the cancel reason of a refunded gift's receipt. The
// reasons the server writes are French: the stamped copy prints them
// (printedReason translates those written in English before).
const ReasonRefunded = "don remboursé"

func hasReceipt(r *Receipt) error {
	return validation.Errors{"donation": validation.NewError("validation_has_receipt", "This gift already has receipt "+r.Number()+".")}
}

// IssueForDonation issues the receipt of a paid one-off gift in its own
// transaction (audited when a staff member, actor, asks for it), then
// mails it to the donor. A gift that cannot have one is refused with field
// errors (validation.Errors), receipts switched off with ErrReceiptsOff.
func IssueForDonation(app core.App, donationID string, actor *core.Record, now time.Time) (*Receipt, error) {
	is, err := newIssuer(app)
	if err != nil {
		return nil, err
	}
	var receipt *Receipt
	err = app.RunInTransaction(func(tx core.App) error {
		d, err := donate.FindDonation(tx, donationID)
		if err != nil {
			return err
		}
		if existing, err := validReceipt(tx, d.Id); err != nil || existing != nil {
			if err == nil {
				err = hasReceipt(existing)
			}
			return err
		}
		if number, err := numberingOf(tx).heldBy(tx, giftKey(d.Id)); err != nil || number != "" {
			if err == nil {
				err = errHeld(number)
			}
			return err
		}
		draft, err := singleDraft(tx, d)
		if err != nil {
			return err
		}
		if receipt, err = is.issue(tx, draft, now); err != nil {
			return err
		}
		mailIssued(tx, receipt)
		if actor == nil {
			return nil
		}
		return staff.Audit(tx, actor, ActionIssue, receipt.Record, nil, receipt.Record)
	})
	if err != nil {
		return nil, err
	}
	return receipt, nil
}

// followGifts issues a one-off gift's receipt once it is paid, after the
// payment's transaction committed — card, PayPal and received cheques all
// pass here — and cancels it when the gift is refunded. Neither ever fails
// the payment: a receipt that cannot be issued is logged, and the staff
// are mailed when something broke (not for a gift that simply gets none).
func followGifts(app core.App) {
	app.OnRecordAfterUpdateSuccess(donate.DonationsCollection).BindFunc(func(e *core.RecordEvent) error {
		after, before := donate.DonationOf(e.Record), donate.DonationOf(e.Record.Original())
		switch {
		case after.Status() == donate.StatusPaid && before.Status() != donate.StatusPaid && after.Rhythm() == "once" && !after.Test():
			issueAutomatically(e.App, after.Id)
		case after.Status() == donate.StatusRefunded && before.Status() != donate.StatusRefunded:
			cancelRefunded(e.App, after.Id)
		case after.Status() == donate.StatusPaid && after.Refunded() != before.Refunded() && after.Rhythm() == "once":
			replacePartlyRefunded(e.App, after, after.Refunded() < before.Refunded())
		case after.Recurring() && after.Refunded() != before.Refunded():
			replaceAnnualOfRefundedYears(e.App, before, after)
		}
		return e.Next()
	})
}

func issueAutomatically(app core.App, donationID string) {
	log := app.Logger().With("donation", donationID)
	r, err := IssueForDonation(app, donationID, nil, time.Now())
	var off ErrReceiptsOff
	var refused validation.Errors
	var stopped ErrNumberingStopped
	switch {
	case err == nil:
		log.Info("receipts: issued", "number", r.Number())
	case errors.As(err, &off):
		log.Debug("receipts: none issued", "reason", off.Error())
	case errors.As(err, &refused):
		log.Info("receipts: none issued", "reason", refused.Error())
	case errors.As(err, &stopped):
		numberingOf(app).alertOnce(app, stopped)
		log.Error("receipts: not issued: numbering stopped")
	default:
		log.Error("receipts: not issued", "error", err)
		notify.ToStaff(app, notify.Mail{
			Subject: "Don " + donationID + " : reçu fiscal non émis", Ref: "donations/" + donationID, Kind: "receipt.not-issued",
			Heading: "Un reçu fiscal n’a pas pu être émis",
			Paragraphs: []string{"Le don est payé, mais son reçu a échoué : " + err.Error(),
				"Aucun numéro n’a été utilisé. Émettez-le de nouveau depuis l’écran des reçus une fois le problème corrigé."},
		})
	}
}

func cancelRefunded(app core.App, donationID string) {
	r, err := validReceipt(app, donationID)
	if err == nil && r != nil {
		_, _, err = Cancel(app, r.Id, ReasonRefunded, false, nil, time.Now())
	}
	if err != nil {
		app.Logger().Error("receipts: the receipt of a refunded gift is not cancelled", "donation", donationID, "error", err)
	}
}

// replacePartlyRefunded cancels the receipt of a one-off gift part of
// which went back to the donor, and replaces it with one for what was kept
// (mailed with the reason); wonBack, when money a dispute withdrew came
// back, the new one names what the gift keeps now. Should the replacement fail (receipts off, a
// restore's numbering stop), the receipt stays as it was and the staff are
// told: a donor is never left without one.
func replacePartlyRefunded(app core.App, d *donate.Donation, wonBack bool) {
	r, err := validReceipt(app, d.Id)
	if err != nil || r == nil {
		return
	}
	reason := partOfGiftRefunded(d.Refunded().French(), netAmount(d).French())
	if wonBack {
		reason = disputedMoneyBack(netAmount(d).French())
	}
	if _, _, err = Cancel(app, r.Id, reason, true, nil, time.Now()); err != nil {
		app.Logger().Error("receipts: the receipt of a partly refunded gift is not replaced", "donation", d.Id, "error", err)
		notify.ToStaff(app, notify.Mail{
			Subject: "Reçu " + r.Number() + " : un remboursement partiel n’a pas pu le remplacer", Ref: Collection + "/" + r.Id, Kind: "receipt.not-replaced",
			Heading: "Un reçu fiscal indique plus que ce que le don a conservé",
			Paragraphs: []string{"Une partie du don a été remboursée (" + d.Refunded().French() + "), mais son reçu n’a pas pu être remplacé : " + err.Error(),
				replaceItLater},
		})
	}
}

// replaceItLater ends the staff's mail about a receipt a refund could not
// replace (in French, notify.ToStaff).
const replaceItLater = "Annulez-le et remplacez-le depuis l’écran des reçus une fois le problème corrigé."

// replaceAnnualOfRefundedYears cancels and replaces the annual receipt of
// each year a recurring gift's refunded payments counted in (the years of
// the refund lines its save added): the new one names what the year kept.
// Money a dispute gave back (a positive refund line) replaces it the same way.
// A year not yet receipted needs nothing: its annual run will count the
// refund. Should a replacement fail, the staff are told, as for a one-off gift.
func replaceAnnualOfRefundedYears(app core.App, before, after *donate.Donation) {
	donor, err := after.Identity(app)
	if err != nil {
		return
	}
	years := map[int]money.Cents{}
	for _, p := range after.Payments()[len(before.Payments()):] {
		if p.Refund {
			years[p.At.Time().In(donate.Paris).Year()] -= p.Amount
		}
	}
	for year, refunded := range years {
		var records []*core.Record
		err := app.RecordQuery(Collection).AndWhere(dbx.HashExp{fieldKind: KindAnnual, fieldStatus: StatusValid, fieldTaxYear: year}).
			AndWhere(toEmail(donor.Email)).AndWhere(dbx.HashExp{fieldDonorIdentity: donor.Key}).Limit(1).All(&records)
		if err != nil || len(records) == 0 {
			continue
		}
		r := receiptOf(records[0])
		reason := partOfYearRefunded(refunded.French(), strconv.Itoa(year))
		if refunded < 0 { // a dispute's money came back
			reason = disputedYearBack(strconv.Itoa(year))
		}
		if _, _, err = Cancel(app, r.Id, reason, true, nil, time.Now()); err != nil {
			app.Logger().Error("receipts: the annual receipt of a year with a refund is not replaced", "receipt", r.Number(), "error", err)
			notify.ToStaff(app, notify.Mail{
				Subject: "Reçu " + r.Number() + " : un remboursement n’a pas pu le remplacer", Ref: Collection + "/" + r.Id, Kind: "receipt.not-replaced",
				Heading: "Un reçu fiscal annuel indique plus que ce que l’année a conservé",
				Paragraphs: []string{fmt.Sprintf("Un paiement de l’année %d a été remboursé (%s), mais son reçu annuel n’a pas pu être remplacé : %s", year, refunded.French(), err),
					replaceItLater},
			})
		}
	}
}

var (
	errReasonRequired   = validation.NewError("validation_required", "Say why the receipt is cancelled.")
	errAlreadyCancelled = validation.NewError("validation_already_cancelled", "This receipt is already cancelled.")
)

// Cancel cancels the receipt id with reason, by actor (nil: the site, for a
// refund); with replace, a new receipt with the gift's or the year's
// current figures and the donor's current details, which names the
// cancelled one, is issued in the same transaction. The donor is mailed.
func Cancel(app core.App, id, reason string, replace bool, actor *core.Record, now time.Time) (cancelled, replacement *Receipt, err error) {
	reason = forms.CleanLine(reason)
	if reason == "" {
		return nil, nil, validation.Errors{"reason": errReasonRequired}
	}
	if err := forms.Line(reason, forms.MaxReason); err != nil {
		return nil, nil, validation.Errors{"reason": err}
	}
	var is *issuer
	if replace {
		if is, err = newIssuer(app); err != nil {
			return nil, nil, err
		}
	}
	err = app.RunInTransaction(func(tx core.App) error {
		r, err := FindReceipt(tx, id)
		if err != nil {
			return err
		}
		if r.Status() != StatusValid {
			return validation.Errors{"status": errAlreadyCancelled}
		}
		before := r.Fresh()
		at, _ := types.ParseDateTime(now)
		r.cancel(reason, at, actor)
		if err := tx.Save(r); err != nil {
			return err
		}
		cancelled = r
		if actor != nil {
			if err := staff.Audit(tx, actor, ActionCancel, r.Record, before, r.Record); err != nil {
				return err
			}
		}
		if replace {
			draft, err := redraft(tx, r)
			if err != nil {
				return err
			}
			draft.Replaces = r.Id
			if replacement, err = is.issue(tx, draft, now); err != nil {
				return err
			}
			if actor != nil {
				if err := staff.Audit(tx, actor, ActionIssue, replacement.Record, nil, replacement.Record); err != nil {
					return err
				}
			}
		}
		mailCancelled(tx, cancelled, replacement)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return cancelled, replacement, nil
}

// redraft is what a replacement of r says: the gift (or the year's
// recurring payments of r's identity) as they stand now, with that
// identity's current details: a replacement never names another identity.
func redraft(tx core.App, r *Receipt) (Draft, error) {
	if r.Kind() == KindSingle {
		d, err := donate.FindDonation(tx, r.DonationID())
		if err != nil {
			return Draft{}, err
		}
		return singleDraft(tx, d)
	}
	from, to := yearBounds(r.TaxYear())
	var draft Draft
	found := false
	err := donate.EachRecurringSum(tx, from, to, r.DonorEmail(), r.DonorIdentity(), func(s donate.RecurringSum) error {
		var err error
		draft, err = annualDraft(s, r.TaxYear())
		found = true
		return err
	})
	if err == nil && !found {
		err = validation.Errors{"donation": errNothingLeft}
	}
	return draft, err
}

// yearBounds is a calendar year in Paris, as [from, to).
func yearBounds(year int) (from, to types.DateTime) {
	from, _ = types.ParseDateTime(time.Date(year, 1, 1, 0, 0, 0, 0, donate.Paris))
	to, _ = types.ParseDateTime(time.Date(year+1, 1, 1, 0, 0, 0, 0, donate.Paris))
	return from, to
}

// isNotFound reports a lookup of a record that does not exist.
func isNotFound(err error) bool { return errors.Is(err, sql.ErrNoRows) }
