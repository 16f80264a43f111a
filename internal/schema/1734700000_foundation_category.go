package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The foundation chooses its category among the Cerfa's (internal/settings,
// Categories) instead of typing a reduction rate and ticking article 978:
// the rate and the IFI box follow from the category, so a receipt cannot
// promise 75 % or the IFI where the law does not give them. A foundation
// that had 75 % was a body helping people in difficulty (the one category
// with it); one that ticked 978 must choose among the several that have it
// (receipts wait until it does); any other is of general interest.
func init() {
	categories := []string{"rup_foundation", "rup_association", "university_foundation", "corporate_foundation",
		"general_interest", "aid_to_people", "research_education", "insertion"}
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("foundation_settings")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.SelectField{Name: "category", MaxSelect: 1, Values: categories},
			text("decreeDate", false, 10), text("journalDate", false, 10))
		if err := app.Save(c); err != nil {
			return err
		}
		if _, err := app.DB().NewQuery(`UPDATE foundation_settings SET category = CASE
				WHEN reductionRate = 75 THEN 'aid_to_people' WHEN eligible978 THEN '' ELSE 'general_interest' END`).Execute(); err != nil {
			return err
		}
		return removeFields(app, "foundation_settings", "reductionRate", "eligible978")
	}, func(app core.App) error {
		return addFields(app, map[string][]core.Field{"foundation_settings": {
			&core.NumberField{Name: "reductionRate", OnlyInt: true, Min: types.Pointer(1.0), Max: types.Pointer(100.0)},
			&core.BoolField{Name: "eligible978"},
		}})
	})
}
