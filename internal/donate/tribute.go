package donate

import (
	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/forms"
)

// Tribute is a gift given in memory or in honour of someone: the body's
// tribute, stored on the gift. NotifyEmail, when given, receives a notice
// once the gift is paid (tributeNotice); the staff may print a card instead.
type Tribute struct {
	Kind        string `json:"kind" tstype:"TributeKind"`
	Name        string `json:"name"`
	NotifyEmail string `json:"notifyEmail"`
	Message     string `json:"message"`
}

// Kinds of tribute.
const (
	TributeMemory = "memory"
	TributeHonour = "honour"
)

// TributeKinds lists the kinds a tribute may have (the migrations offer them).
var TributeKinds = []string{TributeMemory, TributeHonour}

// Lengths of a tribute's texts: a name as the donor's own, a message a card holds.
const (
	MaxTributeName    = 100
	MaxTributeMessage = 500
)

// Field names of the donations collection for the tribute.
const (
	fieldTributeKind    = "tributeKind"
	fieldTributeName    = "tributeName"
	fieldTributeEmail   = "tributeEmail"
	fieldTributeMessage = "tributeMessage"
)

var errTributeKind = validation.NewError("validation_invalid_tribute_kind", "Choose “in memory of” or “in honour of”.")

// clean trims the tribute's texts as every form field is trimmed.
func (t *Tribute) clean() {
	t.Kind, t.Name, t.NotifyEmail = forms.CleanLine(t.Kind), forms.CleanLine(t.Name), forms.CleanLine(t.NotifyEmail)
	t.Message = forms.CleanText(t.Message)
}

// Validate is the tribute's rules, keyed "tribute.name" and so on: a kind,
// a name printed on a card, an address we may write to, a short message.
func (t Tribute) Validate() validation.Errors {
	errs := validation.Errors{}
	if t.Kind != TributeMemory && t.Kind != TributeHonour {
		errs["tribute.kind"] = errTributeKind
	}
	errs["tribute.name"] = forms.PrintedLine(t.Name, MaxTributeName)
	if t.NotifyEmail != "" {
		errs["tribute.notifyEmail"] = forms.Email(t.NotifyEmail)
	}
	if t.Message != "" {
		errs["tribute.message"] = forms.PrintedText(t.Message, MaxTributeMessage)
	}
	_ = errs.Filter()
	return errs
}

// Tribute is whom d honours, nil for a gift that honours no one.
func (d *Donation) Tribute() *Tribute {
	if d.GetString(fieldTributeName) == "" {
		return nil
	}
	return &Tribute{Kind: d.GetString(fieldTributeKind), Name: d.GetString(fieldTributeName),
		NotifyEmail: d.GetString(fieldTributeEmail), Message: d.GetString(fieldTributeMessage)}
}

// setTribute stores t on d (nil: none).
func (d *Donation) setTribute(t *Tribute) {
	if t == nil {
		t = &Tribute{}
	}
	d.Set(fieldTributeKind, t.Kind)
	d.Set(fieldTributeName, t.Name)
	d.Set(fieldTributeEmail, t.NotifyEmail)
	d.Set(fieldTributeMessage, t.Message)
}

// CorrectTribute replaces d's tribute with t once t passes the form's rules
// (the treasurer's correction); the errors are t's fields'.
func (d *Donation) CorrectTribute(t Tribute) error {
	t.clean()
	if errs := t.Validate(); len(errs) > 0 {
		return errs
	}
	d.setTribute(&t)
	return nil
}
