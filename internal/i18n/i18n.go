// Package i18n is the site's two languages on the server: the locale a
// donor's page was in (the body field "locale" of every donation request,
// kept with the gift and the donor), which every mail to them is written
// in, and the French words the mails and the receipts share. English is
// the site's default (the spec's texts); French pages live under /fr/.
// Tax receipts stay French whatever the locale: it is their legal form.
package i18n

import (
	"strconv"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
)

// Locale is a language of the site: English or French.
type Locale string

// The site's locales.
const (
	English Locale = "en"
	French  Locale = "fr"
)

// Default is the locale of a request that names none, and of a gift
// recorded before gifts kept one.
const Default = English

// Staff is the staff's language: the back office's for a member who has
// not chosen one (issue 40.4), and the one of every mail to the staff
// address (notify.ToStaff), which the staff share: the foundation's staff
// are French volunteers.
const Staff = French

// Locales lists the locales, the default first (the migrations offer them).
var Locales = []Locale{English, French}

// Field is the name of the locale in a request's body and on a record.
const Field = "locale"

// ErrLocale refuses a locale the site does not speak, as the field's error.
var ErrLocale = validation.NewError("validation_invalid_locale", "The language must be fr or en.")

// Parse reads the locale a request's body names: none is the Default,
// "fr" and "en" are themselves, anything else is ErrLocale.
func Parse(s string) (Locale, error) {
	switch Locale(s) {
	case "":
		return Default, nil
	case English, French:
		return Locale(s), nil
	}
	return "", ErrLocale
}

// Of reads a stored locale: French is French, anything else (a gift
// from before locales, none at all) is the Default.
func Of(s string) Locale {
	if Locale(s) == French {
		return French
	}
	return Default
}

// Both is one text, or one mail's words, in both languages: the one place
// a mail's French and English sit side by side.
type Both[T any] struct {
	En, Fr T
}

// In is b in l.
func (b Both[T]) In(l Locale) T {
	if l == French {
		return b.Fr
	}
	return b.En
}

var months = []string{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
	"octobre", "novembre", "décembre"}

// FrenchDate is t's day as the French write it, in t's own zone:
// "5 janvier 2026", "1er mars 2027".
func FrenchDate(t time.Time) string {
	day := strconv.Itoa(t.Day())
	if t.Day() == 1 {
		day = "1er"
	}
	return day + " " + months[t.Month()-1] + " " + strconv.Itoa(t.Year())
}
