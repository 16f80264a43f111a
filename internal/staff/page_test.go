package staff_test

import (
	"net/http"
	"net/url"
	"testing"

	"foundation/internal/staff"
)

// Every staff list reads its page the same way: a page that is not a
// positive whole number, or starts past a million rows, is a 400 naming
// the field, never a 500; a sensible one is served.
func TestEveryStaffListRefusesABadPage(t *testing.T) {
	o := newOffice(t).withReceipts()
	lists := []string{
		"/api/staff/orders?list=to_ship",
		"/api/staff/donations",
		"/api/staff/donors",
		"/api/staff/donors?q=jean",
		"/api/staff/inbox",
		"/api/staff/audit",
		"/api/staff/receipts",
		"/api/staff/mails?status=failed",
	}
	bad := []struct{ query, field string }{
		{"page=999999999999999999999", "page"},
		{"page=50002&perPage=20", "page"}, // starts past a million rows
		{"page=10002&perPage=100", "page"},
		{"page=0", "page"},
		{"page=-3", "page"},
		{"page=two", "page"},
		{"page=1e3", "page"},
		{"page=1.5", "page"},
		{"perPage=many", "perPage"},
		{"perPage=99999999999999999999999", "perPage"},
	}
	good := []struct {
		query         string
		page, perPage float64
	}{
		{"", 1, 20},
		{"page=1&perPage=5", 1, 5},
		{"page=2&perPage=1", 2, 1},
		{"page=50001&perPage=20", 50001, 20}, // the last page a million rows allow
		{"perPage=500", 1, 100},              // clamped, as before
	}
	for _, list := range lists {
		for _, b := range bad {
			status, body := o.call(staff.RoleAdmin, http.MethodGet, withQuery(list, b.query), nil)
			data, _ := body["data"].(map[string]any)
			if _, named := data[b.field].(map[string]any); status != http.StatusBadRequest || !named {
				t.Errorf("%s with %s: %d %v, want a 400 naming %s", list, b.query, status, body, b.field)
			}
		}
		for _, g := range good {
			status, body := o.call(staff.RoleAdmin, http.MethodGet, withQuery(list, g.query), nil)
			if status != http.StatusOK || body["page"] != g.page || body["perPage"] != g.perPage {
				t.Errorf("%s with %q: %d page %v perPage %v, want 200 page %v perPage %v", list, g.query, status, body["page"], body["perPage"], g.page, g.perPage)
			}
		}
	}
}

func withQuery(path, query string) string {
	u, _ := url.Parse(path)
	q := u.Query()
	more, _ := url.ParseQuery(query)
	for k, v := range more {
		q[k] = v
	}
	u.RawQuery = q.Encode()
	return u.String()
}
