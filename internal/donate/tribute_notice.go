package donate

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
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
			notify.Send(e.App, TributeNotice(after.Id, after.Test(), DonorOf(record), *t, after.Locale()))
		}
		return nil
	})
}

// tributeWords are the words of a tribute notice: {what} is "in memory
// of Jean Dupont", {giver} who gave.
type tributeWords struct {
	Subjects         map[string]string
	Memory, Honour   string
	Heading, Hello   string
	Gave, Supports   string
	Regards, Message string
}

// tributeMailWords hold the notices' subjects: our words only (notify.Mail).
var tributeMailWords = i18n.Both[tributeWords]{
	En: tributeWords{
		Subjects: map[string]string{TributeMemory: "A gift in memory of someone dear to you", TributeHonour: "A gift in honour of someone you know"},
		Memory:   "in memory of {name}", Honour: "in honour of {name}", Heading: "A gift {what}", Hello: "Hello,",
		Gave:     "{giver} has made a gift to the {foundation} {what}, and wished you to know.",
		Supports: "The gift supports young athletes through coaching, equipment and school fees.",
		Regards:  "With our warm regards,\n{signature}", Message: "Their message",
	},
	Fr: tributeWords{
		Subjects: map[string]string{TributeMemory: "Un don en mémoire d’un être qui vous est cher", TributeHonour: "Un don en l’honneur d’une personne que vous connaissez"},
		Memory:   "en mémoire de {name}", Honour: "en l’honneur de {name}", Heading: "Un don {what}", Hello: "Bonjour,",
		Gave:     "{giver} a fait un don à la {foundation} {what}, et a souhaité que vous le sachiez.",
		Supports: "Ce don aide de jeunes athlètes : entraînement, équipement et frais de scolarité.",
		Regards:  "Bien chaleureusement,\n{signature}", Message: "Son message",
	},
}

// TributeNotice is the mail telling t's NotifyEmail of the gift id, in
// the gift's locale l: who gave and whom it honours, with the donor's
// message; never the amount, which is the donor's own business.
func TributeNotice(id string, test bool, donor Donor, t Tribute, l i18n.Locale) notify.Mail {
	giver := donor.FullName()
	if donor.Company() {
		giver = donor.RaisonSociale
	}
	w := tributeMailWords.In(l)
	what := w.Honour
	if t.Kind == TributeMemory {
		what = w.Memory
	}
	what = strings.ReplaceAll(what, "{name}", t.Name)
	fill := strings.NewReplacer("{what}", what, "{giver}", giver, "{foundation}", notify.FoundationIn(l), "{signature}", notify.Signature(l)).Replace
	m := notify.Mail{
		To: t.NotifyEmail, Subject: w.Subjects[t.Kind], Ref: DonationsCollection + "/" + id, Kind: "donation.tribute", Test: test, Locale: l,
		Heading:    fill(w.Heading),
		Paragraphs: []string{w.Hello, fill(w.Gave)},
		Closing:    []string{w.Supports, fill(w.Regards)},
	}
	if t.Message != "" {
		m.Rows = []notify.Row{{Label: w.Message, Value: t.Message}}
	}
	return m
}
