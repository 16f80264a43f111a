package api

import (
	_ "embed"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"text/template"

	"foundation/internal/payments"
	"foundation/internal/staff"
)

// DocPath is the API's documentation, from the repository's root: written
// by `make generate` (cmd/contract) with Doc; TestDocIsCurrent fails while
// the committed file differs.
const DocPath = "docs/api.md"

// Area is a table of docs/api.md: routes.go puts each route in one
// (index.in), api.md.tmpl places each table with {{table "name"}}.
type Area string

const (
	areaPages     Area = "pages"
	areaVisitors  Area = "visitors"
	areaProviders Area = "providers"
	areaDemo      Area = "demo"
	areaDonor     Area = "donor"
	areaStaff     Area = "staff"
	areaOrders    Area = "orders"
	areaDonations Area = "donations"
	areaReceipts  Area = "receipts"
	areaMessages  Area = "messages"
	areaCampaigns Area = "campaigns"
	areaExports   Area = "exports"
)

// docTemplate is docs/api.md's prose, which no route says: the
// introduction, each table's heading and what is true of a whole area.
//
//go:embed api.md.tmpl
var docTemplate string

// Doc is docs/api.md as the route index writes it now.
func Doc() (string, error) {
	routes, err := documented()
	if err != nil {
		return "", err
	}
	return markdown(routes, docTemplate)
}

// documented is every route, those of TEST MODE included, with the
// default limits.
func documented() ([]Route, error) {
	gw, err := payments.NewService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://127.0.0.1:8090"})
	if err != nil {
		return nil, err
	}
	return Index(Services{Gateways: gw}), nil
}

// exportsPath is where the CSV exports are: exportsPath + name + ".csv".
const exportsPath = "/api/staff/exports/"

// Exports are the names of the CSV exports (GET /api/staff/exports/{name}.csv),
// in the index's order: the app's ExportName (cmd/contract).
func Exports() ([]string, error) {
	routes, err := documented()
	if err != nil {
		return nil, err
	}
	var names []string
	for _, r := range routes {
		name, ok := strings.CutPrefix(r.Path, exportsPath)
		if name, csv := strings.CutSuffix(name, ".csv"); ok && csv && r.Method == http.MethodGet {
			names = append(names, name)
		}
	}
	return names, nil
}

// markdown writes routes into tmpl's tables: one row per route, its who and
// limits columns from its declaration, its what from its Description. A
// route without a description or an area, an area tmpl does not place, or
// one it places twice, is an error naming it.
func markdown(routes []Route, tmpl string) (string, error) {
	var missing []string
	for _, r := range routes {
		if r.Description == "" || r.Area == "" {
			missing = append(missing, r.Method+" "+r.Path)
		}
		if strings.ContainsAny(r.Description+r.Params+r.Verification, "\n\r") {
			return "", fmt.Errorf("api: %s %s: a table cell is one line", r.Method, r.Path)
		}
	}
	if len(missing) > 0 {
		return "", fmt.Errorf("api: no description or area (What, index.in in routes.go): %s", strings.Join(missing, ", "))
	}
	placed := map[Area]bool{}
	t, err := template.New("api.md").Funcs(template.FuncMap{
		"table": func(name string) (string, error) {
			area := Area(name)
			if placed[area] {
				return "", fmt.Errorf("table %q placed twice", name)
			}
			placed[area] = true
			return table(routes, area)
		},
	}).Parse(tmpl)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := t.Execute(&b, nil); err != nil {
		return "", err
	}
	for _, r := range routes {
		if !placed[r.Area] {
			return "", fmt.Errorf("api: the template places no table %q (%s %s)", r.Area, r.Method, r.Path)
		}
	}
	return b.String(), nil
}

// table is area's routes, in the index's order.
func table(routes []Route, area Area) (string, error) {
	var b strings.Builder
	b.WriteString("| route | who | limits | what |\n|---|---|---|---|\n")
	rows := 0
	for _, r := range routes {
		if r.Area != area {
			continue
		}
		rows++
		path := r.Path
		if r.Params != "" {
			path += "?" + r.Params
		}
		fmt.Fprintf(&b, "| `%s %s` | %s | %s | %s |\n", r.Method, cell(path), cell(who(r)), cell(limits(r, routes)), cell(r.Description))
	}
	if rows == 0 {
		return "", fmt.Errorf("no route is in table %q", area)
	}
	return strings.TrimSuffix(b.String(), "\n"), nil
}

// cell escapes the column separator.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// who is the who column, from the route's Public, Donor or Staff.
func who(r Route) string {
	switch r.Who {
	case Anyone:
		if r.Verification != "" {
			return "anyone (" + r.Verification + ")"
		}
		return "anyone"
	case Donors:
		return "donor"
	case Staff:
		if len(r.Roles) == len(staff.Roles) && !slices.ContainsFunc(staff.Roles, func(role string) bool { return !slices.Contains(r.Roles, role) }) {
			return "every role"
		}
		return strings.Join(r.Roles, ", ")
	}
	return "nobody (not bound)"
}

// limits is the limits column, from the route's InTurn, Limit, Body and Quiet.
func limits(r Route, routes []Route) string {
	var parts []string
	switch {
	case r.Turns:
		parts = append(parts, "in turn")
	case r.Who == Staff:
		parts = append(parts, "out of turn")
	}
	var rates []string
	for _, l := range r.Limits {
		rates = append(rates, rate(l, r, routes))
	}
	if len(rates) > 0 {
		parts = append(parts, strings.Join(rates, "; then "))
	}
	if r.MaxBody > 0 {
		parts = append(parts, "body "+size(r.MaxBody))
	}
	if r.QuietLog {
		parts = append(parts, "successes not logged")
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, "; ")
}

// rate says a rate limiter: its variable, what it counts by, whether every
// call counts, and which routes share its count.
func rate(l *Limit, r Route, routes []Route) string {
	text := "`" + l.Limit.Name + "`"
	if l.Per != "" {
		text += " " + l.Per
	}
	if l.Costly {
		text += ", every call counts"
	}
	var sharing []Route
	sameVariable := false
	for _, o := range routes {
		if o.Method == r.Method && o.Path == r.Path {
			continue
		}
		for _, ol := range o.Limits {
			if ol == l {
				sharing = append(sharing, o)
			} else if ol.Limit.Name == l.Limit.Name && ol.Per == l.Per {
				sameVariable = true
			}
		}
	}
	switch {
	case len(sharing) == 0 && sameVariable:
		return text + ", its own count"
	case len(sharing) == 0:
		return text
	case len(sharing) == 1:
		return text + ", one count with `" + sharing[0].Method + " " + sharing[0].Path + "`"
	case wholeTable(l, r.Area, sharing, routes):
		return text + ", one count for every route of this table naming it"
	}
	names := make([]string, len(sharing))
	for i, o := range sharing {
		names[i] = "`" + o.Method + " " + o.Path + "`"
	}
	return text + ", one count with " + strings.Join(names, ", ")
}

// wholeTable: the routes sharing l are all in area, and every route of area
// naming l's variable shares it.
func wholeTable(l *Limit, area Area, sharing, routes []Route) bool {
	for _, o := range sharing {
		if o.Area != area {
			return false
		}
	}
	for _, o := range routes {
		if o.Area != area {
			continue
		}
		for _, ol := range o.Limits {
			if ol != l && ol.Limit.Name == l.Limit.Name {
				return false
			}
		}
	}
	return true
}

// size is a body limit in MB and KB ("5 MB and 64 KB").
func size(n int64) string {
	const kb, mb = 1 << 10, 1 << 20
	var parts []string
	if n >= mb {
		parts = append(parts, fmt.Sprintf("%d MB", n/mb))
		n %= mb
	}
	if n >= kb {
		parts = append(parts, fmt.Sprintf("%d KB", n/kb))
		n %= kb
	}
	if n > 0 {
		parts = append(parts, fmt.Sprintf("%d bytes", n))
	}
	return strings.Join(parts, " and ")
}
