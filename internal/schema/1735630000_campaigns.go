package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Campaigns (internal/campaigns): a fundraising moment with its page, its
// goal and the project it serves; and, on every gift, the campaign it was
// given to (a campaign's slug) and the project it is designated to. No rule:
// the public reads a campaign through /api/campaigns/{slug} (its totals
// come from the ledger), staff write through /api/staff/campaigns. Values
// frozen here.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("campaigns")
		c.Fields.Add(
			&core.TextField{Name: "slug", Required: true, Max: 80, Pattern: `^[a-z0-9]+(?:-[a-z0-9]+)*$`},
			text("title", true, 200),
			text("summary", false, 2000),
			images("picture", 1),
			&core.NumberField{Name: "goalCents", OnlyInt: true, Min: types.Pointer(100.0), Required: true},
			&core.DateField{Name: "startsAt"},
			&core.DateField{Name: "endsAt"},
			&core.SelectField{Name: "project", MaxSelect: 1, Values: []string{"education", "sport", "health", "economy"}},
		)
		timestamps(c)
		c.AddIndex("idx_campaigns_slug", true, "slug", "")
		if err := app.Save(c); err != nil {
			return err
		}
		d, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		d.Fields.Add(
			text("campaign", false, 80),
			&core.SelectField{Name: "designation", MaxSelect: 1, Values: []string{"education", "sport", "health", "economy"}},
		)
		d.AddIndex("idx_donations_campaign", false, "campaign", "campaign != ''")
		return app.Save(d)
	}, func(app core.App) error {
		if d, err := app.FindCollectionByNameOrId("donations"); err == nil {
			d.RemoveIndex("idx_donations_campaign")
			d.Fields.RemoveByName("campaign")
			d.Fields.RemoveByName("designation")
			if err := app.Save(d); err != nil {
				return err
			}
		}
		if c, err := app.FindCollectionByNameOrId("campaigns"); err == nil {
			return app.Delete(c)
		}
		return nil
	})
}
