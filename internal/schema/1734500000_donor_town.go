package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The donor's town ("Commune" on the Cerfa n° 11580*05): asked on the
// donation form and the corrections, kept on each receipt as it was printed.
// Details given before have none: their receipts wait until a correction
// adds it (internal/receipts, "missing town").
func init() {
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{
			"donation_users": {text("ville", false, 100)},
			"tax_receipts":   {text("donorTown", false, 100)},
		})
	}, func(app core.App) error {
		// Issued receipts keep the town they printed: only the form's field goes.
		return removeFields(app, "donation_users", "ville")
	})
}
