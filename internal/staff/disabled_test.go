package staff_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// refusesEverything checks that token, an editor's, can no longer write the
// catalogue through the records API, read its own account, or call a
// staff route, and that nothing changed.
func (o *office) refusesEverything(t *testing.T, how, token string) {
	t.Helper()
	articles, _ := o.app.CountRecords("blogs")
	editor := o.members[staff.RoleEditor]
	for _, c := range []struct {
		method, path string
		body         any
	}{
		{http.MethodPost, "/api/collections/blogs/records", map[string]any{"title": "Written while disabled"}},
		{http.MethodPatch, "/api/collections/blogs/records/" + o.article, map[string]any{"title": "Changed while disabled"}},
		{http.MethodPatch, "/api/collections/products/records/" + o.product, map[string]any{"price": 1}},
		{http.MethodDelete, "/api/collections/products/records/" + o.product, nil},
		{http.MethodGet, "/api/collections/staff/records/" + editor, nil},
		{http.MethodGet, "/api/staff/me", nil},
		{http.MethodGet, "/api/staff/articles/" + o.article, nil},
	} {
		if a := testapp.Call(t, o.base, token, c.method, c.path, c.body); a.Status < 400 {
			t.Errorf("%s: %s %s answered %d %s", how, c.method, c.path, a.Status, a.Raw)
		}
	}
	if n, _ := o.app.CountRecords("blogs"); n != articles || o.record("blogs", o.article).GetString("title") != "Coming soon" ||
		o.record("products", o.product).GetFloat("price") != 20 {
		t.Errorf("%s: a disabled editor changed the catalogue", how)
	}
}

// A disabled staff member does nothing more, whatever disabled them (issue
// 36, 2): the session they had ends at once, and the records API's rules
// and the staff routes refuse them even with a session that would survive.
func TestADisabledStaffMemberDoesNothingMore(t *testing.T) {
	for _, c := range []struct {
		how     string
		disable func(o *office)
	}{
		{"the Accounts screen", func(o *office) {
			path := "/api/staff/accounts/" + o.members[staff.RoleEditor]
			if status, body := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"disabled": true}); status != http.StatusOK {
				o.t.Fatalf("disable: %d %v", status, body)
			}
		}},
		{"a superuser in the dashboard", func(o *office) {
			a := testapp.Call(o.t, o.base, testapp.Superuser(o.t, o.app), http.MethodPatch,
				"/api/collections/staff/records/"+o.members[staff.RoleEditor], map[string]any{"disabled": true})
			if a.Status != http.StatusOK {
				o.t.Fatalf("disable: %d %s", a.Status, a.Raw)
			}
		}},
		{"the server's own code (a command)", func(o *office) {
			r := o.record(staff.Collection, o.members[staff.RoleEditor])
			r.Set("disabled", true)
			if err := o.app.Save(r); err != nil {
				o.t.Fatal(err)
			}
		}},
	} {
		t.Run(c.how, func(t *testing.T) {
			o := newOffice(t)
			session := o.tokens[staff.RoleEditor]
			if status, _ := o.call(staff.RoleEditor, http.MethodGet, "/api/staff/me", nil); status != http.StatusOK {
				t.Fatalf("the editor's session before: %d", status)
			}
			c.disable(o)
			if _, err := o.app.FindAuthRecordByToken(session, core.TokenTypeAuth); err == nil {
				t.Error("the session from before still signs the editor in")
			}
			o.refusesEverything(t, "the session from before", session)
			// A session signed with the account's current key, as one that
			// outlived the disabling would be: the rules refuse it too.
			o.refusesEverything(t, "a session signed after", o.newToken("editor@foundation.test"))
		})
	}
}
