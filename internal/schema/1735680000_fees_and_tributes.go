package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Covered fees and tributes (issue 38, points 3 and 4). The foundation's
// settings keep the fee rule of each method (basis points and fixed cents;
// defaults: card 1.5 % + 0.25 €, PayPal 2.9 % + 0.35 €, docs/operations.md).
// A gift keeps the fee its donor added apart from the amount chosen
// (coveredFee, per payment), and the person it honours: memory or honour,
// their name, whom to tell and what to say. Values frozen here.
func init() {
	m.Register(func(app core.App) error {
		s, err := app.FindCollectionByNameOrId("foundation_settings")
		if err != nil {
			return err
		}
		bp := func(name string) *core.NumberField {
			return &core.NumberField{Name: name, OnlyInt: true, Min: types.Pointer(0.0), Max: types.Pointer(2000.0)}
		}
		fixed := func(name string) *core.NumberField {
			return &core.NumberField{Name: name, OnlyInt: true, Min: types.Pointer(0.0), Max: types.Pointer(500.0)}
		}
		s.Fields.Add(bp("cardFeeBasisPoints"), fixed("cardFeeFixedCents"), bp("paypalFeeBasisPoints"), fixed("paypalFeeFixedCents"))
		if err := app.Save(s); err != nil {
			return err
		}
		if r, err := app.FindRecordById("foundation_settings", "foundationconf1"); err == nil {
			r.Load(map[string]any{"cardFeeBasisPoints": 150, "cardFeeFixedCents": 25, "paypalFeeBasisPoints": 290, "paypalFeeFixedCents": 35})
			if err := app.Save(r); err != nil {
				return err
			}
		}
		return addFields(app, map[string][]core.Field{"donations": {
			cents("coveredFee"),
			&core.SelectField{Name: "tributeKind", MaxSelect: 1, Values: []string{"memory", "honour"}},
			text("tributeName", false, 100),
			text("tributeEmail", false, 254),
			text("tributeMessage", false, 500),
		}})
	}, func(app core.App) error {
		if s, err := app.FindCollectionByNameOrId("foundation_settings"); err == nil {
			for _, f := range []string{"cardFeeBasisPoints", "cardFeeFixedCents", "paypalFeeBasisPoints", "paypalFeeFixedCents"} {
				s.Fields.RemoveByName(f)
			}
			if err := app.Save(s); err != nil {
				return err
			}
		}
		d, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		for _, f := range []string{"coveredFee", "tributeKind", "tributeName", "tributeEmail", "tributeMessage"} {
			d.Fields.RemoveByName(f)
		}
		return app.Save(d)
	})
}
