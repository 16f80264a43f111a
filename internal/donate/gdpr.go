package donate

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// Retention is why erasure keeps amounts and dates: French law keeps the
// foundation's accounting six years from its last entry (Livre des
// procédures fiscales, art. L102 B), and, since loi n° 2016-1918 of 29
// December 2016 (art. 17), the copies of the tax receipts it issued and
// every document that shows them right six years from the day each was
// made (art. L102 E), for the on-site check of receipts (art. L14 A).
const Retention = "The amounts, dates and methods of your gifts, and any tax receipt issued, are kept for six years " +
	"as French tax and accounting law requires (Livre des procédures fiscales, art. L102 B for the accounts, L102 E for " +
	"the receipts and what shows them right); they no longer name you, except the receipts already issued, which cannot be changed."

// DetailsRecord is one set of details a donor gave with a gift.
type DetailsRecord struct {
	ID      string `json:"id"`
	Created string `json:"created"`
	Donor
}

// DetailsOf lists every set of details given with email, oldest first.
func DetailsOf(app core.App, email string) ([]DetailsRecord, error) {
	rs, err := detailsRecords(app, email)
	if err != nil {
		return nil, err
	}
	out := make([]DetailsRecord, len(rs))
	for i, r := range rs {
		out[i] = DetailsRecord{ID: r.Id, Created: r.GetDateTime(records.FieldCreated).String(), Donor: DonorOf(r)}
	}
	return out, nil
}

func detailsRecords(app core.App, email string) ([]*core.Record, error) {
	var rs []*core.Record
	err := app.RecordQuery(donorsCollection).AndWhere(dbx.NewExp("lower(email) = lower({:email})", dbx.Params{"email": email})).
		OrderBy(records.FieldCreated + " ASC").All(&rs)
	return rs, err
}

// erasedDetails replace a donor's details: the gifts stay, naming no one.
func erasedDetails(id string) map[string]any {
	return map[string]any{
		"email": "erased-" + id + "@erased.invalid", "prenom": "Erased", "nom": "Erased", "adresse": "Erased",
		"codePostal": "-", "ville": "-", "pays": "-", "telephone": "-", "erasedAt": types.NowDateTime(),
		// The identity's key holds the name or the SIREN given.
		fieldIdentity: "erased", "raisonSociale": "", "siren": "", "formeJuridique": "",
	}
}

// Erase anonymises at once every set of details given with email, in one
// transaction, and reports how many. The gifts keep their amounts, dates,
// methods and payment ledgers (Retention), but lose whom they honoured (a
// tribute names people the donor knows) and leave their campaigns' walls;
// receipts are not touched.
func Erase(app core.App, email string) (int, error) {
	n := 0
	err := app.RunInTransaction(func(tx core.App) error {
		rs, err := detailsRecords(tx, email)
		if err != nil {
			return err
		}
		for _, r := range rs {
			r.Load(erasedDetails(r.Id))
			if err := tx.Save(r); err != nil {
				return err
			}
			if err := eraseTributes(tx, r.Id); err != nil {
				return err
			}
			if err := leaveTheWalls(tx, r.Id); err != nil {
				return err
			}
		}
		n = len(rs)
		return nil
	})
	return n, err
}

// eraseTributes empties the tributes of the gifts given with the details of donorID.
func eraseTributes(tx core.App, donorID string) error {
	rs, err := tx.FindAllRecords(DonationsCollection, dbx.HashExp{fieldDonor: donorID}, dbx.NewExp(fieldTributeName+" != ''"))
	if err != nil {
		return err
	}
	for _, r := range rs {
		d := donationOf(r)
		d.setTribute(nil)
		if err := tx.Save(d); err != nil {
			return err
		}
	}
	return nil
}

// leaveTheWalls takes the gifts of one set of details off their campaigns'
// walls, with the name typed for them.
func leaveTheWalls(tx core.App, detailsID string) error {
	named, err := tx.FindAllRecords(DonationsCollection, dbx.HashExp{fieldDonor: detailsID},
		dbx.Or(dbx.HashExp{fieldShowName: true}, dbx.Not(dbx.HashExp{fieldWallName: ""})))
	if err != nil {
		return err
	}
	for _, r := range named {
		WallChoice{}.apply(donationOf(r))
		if err := tx.Save(r); err != nil {
			return err
		}
	}
	return nil
}
