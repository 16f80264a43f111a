package site_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/testapp"
)

// rootOf is what a page holds in its root element.
func rootOf(t *testing.T, body string) string {
	t.Helper()
	_, after, ok := strings.Cut(body, `<div id="root">`)
	if !ok {
		t.Fatal("the page has no root")
	}
	root, _, _ := strings.Cut(after, "</div>")
	return root
}

// The pages the server renders hold React's render of their address with
// the data they embed (here web.Dist's stand-in render); the others hold the
// layout alone; a failed render leaves the page to the app.
func TestPagesAreRenderedWithTheirData(t *testing.T) {
	c := newCatalogue(t)
	layoutAlone := "<p>The web app is not built into this binary: run <code>make build</code>.</p>"
	for path, want := range map[string]string{
		"/":                     `<main data-url="/"><h1></h1></main>`,
		"/About":                `<main data-url="/About"><h1></h1></main>`,
		"/blog":                 `<main data-url="/blog"><h1>` + strings.NewReplacer("<", "&lt;", ">", "&gt;", `"`, "&quot;", "&", "&amp;").Replace(hostileTitle) + `</h1></main>`,
		"/blog/" + c.article.Id: `<main data-url="/blog/` + c.article.Id + `"><h1>Long jump clinic in Dakar</h1></main>`,
		"/product/" + c.product.Id + "?from=mail": `<main data-url="/product/` + c.product.Id + `?from=mail"><h1>Mug &quot;Champion&quot; &lt;/script&gt;</h1></main>`,
		"/cart":               layoutAlone,
		"/donor":              layoutAlone,
		"/about?render-fails": layoutAlone,
	} {
		res, body := c.get(t, path)
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", path, res.StatusCode)
		}
		if got := rootOf(t, body); got != want {
			t.Errorf("%s: root %q, want %q", path, got, want)
		}
	}
}

// A rendered page and an anonymous read of the catalogue are kept: a change
// that bypasses the app (here a bare SQL update) is not seen, a save through
// the app is, at once; a signed-in reader is never answered from what is kept.
func TestPublicReadsAreKeptUntilARecordChanges(t *testing.T) {
	c := newCatalogue(t)
	page := "/blog/" + c.article.Id
	api := "/api/collections/blogs/records/" + c.article.Id
	shows := func(path, title string, header ...string) {
		t.Helper()
		if _, body := c.get(t, path, header...); !strings.Contains(body, title) {
			t.Errorf("%s does not show %q:\n%.300s", path, title, body)
		}
	}
	shows(page, "Long jump clinic in Dakar")
	shows(api, "Long jump clinic in Dakar")
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET title = 'Changed behind the app' WHERE id = {:id}").Bind(map[string]any{"id": c.article.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	shows(page, "Long jump clinic in Dakar")
	shows(api, "Long jump clinic in Dakar")
	shows(api, "Changed behind the app", "Authorization", superuserToken(t, c))

	c.article.Set("title", "Triple jump clinic in Dakar")
	if err := c.app.Save(c.article); err != nil {
		t.Fatal(err)
	}
	shows(page, "Triple jump clinic in Dakar")
	shows(api, "Triple jump clinic in Dakar")
	shows("/api/collections/blogs/records?perPage=50", "Triple jump clinic in Dakar")

	if err := c.app.Delete(c.article); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{page, api} {
		if res, _ := c.get(t, path); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s after its deletion: %d", path, res.StatusCode)
		}
	}
}

// A scheduled article comes out at its time with nothing saved: what was
// kept before that time is not served after it.
func TestAScheduledArticleComesOutAtItsTime(t *testing.T) {
	c := newCatalogue(t)
	at := time.Now().Add(1500 * time.Millisecond).UTC()
	scheduled := save(t, c.app, "blogs", "blogscheduled01", map[string]any{
		"title": "Results of the regional meet", "description": "<p>Results.</p>", "status": "published",
		"createdAt": at.Format(types.DefaultDateLayout),
	})
	status := func(path string) int {
		res, _ := c.get(t, path)
		return res.StatusCode
	}
	page, api := "/blog/"+scheduled.Id, "/api/collections/blogs/records/"+scheduled.Id
	if status(page) != http.StatusNotFound || status(api) != http.StatusNotFound {
		t.Fatal("the scheduled article is public before its time")
	}
	_, before := c.get(t, "/blog")
	if strings.Contains(before, "Results of the regional meet") {
		t.Fatal("the blog list shows it before its time")
	}
	time.Sleep(time.Until(at) + 100*time.Millisecond)
	if status(page) != http.StatusOK || status(api) != http.StatusOK {
		t.Error("the scheduled article is not public after its time")
	}
	if _, after := c.get(t, "/blog"); !strings.Contains(after, "Results of the regional meet") {
		t.Error("the blog list does not show it after its time")
	}
}

func superuserToken(t *testing.T, c *catalogue) string {
	t.Helper()
	return testapp.Superuser(t, c.app)
}
