package pages

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/readcache"
)

// stalePages are the pages as served, kept stale a moment after a change,
// by a clock and a background the test moves and runs.
type stalePages struct {
	app    core.App
	p      *pages
	loaded func() int
	now    time.Time
	queued []func()
}

func newStalePages(t *testing.T) *stalePages {
	t.Helper()
	s := &stalePages{now: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	s.app, s.p, s.loaded = renderingPages(t, readcache.NewServingStale[answer](maxKeptPages, maxStale, func() time.Time { return s.now }, nil))
	s.p.background = func(f func()) { s.queued = append(s.queued, f) }
	return s
}

// expect visits path and checks its status, that its body holds want, and
// how many renders it left in the background; it answers how many reads of
// a render the visitor waited for.
func (s *stalePages) expect(t *testing.T, step, path string, status int, want string, queued int) int {
	t.Helper()
	before := s.loaded()
	code, body := visit(t, s.app, s.p, path)
	if code != status || !strings.Contains(body, want) {
		t.Errorf("%s: %s answered %d without %q (want %d): %.400s", step, path, code, want, status, body)
	}
	if len(s.queued) != queued {
		t.Errorf("%s: %d renders in the background, want %d", step, len(s.queued), queued)
	}
	return s.loaded() - before
}

// expectKept is expect for a page served as kept: the visitor waited for no render.
func (s *stalePages) expectKept(t *testing.T, step, path, want string, queued int) {
	t.Helper()
	if reads := s.expect(t, step, path, http.StatusOK, want, queued); reads != 0 {
		t.Errorf("%s: the visitor waited for a render's %d reads", step, reads)
	}
}

func (s *stalePages) runBackground() {
	queued := s.queued
	s.queued = nil
	for _, f := range queued {
		f()
	}
}

func (s *stalePages) create(t *testing.T, collection string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := s.app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.Load(fields)
	if err := s.app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

func (s *stalePages) save(t *testing.T, r *core.Record, field string, value any) {
	t.Helper()
	r.Set(field, value)
	if err := s.app.Save(r); err != nil {
		t.Fatal(err)
	}
}

// During a sale the shop is served as it was while one render makes it
// again: the visitors after a product's save get the previous page at once
// and only one render runs, whose page (the new price) they get next. A page
// stale for maxStale is not served: the visitor waits for the new one.
func TestTheShopIsServedStaleWhileOneRenderMakesItAgain(t *testing.T) {
	s := newStalePages(t)
	mug := s.create(t, content.Products, map[string]any{"name": "Club mug", "description": "A mug.", "price": 10, "category": "Mug",
		"sizes": []string{"Standard"}, "colors": []string{"White"}})
	render := s.expect(t, "the first visit", "/shop", http.StatusOK, `"price":10`, 0)
	if render == 0 {
		t.Fatal("the shop's first visit read nothing")
	}
	s.expectKept(t, "kept", "/shop", `"price":10`, 0)

	s.save(t, mug, "price", 12)
	s.now = s.now.Add(maxStale / 2)
	s.expectKept(t, "the first visit after the save", "/shop", `"price":10`, 1)
	s.expectKept(t, "the next visit", "/shop", `"price":10`, 1)
	before := s.loaded()
	s.runBackground()
	if got := s.loaded() - before; got != render {
		t.Errorf("the background render read %d, want the shop's %d", got, render)
	}
	s.expectKept(t, "after the render", "/shop", `"price":12`, 0)

	s.save(t, mug, "price", 14)
	s.now = s.now.Add(maxStale)
	if reads := s.expect(t, "a moment after the save", "/shop", http.StatusOK, `"price":14`, 0); reads != render {
		t.Errorf("a moment after the save the visitor waited for %d reads, want the shop's render's %d", reads, render)
	}
}

// A deleted product's page, and an article made a draft, are 404 at once:
// what a deletion or a hiding drops is not served stale.
func TestADeletedOrHiddenRecordsPageIsGoneAtOnce(t *testing.T) {
	s := newStalePages(t)
	mug := s.create(t, content.Products, map[string]any{"name": "Club mug", "description": "A mug.", "price": 10, "category": "Mug",
		"sizes": []string{"Standard"}, "colors": []string{"White"}})
	article := s.create(t, content.Blogs, map[string]any{"title": "Relay news", "status": "published", "description": "<p>News.</p>"})
	mugPage, articlePage := "/product/"+mug.Id, "/blog/"+article.Id
	s.expect(t, "the product's first visit", mugPage, http.StatusOK, "Club mug", 0)
	s.expect(t, "the article's first visit", articlePage, http.StatusOK, "Relay news", 0)
	s.expectKept(t, "the product kept", mugPage, "Club mug", 0)

	if err := s.app.Delete(mug); err != nil {
		t.Fatal(err)
	}
	s.expect(t, "the deleted product", mugPage, http.StatusNotFound, "", 0)
	s.save(t, article, "status", "draft")
	s.expect(t, "the article made a draft", articlePage, http.StatusNotFound, "", 0)
}
