package donate_test

import (
	"slices"
	"strings"
	"testing"

	"foundation/internal/donate"
	"foundation/internal/testapp"
)

// A donors search of three characters or more finds its candidates in the
// trigram index (1733600000_staff_search.go) and reads their texts by rowid
// (1734000000_search_texts.go), never reading every donor record; a
// shorter one reads them all, as trigrams cannot find it.
func TestDonorsSearchReadsTheTrigramIndex(t *testing.T) {
	app := testapp.New(t)
	for search, want := range map[string][]string{
		"dupont": {"SCAN found VIRTUAL TABLE", "SEARCH t USING INTEGER PRIMARY KEY"},
		"du":     {"SCAN t"},
	} {
		query, params := donate.MatchingDonors("t.id", search)
		got := testapp.QueryPlan(t, app, query, params)
		steps := strings.Split(got, "; ")
		for _, step := range want {
			if !slices.ContainsFunc(steps, func(s string) bool { return strings.HasPrefix(s, step) }) {
				t.Errorf("search %q: plan %q has no step %q", search, got, step)
			}
		}
		if search == "du" && strings.Contains(got, "VIRTUAL TABLE") {
			t.Errorf("search %q: plan %q uses the trigram index, which cannot find two characters", search, got)
		}
	}
}
