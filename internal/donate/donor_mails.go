package donate

import (
	"net/url"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
)

// donorMail is a mail about a recurring gift, written for the donor's first
// name; the donor space link (site + /donor) is added by mailDonor.
type donorMail func(firstName string) notify.Mail

// tell asks for a mail to d's donor about the change being made to d: see
// update.
func (d *Donation) tell(write donorMail) { d.mails = append(d.mails, write) }

// mailDonor sends a mail about d to its donor, with the button to the gift
// in the donor space, through tx: the transaction of the change it reports.
func mailDonor(tx core.App, d *Donation, write donorMail) {
	record, err := tx.FindRecordById(donorsCollection, d.DonorID())
	if err != nil {
		tx.Logger().Error("donate: donor mail not sent, donor not found", "donation", d.Id, "error", err)
		return
	}
	donor := DonorOf(record)
	m := write(donor.Prenom)
	m.To = donor.Email
	m.Ref = DonationsCollection + "/" + d.Id
	m.Test = d.Test()
	m.Closing = append(m.Closing, "With our thanks,\nThe "+notify.Foundation)
	if m.Action == nil {
		m.Action = &notify.Link{Label: "See my giving"}
	}
	m.Action.URL = GiftPage(d.Id)
	notify.Send(tx, m)
}

// GiftPage is the path of a gift in the donor space, where every mail about it leads.
func GiftPage(id string) string { return "/donor?gift=" + url.QueryEscape(id) }

// giftWords is "15,00 € per month by card".
func giftWords(d *Donation) string {
	return d.Amount().French() + rhythmWords[d.Rhythm()] + " " + methodWords[d.Method()]
}

func dayWords(t time.Time) string {
	if t.IsZero() {
		return "soon"
	}
	return "on " + dateWords(t)
}

func stoppedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		return notify.Mail{
			Subject: "Your recurring gift is stopped",
			Kind:    "gift.stopped",
			Heading: "Your recurring gift is stopped",
			Paragraphs: []string{
				"Dear " + first + ",",
				"As you asked, your gift of " + giftWords(d) + " is stopped: no further payment will be taken.",
				"The payments already made stay with the foundation and count for your tax receipt. Thank you for them.",
			},
		}
	}
}

func amountChangedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		return notify.Mail{
			Subject: "Your recurring gift is now " + d.Amount().French(),
			Kind:    "gift.amount-changed",
			Heading: "Your recurring gift is changed",
			Paragraphs: []string{
				"Dear " + first + ",",
				"Your gift is now " + giftWords(d) + ", from the next payment (" + dayWords(d.NextPaymentAt().Time()) + "). Nothing is charged now.",
			},
		}
	}
}

func renewalFailedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		m := notify.Mail{
			Subject: "Your recurring gift: the payment did not go through",
			Kind:    "gift.renewal-failed",
			Heading: "The payment of your gift did not go through",
			Paragraphs: []string{
				"Dear " + first + ",",
				"The payment of your gift of " + giftWords(d) + " did not go through.",
			},
			Rows: []notify.Row{
				{Label: "Reason given by " + providerName(d), Value: d.PaymentProblem()},
				{Label: "Next attempt", Value: dayWords(d.NextPaymentAt().Time())},
			},
		}
		if d.Method() == "paypal" {
			m.Closing = []string{"PayPal manages the payment method of this gift: you can change it in your PayPal account."}
			return m
		}
		m.Action = &notify.Link{Label: "Update my card"}
		m.Closing = []string{"To keep your gift going, give a new card before the next attempt: it will be used from then on."}
		return m
	}
}

func endedMail(d *Donation, afterFailures bool) donorMail {
	return func(first string) notify.Mail {
		why := providerName(d) + " has stopped your gift of " + giftWords(d) + "."
		if afterFailures {
			why = "After several attempts, the payment of your gift of " + giftWords(d) + " could not be taken, so " + providerName(d) + " has stopped it."
		}
		return notify.Mail{
			Subject: "Your recurring gift has ended",
			Kind:    "gift.ended",
			Heading: "Your recurring gift has ended",
			Paragraphs: []string{
				"Dear " + first + ",", why,
				"No further payment will be taken. If you wish to give again, you are welcome at any time on our donation page.",
			},
		}
	}
}

func pausedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		return notify.Mail{
			Subject: "Your recurring gift is paused",
			Kind:    "gift.paused",
			Heading: "Your recurring gift is paused",
			Paragraphs: []string{
				"Dear " + first + ",",
				"As asked, your gift of " + giftWords(d) + " is paused until " + dateWords(d.PausedUntil().Time()) + ": no payment will be taken until then.",
				"It will start again by itself. You can resume it earlier, or stop it, from your donor space.",
			},
			Rows: []notify.Row{{Label: "Next payment", Value: dayWords(d.NextPaymentAt().Time())}},
		}
	}
}

func resumedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		return notify.Mail{
			Subject: "Your recurring gift has resumed",
			Kind:    "gift.resumed",
			Heading: "Your recurring gift has resumed",
			Paragraphs: []string{
				"Dear " + first + ",",
				"Your gift of " + giftWords(d) + " has resumed. Thank you for your continued support.",
			},
			Rows: []notify.Row{{Label: "Next payment", Value: dayWords(d.NextPaymentAt().Time())}},
		}
	}
}

func rhythmChangedMail(d *Donation) donorMail {
	return func(first string) notify.Mail {
		return notify.Mail{
			Subject: "Your recurring gift is now " + rhythmWords[d.Rhythm()][1:],
			Kind:    "gift.rhythm-changed",
			Heading: "Your recurring gift is changed",
			Paragraphs: []string{
				"Dear " + first + ",",
				"Your gift is now " + giftWords(d) + ", from the next payment (" + dayWords(d.NextPaymentAt().Time()) + "). Nothing is charged now.",
			},
		}
	}
}

// dateWords is "2 March 2027", in Paris.
func dateWords(t time.Time) string { return t.In(Paris).Format("2 January 2006") }
