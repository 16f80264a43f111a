package forms

import (
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"golang.org/x/text/unicode/norm"

	"foundation/internal/receipts/font"
)

// ErrUnprintable refuses characters a tax receipt cannot print (an emoji,
// a mathematical letter, a script the receipts' font does not have): the
// receipt would lose them, or fail.
var ErrUnprintable = validation.NewError("validation_unprintable_characters",
	"Use letters, digits and common punctuation only: this is printed on the tax receipt.")

// PrintedLine is the rule of a required one-line text a tax receipt prints
// (a donor's name, town or country, a company's name): Line's, with only the
// characters the receipts' font draws (internal/receipts/font).
func PrintedLine(s string, max int) error { return printed(s, Line(s, max)) }

// PrintedText is PrintedLine for a multi-line text (an address).
func PrintedText(s string, max int) error { return printed(s, Text(s, max)) }

func printed(s string, err error) error {
	if err == nil && strings.IndexFunc(norm.NFC.String(s), func(r rune) bool { return !font.Draws(r) }) >= 0 {
		return ErrUnprintable
	}
	return err
}
