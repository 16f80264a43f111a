package shop

import (
	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/forms"
)

// ClientInfo is the checkout form, stored as orders.clientInfo.
type ClientInfo struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Address string `json:"address"`
}

// Normalized cleans every field; the address keeps its line breaks.
func (c ClientInfo) Normalized() ClientInfo {
	return ClientInfo{
		Name:    forms.CleanLine(c.Name),
		Email:   forms.CleanLine(c.Email),
		Phone:   forms.CleanLine(c.Phone),
		Address: forms.CleanText(c.Address),
	}
}

// The longest name and address the checkout takes (the email and phone have
// internal/forms' own).
const (
	MaxClientName    = 200
	MaxClientAddress = 500
)

// Validate returns validation.Errors keyed by the JSON field names. The spec
// asks only that the four fields are filled (section 2, Checkout) and the
// phone typed as one; the lengths are the form's maxLength.
func (c ClientInfo) Validate() error {
	return validation.Errors{
		"name":    forms.Line(c.Name, MaxClientName),
		"email":   forms.Email(c.Email),
		"phone":   forms.Phone(c.Phone),
		"address": forms.Text(c.Address, MaxClientAddress),
	}.Filter()
}
