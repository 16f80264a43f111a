package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The treasurer records received cheques (bank, number, date) and cancels
// pledges whose cheque never came (with a reason); the staff lists filter
// donations by status, method and date, and group them by donor.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		c.Fields.Add(
			text("chequeBank", false, 100), text("chequeNumber", false, 50), &core.DateField{Name: "chequeReceivedAt"},
			text("cancelReason", false, 500),
		)
		c.AddIndex("idx_donations_created", false, "created", "")
		c.AddIndex("idx_donations_status_created", false, "status, created", "")
		c.AddIndex("idx_donations_donor", false, "donor", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		for _, name := range []string{"chequeBank", "chequeNumber", "chequeReceivedAt", "cancelReason"} {
			c.Fields.RemoveByName(name)
		}
		for _, idx := range []string{"idx_donations_created", "idx_donations_status_created", "idx_donations_donor"} {
			c.RemoveIndex(idx)
		}
		return app.Save(c)
	})
}
