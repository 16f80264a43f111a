package donate

import (
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/money"
	"foundation/internal/notify"
)

// mailReceipts thanks the donor for every payment counted on a donation, once
// per payment: it follows paymentsCount, which countPayment raises once per
// provider payment. The mail is queued by the save itself, in the payment's
// transaction (e.App), so it is committed with the payment or not at all.
func mailReceipts(app core.App) {
	app.OnRecordUpdate(DonationsCollection).BindFunc(func(e *core.RecordEvent) error {
		before := donationOf(e.Record.Original())
		if err := e.Next(); err != nil {
			return err
		}
		if after := donationOf(e.Record); after.PaymentsCount() > before.PaymentsCount() {
			mailReceipt(e.App, after, after.Collected()-before.Collected())
		}
		return nil
	})
}

// thanksWords are the words of the mail thanking a donor for a payment;
// {amount} is the money received.
type thanksWords struct {
	Subject, Heading, Received    string
	Amount, Paid, Date, Reference string
	Payment                       string // " (payment {n})" of a recurring gift
	Keep                          string
	Today                         func() string
}

var thanksMailWords = i18n.Both[thanksWords]{
	En: thanksWords{
		Subject: "Thank you: your donation of {amount} is received", Heading: "Thank you for your donation",
		Received: "We have received your donation. Thank you: 95% of every gift goes directly to coaching, " +
			"equipment and school fees for young athletes.",
		Amount: "Amount", Paid: "Paid", Date: "Date", Reference: "Reference", Payment: " (payment {n})",
		Keep:  "Keep this email as the record of your payment. Your donor space shows all your gifts; a recurring gift can be changed or stopped there.",
		Today: func() string { return time.Now().UTC().Format("02 January 2006") },
	},
	Fr: thanksWords{
		Subject: "Merci : votre don de {amount} est bien reçu", Heading: "Merci pour votre don",
		Received: "Nous avons bien reçu votre don. Merci : 95 % de chaque don va directement à l’entraînement, " +
			"à l’équipement et aux frais de scolarité de jeunes athlètes.",
		Amount: "Montant", Paid: "Payé", Date: "Date", Reference: "Référence", Payment: " (paiement {n})",
		Keep:  "Gardez ce mail comme trace de votre paiement. Votre espace donateur montre tous vos dons ; un don régulier peut y être modifié ou arrêté.",
		Today: func() string { return i18n.FrenchDate(time.Now().In(Paris)) },
	},
}

func mailReceipt(app core.App, donation *Donation, received money.Cents) {
	record, err := app.FindRecordById(donorsCollection, donation.DonorID())
	if err != nil {
		app.Logger().Error("donate: receipt not sent, donor not found", "donation", donation.Id, "error", err)
		return
	}
	donor := DonorOf(record)
	l := donation.Locale()
	w, common := thanksMailWords.In(l), mailCommon.In(l)
	rhythm := donation.Rhythm()
	gift := received.French()
	if rhythm != "once" {
		gift += common.Rhythm[rhythm] + strings.ReplaceAll(w.Payment, "{n}", strconv.Itoa(donation.PaymentsCount()))
	}
	notify.Send(app, signed(l, notify.Mail{
		To:         donor.Email,
		Subject:    strings.ReplaceAll(w.Subject, "{amount}", received.French()),
		Ref:        DonationsCollection + "/" + donation.Id,
		Kind:       "donation.thanks",
		Test:       donation.Test(),
		Heading:    w.Heading,
		Paragraphs: []string{dear(l, donor.Prenom), w.Received},
		Rows: []notify.Row{
			{Label: w.Amount, Value: gift},
			{Label: w.Paid, Value: common.Method[donation.Method()]},
			{Label: w.Date, Value: w.Today()},
			{Label: w.Reference, Value: donation.Id},
		},
		Action:  &notify.Link{Label: common.SeeMyGiving, URL: GiftPage(donation.Id)},
		Closing: []string{w.Keep},
	}))
}
