package donate

import (
	"github.com/pocketbase/dbx"

	"foundation/internal/records"
)

// donorMatches is the condition on a donation_users record whose email or
// name contains {:q} (a records.Like pattern).
const donorMatches = `email LIKE {:q} ESCAPE '\' OR nom LIKE {:q} ESCAPE '\' OR prenom LIKE {:q} ESCAPE '\'
	OR (prenom || ' ' || nom) LIKE {:q} ESCAPE '\'`

// matchingDonors selects column (t.id or lower(t.email): t is the donor)
// of the donation_users records whose email or name contains search (not
// empty), with its parameters: a subquery SQLite runs once per statement.
//
// From three characters on, the trigram index donation_users_search
// (1733600000_staff_search.go, 1734000000_search_texts.go) gives the
// candidates' rowids in donation_users_search_texts (records.TrigramSearch),
// and LIKE then keeps
// exactly the records donorMatches keeps, on the copies of the email and of
// "prenom nom" that table holds (its triggers keep them equal to the
// record's): a first or last name containing the search is a full name
// containing it, so donorMatches is the email or the full name containing
// it. Reading those copies saves reading each candidate's record. A shorter
// search reads every donor record with donorMatches alone: correct, just
// slower, as trigrams cannot find fewer than three characters.
func matchingDonors(column, search string) (string, dbx.Params) {
	params := dbx.Params{"q": records.Like(search)}
	if phrase, ok := records.TrigramPhrase(search); ok {
		params["qPhrase"] = phrase
		return records.TrigramSearch("donation_users_search", column, "email", "name"), params
	}
	return `SELECT ` + column + ` FROM ` + donorsCollection + ` t WHERE (` + donorMatches + `)`, params
}
