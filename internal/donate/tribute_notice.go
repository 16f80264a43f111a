package donate

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
)

// noticeTributes tells the person a donor named that a gift honours
// someone, once the gift's first payment is counted (a card or PayPal
// payment, a cheque received; never at a pledge): paymentsCount leaves 0
// once. The notice is queued by that save, in its transaction.
func noticeTributes(app core.App) {
	app.OnRecordUpdate(DonationsCollection).BindFunc(func(e *core.RecordEvent) error {
		before := donationOf(e.Record.Original())
		if err := e.Next(); err != nil {
			return err
		}
		after := donationOf(e.Record)
		if t := after.Tribute(); t != nil && t.NotifyEmail != "" && before.PaymentsCount() == 0 && after.PaymentsCount() > 0 {
			record, err := e.App.FindRecordById(donorsCollection, after.DonorID())
			if err != nil {
				e.App.Logger().Error("donate: tribute notice not sent, donor not found", "donation", after.Id, "error", err)
				return nil
			}
			notify.Send(e.App, TributeNotice(after.Id, after.Test(), DonorOf(record), *t))
		}
		return nil
	})
}

// tributeSubjects are the notices' subjects: our words only (notify.Mail).
var tributeSubjects = map[string]string{
	TributeMemory: "A gift in memory of someone dear to you",
	TributeHonour: "A gift in honour of someone you know",
}

// TributeNotice is the mail telling t's NotifyEmail of the gift id: who gave
// and whom it honours, with the donor's message; never the amount, which
// is the donor's own business.
func TributeNotice(id string, test bool, donor Donor, t Tribute) notify.Mail {
	giver := donor.FullName()
	if donor.Company() {
		giver = donor.RaisonSociale
	}
	what := "in honour of " + t.Name
	if t.Kind == TributeMemory {
		what = "in memory of " + t.Name
	}
	m := notify.Mail{
		To: t.NotifyEmail, Subject: tributeSubjects[t.Kind], Ref: DonationsCollection + "/" + id, Kind: "donation.tribute", Test: test,
		Heading:    "A gift " + what,
		Paragraphs: []string{"Hello,", giver + " has made a gift to the " + notify.Foundation + " " + what + ", and wished you to know."},
		Closing:    []string{"The gift supports young athletes through coaching, equipment and school fees.", "With our warm regards,\nThe " + notify.Foundation},
	}
	if t.Message != "" {
		m.Rows = []notify.Row{{Label: "Their message", Value: t.Message}}
	}
	return m
}
