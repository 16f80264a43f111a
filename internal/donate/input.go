package donate

import (
	"encoding/json"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/forms"
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
	Email      string `json:"email" db:"email"`
	Prenom     string `json:"prenom" db:"prenom"`
	Nom        string `json:"nom" db:"nom"`
	Adresse    string `json:"adresse" db:"adresse"`
	CodePostal string `json:"codePostal" db:"codePostal"`
	Ville      string `json:"ville" db:"ville"`
	Pays       string `json:"pays" db:"pays"`
	Telephone  string `json:"telephone" db:"telephone"`
}

// detailFields are the donation_users columns of a Donor, in the order of
// its targets: every query that reads details reads these.
var detailFields = []string{"email", "prenom", "nom", "adresse", "codePostal", "ville", "pays", "telephone"}

// targets are the Donor's fields in detailFields' order, to scan a row into.
func (d *Donor) targets() []*string {
	return []*string{&d.Email, &d.Prenom, &d.Nom, &d.Adresse, &d.CodePostal, &d.Ville, &d.Pays, &d.Telephone}
}

// scanTargets are targets as a row scan takes them.
func (d *Donor) scanTargets() []any {
	out := []any{}
	for _, t := range d.targets() {
		out = append(out, t)
	}
	return out
}

// detailColumns lists detailFields of the table alias, for a SELECT.
func detailColumns(alias string) string {
	cols := make([]string, len(detailFields))
	for i, f := range detailFields {
		cols[i] = alias + "." + f
	}
	return strings.Join(cols, ", ")
}

func (d *Donor) normalize() {
	for _, f := range d.targets() {
		if f != &d.Adresse { // the one field of several lines
			*f = forms.CleanLine(*f)
		}
	}
	d.Adresse = forms.CleanText(d.Adresse)
}

// minPhoneLength is the spec's rule: the phone has at least 10 characters
// (section 5), where contact and checkout ask for none.
const minPhoneLength = 10

// Validate applies the page's rules (spec section 5) plus the stored fields'
// lengths (the form's maxLength); the result is keyed by the JSON names,
// empty when all is well.
func (d Donor) Validate() validation.Errors {
	errs := validation.Errors{
		"email":      forms.Email(d.Email),
		"prenom":     forms.Line(d.Prenom, 100),
		"nom":        forms.Line(d.Nom, 100),
		"adresse":    forms.Text(d.Adresse, 300),
		"codePostal": forms.PostalCode(d.CodePostal),
		"ville":      forms.Line(d.Ville, 100),
		"pays":       forms.Line(d.Pays, 100),
		"telephone":  forms.Phone(d.Telephone, minPhoneLength),
	}
	_ = errs.Filter() // drops, in place, the fields that passed
	return errs
}

func (d Donor) fields() map[string]any {
	out := make(map[string]any, len(detailFields))
	for i, t := range d.targets() {
		out[detailFields[i]] = *t
	}
	return out
}

// donationAmount is the rule of every donation amount, in the page's words.
var donationAmount = forms.Amount{
	Min: MinAmount, Max: MaxAmount,
	TooSmall: "The minimum donation is 1 €.", TooLarge: "The maximum donation is 100,000 €.",
}

// ParseAmount reads a donation amount in cents sent as a JSON number; the
// error is the field's.
func ParseAmount(raw json.RawMessage) (money.Cents, error) {
	return donationAmount.Parse(raw)
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
