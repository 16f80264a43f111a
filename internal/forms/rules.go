package forms

import (
	"regexp"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
)

// EmailPattern is what a browser's type=email field accepts (WHATWG), with
// the donation form's "something.tld" on top (spec section 5): every email we
// keep is one we may write to, so "name@localhost" is refused too.
var EmailPattern = regexp.MustCompile(`^[a-zA-Z0-9.!#$%&'*+/=?^_` + "`" + `{|}~-]+@` +
	`[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$`)

// MaxEmail is the longest address SMTP carries (RFC 5321 path limit).
const MaxEmail = 254

// Email is the rule of a required email address.
func Email(s string) error {
	switch {
	case s == "":
		return ErrRequired
	case len(s) > MaxEmail || !EmailPattern.MatchString(s):
		return ErrInvalidEmail
	}
	return nil
}

// PhonePattern is one phone number for the three forms: digits, spaces,
// ( ) - . as people write them ("+33 (0)6 12-34.56.78") and one leading +.
var PhonePattern = regexp.MustCompile(`^\+?[0-9 ().-]+$`)

// Phone limits: at least 10 characters besides the separators (spec
// section 9: "06 12 34 56 78", "+33612345678"; "06 98" is no number to call
// back), the spec's 15 digits (section 9, E.164 with the country code), and
// 30 characters, the forms' maxLength, which leaves room for the separators
// of any 15 digits.
const (
	MinPhone       = 10
	MaxPhoneDigits = 15
	MaxPhone       = 30
)

// Phone is the one rule of a required phone number, the same on the
// donation form, the contact form and the checkout (web/src/lib/formRules.ts
// applies it before sending; both run testdata/phones.json).
func Phone(s string) error {
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	switch {
	case s == "":
		return ErrRequired
	case utf8.RuneCountInString(s) > MaxPhone || !PhonePattern.MatchString(s) || digits == 0:
		return ErrInvalidPhone
	case digits > MaxPhoneDigits:
		return ErrPhoneTooLong
	case digits+strings.Count(s[:1], "+") < MinPhone:
		return ErrPhoneTooShort
	}
	return nil
}

// ErrInvalidSiren refuses a SIREN whose digits do not check out.
var ErrInvalidSiren = validation.NewError("validation_invalid_siren",
	"Enter the company's SIREN: 9 digits, as on its Kbis or its invoices.")

// MaxSirenTyped is the longest SIREN the forms let type: nine digits in
// three groups ("552 100 554"), which CleanSiren reads as nine.
const MaxSirenTyped = 11

// CleanSiren keeps a SIREN's digits as typed ("552 100 554", "552.100.554").
func CleanSiren(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '.' || r == '-' || r == '\u00a0' {
			return -1
		}
		return r
	}, s)
}

// Siren is the rule of a required SIREN (cleaned): the 9 digits INSEE
// gives a company, the last a Luhn check digit over the other eight.
func Siren(s string) error {
	if s == "" {
		return ErrRequired
	}
	if len(s) != 9 {
		return ErrInvalidSiren
	}
	sum := 0
	for i, r := range s {
		if r < '0' || r > '9' {
			return ErrInvalidSiren
		}
		d := int(r - '0')
		if i%2 == 1 { // every second digit from the right of nine is at an odd index
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	if sum%10 != 0 {
		return ErrInvalidSiren
	}
	return nil
}
