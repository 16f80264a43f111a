package receipts

import (
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/i18n"
	"foundation/internal/notify"
)

// The donor's mails: a receipt issued (its PDF attached), and a receipt
// cancelled (with its replacement attached, when there is one). Both are
// queued in the transaction that issues or cancels the receipt; the PDF is
// attached by reference to the stored, immutable file (notify.FileOf).

// receiptWords are the words of a receipt's mails, in the donor's
// language (the receipt itself, the PDF, stays French: its legal form).
// {number} is the receipt's number, {year} an annual receipt's tax year.
type receiptWords struct {
	Dear                                      string
	Number, Amount, CoversLabel, Covers       string
	IssuedSubject, IssuedHeading, Gift, Gifts string
	Attached, Keep, SeeAll                    string
	CancelledSubject, ReplacedSubject         string
	CancelledHeading, Cancelled, Replaced     string
}

var receiptMailWords = i18n.Both[receiptWords]{
	En: receiptWords{
		Dear: "Dear {name},", Number: "Receipt number", Amount: "Amount", CoversLabel: "Covers", Covers: "your recurring gifts of {year}",
		IssuedSubject: "Your tax receipt {number} from the {foundation}", IssuedHeading: "Your tax receipt",
		Gift: "your donation", Gifts: "your gifts of {year}",
		Attached:         "Please find attached the tax receipt (reçu fiscal, Cerfa n° 11580*05) for {what}.",
		Keep:             "Keep it with your tax papers: it gives the income tax reduction of article 200 of the French tax code, within 20% of your taxable income.",
		SeeAll:           "See my giving and my receipts",
		CancelledSubject: "Your tax receipt {number} is cancelled", ReplacedSubject: "Your tax receipt {number} is replaced by {replacement}",
		CancelledHeading: "A tax receipt is cancelled",
		Cancelled:        "Your tax receipt {number} is cancelled ({reason}): please do not use it for your taxes.",
		Replaced:         "It is replaced by receipt {replacement}, attached: use this one.",
	},
	Fr: receiptWords{
		Dear: "Bonjour {name},", Number: "Numéro du reçu", Amount: "Montant", CoversLabel: "Période", Covers: "vos dons réguliers de {year}",
		IssuedSubject: "Votre reçu fiscal {number} de la {foundation}", IssuedHeading: "Votre reçu fiscal",
		Gift: "votre don", Gifts: "vos dons de {year}",
		Attached:         "Vous trouverez ci-joint le reçu fiscal (Cerfa n° 11580*05) de {what}.",
		Keep:             "Gardez-le avec vos papiers fiscaux : il ouvre droit à la réduction d’impôt sur le revenu de l’article 200 du code général des impôts, dans la limite de 20 % de votre revenu imposable.",
		SeeAll:           "Voir mes dons et mes reçus",
		CancelledSubject: "Votre reçu fiscal {number} est annulé", ReplacedSubject: "Votre reçu fiscal {number} est remplacé par le {replacement}",
		CancelledHeading: "Un reçu fiscal est annulé",
		Cancelled:        "Votre reçu fiscal {number} est annulé ({reason}) : merci de ne pas l’utiliser pour vos impôts.",
		Replaced:         "Il est remplacé par le reçu {replacement}, ci-joint : utilisez celui-ci.",
	},
}

// receiptMail is the start of a mail about r in its donor's language (the
// gift's, or for an annual receipt the donor's last-used one), and the
// words and blanks to write the rest with.
func receiptMail(tx core.App, r *Receipt) (notify.Mail, receiptWords, func(string) string) {
	l, err := donate.LocaleOfGift(tx, r.DonationID(), r.DonorEmail())
	if err != nil {
		tx.Logger().Warn("receipts: the donor's language not read, mail in English", "receipt", r.Id, "error", err)
	}
	w := receiptMailWords.In(l)
	fill := strings.NewReplacer("{name}", r.DonorName(), "{number}", r.Number(), "{year}", strconv.Itoa(r.TaxYear()),
		"{foundation}", notify.FoundationIn(l)).Replace
	m := notify.Mail{To: r.DonorEmail(), Ref: Collection + "/" + r.Id, Locale: l, Paragraphs: []string{fill(w.Dear)}}
	return m, w, fill
}

func receiptRows(r *Receipt, w receiptWords, fill func(string) string) []notify.Row {
	rows := []notify.Row{{Label: w.Number, Value: r.Number()}, {Label: w.Amount, Value: r.Amount().French()}}
	if r.Kind() == KindAnnual {
		rows = append(rows, notify.Row{Label: w.CoversLabel, Value: fill(w.Covers)})
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
	m, w, fill := receiptMail(tx, r)
	what := w.Gift
	if r.Kind() == KindAnnual {
		what = w.Gifts
	}
	m.Subject, m.Kind, m.Heading = fill(w.IssuedSubject), "receipt.issued", w.IssuedHeading
	m.Paragraphs = append(m.Paragraphs, strings.ReplaceAll(w.Attached, "{what}", fill(what)))
	m.Rows = receiptRows(r, w, fill)
	m.Action = &notify.Link{Label: w.SeeAll, URL: donorPage(r)}
	m.Closing = []string{w.Keep, notify.Thanks(m.Locale)}
	m.Attachments = attachment(r)
	notify.Send(tx, m)
}

func mailCancelled(tx core.App, cancelled, replacement *Receipt) {
	m, w, fill := receiptMail(tx, cancelled)
	m.Subject, m.Kind, m.Heading = fill(w.CancelledSubject), "receipt.cancelled", w.CancelledHeading
	m.Paragraphs = append(m.Paragraphs, strings.ReplaceAll(fill(w.Cancelled), "{reason}", cancelled.CancelReason()))
	m.Rows = receiptRows(cancelled, w, fill)
	m.Closing = []string{notify.Thanks(m.Locale)}
	if replacement != nil {
		m.Subject = strings.ReplaceAll(fill(w.ReplacedSubject), "{replacement}", replacement.Number())
		m.Paragraphs = append(m.Paragraphs, strings.ReplaceAll(w.Replaced, "{replacement}", replacement.Number()))
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
