package donate

import (
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/notify"
)

// donorMail is a mail about a recurring gift, written for the donor's first
// name in the gift's locale; the donor space link (site + /donor) and the
// foundation's thanks are added by mailDonor.
type donorMail func(firstName string) notify.Mail

// tell asks for a mail to d's donor about the change being made to d: see
// update.
func (d *Donation) tell(write donorMail) { d.mails = append(d.mails, write) }

// mailDonor sends a mail about d to its donor, in d's locale, with the
// button to the gift in the donor space, through tx: the transaction of the
// change it reports.
func mailDonor(tx core.App, d *Donation, write donorMail) {
	record, err := tx.FindRecordById(donorsCollection, d.DonorID())
	if err != nil {
		tx.Logger().Error("donate: donor mail not sent, donor not found", "donation", d.Id, "error", err)
		return
	}
	donor := DonorOf(record)
	l := d.Locale()
	m := signed(l, write(donor.Prenom))
	m.To = donor.Email
	m.Ref = DonationsCollection + "/" + d.Id
	m.Test = d.Test()
	if m.Action == nil {
		m.Action = &notify.Link{Label: mailCommon.In(l).SeeMyGiving}
	}
	m.Action.URL = GiftPage(d.Id)
	notify.Send(tx, m)
}

// GiftPage is the path of a gift in the donor space, where every mail about it leads.
func GiftPage(id string) string { return "/donor?gift=" + url.QueryEscape(id) }

// changeWords are the words of the mails about a recurring gift the donor
// (or the staff) changed, where {gift} is the gift's words ("15,00 € per
// month by card") and {next} the day of its next payment.
type changeWords struct {
	Subject, Heading string
	Paragraphs       []string
	// NextPayment labels the row of the next payment's day, when the mail has one.
	NextPayment string
}

var stoppedWords = i18n.Both[changeWords]{
	En: changeWords{Subject: "Your recurring gift is stopped", Heading: "Your recurring gift is stopped", Paragraphs: []string{
		"As you asked, your gift of {gift} is stopped: no further payment will be taken.",
		"The payments already made stay with the foundation and count for your tax receipt. Thank you for them."}},
	Fr: changeWords{Subject: "Votre don régulier est arrêté", Heading: "Votre don régulier est arrêté", Paragraphs: []string{
		"Comme vous l’avez demandé, votre don de {gift} est arrêté : aucun autre paiement ne sera prélevé.",
		"Les paiements déjà effectués restent acquis à la fondation et comptent pour votre reçu fiscal. Merci pour eux."}},
}

// changedWords serve a new amount and a new rhythm: {new} is either.
var changedWords = i18n.Both[changeWords]{
	En: changeWords{Subject: "Your recurring gift is now {new}", Heading: "Your recurring gift is changed", Paragraphs: []string{
		"Your gift is now {gift}, from the next payment ({next}). Nothing is charged now."}},
	Fr: changeWords{Subject: "Votre don régulier est désormais {new}", Heading: "Votre don régulier est modifié", Paragraphs: []string{
		"Votre don est désormais de {gift}, à partir du prochain paiement ({next}). Rien n’est prélevé maintenant."}},
}

var pausedWords = i18n.Both[changeWords]{
	En: changeWords{Subject: "Your recurring gift is paused", Heading: "Your recurring gift is paused", NextPayment: "Next payment", Paragraphs: []string{
		"As asked, your gift of {gift} is paused until {until}: no payment will be taken until then.",
		"It will start again by itself. You can resume it earlier, or stop it, from your donor space."}},
	Fr: changeWords{Subject: "Votre don régulier est en pause", Heading: "Votre don régulier est en pause", NextPayment: "Prochain paiement", Paragraphs: []string{
		"Comme demandé, votre don de {gift} est en pause jusqu’au {until} : aucun paiement ne sera prélevé d’ici là.",
		"Il reprendra de lui-même. Vous pouvez le reprendre plus tôt, ou l’arrêter, depuis votre espace donateur."}},
}

var resumedWords = i18n.Both[changeWords]{
	En: changeWords{Subject: "Your recurring gift has resumed", Heading: "Your recurring gift has resumed", NextPayment: "Next payment", Paragraphs: []string{
		"Your gift of {gift} has resumed. Thank you for your continued support."}},
	Fr: changeWords{Subject: "Votre don régulier a repris", Heading: "Votre don régulier a repris", NextPayment: "Prochain paiement", Paragraphs: []string{
		"Votre don de {gift} a repris. Merci de votre fidèle soutien."}},
}

// changeMail writes the mail of kind, of words, about d for first; more
// are the words' other blanks ({new}, {until}) in the gift's locale.
func changeMail(d *Donation, kind string, words i18n.Both[changeWords], more func(i18n.Locale) []string) donorMail {
	return func(first string) notify.Mail {
		l := d.Locale()
		w := words.In(l)
		next := dayWords(l, d.NextPaymentAt().Time())
		blanks := []string{"{gift}", giftWords(l, d), "{next}", next}
		if more != nil {
			blanks = append(blanks, more(l)...)
		}
		fill := strings.NewReplacer(blanks...).Replace
		m := notify.Mail{Subject: fill(w.Subject), Kind: kind, Heading: w.Heading, Paragraphs: []string{dear(l, first)}}
		for _, p := range w.Paragraphs {
			m.Paragraphs = append(m.Paragraphs, fill(p))
		}
		if w.NextPayment != "" {
			m.Rows = []notify.Row{{Label: w.NextPayment, Value: next}}
		}
		return m
	}
}

func stoppedMail(d *Donation) donorMail { return changeMail(d, "gift.stopped", stoppedWords, nil) }
func resumedMail(d *Donation) donorMail { return changeMail(d, "gift.resumed", resumedWords, nil) }

func amountChangedMail(d *Donation) donorMail {
	return changeMail(d, "gift.amount-changed", changedWords, func(i18n.Locale) []string { return []string{"{new}", d.Amount().French()} })
}

func rhythmChangedMail(d *Donation) donorMail {
	return changeMail(d, "gift.rhythm-changed", changedWords, func(l i18n.Locale) []string {
		return []string{"{new}", strings.TrimSpace(mailCommon.In(l).Rhythm[d.Rhythm()])}
	})
}

func pausedMail(d *Donation) donorMail {
	return changeMail(d, "gift.paused", pausedWords, func(l i18n.Locale) []string {
		return []string{"{until}", mailCommon.In(l).Date(d.PausedUntil().Time())}
	})
}

// paymentWords are the words of the mails about a recurring gift's
// payments that failed; {provider} is who takes them (Stripe, PayPal).
type paymentWords struct {
	FailedSubject, FailedHeading, Failed, Reason, NextAttempt string
	// PayPal closes a failure of a PayPal gift; UpdateCard and NewCard a card gift's.
	PayPal, UpdateCard, NewCard                     string
	EndedSubject, Ended, EndedAfterFailures, NoMore string
}

var paymentMailWords = i18n.Both[paymentWords]{
	En: paymentWords{
		FailedSubject: "Your recurring gift: the payment did not go through", FailedHeading: "The payment of your gift did not go through",
		Failed: "The payment of your gift of {gift} did not go through.", Reason: "Reason given by {provider}", NextAttempt: "Next attempt",
		PayPal:     "PayPal manages the payment method of this gift: you can change it in your PayPal account.",
		UpdateCard: "Update my card", NewCard: "To keep your gift going, give a new card before the next attempt: it will be used from then on.",
		EndedSubject: "Your recurring gift has ended", Ended: "{provider} has stopped your gift of {gift}.",
		EndedAfterFailures: "After several attempts, the payment of your gift of {gift} could not be taken, so {provider} has stopped it.",
		NoMore:             "No further payment will be taken. If you wish to give again, you are welcome at any time on our donation page.",
	},
	Fr: paymentWords{
		FailedSubject: "Votre don régulier : le paiement n’a pas abouti", FailedHeading: "Le paiement de votre don n’a pas abouti",
		Failed: "Le paiement de votre don de {gift} n’a pas abouti.", Reason: "Motif donné par {provider}", NextAttempt: "Prochaine tentative",
		PayPal:     "PayPal gère le moyen de paiement de ce don : vous pouvez le changer dans votre compte PayPal.",
		UpdateCard: "Mettre à jour ma carte", NewCard: "Pour que votre don continue, indiquez une nouvelle carte avant la prochaine tentative : c’est elle qui servira ensuite.",
		EndedSubject: "Votre don régulier a pris fin", Ended: "{provider} a arrêté votre don de {gift}.",
		EndedAfterFailures: "Après plusieurs tentatives, le paiement de votre don de {gift} n’a pas pu être prélevé : {provider} l’a donc arrêté.",
		NoMore:             "Aucun autre paiement ne sera prélevé. Si vous souhaitez donner à nouveau, notre page de don vous est ouverte à tout moment.",
	},
}

// paymentFill fills a payment mail's blanks for d in l.
func paymentFill(l i18n.Locale, d *Donation) func(string) string {
	return strings.NewReplacer("{gift}", giftWords(l, d), "{provider}", providerName(d)).Replace
}

func renewalFailedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		l := d.Locale()
		w, fill := paymentMailWords.In(l), paymentFill(l, d)
		m := notify.Mail{
			Subject: w.FailedSubject, Kind: "gift.renewal-failed", Heading: w.FailedHeading,
			Paragraphs: []string{dear(l, first), fill(w.Failed)},
			Rows: []notify.Row{
				{Label: fill(w.Reason), Value: d.PaymentProblem()},
				{Label: w.NextAttempt, Value: dayWords(l, d.NextPaymentAt().Time())},
			},
		}
		if d.Method() == "paypal" {
			m.Closing = []string{w.PayPal}
			return m
		}
		m.Action = &notify.Link{Label: w.UpdateCard}
		m.Closing = []string{w.NewCard}
		return m
	}
}

func endedMail(d *Donation, afterFailures bool) donorMail {
	return func(first string) notify.Mail {
		l := d.Locale()
		w, fill := paymentMailWords.In(l), paymentFill(l, d)
		why := w.Ended
		if afterFailures {
			why = w.EndedAfterFailures
		}
		return notify.Mail{
			Subject: w.EndedSubject, Kind: "gift.ended", Heading: w.EndedSubject,
			Paragraphs: []string{dear(l, first), fill(why), w.NoMore},
		}
	}
}
