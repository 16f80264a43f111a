package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Tax receipts (reçus fiscaux, Cerfa n° 11580*05): the foundation's details
// in one settings record, the receipts themselves, and a ledger of each
// counted payment on a gift, so an annual receipt covers exactly the
// payments of its calendar year. Neither collection has a rule: only
// superusers reach them through the records API, staff through their routes.
//
// A receipt's number is unique, and so is (year, seq): two issues can never
// share one. One valid receipt per one-off gift, and one valid annual
// receipt per donor (lower-cased email) and tax year: a replayed hook or a
// second run is refused by the database itself.
func init() {
	m.Register(func(app core.App) error {
		if err := createSettings(app); err != nil {
			return err
		}
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		donations.Fields.Add(&core.JSONField{Name: "paymentLog", MaxSize: 500_000})
		if err := app.Save(donations); err != nil {
			return err
		}
		return createReceipts(app, donations.Id)
	}, func(app core.App) error {
		for _, name := range []string{"tax_receipts", "foundation_settings"} {
			if c, err := app.FindCollectionByNameOrId(name); err == nil {
				if err := app.Delete(c); err != nil {
					return err
				}
			}
		}
		donations, err := app.FindCollectionByNameOrId("donations")
		if err != nil {
			return err
		}
		donations.Fields.RemoveByName("paymentLog")
		return app.Save(donations)
	})
}

func createSettings(app core.App) error {
	c := core.NewBaseCollection("foundation_settings")
	c.Fields.Add(
		text("legalName", false, 200),
		text("address", false, 500),
		text("object", false, 1000),
		text("legalStatus", false, 200),
		text("registrationNumber", false, 30),
		text("signatoryName", false, 120),
		text("signatoryTitle", false, 120),
		text("signaturePlace", false, 100),
		&core.FileField{Name: "signature", MaxSelect: 1, MaxSize: 1 << 20, Protected: true,
			MimeTypes: []string{"image/png"}},
		&core.BoolField{Name: "receiptsEnabled"},
		&core.NumberField{Name: "reductionRate", OnlyInt: true, Min: types.Pointer(1.0), Max: types.Pointer(100.0)},
		&core.BoolField{Name: "eligible978"},
	)
	timestamps(c)
	if err := app.Save(c); err != nil {
		return err
	}
	r := core.NewRecord(c)
	r.Id = "foundationconf1"
	r.Set("reductionRate", 66) // the value then; a later migration replaced it by a category
	return app.Save(r)
}

func createReceipts(app core.App, donationsID string) error {
	c := core.NewBaseCollection("tax_receipts")
	c.Fields.Add(
		text("number", true, 20),
		&core.NumberField{Name: "year", OnlyInt: true, Required: true},
		&core.NumberField{Name: "seq", OnlyInt: true, Required: true},
		&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: []string{"single", "annual"}},
		&core.NumberField{Name: "taxYear", OnlyInt: true, Required: true},
		&core.RelationField{Name: "donation", CollectionId: donationsID, MaxSelect: 1},
		text("donorEmail", true, 254),
		text("donorName", true, 210),
		text("donorAddress", true, 300),
		text("donorPostalCode", true, 20),
		text("donorCountry", false, 100),
		cents("amount"),
		&core.DateField{Name: "giftDate"},
		&core.DateField{Name: "periodStart"},
		&core.DateField{Name: "periodEnd"},
		&core.NumberField{Name: "payments", OnlyInt: true},
		&core.SelectField{Name: "methods", Required: true, MaxSelect: 2, Values: []string{"cheque", "card"}},
		&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"valid", "cancelled"}},
		text("cancelReason", false, 500),
		text("cancelledBy", false, 50),
		text("cancelledByEmail", false, 255),
		&core.DateField{Name: "cancelledAt"},
		&core.FileField{Name: "pdf", Required: true, MaxSelect: 1, MaxSize: 2 << 20, Protected: true, MimeTypes: []string{"application/pdf"}},
		text("sha256", true, 64),
		&core.DateField{Name: "issuedAt", Required: true},
	)
	timestamps(c)
	c.AddIndex("idx_tax_receipts_number", true, "number", "")
	c.AddIndex("idx_tax_receipts_year_seq", true, "year, seq", "")
	c.AddIndex("idx_tax_receipts_one_per_gift", true, "donation", "kind = 'single' AND status = 'valid'")
	c.AddIndex("idx_tax_receipts_one_per_year", true, "donorEmail, taxYear", "kind = 'annual' AND status = 'valid'")
	c.AddIndex("idx_tax_receipts_email", false, "donorEmail", "")
	if err := app.Save(c); err != nil {
		return err
	}
	c.Fields.Add(&core.RelationField{Name: "replaces", CollectionId: c.Id, MaxSelect: 1})
	return app.Save(c)
}
