package api

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"foundation/internal/ratelimit"
	"foundation/internal/staff"
)

// TestDocIsCurrent fails while docs/api.md is not what the route index
// writes: run `make generate` and commit it.
func TestDocIsCurrent(t *testing.T) {
	want, err := Doc()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", DocPath))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s is stale: run `make generate` and commit it (each route's row is written from its line in internal/api/routes.go, the rest from internal/api/api.md.tmpl)", DocPath)
	}
}

// Every route, TEST MODE's included, says what it does and which table of
// docs/api.md it is in.
func TestEveryRouteIsDescribed(t *testing.T) {
	routes, err := documented()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range routes {
		if r.Description == "" {
			t.Errorf("%s %s has no description: add .What(…) to its line in routes.go", r.Method, r.Path)
		}
		if r.Area == "" {
			t.Errorf("%s %s is in no table: name its area (x.in) before it in routes.go", r.Method, r.Path)
		}
	}
}

// The who and limits columns are written from the route's declaration.
func TestTheColumnsAreWrittenFromTheDeclarations(t *testing.T) {
	perIP := func(name string, costly bool) *Limit {
		return &Limit{Limit: ratelimit.Limit{Max: 1, Window: time.Minute, Name: name}, Costly: costly}
	}
	shared, own, other, three := perIP("RATE_LIMIT_A", false), perIP("RATE_LIMIT_B", true), perIP("RATE_LIMIT_B", true), perIP("RATE_LIMIT_C", false)
	perDonor := &Limit{Limit: ratelimit.Limit{Name: "RATE_LIMIT_D"}, Per: "per donor"}
	route := func(method, path string, area Area) *Route {
		return &Route{Method: method, Path: path, Area: area, Description: "does | things"}
	}
	var x []Route
	for _, r := range []*Route{
		route(http.MethodGet, "/api/page", "one").Public().Quiet().Query("q=&kind=a|b"),
		route(http.MethodPost, "/api/hook", "one").Public().Verifies("a signature").Body(1 << 20),
		route(http.MethodPost, "/api/a", "one").Public().Limit(shared).Body(16 << 10),
		route(http.MethodPost, "/api/b", "one").Public().Limit(shared, own).Body(5<<20 + 64<<10),
		route(http.MethodPost, "/api/c", "two").Public().Limit(other, three),
		route(http.MethodPost, "/api/d", "two").Donor().Limit(three, perDonor),
		route(http.MethodPost, "/api/e", "two").Donor().Limit(three),
		route(http.MethodGet, "/api/staff/x", "three").Staff(staff.Roles...).InTurn(),
		route(http.MethodGet, "/api/staff/y", "three").Staff(staff.RoleShop, staff.RoleTreasurer),
	} {
		x = append(x, *r)
	}
	got, err := markdown(x, "{{table \"one\"}}\n{{table \"two\"}}\n{{table \"three\"}}\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| `GET /api/page?q=&kind=a\\|b` | anyone | successes not logged | does \\| things |",
		"| `POST /api/hook` | anyone (a signature) | body 1 MB | does \\| things |",
		"| `POST /api/a` | anyone | `RATE_LIMIT_A`, one count with `POST /api/b`; body 16 KB |",
		"| `POST /api/b` | anyone | `RATE_LIMIT_A`, one count with `POST /api/a`; then `RATE_LIMIT_B`, every call counts, its own count; body 5 MB and 64 KB |",
		"| `POST /api/c` | anyone | `RATE_LIMIT_B`, every call counts, its own count; then `RATE_LIMIT_C`, one count for every route of this table naming it |",
		"| `POST /api/d` | donor | `RATE_LIMIT_C`, one count for every route of this table naming it; then `RATE_LIMIT_D` per donor |",
		"| `GET /api/staff/x` | every role | in turn |",
		"| `GET /api/staff/y` | shop, treasurer | out of turn |",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

// A route without a description, or in a table the template does not
// place, or a table placed twice, writes no page.
func TestMarkdownRefusesWhatWouldLeaveARouteOut(t *testing.T) {
	described := Route{Method: http.MethodGet, Path: "/api/x", Who: Anyone, Area: "one", Description: "x"}
	undescribed := described
	undescribed.Description = ""
	elsewhere := described
	elsewhere.Area = "two"
	for name, c := range map[string]struct {
		routes []Route
		tmpl   string
	}{
		"no description":     {[]Route{undescribed}, `{{table "one"}}`},
		"a table not placed": {[]Route{described, elsewhere}, `{{table "one"}}`},
		"a table twice":      {[]Route{described}, `{{table "one"}}{{table "one"}}`},
		"an empty table":     {[]Route{described}, `{{table "one"}}{{table "none"}}`},
	} {
		if _, err := markdown(c.routes, c.tmpl); err == nil {
			t.Errorf("%s: written", name)
		}
	}
}
