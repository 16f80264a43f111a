package pages_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
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
		"/product/" + c.product.Id + "?from=mail": `<main data-url="/product/` + c.product.Id + `"><h1>Mug &quot;Champion&quot; &lt;/script&gt;</h1></main>`,
		"/blog?page=1&utm_source=facebook":        `<main data-url="/blog?page=1"><h1>` + strings.NewReplacer("<", "&lt;", ">", "&gt;", `"`, "&quot;", "&", "&amp;").Replace(hostileTitle) + `</h1></main>`,
		"/cart":                                   layoutAlone,
		"/donor":                                  layoutAlone,
		"/shop?q=render-fails":                    layoutAlone,
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

// A shared link's tracking parameters neither render the page anew nor keep
// another copy of it: every click of a campaign is answered what the first
// one made (a change behind the app's back stays unseen), and the canonical
// link names the page alone.
func TestTrackingParametersShareTheKeptPage(t *testing.T) {
	c := newCatalogue(t)
	page := "/blog/" + c.article.Id
	if _, body := c.get(t, page+"?fbclid=first-click"); !strings.Contains(body, "Long jump clinic in Dakar") {
		t.Fatalf("the first click: %.300s", body)
	}
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET title = 'Changed behind the app' WHERE id = {:id}").Bind(map[string]any{"id": c.article.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	for _, click := range []string{"?fbclid=second-click", "?utm_source=facebook&utm_campaign=track&gclid=x", "", "?page=7"} {
		_, body := c.get(t, page+click)
		if !strings.Contains(body, "Long jump clinic in Dakar") {
			t.Errorf("%s was rendered anew: %.300s", click, body)
		}
		if !strings.Contains(body, `<link rel="canonical" href="`+testSite+page+`">`) {
			t.Errorf("%s: the canonical link is not the page's alone", click)
		}
	}
}

// A scheduled article comes out at its time with nothing saved: what was
// kept before that time is served until it, not after it.
func TestAScheduledArticleComesOutAtItsTime(t *testing.T) {
	c := newCatalogue(t)
	at := time.Now().Add(time.Hour).UTC().Truncate(time.Millisecond)
	scheduled := save(t, c.app, "blogs", "blogscheduled01", map[string]any{
		"title": "Results of the regional meet", "description": "<p>Results.</p>", "status": "published",
		"createdAt": at.Format(types.DefaultDateLayout),
	})
	page, list := "/blog/"+scheduled.Id, "/api/collections/blogs/records?perPage=100"
	shown := func(when string, want bool) {
		t.Helper()
		if res, _ := c.get(t, page); (res.StatusCode == http.StatusOK) != want {
			t.Errorf("%s: its page %d, want it shown %v", when, res.StatusCode, want)
		}
		for _, path := range []string{"/blog", list} {
			if _, body := c.get(t, path); strings.Contains(body, "Results of the regional meet") != want {
				t.Errorf("%s: %s shows it %v", when, path, !want)
			}
		}
	}
	shown("before its time", false)
	c.dateInThePast(t, scheduled)
	c.gateways.SetClock(func() time.Time { return at.Add(-time.Millisecond) })
	shown("a moment before its time", false)
	c.gateways.SetClock(func() time.Time { return at })
	shown("at its time", true)
}

// dateInThePast stands for what PocketBase's rules see once a scheduled
// article's time has come: they read @now from the machine's clock, which no
// test moves, so the article's date goes behind it instead, by a bare SQL
// update that nothing kept hears of. The site's clock moves apart (SetClock).
func (c *catalogue) dateInThePast(t *testing.T, article *core.Record) {
	t.Helper()
	past := time.Now().Add(-time.Minute).UTC().Format(types.DefaultDateLayout)
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET createdAt = {:past} WHERE id = {:id}").Bind(map[string]any{"past": past, "id": article.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func superuserToken(t *testing.T, c *catalogue) string {
	t.Helper()
	return testapp.Superuser(t, c.app)
}

// A change drops only what shows it: a sale saving a product leaves the blog
// kept, and a save that changes nothing shown drops nothing.
func TestAChangeDropsOnlyWhatShowsIt(t *testing.T) {
	c := newCatalogue(t)
	page := "/blog/" + c.article.Id
	c.get(t, page)
	c.get(t, "/product/"+c.product.Id)
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET title = 'Changed behind the app' WHERE id = {:id}").Bind(map[string]any{"id": c.article.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	c.product.Set("price", 19.5)
	if err := c.app.Save(c.product); err != nil {
		t.Fatal(err)
	}
	if _, body := c.get(t, page); !strings.Contains(body, "Long jump clinic in Dakar") {
		t.Errorf("a product's save dropped the article: %.300s", body)
	}
	if _, body := c.get(t, "/product/"+c.product.Id); !strings.Contains(body, "19.5") {
		t.Errorf("the product's page does not show its new price: %.300s", body)
	}
	article, err := c.app.FindRecordById("blogs", c.article.Id)
	if err != nil {
		t.Fatal(err)
	}
	article.Set("title", "Changed behind the app") // what the row already holds: nothing shown changes
	if err := c.app.Save(article); err != nil {
		t.Fatal(err)
	}
	if _, body := c.get(t, page); !strings.Contains(body, "Long jump clinic in Dakar") {
		t.Errorf("a save that changed nothing dropped the article: %.300s", body)
	}
}

// A saved article's page is made on its save: its first visitor finds it
// kept (a change behind the app's back after the save stays unseen).
func TestASavedArticleIsRenderedBeforeItsFirstVisit(t *testing.T) {
	c := newCatalogue(t)
	c.article.Set("title", "Saved, never visited")
	if err := c.app.Save(c.article); err != nil {
		t.Fatal(err)
	}
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET title = 'Changed behind the app' WHERE id = {:id}").Bind(map[string]any{"id": c.article.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, body := c.get(t, "/blog/"+c.article.Id); !strings.Contains(body, "Saved, never visited") {
		t.Errorf("the first visit rendered the page anew: %.300s", body)
	}
}

// Saving an article leaves the other articles' pages kept: a crawler's or a
// campaign's pages stay made while staff publish.
func TestSavingAnArticleKeepsTheOthersPages(t *testing.T) {
	c := newCatalogue(t)
	other := "/blog/" + c.first.Id
	if _, body := c.get(t, other); !strings.Contains(body, "Welcome") {
		t.Fatalf("%s: %.300s", other, body)
	}
	if _, err := c.app.DB().NewQuery("UPDATE blogs SET title = 'Changed behind the app' WHERE id = {:id}").Bind(map[string]any{"id": c.first.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	c.article.Set("title", "Triple jump clinic in Dakar")
	if err := c.app.Save(c.article); err != nil {
		t.Fatal(err)
	}
	if _, body := c.get(t, other); !strings.Contains(body, "Welcome") {
		t.Errorf("another article's save dropped %s: %.300s", other, body)
	}
	if _, body := c.get(t, "/blog/"+c.article.Id); !strings.Contains(body, "Triple jump clinic in Dakar") {
		t.Errorf("the saved article's page is not new: %.300s", body)
	}
}
