package donate

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/records"
)

// DonorOf reads a donation_users record.
func DonorOf(r *core.Record) Donor {
	var d Donor
	for i, t := range d.targets() {
		*t = r.GetString(detailFields[i])
	}
	return d
}

// FullName is "Prénom Nom", as the staff read a donor.
func (d Donor) FullName() string {
	return strings.TrimSpace(d.Prenom + " " + d.Nom)
}

// DonorsOf reads the donors of a batch of donations, in one query.
func DonorsOf(app core.App, donations []*core.Record) (map[string]Donor, error) {
	ids := make([]string, 0, len(donations))
	for _, r := range donations {
		ids = append(ids, donationOf(r).DonorID())
	}
	found, err := donorsByID(app, ids)
	out := make(map[string]Donor, len(found))
	for id, f := range found {
		out[id] = f.Donor
	}
	return out, err
}

// donorsByID reads the donor records of ids (their details and the identity
// they belong to), each once however often it comes (a person's page lists
// many gifts of a few records), in one query.
func donorsByID(app core.App, ids []string) (map[string]Identity, error) {
	var found []struct {
		ID       string `db:"id"`
		Identity string `db:"identity"`
		Donor
	}
	err := app.DB().Select(append([]string{"id", fieldIdentity}, detailFields...)...).
		From(donorsCollection).Where(records.OneOf("id", ids)).All(&found)
	if err != nil {
		return nil, err
	}
	out := make(map[string]Identity, len(found))
	for _, f := range found {
		out[f.ID] = Identity{Key: f.Identity, Donor: f.Donor}
	}
	return out, nil
}

// GiftSum is how many gifts a person made and the money they left us.
type GiftSum struct {
	// Gifts counts every gift, whatever its channel or status.
	Gifts int `json:"gifts"`
	// Collected is the money kept (see netCollected), in cents.
	Collected money.Cents `json:"collected"`
	// Test is the TEST MODE gifts' money, which Collected leaves out.
	Test money.Cents `json:"test"`
}

// netCollected adds up the money gifts (aliased d) brought and kept: what was
// collected less what went back, without TEST MODE gifts, which moved no money.
const netCollected = `coalesce(sum(CASE WHEN d.` + fieldTest + ` THEN 0 ELSE ` + keptByGift + ` END), 0)`

// testCollected is netCollected of the TEST MODE gifts alone.
const testCollected = `coalesce(sum(CASE WHEN d.` + fieldTest + ` THEN ` + keptByGift + ` ELSE 0 END), 0)`

const keptByGift = `d.` + fieldAmountCollected + ` - d.` + fieldAmountRefunded

// DonorTotal is one identity's giving: the gifts of the donation_users
// records of one email, compared case-insensitively (a donor fills the form
// each time), and one identity, with its current details (currentDetailsSQL).
type DonorTotal struct {
	Identity string
	Donor
	GiftSum
	First, Last types.DateTime
}

// donorTotalsSQL groups the gifts (d) and their donor records (u) matching
// where by identity of an email, in the order given (of email, identity,
// lastGift), and only then reads each identity's current details: SQLite
// would take bare columns of a group from an arbitrary one of its
// min()/max() rows.
func donorTotalsSQL(where, order string) string {
	return `SELECT p.email AS email, p.identity AS identity, ` + detailColumns("v") + `,
		p.gifts, p.collected, p.firstGift, p.lastGift AS lastGift
		FROM (SELECT lower(u.email) AS email, u.` + fieldIdentity + ` AS identity, count(*) AS gifts, ` + netCollected + ` AS collected,
			min(d.created) AS firstGift, max(d.created) AS lastGift
			FROM ` + DonationsCollection + ` d JOIN ` + donorsCollection + ` u ON u.id = d.` + fieldDonor + `
			WHERE ` + where + ` GROUP BY lower(u.email), u.` + fieldIdentity + `) p
		JOIN ` + donorsCollection + ` v ON v.id = (` + currentDetailsSQL("p.email", "p.identity") + `)
		ORDER BY ` + order
}

// eachDonorTotal runs a donorTotalsSQL query and hands fn one person at a time.
func eachDonorTotal(app core.App, query string, params dbx.Params, fn func(DonorTotal) error) error {
	rows, err := app.DB().NewQuery(query).Bind(params).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var t DonorTotal
		var first, last string
		var key string // the lower-cased email, which the list and the page go by
		if err := rows.Scan(append(append([]any{&key, &t.Identity}, t.scanTargets()...), &t.Gifts, &t.Collected, &first, &last)...); err != nil {
			return err
		}
		t.Email = key
		t.First, _ = types.ParseDateTime(first)
		t.Last, _ = types.ParseDateTime(last)
		if err := fn(t); err != nil {
			return err
		}
	}
	return rows.Err()
}

// EachDonorTotal walks the identities that gave within [from, to) (zero: no
// bound), by email then identity, one row at a time from the database.
func EachDonorTotal(app core.App, from, to types.DateTime, fn func(DonorTotal) error) error {
	where, params := []string{"1 = 1"}, dbx.Params{}
	if !from.IsZero() {
		where, params["from"] = append(where, "d.created >= {:from}"), from.String()
	}
	if !to.IsZero() {
		where, params["to"] = append(where, "d.created < {:to}"), to.String()
	}
	return eachDonorTotal(app, donorTotalsSQL(strings.Join(where, " AND "), "email, identity"), params, fn)
}

// PersonTotal is the giving of one email, as the donors list shows it: each
// identity's totals (the latest giver first), and all of them added up.
type PersonTotal struct {
	Email      string
	Identities []DonorTotal
	GiftSum
	First, Last types.DateTime
}

// FindDonorTotals reads one page of the people (emails) who gave, the latest
// giver first (then by email), and counts them all: search ("" for all) is
// matched against every record of an email, and an email found keeps the
// totals of all its identities.
func FindDonorTotals(app core.App, search string, limit, offset int) (people []PersonTotal, total int, err error) {
	var emails []string
	if search = strings.TrimSpace(search); search == "" {
		emails, total, err = latestGivers(app, limit, offset)
	} else {
		emails, err = matchingGivers(app, search)
		total, emails = len(emails), window(emails, limit, offset)
	}
	if err != nil {
		return nil, 0, err
	}
	identities, err := totalsOf(app, emails)
	return byPerson(identities), total, err
}

// byPerson gathers the identities of each email, which totalsOf lists together.
func byPerson(identities []DonorTotal) []PersonTotal {
	people := []PersonTotal{}
	for _, t := range identities {
		if n := len(people); n == 0 || people[n-1].Email != t.Email {
			people = append(people, PersonTotal{Email: t.Email, First: t.First, Last: t.Last})
		}
		p := &people[len(people)-1]
		p.Identities = append(p.Identities, t)
		p.Gifts, p.Collected, p.Test = p.Gifts+t.Gifts, p.Collected+t.Collected, p.Test+t.Test
		if t.First.Before(p.First) {
			p.First = t.First
		}
		if t.Last.After(p.Last) {
			p.Last = t.Last
		}
	}
	return people
}

// window is the part of list a page of limit items from offset shows,
// never out of range whatever offset and limit add up to: nothing past the
// end or for a negative limit, and from the start for a negative offset.
func window[T any](list []T, limit, offset int) []T {
	start := min(max(offset, 0), len(list))
	return list[start : start+min(max(limit, 0), len(list)-start)]
}

// matchingGivers returns the emails (lower-cased) of the people with a donor
// record matching search who gave, ordered by their last gift, latest first,
// then by email (donor_last_gifts, 1733800000_donor_last_gifts.go).
func matchingGivers(app core.App, search string) ([]string, error) {
	matching, params := matchingDonors("lower(t.email)", search)
	emails := []string{}
	err := app.DB().NewQuery(`SELECT email FROM donor_last_gifts WHERE email IN (` + matching + `)
		ORDER BY lastGift DESC, email`).Bind(params).Column(&emails)
	return emails, err
}

// latestGivers is a page of everyone who gave (donor_last_gifts), and their count.
func latestGivers(app core.App, limit, offset int) ([]string, int, error) {
	var total int
	if err := app.DB().NewQuery(`SELECT count(*) FROM donor_last_gifts`).Row(&total); err != nil {
		return nil, 0, err
	}
	emails := []string{}
	err := app.DB().NewQuery(`SELECT email FROM donor_last_gifts ORDER BY lastGift DESC, email LIMIT {:limit} OFFSET {:offset}`).
		Bind(dbx.Params{"limit": limit, "offset": offset}).Column(&emails)
	return emails, total, err
}

// totalsOf adds up the gifts of each identity of emails (lower-cased), in
// the people list's order: the email's last gift, latest first, then by
// email; an email's identities together, the latest giver first.
func totalsOf(app core.App, emails []string) ([]DonorTotal, error) {
	if len(emails) == 0 {
		return []DonorTotal{}, nil
	}
	list, _ := json.Marshal(emails)
	return donorTotals(app, donorTotalsSQL(`lower(u.email) IN (SELECT value FROM json_each({:emails}))`, "max(p.lastGift) OVER (PARTITION BY p.email) DESC, p.email, p.lastGift DESC, p.identity"),
		dbx.Params{"emails": string(list)})
}

// donorTotals runs a donorTotalsSQL query into a list.
func donorTotals(app core.App, query string, params dbx.Params) ([]DonorTotal, error) {
	people := []DonorTotal{}
	err := eachDonorTotal(app, query, params, func(t DonorTotal) error {
		people = append(people, t)
		return nil
	})
	return people, err
}
