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

// The longest text each of a donor's details takes, in characters: what the
// donation form, the donor space and the treasurer's forms let type (the
// email, postal code and phone have internal/forms' own).
const (
	MaxFirstName   = 100
	MaxLastName    = 100
	MaxAddress     = 300
	MaxTown        = 100
	MaxCountry     = 100
	MaxCompanyName = 200
	MaxLegalForm   = 100
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
	// Kind is who gives: KindPerson ("" in details given before companies
	// could give) or KindCompany, whose receipt is the article 238 bis one.
	Kind string `json:"kind" db:"kind" tstype:"DonorKind | ''"`
	// A company's raison sociale, SIREN (9 digits) and legal form; "" for a person.
	RaisonSociale  string `json:"raisonSociale" db:"raisonSociale"`
	Siren          string `json:"siren" db:"siren"`
	FormeJuridique string `json:"formeJuridique" db:"formeJuridique"`
}

// Who gives (Donor.Kind).
const (
	KindPerson  = "person"
	KindCompany = "company"
)

// Company reports whether the details are a company's.
func (d Donor) Company() bool { return d.Kind == KindCompany }

// KindOrPerson is Kind, with details from before companies could give read
// as a person's.
func (d Donor) KindOrPerson() string {
	if d.Company() {
		return KindCompany
	}
	return KindPerson
}

// ReceiptName is who a receipt names: a company's raison sociale, a person's name.
func (d Donor) ReceiptName() string {
	if d.Company() {
		return d.RaisonSociale
	}
	return d.FullName()
}

// DisplayName is how staff read the donor: the company, then who wrote for it.
func (d Donor) DisplayName() string {
	if d.Company() {
		return d.RaisonSociale + " (" + d.FullName() + ")"
	}
	return d.FullName()
}

// detailFields are the donation_users columns of a Donor, in the order of
// its targets: every query that reads details reads these.
var detailFields = []string{"email", "prenom", "nom", "adresse", "codePostal", "ville", "pays", "telephone",
	"kind", "raisonSociale", "siren", "formeJuridique"}

// targets are the Donor's fields in detailFields' order, to scan a row into.
func (d *Donor) targets() []*string {
	return []*string{&d.Email, &d.Prenom, &d.Nom, &d.Adresse, &d.CodePostal, &d.Ville, &d.Pays, &d.Telephone,
		&d.Kind, &d.RaisonSociale, &d.Siren, &d.FormeJuridique}
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
	if d.Kind == "" {
		d.Kind = KindPerson
	}
	if d.Kind == KindCompany {
		d.Siren = forms.CleanSiren(d.Siren)
	} else { // a person's details name no company
		d.RaisonSociale, d.Siren, d.FormeJuridique = "", "", ""
	}
}

// errKind refuses a kind of donor the form does not offer.
var errKind = validation.NewError("validation_invalid_kind", "Choose whether you give as a person or as a company.")

// Validate applies the page's rules (spec section 5) plus the stored fields'
// lengths (the form's maxLength), the country's postal code shape and only
// characters a tax receipt prints in what it prints; the result is keyed
// by the JSON names, empty when all is well.
func (d Donor) Validate() validation.Errors {
	errs := validation.Errors{
		"email":      forms.Email(d.Email),
		"prenom":     forms.PrintedLine(d.Prenom, MaxFirstName),
		"nom":        forms.PrintedLine(d.Nom, MaxLastName),
		"adresse":    forms.PrintedText(d.Adresse, MaxAddress),
		"codePostal": forms.PostalCode(d.CodePostal, d.Pays),
		"ville":      forms.PrintedLine(d.Ville, MaxTown),
		"pays":       forms.PrintedLine(d.Pays, MaxCountry),
		"telephone":  forms.Phone(d.Telephone),
	}
	switch d.Kind {
	case KindPerson, "": // details from before companies could give
	case KindCompany:
		errs["raisonSociale"] = forms.PrintedLine(d.RaisonSociale, MaxCompanyName)
		errs["siren"] = forms.Siren(d.Siren)
		errs["formeJuridique"] = forms.PrintedLine(d.FormeJuridique, MaxLegalForm)
	default:
		errs["kind"] = errKind
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

// NewAmountOf reads {"amount": cents} of a request changing a gift's
// amount (from the donor space or the treasurer's desk); a bad one is
// the 400 to answer, naming the field.
func NewAmountOf(e *core.RequestEvent) (money.Cents, error) {
	var body struct {
		Amount json.RawMessage `json:"amount"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return 0, err
	}
	amount, err := ParseAmount(body.Amount)
	if err != nil {
		return 0, apis.NewBadRequestError("The new amount is not valid.", validation.Errors{"amount": err})
	}
	return amount, nil
}

// MaxBody bounds every donation request: the longest valid one is about 1 KB.
const MaxBody = 16 << 10

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
