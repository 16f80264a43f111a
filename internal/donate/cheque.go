package donate

import (
	"encoding/json"
	"html"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/notify"
)

// ChequeAddress is where donors send their cheques (the foundation's address
// on the contact page).
var ChequeAddress = []string{"Amara Diallo Foundation", "18 rue du Stade", "75015 Paris", "France"}

// ChequePayee is the name the cheque is made out to.
const ChequePayee = "Amara Diallo Foundation"

// chequeRequest is the spec's sendDonationCheque payload; rhythm is optional
// (once by default), for a donor who pledges a recurring gift by cheque.
type chequeRequest struct {
	Donor
	Amount json.RawMessage `json:"amount"`
	Rhythm string          `json:"rhythm"`
}

// chequeRoute records a cheque pledge: the donor and a donation awaiting its
// cheque, then mails the staff the donor's details and the donor where to
// send the cheque. Mails never gate: the pledge is recorded either way.
func chequeRoute(e *core.RequestEvent) error {
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
	if len(errs) > 0 {
		return badFields(errs)
	}
	var donation *Donation
	err = e.App.RunInTransaction(func(tx core.App) error {
		donor, err := createDonor(tx, body.Donor)
		if err != nil {
			return err
		}
		donation, err = createDonation(tx, newDonation{
			donor: donor.Id, amount: amount, rhythm: body.Rhythm, method: "cheque", status: StatusAwaitingCheque,
		})
		return err
	})
	if err != nil {
		return e.InternalServerError("Your cheque donation could not be recorded.", err)
	}
	mailCheque(e.App, body.Donor, amount, body.Rhythm, donation.Id)
	return dataJSON(e, http.StatusCreated, map[string]string{"id": donation.Id})
}

func htmlText(s string) string { return html.EscapeString(s) }

// euros formats cents as the mails show them: "80,00 €".
func euros(c money.Cents) string {
	return strings.Replace(c.Decimal(), ".", ",", 1) + " €"
}

var rhythmWords = map[string]string{"once": "", "weekly": " per week", "monthly": " per month"}

func mailCheque(app core.App, d Donor, amount money.Cents, rhythm, reference string) {
	gift := htmlText(euros(amount) + rhythmWords[rhythm])
	var details strings.Builder
	for _, row := range [][2]string{
		{"Amount", euros(amount) + rhythmWords[rhythm]}, {"First name", d.Prenom}, {"Last name", d.Nom},
		{"Email", d.Email}, {"Phone", d.Telephone}, {"Address", d.Adresse}, {"Postal code", d.CodePostal},
		{"Country", d.Pays}, {"Reference", reference},
	} {
		details.WriteString("<tr><th align=\"left\">" + htmlText(row[0]) + "</th><td>" + htmlText(row[1]) + "</td></tr>")
	}
	notify.ToStaff(app, notify.Mail{
		Subject: "Cheque donation pledge: " + euros(amount) + " from " + d.Prenom + " " + d.Nom,
		HTML: "<p>A donor has pledged a gift by cheque. Contact them to finalise it; the donation waits in " +
			"the dashboard (donations, status awaiting_cheque) until the cheque arrives.</p><table>" + details.String() + "</table>",
	})
	address := make([]string, len(ChequeAddress))
	for i, line := range ChequeAddress {
		address[i] = htmlText(line)
	}
	notify.Send(app, notify.Mail{
		To:      d.Email,
		Subject: "Your cheque donation to the Amara Diallo Foundation",
		HTML: "<p>Dear " + htmlText(d.Prenom) + ",</p><p>Thank you for your gift of " + gift + ". Your request is recorded.</p>" +
			"<p>Please make your cheque payable to <strong>" + htmlText(ChequePayee) + "</strong>, write the reference <strong>" +
			htmlText(reference) + "</strong> on the back, and send it to:</p><p>" + strings.Join(address, "<br>") + "</p>" +
			"<p>Our team will contact you to finalise your donation.</p><p>With our thanks,<br>The Amara Diallo Foundation</p>",
	})
}
