package donate

import (
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

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

var methodWords = map[string]string{"card": "by card", "paypal": "with PayPal", "cheque": "by cheque", MethodSepa: "by SEPA Direct Debit"}

func mailReceipt(app core.App, donation *Donation, received money.Cents) {
	record, err := app.FindRecordById(donorsCollection, donation.DonorID())
	if err != nil {
		app.Logger().Error("donate: receipt not sent, donor not found", "donation", donation.Id, "error", err)
		return
	}
	donor := DonorOf(record)
	rhythm := donation.Rhythm()
	gift := received.French()
	if rhythm != "once" {
		gift += rhythmWords[rhythm] + " (payment " + strconv.Itoa(donation.PaymentsCount()) + ")"
	}
	notify.Send(app, notify.Mail{
		To:      donor.Email,
		Subject: "Thank you: your donation of " + received.French() + " is received",
		Ref:     DonationsCollection + "/" + donation.Id,
		Kind:    "donation.thanks",
		Test:    donation.Test(),
		Heading: "Thank you for your donation",
		Paragraphs: []string{
			"Dear " + donor.Prenom + ",",
			"We have received your donation. Thank you: 95% of every gift goes directly to coaching, " +
				"equipment and school fees for young athletes.",
		},
		Rows: []notify.Row{
			{Label: "Amount", Value: gift},
			{Label: "Paid", Value: methodWords[donation.Method()]},
			{Label: "Date", Value: time.Now().UTC().Format("02 January 2006")},
			{Label: "Reference", Value: donation.Id},
		},
		Action: &notify.Link{Label: "See my giving", URL: GiftPage(donation.Id)},
		Closing: []string{
			"Keep this email as the record of your payment. Your donor space shows all your gifts; a recurring gift can be changed or stopped there.",
			"With our thanks,\nThe " + notify.Foundation,
		},
	})
}
