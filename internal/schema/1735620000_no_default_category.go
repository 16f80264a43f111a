package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// No category is chosen for the foundation by default (issue 41): the
// category migration (1734700000) gave "œuvre ou organisme d'intérêt
// général" to every foundation that had neither 75 % nor article 978 —
// a fresh install's defaults included — and receipts then printed a box no
// admin ticked. That category goes back to none unless an admin's save
// chose it (the audit log keeps each save's record); receipts wait until an
// admin chooses (the staff home lists "category" as missing).
func init() {
	m.Register(func(app core.App) error {
		_, err := app.DB().NewQuery(`UPDATE foundation_settings SET category = ''
			WHERE category = 'general_interest' AND NOT EXISTS (SELECT 1 FROM audit_log
				WHERE action = 'settings.update' AND json_extract(after, '$.category') = 'general_interest')`).Execute()
		return err
	}, nil)
}
