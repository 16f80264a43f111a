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
// When each word has three characters or more, the trigram index
// donation_users_search (1734000000_search_texts.go,
// 1734800000_accent_blind_search.go) finds the records whose email or
// "prenom nom" (the copies donation_users_search_texts holds, which its
// triggers keep equal to the record's) hold every word, in any order and
// whatever the case and accents: "fontaine claire" finds Claire Fontaine,
// "Ines" finds Inès. A shorter word reads every donor record with
// donorMatches alone: correct, just slower, as trigrams cannot find fewer
// than three characters.
func matchingDonors(column, search string) (string, dbx.Params) {
	params := dbx.Params{"q": records.Like(search)}
	if words, ok := records.TrigramWords(search); ok {
		params["qWords"] = words
		return records.TrigramSearch("donation_users_search", column), params
	}
	return `SELECT ` + column + ` FROM ` + donorsCollection + ` t WHERE (` + donorMatches + `)`, params
}
