package forms

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/money"
)

// Amount is the rule of an amount in cents sent as a JSON integer (never a
// string, a fraction or an exponent: the browser computes euros × 100 and a
// float there is a bug to refuse, not to round), within Min and Max.
type Amount struct {
	Min, Max money.Cents
	// The sentences for an amount out of bounds, in the form's words.
	TooSmall, TooLarge string
}

// integerPattern is a JSON integer without sign, fraction or exponent.
var integerPattern = regexp.MustCompile(`^[0-9]+$`)

// Parse reads raw; the error is the field's.
func (a Amount) Parse(raw json.RawMessage) (money.Cents, error) {
	text := string(bytes.TrimSpace(raw))
	switch {
	case text == "" || text == "null":
		return 0, validation.NewError("validation_required", "The amount is required.")
	case strings.HasPrefix(text, "-"):
		return 0, validation.NewError("validation_amount_negative", "The amount must be positive.")
	case !integerPattern.MatchString(text):
		return 0, validation.NewError("validation_amount_not_integer", "The amount must be a whole number of cents.")
	}
	cents, err := strconv.ParseInt(text, 10, 64)
	switch {
	case err != nil || money.Cents(cents) > a.Max:
		return 0, validation.NewError("validation_amount_too_large", a.TooLarge)
	case cents == 0:
		return 0, validation.NewError("validation_amount_negative", "The amount must be positive.")
	case money.Cents(cents) < a.Min:
		return 0, validation.NewError("validation_amount_too_small", a.TooSmall)
	}
	return money.Cents(cents), nil
}
