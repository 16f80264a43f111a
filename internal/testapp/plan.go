package testapp

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// QueryPlan is SQLite's plan of query, its steps' details joined by "; ".
func QueryPlan(t testing.TB, app core.App, query string, params dbx.Params) string {
	t.Helper()
	rows, err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + query).Bind(params).Rows()
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	return strings.Join(plan, "; ")
}
