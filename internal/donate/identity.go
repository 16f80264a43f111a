package donate

import (
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/forms"
	"foundation/internal/records"
)

// Donor identities. Anyone may type any email into the donation form, and
// one person may give for themselves and for their company: an email holds
// one identity or several. A receipt, a yearly statement and the donor
// pages count each identity's money apart and name it with its own
// details (docs/receipts.md, "Donor identities").
//
// Each donation_users record keeps, in fieldIdentity, the identity it
// belongs to, set once when it is created:
//   - details given with a gift: their IdentityKey, unless the email holds a
//     correction whose own details have that key (the person renamed
//     themselves, then gave under their new name): that correction's identity;
//   - a correction (at /donor or by the treasurer): the identity it corrects,
//     which the caller names; it keeps it whatever the new details say.

const fieldIdentity = "identity"

// IdentityKey is who gives, as details given with a gift say it: a company
// by its SIREN ("company:552100554"), a person by their last and first
// names, lower case, without accents, spaces collapsed ("person:martin|paul").
func (d Donor) IdentityKey() string {
	if d.Company() {
		return "company:" + forms.CleanSiren(d.Siren)
	}
	return "person:" + foldName(d.Nom) + "|" + foldName(d.Prenom)
}

func foldName(s string) string { return strings.Join(strings.Fields(records.Fold(s)), " ") }

// Identity is one donor identity under an email: its key and its current
// details (currentDetailsSQL).
type Identity struct {
	Key string
	Donor
}

// keyIdentities sets the identity of every donation_users record created
// without one (the form's, the cheque desk's, the dashboard's, a test's).
func keyIdentities(app core.App) {
	app.OnRecordCreate(donorsCollection).BindFunc(func(e *core.RecordEvent) error {
		if e.Record.GetString(fieldIdentity) == "" {
			key, err := givenIdentity(e.App, DonorOf(e.Record))
			if err != nil {
				return err
			}
			e.Record.Set(fieldIdentity, key)
		}
		return e.Next()
	})
}

// givenIdentity is the identity of details given with a gift: their key,
// or the identity of the latest correction under the email whose details
// have that key.
func givenIdentity(app core.App, d Donor) (string, error) {
	key := d.IdentityKey()
	var corrections []struct {
		Identity string `db:"identity"`
		Donor
	}
	err := app.DB().Select(append([]string{fieldIdentity}, detailFields...)...).From(donorsCollection).
		Where(dbx.NewExp("lower(email) = lower({:email}) AND "+corrected(donorsCollection), dbx.Params{"email": d.Email})).
		OrderBy("created DESC", "id DESC").All(&corrections)
	for _, c := range corrections {
		if c.Donor.IdentityKey() == key {
			return c.Identity, err
		}
	}
	return key, err
}

// IdentitiesOf lists the identities that gave with email (any case): those
// with a gift (paid or not; details without a gift are nobody yet), each
// with its current details, the first to give first.
func IdentitiesOf(app core.App, email string) ([]Identity, error) {
	var rows []struct {
		Identity string `db:"identity"`
		Donor
	}
	err := app.DB().NewQuery(`SELECT i.identity AS identity, ` + detailColumns("v") + ` FROM
			(SELECT u.` + fieldIdentity + ` AS identity, min(d.created) AS since FROM ` + DonationsCollection + ` d
				JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + ` WHERE lower(u.email) = {:email} GROUP BY u.` + fieldIdentity + `) i
		JOIN ` + donorsCollection + ` v ON v.id = (` + currentDetailsSQL("{:email}", "i.identity") + `)
		ORDER BY i.since, i.identity`).Bind(dbx.Params{"email": strings.ToLower(email)}).All(&rows)
	out := make([]Identity, len(rows))
	for i, r := range rows {
		out[i] = Identity{Key: r.Identity, Donor: r.Donor}
	}
	return out, err
}

var (
	errIdentityRequired = validation.NewError("validation_identity_required", "Several donors give with this email: say whose details these are.")
	errIdentityUnknown  = validation.NewError("validation_identity_unknown", "No donor with this email has these details.")
)

// FindIdentity is the identity key of email, or, when key is "", its one
// identity. A key the email does not hold, or none for an email with
// several, is refused with an "identity" field error; an email nobody gave
// with, with ErrNoDonor.
func FindIdentity(app core.App, email, key string) (Identity, error) {
	all, err := IdentitiesOf(app, email)
	switch {
	case err != nil:
		return Identity{}, err
	case len(all) == 0:
		return Identity{}, ErrNoDonor
	}
	for _, i := range all {
		if i.Key == key || (key == "" && len(all) == 1) {
			return i, nil
		}
	}
	if key == "" {
		return Identity{}, validation.Errors{"identity": errIdentityRequired}
	}
	return Identity{}, validation.Errors{"identity": errIdentityUnknown}
}

// GiftIdentities maps each gift made with email (any case) to its identity.
func GiftIdentities(app core.App, email string) (map[string]string, error) {
	var rows []struct {
		ID       string `db:"id"`
		Identity string `db:"identity"`
	}
	err := app.DB().NewQuery(`SELECT d.id AS id, u.` + fieldIdentity + ` AS identity FROM ` + DonationsCollection + ` d
		JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + ` WHERE lower(u.email) = lower({:email})`).
		Bind(dbx.Params{"email": email}).All(&rows)
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.ID] = r.Identity
	}
	return out, err
}
