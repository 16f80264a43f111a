// Package forms holds the server's input rules for what visitors type: the
// contact form, the checkout's client details and the donation details all
// read an email, a phone number, names and addresses the same way here.
//
// A field goes through two steps: a cleaner (CleanLine or CleanText) repairs
// what copy and paste brings in (line breaks in a name, Windows line endings,
// zero-width characters), then a rule (Email, Phone, Line, Text, PostalCode)
// returns nil or a validation.Error whose code the web app reads. What a
// tax receipt prints (PrintedLine, PrintedText) holds only what its font draws. Characters
// no one types on purpose and that change how text is shown (NUL, escapes,
// bidi overrides) are refused rather than repaired: a name that renders
// differently in the dashboard or in a mail than it was stored is a spoof.
//
// Callers collect the rules' results keyed by JSON field name, e.g.
//
//	validation.Errors{"email": forms.Email(c.Email), "phone": forms.Phone(c.Phone)}.Filter()
package forms

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
)

// Error codes and the sentences shown by a refused field. The web app shows
// the message of any code it does not word itself (lib/apiErrors.ts words
// validation_required), so these are the visitor's words.
var (
	ErrRequired      = validation.NewError("validation_required", "This field is required.")
	ErrInvalidEmail  = validation.NewError("validation_invalid_email", "Enter a valid email address.")
	ErrInvalidPhone  = validation.NewError("validation_invalid_phone", "Enter a phone number: digits, spaces and + ( ) - . only.")
	ErrPhoneTooLong  = validation.NewError("validation_phone_too_long", "A phone number has at most 15 digits.")
	ErrPhoneTooShort = validation.NewError("validation_phone_too_short", "Enter the whole phone number: at least "+strconv.Itoa(MinPhone)+" characters besides spaces and ( ) - .")
	ErrControlChars  = validation.NewError("validation_invalid_characters", "Remove the invisible or control characters from this field.")
	ErrInvalidPostal = validation.NewError("validation_invalid_postal_code", "Use only letters, digits, spaces and -.")
)

// MaxReason is the longest reason staff give for a refund, a cancellation
// or a stop, which the audit log keeps.
const MaxReason = 500

// Codes of the errors whose sentence carries a number.
const (
	CodeTooLong = "validation_length_too_long"
)

// tooLong carries its number as the param "max": the web app words it in the page's language.
func tooLong(max int) error {
	return validation.NewError(CodeTooLong, "At most {{.max}} characters.").SetParams(map[string]any{"max": max})
}

// zeroWidth are invisible characters that pasted text carries (a byte order
// mark, joiners from a word processor); they are dropped, not refused.
func zeroWidth(r rune) bool {
	switch r {
	case '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF':
		return true
	}
	return false
}

// bidiControl are the explicit direction marks, embeddings, overrides and
// isolates: U+202E makes "gpj.exe" read "exe.jpg" (Trojan Source).
func bidiControl(r rune) bool {
	switch {
	case r == '\u061C', r == '\u200E', r == '\u200F':
		return true
	case r >= '\u202A' && r <= '\u202E', r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}

// lineBreak is any character that ends a line once text is shown.
func lineBreak(r rune) bool {
	return r == '\n' || r == '\r' || r == '\u2028' || r == '\u2029' || r == '\u0085'
}

// CleanLine prepares a one-line field (a name, an email, a phone number, a
// postal code): line breaks and tabs become spaces, zero-width characters
// go, runs of spaces fold into one and the ends are trimmed.
func CleanLine(s string) string {
	s = strings.Map(func(r rune) rune {
		switch {
		case zeroWidth(r):
			return -1
		case lineBreak(r), r == '\t':
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' }), " ")
}

// CleanText prepares a multi-line field (an address, a message): every line
// ending becomes \n, zero-width characters go and the ends are trimmed; the
// inner layout is the sender's.
func CleanText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.Map(func(r rune) rune {
		switch {
		case zeroWidth(r):
			return -1
		case lineBreak(r):
			return '\n'
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

// printable reports whether s holds only what a cleaned field may hold:
// no control character (C0, DEL, C1), bidi control, zero-width character or
// unusual line separator; \n only when multiLine, tabs only in text.
func printable(s string, multiLine bool) bool {
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			if !multiLine {
				return false
			}
		case unicode.IsControl(r), bidiControl(r), zeroWidth(r), lineBreak(r):
			return false
		}
	}
	return true
}

// Line is the rule of a required one-line text of at most max characters: a
// person's name, a country.
func Line(s string, max int) error {
	return text(s, max, false)
}

// Text is the rule of a required multi-line text of at most max characters:
// an address, a message.
func Text(s string, max int) error {
	return text(s, max, true)
}

func text(s string, max int, multiLine bool) error {
	switch n := utf8.RuneCountInString(s); {
	case strings.TrimSpace(s) == "":
		return ErrRequired
	case n > max:
		return tooLong(max)
	case !printable(s, multiLine):
		return ErrControlChars
	}
	return nil
}
