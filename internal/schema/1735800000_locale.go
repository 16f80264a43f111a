package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The donor's language (internal/i18n): the locale of the page a gift was
// given from, kept with the gift (every mail about it is written in it)
// and with the donor's details (their last-used locale, which a gift its
// provider reports without a page, and their donor-space code mail,
// follow); the donor account keeps the locale of its last code mail.
// Empty is English, as every gift before this was. Values frozen here.
func init() {
	m.Register(func(app core.App) error {
		locale := func() core.Field {
			return &core.SelectField{Name: "locale", MaxSelect: 1, Values: []string{"en", "fr"}}
		}
		return addFields(app, map[string][]core.Field{
			"donations":      {locale()},
			"donation_users": {locale()},
			"donor_accounts": {locale()},
		})
	}, func(app core.App) error {
		for _, name := range []string{"donations", "donation_users", "donor_accounts"} {
			if err := removeFields(app, name, "locale"); err != nil {
				return err
			}
		}
		return nil
	})
}
