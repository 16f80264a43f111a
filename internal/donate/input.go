package donate

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/jsonbody"
	"foundation/internal/money"
)

// FormMessage is the page's own message for invalid details (spec section 5);
// the API answers a 400 with it so both say the same.
const FormMessage = "Please ensure that all fields are correctly filled in."

// Amount bounds in cents: from 1 € (below it card fees eat the gift and
// card testers probe with tiny amounts) to the spec's 100,000 €.
const (
	MinAmount money.Cents = 100
	MaxAmount money.Cents = 100_000_00
)

// Donor is the spec's donation_users record, field for field.
type Donor struct {
	Email      string `json:"email"`
	Prenom     string `json:"prenom"`
	Nom        string `json:"nom"`
	Adresse    string `json:"adresse"`
	CodePostal string `json:"codePostal"`
	Pays       string `json:"pays"`
	Telephone  string `json:"telephone"`
}

// emailPattern is the spec's "simple {email} pattern": something@something.tld, no spaces.
var emailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

// phonePattern allows what a phone field can hold: digits, a leading +, spaces and ( ) - .
var phonePattern = regexp.MustCompile(`^\+?[0-9 ().-]+$`)

// minPhoneLength is the spec's rule: the phone has at least 10 characters.
const minPhoneLength = 10

func (d *Donor) normalize() {
	for _, f := range []*string{&d.Email, &d.Prenom, &d.Nom, &d.Adresse, &d.CodePostal, &d.Pays, &d.Telephone} {
		*f = strings.TrimSpace(*f)
	}
}

// Validate applies the page's rules (spec section 5) plus the stored fields'
// lengths; the result is keyed by the JSON names, empty when all is well.
func (d Donor) Validate() validation.Errors {
	errs := validation.Errors{}
	if !emailPattern.MatchString(d.Email) || len(d.Email) > 254 {
		errs["email"] = validation.NewError("validation_invalid_email", "Enter a valid email address.")
	}
	for _, f := range []struct {
		name, value string
		max         int
	}{
		{"prenom", d.Prenom, 100}, {"nom", d.Nom, 100}, {"adresse", d.Adresse, 300},
		{"codePostal", d.CodePostal, 20}, {"pays", d.Pays, 100},
	} {
		switch n := utf8.RuneCountInString(f.value); {
		case n == 0:
			errs[f.name] = validation.NewError("validation_required", "This field is required.")
		case n > f.max:
			errs[f.name] = validation.NewError("validation_length_too_long", "At most "+strconv.Itoa(f.max)+" characters.")
		}
	}
	switch {
	case len(d.Telephone) < minPhoneLength:
		errs["telephone"] = validation.NewError("validation_phone_too_short", "Enter a phone number of at least 10 characters.")
	case len(d.Telephone) > 30 || !phonePattern.MatchString(d.Telephone):
		errs["telephone"] = validation.NewError("validation_invalid_phone", "Use digits only, with the country code.")
	}
	return errs
}

func (d Donor) fields() map[string]any {
	return map[string]any{
		"email": d.Email, "prenom": d.Prenom, "nom": d.Nom, "adresse": d.Adresse,
		"codePostal": d.CodePostal, "pays": d.Pays, "telephone": d.Telephone,
	}
}

// integerPattern is what a valid amount looks like on the wire: a JSON integer,
// not a string, a fraction or an exponent.
var integerPattern = regexp.MustCompile(`^[0-9]+$`)

// ParseAmount reads an amount in cents sent as a JSON number; the error is
// the field's message.
func ParseAmount(raw json.RawMessage) (money.Cents, error) {
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
	case err != nil || money.Cents(cents) > MaxAmount:
		return 0, validation.NewError("validation_amount_too_large", "The maximum donation is 100,000 €.")
	case cents == 0:
		return 0, validation.NewError("validation_amount_negative", "The amount must be positive.")
	case money.Cents(cents) < MinAmount:
		return 0, validation.NewError("validation_amount_too_small", "The minimum donation is 1 €.")
	}
	return money.Cents(cents), nil
}

// maxBody bounds every donation request: the longest valid one is about 1 KB.
const maxBody = 16 << 10

// readJSON decodes a JSON body strictly: trailing data or a wrong type is a 400.
func readJSON(e *core.RequestEvent, v any) error {
	return jsonbody.Decode(e, v, "The request could not be read.")
}

// badFields is the 400 of a request whose fields do not pass.
func badFields(errs validation.Errors) error {
	return apis.NewBadRequestError(FormMessage, errs)
}

func fieldError(field, code, message string) error {
	return badFields(validation.Errors{field: fieldErr(code, message)})
}

func fieldErr(code, message string) error { return validation.NewError(code, message) }
