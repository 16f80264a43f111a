package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A gift may come from a company (article 238 bis of the CGI): its details
// say so (kind, raison sociale, SIREN, legal form) and its receipts are the
// companies' model, Cerfa n° 16216*01, keeping what they printed. Details
// and receipts from before are a person's ("" reads as person).
func init() {
	kinds := []string{"person", "company"}
	m.Register(func(app core.App) error {
		return addFields(app, map[string][]core.Field{
			"donation_users": {&core.SelectField{Name: "kind", MaxSelect: 1, Values: kinds},
				text("raisonSociale", false, 200), text("siren", false, 9), text("formeJuridique", false, 100)},
			"tax_receipts": {&core.SelectField{Name: "donorKind", MaxSelect: 1, Values: kinds},
				text("donorSiren", false, 9), text("donorLegalForm", false, 100)},
		})
	}, func(app core.App) error {
		// Issued receipts keep what they printed: only the form's fields go.
		return removeFields(app, "donation_users", "kind", "raisonSociale", "siren", "formeJuridique")
	})
}
