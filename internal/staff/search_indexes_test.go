package staff_test

import (
	"fmt"
	"net/http"
	"slices"
	"testing"

	"foundation/internal/staff"
)

// Merging the search indexes leaves them smaller (one segment instead of
// one per saved record, until FTS5 merged some), and finding the same.
func TestMergingTheSearchIndexes(t *testing.T) {
	o := newOffice(t)
	for i := range 12 {
		o.giveAt(o.donor(fmt.Sprintf("dupont.%d@example.org", i), "Marie", "Dupont"), "2025-03-01 10:00:00.000Z", map[string]any{})
	}
	pages := func() int {
		var n int
		if err := o.app.DB().NewQuery("SELECT count(*) FROM donation_users_search_data").Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	found := func() []any {
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations?perPage=100&q=dupont", nil)
		if status != http.StatusOK {
			t.Fatalf("donations search: %d %v", status, body)
		}
		items, _ := body["items"].([]any)
		return items
	}
	before, foundBefore := pages(), found()
	if err := staff.MergeSearchIndexes(o.app); err != nil {
		t.Fatal(err)
	}
	if after := pages(); after >= before {
		t.Errorf("the donors index has %d rows after the merge, %d before", after, before)
	}
	if got := found(); len(got) != 12 || !slices.EqualFunc(got, foundBefore, func(a, b any) bool { return fmt.Sprint(a) == fmt.Sprint(b) }) {
		t.Errorf("after the merge the search finds %d gifts, before %d", len(got), len(foundBefore))
	}
}

func TestSearchIndexesAreMergedEveryNight(t *testing.T) {
	o := newOffice(t)
	for _, job := range o.app.Cron().Jobs() {
		if job.Id() == "mergeSearchIndexes" {
			if job.Expression() != staff.NightlySearchMerge {
				t.Errorf("the merge runs at %q, want %q", job.Expression(), staff.NightlySearchMerge)
			}
			return
		}
	}
	t.Error("no nightly job merges the search indexes")
}
