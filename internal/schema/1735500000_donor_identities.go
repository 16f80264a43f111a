package schema

import (
	"strings"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// One email may hold several donor identities (a person and their company,
// or someone who typed another's email): each donation_users record keeps
// the identity it belongs to, and each receipt the identity it names
// (docs/receipts.md, "Donor identities"). Details given with a gift are
// keyed by what they say: a company by its SIREN, a person by their last
// and first names, lower case and without accents. A correction belongs to
// the identity it corrects: here, one whose key an earlier gift's details
// have, else the identity receipts named before (the email's first gift
// that brought money). Receipts are filled the same way: a one-off gift's
// from its gift, a yearly one's from the name it printed. The annual
// receipt is then one per identity and year, not per email. Run down, the
// details lose their key; receipts keep theirs, as they keep what they printed.
func init() {
	const identityIndex = "idx_donation_users_identity"
	m.Register(func(app core.App) error {
		if err := addFields(app, map[string][]core.Field{
			"donation_users": {text("identity", false, 500)},
			"tax_receipts":   {text("donorIdentity", false, 500)},
		}); err != nil {
			return err
		}
		users, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		users.AddIndex(identityIndex, false, "lower(email), identity", "")
		if err := app.Save(users); err != nil {
			return err
		}
		if err := fillIdentities(app); err != nil {
			return err
		}
		if err := fillReceiptIdentities(app); err != nil {
			return err
		}
		receipts, err := app.FindCollectionByNameOrId("tax_receipts")
		if err != nil {
			return err
		}
		receipts.RemoveIndex("idx_tax_receipts_one_per_year")
		receipts.AddIndex("idx_tax_receipts_one_per_identity_year", true, "donorEmail, donorIdentity, taxYear", "kind = 'annual' AND status = 'valid'")
		return app.Save(receipts)
	}, func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("donation_users")
		if err != nil {
			return err
		}
		users.RemoveIndex(identityIndex)
		users.Fields.RemoveByName("identity")
		return app.Save(users)
	})
}

// identityKeyOf is this migration's own copy of the key (frozen): "company:"
// and the SIREN, or "person:" and the folded last and first names.
func identityKeyOf(kind, siren, nom, prenom string) string {
	if kind == "company" {
		return "company:" + strings.NewReplacer(" ", "", ".", "", "-", "", "\u00a0", "").Replace(siren)
	}
	fold := func(s string) string {
		folded, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), strings.ToLower(s))
		if err != nil {
			folded = strings.ToLower(s)
		}
		return strings.Join(strings.Fields(folded), " ")
	}
	return "person:" + fold(nom) + "|" + fold(prenom)
}

type detailsRow struct {
	ID     string `db:"id"`
	Email  string `db:"email"`
	Source string `db:"source"`
	Kind   string `db:"kind"`
	Siren  string `db:"siren"`
	Nom    string `db:"nom"`
	Prenom string `db:"prenom"`
}

func setIdentity(app core.App, table, field, id, key string) error {
	_, err := app.DB().Update(table, dbx.Params{field: key}, dbx.HashExp{"id": id}).Execute()
	return err
}

// fillIdentities keys the details given with gifts first, then the corrections.
func fillIdentities(app core.App) error {
	var rows []detailsRow
	if err := app.DB().NewQuery(`SELECT id, lower(email) AS email, coalesce(source, '') AS source, coalesce(kind, '') AS kind,
		coalesce(siren, '') AS siren, nom, prenom FROM donation_users ORDER BY created, id`).All(&rows); err != nil {
		return err
	}
	given := map[string]bool{} // email + key of the details given with gifts
	var corrections []detailsRow
	for _, r := range rows {
		if r.Source == "donor" || r.Source == "staff" {
			corrections = append(corrections, r)
			continue
		}
		key := identityKeyOf(r.Kind, r.Siren, r.Nom, r.Prenom)
		given[r.Email+"\n"+key] = true
		if err := setIdentity(app, "donation_users", "identity", r.ID, key); err != nil {
			return err
		}
	}
	for _, r := range corrections {
		key := identityKeyOf(r.Kind, r.Siren, r.Nom, r.Prenom)
		if !given[r.Email+"\n"+key] {
			first, err := firstGiverIdentity(app, r.Email)
			if err != nil {
				return err
			}
			if first != "" {
				key = first
			}
		}
		if err := setIdentity(app, "donation_users", "identity", r.ID, key); err != nil {
			return err
		}
	}
	return nil
}

// firstGiverIdentity is the identity receipts named before identities: the
// details given with the email's first gift that brought money and kept it,
// else its first details ("" when it has none).
func firstGiverIdentity(app core.App, email string) (string, error) {
	var keys []string
	err := app.DB().NewQuery(`SELECT c.identity FROM donation_users c
		LEFT JOIN donations g ON g.donor = c.id AND g.paymentsCount > 0 AND NOT g.test AND g.amountCollected > g.amountRefunded
		WHERE lower(c.email) = {:email} AND coalesce(c.source, '') NOT IN ('donor', 'staff') AND c.identity != ''
		ORDER BY g.id IS NULL, g.created, c.created, c.id LIMIT 1`).Bind(dbx.Params{"email": email}).Column(&keys)
	if err != nil || len(keys) == 0 {
		return "", err
	}
	return keys[0], nil
}

// fillReceiptIdentities names the identity of each receipt issued before.
func fillReceiptIdentities(app core.App) error {
	if _, err := app.DB().NewQuery(`UPDATE tax_receipts SET donorIdentity = coalesce((SELECT u.identity FROM donations d
		JOIN donation_users u ON u.id = d.donor WHERE d.id = tax_receipts.donation), '') WHERE kind = 'single'`).Execute(); err != nil {
		return err
	}
	var annual []struct {
		ID    string `db:"id"`
		Email string `db:"email"`
		Kind  string `db:"donorKind"`
		Siren string `db:"donorSiren"`
		Name  string `db:"donorName"`
	}
	if err := app.DB().NewQuery(`SELECT id, lower(donorEmail) AS email, coalesce(donorKind, '') AS donorKind, coalesce(donorSiren, '') AS donorSiren,
		donorName FROM tax_receipts WHERE kind = 'annual'`).All(&annual); err != nil {
		return err
	}
	for _, r := range annual {
		key := ""
		if r.Kind == "company" {
			key = identityKeyOf(r.Kind, r.Siren, "", "")
		} else {
			var named []string
			if err := app.DB().NewQuery(`SELECT identity FROM donation_users WHERE lower(email) = {:email}
				AND trim(prenom || ' ' || nom) = {:name} AND identity != '' ORDER BY created, id LIMIT 1`).
				Bind(dbx.Params{"email": r.Email, "name": r.Name}).Column(&named); err != nil {
				return err
			}
			if len(named) > 0 {
				key = named[0]
			}
		}
		if key == "" {
			first, err := firstGiverIdentity(app, r.Email)
			if err != nil {
				return err
			}
			key = first
		}
		if err := setIdentity(app, "tax_receipts", "donorIdentity", r.ID, key); err != nil {
			return err
		}
	}
	return nil
}
