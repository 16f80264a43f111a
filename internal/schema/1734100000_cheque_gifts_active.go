package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A weekly or monthly cheque gift whose first cheque came stayed "awaiting
// cheque" (the status could not move to active): such a gift is active.
// Nothing to undo: active is what those gifts should have been.
func init() {
	m.Register(func(app core.App) error {
		_, err := app.DB().NewQuery(`UPDATE donations SET status = 'active'
			WHERE method = 'cheque' AND rhythm != 'once' AND status = 'awaiting_cheque' AND amountCollected > 0`).Execute()
		return err
	}, nil)
}
