package schema_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/shop"
	"foundation/internal/testapp"
)

// The sums and counts of the staff lists read an index alone, never the
// rows (1733500000_staff_indexes.go): a filter or an expression that drifts
// from the indexes shows here before it shows in the benchmark.
func TestStaffListsReadIndexesOnly(t *testing.T) {
	app := testapp.New(t)
	from, _ := types.ParseDateTime("2025-01-01 00:00:00.000Z")
	to, _ := types.ParseDateTime("2026-01-01 00:00:00.000Z")
	var none types.DateTime
	giftSums := func(method, rhythm, status string, from, to types.DateTime, search string) *dbx.SelectQuery {
		selected, err := donate.SelectDonations(app, method, rhythm, status, from, to, search)
		if err != nil {
			t.Fatal(err)
		}
		return selected.Sums(app)
	}
	ordersSearch, _, err := shop.SelectOrders(app, "", "dupont")
	if err != nil {
		t.Fatal(err)
	}
	ordersShortSearch, _, err := shop.SelectOrders(app, "", "du")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		query *dbx.SelectQuery
		plan  string
	}{
		{"all gifts", giftSums("", "", "", none, none, ""), "USING COVERING INDEX idx_donations_sums"},
		{"status and method", giftSums("card", "", "active", none, none, ""), "USING COVERING INDEX"},
		{"method", giftSums("cheque", "", "", none, none, ""), "USING COVERING INDEX idx_donations_method_cover"},
		{"rhythm, status and a year", giftSums("", "monthly", "cancelled", from, to, ""), "USING COVERING INDEX"},
		{"a year", giftSums("", "", "", from, to, ""), "USING COVERING INDEX"},
		// A search of three characters or more finds its candidates in a trigram index (1733600000_staff_search.go);
		// the orders' and the donors' (found once per request) are then counted on their ids.
		{"orders search", ordersSearch.Records(app).Select("count(*)"), "SCAN found VIRTUAL TABLE INDEX 1:; SEARCH orders USING COVERING INDEX sqlite_autoindex_orders_1 (id=?)"},
		{"donations search", giftSums("", "", "", none, none, "dupont"), "SCAN found VIRTUAL TABLE INDEX 1:; SEARCH d USING COVERING INDEX idx_donations_donor_cover (donor=?)"},
		// A shorter one scans, the orders' clients from an index rather than from each order's JSON.
		{"orders search of two characters", ordersShortSearch.Records(app).Select("count(*)"), "USING COVERING INDEX idx_orders_client"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := tc.query.Build()
			if got := testapp.QueryPlan(t, app, q.SQL(), q.Params()); !strings.Contains(got, tc.plan) {
				t.Errorf("plan %q, want %q", got, tc.plan)
			}
		})
	}
}
