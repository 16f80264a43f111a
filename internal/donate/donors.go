package donate

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
)

func donorOf(r *core.Record) Donor {
	return Donor{
		Email: r.GetString("email"), Prenom: r.GetString("prenom"), Nom: r.GetString("nom"), Adresse: r.GetString("adresse"),
		CodePostal: r.GetString("codePostal"), Pays: r.GetString("pays"), Telephone: r.GetString("telephone"),
	}
}

// DonorsOf reads the donors of a batch of donations, in one query.
func DonorsOf(app core.App, donations []*core.Record) (map[string]Donor, error) {
	ids := make([]string, 0, len(donations))
	for _, r := range donations {
		ids = append(ids, donationOf(r).DonorID())
	}
	records, err := app.FindRecordsByIds(donorsCollection, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Donor, len(records))
	for _, r := range records {
		out[r.Id] = donorOf(r)
	}
	return out, nil
}

// DonorTotal is one person's giving: every donation_users record of one
// email (a donor fills the form each time), with their latest details.
type DonorTotal struct {
	Donor
	Gifts       int
	Collected   money.Cents
	First, Last types.DateTime
}

// EachDonorTotal walks the people who gave within [from, to) (zero: no
// bound), by email, one row at a time from the database.
func EachDonorTotal(app core.App, from, to types.DateTime, fn func(DonorTotal) error) error {
	where, params := []string{"1 = 1"}, dbx.Params{}
	if !from.IsZero() {
		where, params["from"] = append(where, "d.created >= {:from}"), from.String()
	}
	if !to.IsZero() {
		where, params["to"] = append(where, "d.created < {:to}"), to.String()
	}
	// SQLite takes the bare columns from the row of max(u.created): the
	// latest details the person gave.
	rows, err := app.DB().NewQuery(`SELECT max(u.created), lower(u.email), u.prenom, u.nom, u.adresse, u.codePostal, u.pays, u.telephone,
		count(d.id), coalesce(sum(d.` + fieldAmountCollected + `), 0), min(d.created), max(d.created)
		FROM ` + donationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `
		WHERE ` + strings.Join(where, " AND ") + ` GROUP BY lower(u.email) ORDER BY lower(u.email)`).Bind(params).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var t DonorTotal
		var latest, first, last string
		if err := rows.Scan(&latest, &t.Email, &t.Prenom, &t.Nom, &t.Adresse, &t.CodePostal, &t.Pays, &t.Telephone,
			&t.Gifts, &t.Collected, &first, &last); err != nil {
			return err
		}
		t.First, _ = types.ParseDateTime(first)
		t.Last, _ = types.ParseDateTime(last)
		if err := fn(t); err != nil {
			return err
		}
	}
	return rows.Err()
}
