package donate_test

import (
	"strings"
	"testing"

	"foundation/internal/donate"
	"foundation/internal/testapp"
)

// A donors search of three characters or more finds its candidates in the
// trigram index (1733600000_staff_search.go), never by reading every donor
// record; a shorter one reads them all, as trigrams cannot find it.
func TestDonorsSearchReadsTheTrigramIndex(t *testing.T) {
	app := testapp.New(t)
	for search, want := range map[string]string{
		"dupont": "SCAN donation_users_search VIRTUAL TABLE",
		"du":     "SCAN donation_users",
	} {
		query, params := donate.MatchingDonors("id", search)
		got := testapp.QueryPlan(t, app, query, params)
		if !strings.HasPrefix(got, want) || search == "du" && strings.Contains(got, "donation_users_search") {
			t.Errorf("search %q: plan %q, want %q", search, got, want)
		}
	}
}
