package staff_test

import (
	"net/http"
	"strings"
	"testing"
	"unicode/utf8"

	"foundation/internal/staff"
)

var catalogueSamples = map[string]struct{ create, update map[string]any }{
	"blogs": {
		create: map[string]any{"title": "Match day", "description": `<p>Hello</p><script>alert(1)</script>`},
		update: map[string]any{"title": "Match day, again"},
	},
	"products": {
		create: map[string]any{"name": "Cap", "price": 15, "category": "Accessories", "sizes": []string{"M"}, "colors": []string{"Navy"}},
		update: map[string]any{"price": 17.5},
	},
}

// Editors and admins edit the catalogue through PocketBase's records API
// (the rule reads the staff member's multi-select roles with ?=); every
// change is audited. Anyone else is refused and changes nothing.
func TestOnlyEditorsChangeTheCatalogueAndEachChangeIsAudited(t *testing.T) {
	o := newOffice(t)
	existing := map[string]string{
		"blogs":    o.create("blogs", map[string]any{"title": "Kept"}),
		"products": o.create("products", map[string]any{"name": "Mug", "price": 10, "category": "Mug"}),
	}
	held := map[string]int64{} // the office's own records too (its draft article)
	for c := range existing {
		held[c], _ = o.app.CountRecords(c)
	}
	for _, role := range []string{"", staff.RoleShop, staff.RoleTreasurer} {
		for c, sample := range catalogueSamples {
			base := "/api/collections/" + c + "/records"
			for _, call := range []struct{ method, path string }{
				{http.MethodPost, base}, {http.MethodPatch, base + "/" + existing[c]}, {http.MethodDelete, base + "/" + existing[c]},
			} {
				body := sample.update
				if call.method == http.MethodPost {
					body = sample.create
				}
				if status, _ := o.call(role, call.method, call.path, body); status < 400 {
					t.Errorf("%q %s %s: %d, want a refusal", role, call.method, call.path, status)
				}
			}
			// The office's own records count too (a T-shirt, a draft article).
			if n, _ := o.app.CountRecords(c); n != held[c] || o.audits() != 0 {
				t.Fatalf("%q was refused but %s holds %d records, %d audit rows", role, c, n, o.audits())
			}
		}
		if o.record("blogs", existing["blogs"]).GetString("title") != "Kept" || o.record("products", existing["products"]).GetFloat("price") != 10 {
			t.Fatalf("%q was refused but changed the catalogue", role)
		}
	}

	// The rule reads "any of the roles": an editor who also runs the shop edits too.
	if err := staff.Add(o.app, "both@foundation.test", "", []string{staff.RoleShop, staff.RoleEditor}); err != nil {
		t.Fatal(err)
	}
	both, _ := o.app.FindAuthRecordByEmail(staff.Collection, "both@foundation.test")
	o.tokens["shop+editor"], _ = both.NewAuthToken()
	audits := 0
	for _, role := range []string{staff.RoleEditor, staff.RoleAdmin, "shop+editor"} {
		for c, sample := range catalogueSamples {
			base := "/api/collections/" + c + "/records"
			status, created := o.call(role, http.MethodPost, base, sample.create)
			id, _ := created["id"].(string)
			if status != http.StatusOK || id == "" {
				t.Fatalf("%s creating in %s: %d %v", role, c, status, created)
			}
			if status, body := o.call(role, http.MethodPatch, base+"/"+id, sample.update); status != http.StatusOK {
				t.Fatalf("%s updating %s: %d %v", role, c, status, body)
			}
			if c == "blogs" && strings.Contains(o.record(c, id).GetString("description"), "script") {
				t.Error("the blog body was stored unsanitized")
			}
			if status, body := o.call(role, http.MethodDelete, base+"/"+id, nil); status != http.StatusNoContent {
				t.Fatalf("%s deleting in %s: %d %v", role, c, status, body)
			}
			audits += 3
			if o.audits() != audits {
				t.Fatalf("%d audit rows after %s's changes of %s, want %d", o.audits(), role, c, audits)
			}
		}
	}
	rows, err := o.app.FindRecordsByFilter(staff.AuditCollection, "action = 'product.update' && actorEmail = 'editor@foundation.test'", "", 0, 0)
	if err != nil || len(rows) != 1 {
		t.Fatalf("the editor's product update: %v, %d audit rows", err, len(rows))
	}
	var before, after map[string]any
	if rows[0].UnmarshalJSONField("before", &before) != nil || rows[0].UnmarshalJSONField("after", &after) != nil ||
		before["price"] != float64(15) || after["price"] != 17.5 || rows[0].GetString("collection") != "products" {
		t.Fatalf("audit row before %v after %v", before, after)
	}
}

func TestAuditSnapshotsKeepLongTextsShort(t *testing.T) {
	for _, c := range []struct {
		in       string
		max      int
		wantSame bool
	}{
		{"short", 10, true},
		{"exactly 10", 10, true},
		{strings.Repeat("é", 11), 10, false},
	} {
		got := staff.Clip(c.in, c.max)
		if (got == c.in) != c.wantSame {
			t.Errorf("Clip(%q, %d) = %q", c.in, c.max, got)
		}
		if !c.wantSame && (!strings.HasPrefix(got, strings.Repeat("é", 10)+"…") || !strings.Contains(got, "11 characters") || !utf8.ValidString(got)) {
			t.Errorf("Clip(%q, %d) = %q, want the first %d characters and the length", c.in, c.max, got, c.max)
		}
	}
}
