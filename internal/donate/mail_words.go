package donate

import (
	"fmt"
	"time"

	"foundation/internal/i18n"
	"foundation/internal/notify"
)

// The words every mail to a donor shares, in both languages; each mail's
// own words sit beside it, in one table of both (i18n.Both). Money is
// written the French way in both languages, as it always was
// (money.Cents.French).
type mailWords struct {
	// Dear greets the donor by name: "Dear %s,".
	Dear string
	// Rhythm follows an amount (" per month"); Method says how a gift is paid.
	Rhythm, Method map[string]string
	// Date is a day in Paris: "2 March 2027".
	Date func(time.Time) string
	// On is a day to come ("on %s"), Soon one not known yet.
	On, Soon string
	// SeeMyGiving is the button to the gift in the donor space.
	SeeMyGiving string
}

var mailCommon = i18n.Both[mailWords]{
	En: mailWords{
		Dear:   "Dear %s,",
		Rhythm: map[string]string{"once": "", "weekly": " per week", "monthly": " per month"},
		Method: map[string]string{"card": "by card", "paypal": "with PayPal", "cheque": "by cheque", MethodSepa: "by SEPA Direct Debit"},
		Date:   func(t time.Time) string { return t.In(Paris).Format("2 January 2006") },
		On:     "on %s", Soon: "soon", SeeMyGiving: "See my giving",
	},
	Fr: mailWords{
		Dear:   "Bonjour %s,",
		Rhythm: map[string]string{"once": "", "weekly": " par semaine", "monthly": " par mois"},
		Method: map[string]string{"card": "par carte", "paypal": "avec PayPal", "cheque": "par chèque", MethodSepa: "par prélèvement SEPA"},
		Date:   func(t time.Time) string { return i18n.FrenchDate(t.In(Paris)) },
		On:     "le %s", Soon: "bientôt", SeeMyGiving: "Voir mes dons",
	},
}

// dear is the greeting of a mail in l to first.
func dear(l i18n.Locale, first string) string { return fmt.Sprintf(mailCommon.In(l).Dear, first) }

// giftWords is "15,00 € per month by card", in l.
func giftWords(l i18n.Locale, d *Donation) string {
	w := mailCommon.In(l)
	return d.Amount().French() + w.Rhythm[d.Rhythm()] + " " + w.Method[d.Method()]
}

// dayWords is "on 2 March 2027" in l, or "soon" for a day not known yet.
func dayWords(l i18n.Locale, t time.Time) string {
	w := mailCommon.In(l)
	if t.IsZero() {
		return w.Soon
	}
	return fmt.Sprintf(w.On, w.Date(t))
}

// signed closes m, a mail to a donor in l, with the foundation's thanks.
func signed(l i18n.Locale, m notify.Mail) notify.Mail {
	m.Locale = l
	m.Closing = append(m.Closing, notify.Thanks(l))
	return m
}
