package pages_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// A draft and an article scheduled later are public nowhere: not on the
// served blog list or their pages, not through the records API (list, view,
// blog_listing's count), not in the sitemap or the feed, and not for a
// signed-in editor on the public site either. Once the scheduled moment
// passes (the site's clock moved to it, dateInThePast) the scheduled article
// is everywhere, with nothing saved, run or restarted in between; the draft
// still nowhere.
func TestDraftsAndScheduledArticlesArePublicNowhere(t *testing.T) {
	c := newCatalogue(t)
	_, editor := testapp.StaffMember(t, c.app, staff.RoleEditor)
	draft := save(t, c.app, "blogs", "blogdraft000001", map[string]any{
		"title": "Unfinished draft about relay batons", "status": "draft", "description": "<p>Not yet.</p>",
	})
	at := time.Now().Add(time.Hour).UTC().Truncate(time.Millisecond)
	scheduled := save(t, c.app, "blogs", "blogsched000001", map[string]any{
		"title": "Scheduled news about the Lomé meeting", "status": "published", "createdAt": at.Format(types.DefaultDateLayout),
		"description": "<p>Soon.</p>",
	})
	seen := func(where string, visible bool, title, body string) {
		t.Helper()
		if strings.Contains(body, title) != visible {
			t.Errorf("%s: %q shown %v, want %v", where, title, !visible, visible)
		}
	}
	everywhere := func(scheduledVisible bool) {
		t.Helper()
		listed := 9
		if scheduledVisible {
			listed = 10
		}
		_, list := c.get(t, "/blog")
		_, feed := c.get(t, "/blog/feed.xml")
		_, sitemap := c.get(t, "/sitemap.xml")
		api := testapp.Call(t, c.base, "", http.MethodGet, "/api/collections/blogs/records?perPage=100", nil)
		asEditor := testapp.Call(t, c.base, editor, http.MethodGet, "/api/collections/blogs/records?perPage=100", nil)
		for _, r := range []struct {
			a       testapp.Answer
			visible bool
		}{{api, scheduledVisible}, {asEditor, scheduledVisible}} {
			if r.a.Status != http.StatusOK || r.a.JSON["totalItems"] != float64(listed) {
				t.Errorf("records API list: %d, %v items, want %d", r.a.Status, r.a.JSON["totalItems"], listed)
			}
		}
		tally := testapp.Call(t, c.base, "", http.MethodGet, "/api/collections/blog_listing/records", nil)
		if items, _ := tally.JSON["items"].([]any); len(items) != 1 || items[0].(map[string]any)["articles"] != float64(listed) {
			t.Errorf("blog_listing: %v, want %d articles", tally.JSON, listed)
		}
		for _, where := range []struct{ name, body string }{
			{"/blog", list}, {"feed", feed}, {"sitemap", sitemap}, {"records API", string(api.Raw)}, {"records API as an editor", string(asEditor.Raw)},
		} {
			seen(where.name, false, draft.Id, where.body)
			seen(where.name, scheduledVisible, scheduled.Id, where.body)
			if where.name != "sitemap" { // addresses only
				seen(where.name, false, draft.GetString("title"), where.body)
				seen(where.name, scheduledVisible, scheduled.GetString("title"), where.body)
			}
		}
		for id, visible := range map[string]bool{draft.Id: false, scheduled.Id: scheduledVisible} {
			want := http.StatusNotFound
			if visible {
				want = http.StatusOK
			}
			if res, _ := c.get(t, "/blog/"+id); res.StatusCode != want {
				t.Errorf("/blog/%s: %d, want %d", id, res.StatusCode, want)
			}
			if a := testapp.Call(t, c.base, "", http.MethodGet, "/api/collections/blogs/records/"+id, nil); a.Status != want {
				t.Errorf("records API view of %s: %d, want %d", id, a.Status, want)
			}
			// The related articles of another article are a list of the records API.
			related := testapp.Call(t, c.base, "", http.MethodGet, "/api/collections/blogs/records?perPage=2&sort=-createdAt,-created&filter=id!='"+c.article.Id+"'", nil)
			seen("related articles", visible, id, string(related.Raw))
		}
	}
	// A page's loader reads as a guest whoever asks (the page is kept for everyone): a superuser,
	// whom the records API shows drafts, asking first, is answered the draft's 404.
	if res, body := c.get(t, "/blog/"+draft.Id, "Authorization", superuserToken(t, c)); res.StatusCode != http.StatusNotFound || strings.Contains(body, draft.GetString("title")) {
		t.Errorf("a superuser's first visit of the draft's page: %d", res.StatusCode)
	}
	everywhere(false)
	c.dateInThePast(t, scheduled)
	c.gateways.SetClock(func() time.Time { return at })
	everywhere(true)
	// The editor reads both through the staff routes all along.
	for _, id := range []string{draft.Id, scheduled.Id} {
		if a := testapp.Call(t, c.base, editor, http.MethodGet, "/api/staff/articles/"+id, nil); a.Status != http.StatusOK || a.JSON["id"] != id {
			t.Errorf("staff read of %s: %d %v", id, a.Status, a.JSON)
		}
	}
}
