package receipts

import (
	"fmt"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/notify"
)

// The donor's mails: a receipt issued (its PDF attached), and a receipt
// cancelled (with its replacement attached, when there is one). Both are
// queued in the transaction that issues or cancels the receipt; the PDF is
// attached by reference to the stored, immutable file (notify.FileOf).

func receiptRows(r *Receipt) []notify.Row {
	rows := []notify.Row{{Label: "Receipt number", Value: r.Number()}, {Label: "Amount", Value: r.Amount().French()}}
	if r.Kind() == KindAnnual {
		rows = append(rows, notify.Row{Label: "Covers", Value: fmt.Sprintf("your recurring gifts of %d", r.TaxYear())})
	}
	return rows
}

func attachment(r *Receipt) []notify.Attachment {
	return []notify.Attachment{notify.FileOf(r.Record, "pdf", r.FileName())}
}

// donorPage is where the receipt's mail leads: the gift in the donor
// space, or the space itself for a yearly receipt.
func donorPage(r *Receipt) string {
	if r.DonationID() != "" {
		return donate.GiftPage(r.DonationID())
	}
	return "/donor"
}

func mailIssued(tx core.App, r *Receipt) {
	what := "your donation"
	if r.Kind() == KindAnnual {
		what = fmt.Sprintf("your gifts of %d", r.TaxYear())
	}
	notify.Send(tx, notify.Mail{
		To:      r.DonorEmail(),
		Subject: "Your tax receipt " + r.Number() + " from the " + notify.Foundation,
		Ref:     Collection + "/" + r.Id,
		Kind:    "receipt.issued",
		Heading: "Your tax receipt",
		Paragraphs: []string{
			"Dear " + r.DonorName() + ",",
			"Please find attached the tax receipt (reçu fiscal, Cerfa n° 11580*05) for " + what + ".",
		},
		Rows:   receiptRows(r),
		Action: &notify.Link{Label: "See my giving and my receipts", URL: donorPage(r)},
		Closing: []string{
			"Keep it with your tax papers: it gives the income tax reduction of article 200 of the French tax code, within 20% of your taxable income.",
			"With our thanks,\nThe " + notify.Foundation,
		},
		Attachments: attachment(r),
	})
}

func mailCancelled(tx core.App, cancelled, replacement *Receipt) {
	m := notify.Mail{
		To:      cancelled.DonorEmail(),
		Subject: "Your tax receipt " + cancelled.Number() + " is cancelled",
		Ref:     Collection + "/" + cancelled.Id,
		Kind:    "receipt.cancelled",
		Heading: "A tax receipt is cancelled",
		Paragraphs: []string{
			"Dear " + cancelled.DonorName() + ",",
			"Your tax receipt " + cancelled.Number() + " is cancelled (" + cancelled.CancelReason() + "): please do not use it for your taxes.",
		},
		Rows:    receiptRows(cancelled),
		Closing: []string{"With our thanks,\nThe " + notify.Foundation},
	}
	if replacement != nil {
		m.Subject = "Your tax receipt " + cancelled.Number() + " is replaced by " + replacement.Number()
		m.Paragraphs = append(m.Paragraphs, "It is replaced by receipt "+replacement.Number()+", attached: use this one.")
		m.Attachments = attachment(replacement)
	}
	notify.Send(tx, m)
}

// Resend mails a valid receipt to its donor again (a donor who lost it, a
// mailbox that refused it), through the outbox like the first time.
func Resend(app core.App, r *Receipt) error {
	if r.Status() != StatusValid {
		return validation.Errors{"status": validation.NewError("validation_receipt_cancelled", "A cancelled receipt is not sent again: send its replacement.")}
	}
	return app.RunInTransaction(func(tx core.App) error {
		mailIssued(tx, r)
		return nil
	})
}

// OfGift lists the receipts that name a gift, newest first: a one-off
// gift's own; a recurring gift's are its donor's annual receipts.
func OfGift(app core.App, d *donate.Donation, donorEmail string) ([]*Receipt, error) {
	if !d.Recurring() {
		return OfDonation(app, d.Id)
	}
	return findReceipts(app, dbx.And(dbx.HashExp{fieldKind: KindAnnual}, toEmail(donorEmail)))
}
