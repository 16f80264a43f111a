package shop

import (
	"regexp"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/ozzo-validation/v4/is"
)

// ClientInfo is the checkout form, stored as orders.clientInfo.
type ClientInfo struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Address string `json:"address"`
}

// phoneChars allows international and local notations: +33 (0)6 12-34.56.78.
var phoneChars = regexp.MustCompile(`^\+?[0-9 ().-]+$`)

// Normalized trims every field and folds the inner runs of spaces of the
// one-line fields; the address keeps its line breaks.
func (c ClientInfo) Normalized() ClientInfo {
	fold := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	return ClientInfo{
		Name:    fold(c.Name),
		Email:   strings.TrimSpace(c.Email),
		Phone:   fold(c.Phone),
		Address: strings.TrimSpace(c.Address),
	}
}

// Validate returns validation.Errors keyed by the JSON field names.
func (c ClientInfo) Validate() error {
	return validation.ValidateStruct(&c,
		validation.Field(&c.Name, validation.Required, validation.RuneLength(2, 200)),
		validation.Field(&c.Email, validation.Required, validation.Length(3, 254), is.EmailFormat),
		validation.Field(&c.Phone, validation.Required, validation.RuneLength(6, 30),
			validation.Match(phoneChars).Error("Enter a phone number: digits, spaces and + ( ) - . only.")),
		validation.Field(&c.Address, validation.Required, validation.RuneLength(5, 500)),
	)
}
