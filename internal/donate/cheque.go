package donate

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/money"
	"foundation/internal/notify"
	"foundation/internal/ratelimit"
	"foundation/internal/settings"
)

// chequeRequest is the spec's sendDonationCheque payload; rhythm is optional
// (once by default), for a donor who pledges a recurring gift by cheque.
type chequeRequest struct {
	Donor
	Amount json.RawMessage `json:"amount"`
	Rhythm string          `json:"rhythm"`
	Choices
}

// Pledged is a cheque pledge recorded: the gift awaiting its cheque, and what
// the donor needs to send it (the confirmation page shows them, as the mail
// does: a donor whose mail is late or capped still knows).
type Pledged struct {
	// ID is also the reference the donor writes on the back of the cheque.
	ID string `json:"id"`
	// Payee is the name the cheque is made out to.
	Payee string `json:"payee"`
	// Address is where the cheque is posted, one line each.
	Address []string `json:"address"`
}

// pledged is the answer for the gift `reference`: the mail's rows come from
// it too. The cheque is made out to the foundation's legal name and posted
// to its address, as its settings say (an admin edits them in /staff).
func pledged(app core.App, reference string) Pledged {
	f, err := settings.Load(app)
	if err != nil || f.LegalName == "" {
		f.LegalName = notify.Foundation
	}
	return Pledged{ID: reference, Payee: f.LegalName, Address: append([]string{f.LegalName}, f.PostalAddress()...)}
}

// PledgeCheque records a cheque pledge: the donor and a donation awaiting its
// cheque, with, in the same transaction, the mails telling the staff the
// donor's details and the donor where to send the cheque. Mails never gate:
// a mail that cannot be queued is logged and the pledge recorded either way.
func (s *Service) PledgeCheque(e *core.RequestEvent) error {
	var body chequeRequest
	if err := readJSON(e, &body); err != nil {
		return err
	}
	body.normalize()
	errs := body.Validate()
	amount, err := ParseAmount(body.Amount)
	if err != nil {
		errs["amount"] = err
	}
	switch body.Rhythm {
	case "":
		body.Rhythm = "once"
	case "once", "weekly", "monthly":
	default:
		errs["rhythm"] = fieldErr("validation_invalid_rhythm", "Choose once, weekly or monthly.")
	}
	if err := body.check(e.App, "", errs); err != nil { // a cheque has no fee to cover
		return e.InternalServerError("", err)
	}
	if len(errs) > 0 {
		return badFields(errs)
	}
	var donation *Donation
	err = e.App.RunInTransaction(func(tx core.App) error {
		donor, err := saveDonor(tx, body.Donor, "", SourceForm, body.Locale)
		if err != nil {
			return err
		}
		donation, err = createDonation(tx, newDonation{
			donor: donor.Id, amount: amount, rhythm: body.Rhythm, method: "cheque", status: StatusAwaitingCheque,
			choices: body.Choices,
		})
		if err == nil {
			s.mailCheque(tx, body.Donor, amount, body.Rhythm, donation.Id, donation.Locale())
		}
		return err
	})
	if err != nil {
		return e.InternalServerError("Your cheque donation could not be recorded.", err)
	}
	return dataJSON(e, http.StatusCreated, pledged(e.App, donation.Id))
}

// PledgeMailLimit caps the pledge mails one address receives: the cheque
// route mails whatever address it is given, with a first name the sender
// chose, so without it the route would be a free mailer for anyone (finding
// 12). A donor who pledges again stays well within it; past it the pledge is
// still recorded and the staff still told, only the donor's mail is skipped.
var PledgeMailLimit = ratelimit.Limit{Max: 3, Window: 24 * time.Hour}

// mailbox is the inbox an address reaches: "Ana+1@X.org" and "ana@x.org"
// land in the same one, so they share the cap.
func mailbox(email string) string {
	local, domain, _ := strings.Cut(strings.ToLower(email), "@")
	local, _, _ = strings.Cut(local, "+")
	return local + "@" + domain
}

// pledgeWords are the words of the mail telling a donor where to send
// their cheque: {gift} is its amount and rhythm, {reference} the gift's id.
type pledgeWords struct {
	Subject, Heading, Recorded, Payee, Reference, OnTheBack, SendTo, Contact string
}

var pledgeMailWords = i18n.Both[pledgeWords]{
	En: pledgeWords{Subject: "Your cheque donation to the {foundation} ({reference})", Heading: "Thank you for your gift",
		Recorded: "Thank you for your gift of {gift}. Your request is recorded.", Payee: "Payable to", Reference: "Reference",
		OnTheBack: "{reference} (write it on the back of the cheque)", SendTo: "Send it to",
		Contact: "Our team will contact you to finalise your donation."},
	Fr: pledgeWords{Subject: "Votre don par chèque à la {foundation} ({reference})", Heading: "Merci pour votre don",
		Recorded: "Merci pour votre don de {gift}. Votre demande est enregistrée.", Payee: "À l’ordre de", Reference: "Référence",
		OnTheBack: "{reference} (à écrire au dos du chèque)", SendTo: "À envoyer à",
		Contact: "Notre équipe vous contactera pour finaliser votre don."},
}

// mailCheque tells the staff about the pledge (in French, notify.ToStaff)
// and the donor where to send the cheque (in their locale), through tx: the
// pledge's transaction. The subjects carry our words and reference only.
func (s *Service) mailCheque(tx core.App, d Donor, amount money.Cents, rhythm, reference string, locale i18n.Locale) {
	gift := amount.French() + mailCommon.In(i18n.Staff).Rhythm[rhythm]
	ref := DonationsCollection + "/" + reference
	notify.ToStaff(tx, notify.Mail{
		Subject: "Promesse de don par chèque " + reference + " : " + gift,
		Ref:     ref,
		Kind:    "cheque.pledge.staff",
		Heading: "Un donateur a promis un don par chèque",
		Paragraphs: []string{"Contactez-le pour le finaliser ; le don attend dans l’espace équipe (Chèques promis, " +
			"non reçus) jusqu’à ce que le chèque arrive et y soit enregistré."},
		Action: &notify.Link{Label: "Ouvrir les chèques promis", URL: "/staff/donations?status=awaiting_cheque"},
		Rows: []notify.Row{
			{Label: "Montant", Value: gift}, {Label: "Prénom", Value: d.Prenom}, {Label: "Nom", Value: d.Nom},
			{Label: "E-mail", Value: d.Email}, {Label: "Téléphone", Value: d.Telephone}, {Label: "Adresse", Value: d.Adresse},
			{Label: "Code postal", Value: d.CodePostal}, {Label: "Ville", Value: d.Ville}, {Label: "Pays", Value: d.Pays}, {Label: "Référence", Value: reference},
		},
	})
	if !s.pledgeMails.Allow(mailbox(d.Email)) {
		tx.Logger().Warn("donate: pledge mail to the donor skipped, too many for this address",
			"ref", ref, "to", d.Email, "limit", PledgeMailLimit.Max, "window", PledgeMailLimit.Window.String())
		return
	}
	cheque := pledged(tx, reference)
	w := pledgeMailWords.In(locale)
	fill := strings.NewReplacer("{gift}", amount.French()+mailCommon.In(locale).Rhythm[rhythm], "{reference}", reference,
		"{foundation}", notify.FoundationIn(locale)).Replace
	notify.Send(tx, signed(locale, notify.Mail{
		To:         d.Email,
		Subject:    fill(w.Subject),
		Ref:        ref,
		Kind:       "cheque.pledge",
		Heading:    w.Heading,
		Paragraphs: []string{dear(locale, d.Prenom), fill(w.Recorded)},
		Rows: []notify.Row{
			{Label: w.Payee, Value: cheque.Payee},
			{Label: w.Reference, Value: fill(w.OnTheBack)},
			{Label: w.SendTo, Value: strings.Join(cheque.Address, "\n")},
		},
		Closing: []string{w.Contact},
	}))
}
