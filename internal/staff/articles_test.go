package staff_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/staff"
)

// Editors list every article with its state, undated drafts first, and keep
// one state; the public never sees the drafts and scheduled ones they read.
func TestEditorsListArticlesByState(t *testing.T) {
	o := newOffice(t) // holds the draft "Coming soon", undated
	published := o.create("blogs", map[string]any{"title": "Out now", "createdAt": "2024-04-18 09:00:00.000Z"})
	scheduled := o.create("blogs", map[string]any{"title": "Out next week", "status": "published", "createdAt": types.NowDateTime().Add(7 * 24 * time.Hour)})
	list := func(query string) []string {
		t.Helper()
		status, body := o.call(staff.RoleEditor, http.MethodGet, "/api/staff/articles"+query, nil)
		if status != http.StatusOK {
			t.Fatalf("%s: %d %v", query, status, body)
		}
		var got []string
		for _, item := range body["items"].([]any) {
			row := item.(map[string]any)
			got = append(got, row["id"].(string)+":"+row["state"].(string))
		}
		return got
	}
	want := []string{o.article + ":draft", scheduled + ":scheduled", published + ":published"}
	if got := list(""); len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("every article: %v, want %v", got, want)
	}
	for i, state := range []string{"draft", "scheduled", "published"} {
		if got := list("?state=" + state); len(got) != 1 || got[0] != want[i] {
			t.Errorf("%s: %v, want %v", state, got, want[i:i+1])
		}
	}
	if got := list("?q=next+week"); len(got) != 1 || got[0] != want[1] {
		t.Errorf("search: %v", got)
	}
	if status, _ := o.call(staff.RoleEditor, http.MethodGet, "/api/staff/articles?state=hidden", nil); status != http.StatusBadRequest {
		t.Errorf("an unknown state: %d, want 400", status)
	}
	if status, _ := o.call(staff.RoleEditor, http.MethodGet, "/api/staff/articles/nosucharticle00", nil); status != http.StatusNotFound {
		t.Errorf("an unknown article: %d, want 404", status)
	}
	if status, _ := o.call("", http.MethodGet, "/api/collections/blogs/records/"+o.article, nil); status != http.StatusNotFound {
		t.Errorf("the draft through the records API: %d, want 404", status)
	}
}
