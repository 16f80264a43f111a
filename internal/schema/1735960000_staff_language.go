package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Each staff member's language for the back office (internal/staff,
// language.go): French or English, their own choice. Empty is the back
// office's default (i18n.Staff). Values frozen here.
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{"staff": {
			&core.SelectField{Name: "language", MaxSelect: 1, Values: []string{"en", "fr"}},
		}})
	}, func(app core.App) error {
		return removeFields(app, "staff", "language")
	})
}
