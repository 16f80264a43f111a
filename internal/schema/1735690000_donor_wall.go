package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The donor wall (internal/campaigns, supporters.go): per gift, whether the
// supporter's name shows on its campaign's page (off unless they choose),
// the name they typed for it ("" for their first name and initial), and
// whether the amount shows with it. Values frozen here.
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{"donations": {
			&core.BoolField{Name: "showName"},
			text("wallName", false, 40),
			&core.BoolField{Name: "showAmount"},
		}})
	}, func(app core.App) error {
		return removeFields(app, "donations", "showName", "wallName", "showAmount")
	})
}
