package ledger_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"foundation/internal/testapp"
)

// The export's pages seek the ledger's (movedAt, id) index: each costs the
// same at the first page and the thousandth, so the export is linear.
func TestEachPageSeeksTheIndex(t *testing.T) {
	app := testapp.New(t)
	plan := testapp.QueryPlan(t, app, `SELECT * FROM ledger WHERE movedAt >= {:from} AND movedAt < {:to} AND (movedAt, id) > ({:at}, {:id})
		ORDER BY movedAt ASC, id ASC LIMIT 500`, dbx.Params{"from": "2026-01-01", "to": "2027-01-01", "at": "2026-03-01", "id": "x"})
	if !strings.Contains(plan, "idx_ledger_moved") || strings.Contains(plan, "TEMP B-TREE") {
		t.Errorf("plan %q, want a seek of idx_ledger_moved without a sort", plan)
	}
}
