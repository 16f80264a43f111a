package pages

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/content"
	"foundation/internal/readcache"
	"foundation/internal/render"
	"foundation/web"
)

// moments stands in for time.AfterFunc: what is due runs when the test
// says the time has passed.
type moments struct{ due []func() }

func (m *moments) after(_ time.Duration, f func()) { m.due = append(m.due, f) }

func (m *moments) pass() {
	due := m.due
	m.due = nil
	for _, f := range due {
		f()
	}
}

// A path saved once is made once; saved again and again within a moment, it
// is made at its first save and once more as the moment ends, whatever the
// burst's length; a quiet moment after that makes nothing, and the next
// save is made at once. Another path is never held back by the first.
func TestABurstOfSavesMakesItsPageTwice(t *testing.T) {
	var made []string
	m := &moments{}
	a := newAheadRenders(func(path string) bool { made = append(made, path); return true }, m.after)
	expect := func(step string, want ...string) {
		t.Helper()
		if !slices.Equal(made, want) {
			t.Fatalf("%s: made %q, want %q", step, made, want)
		}
		made = nil
	}
	a.saved("/product/a")
	expect("a first save", "/product/a")
	for range 20 {
		a.saved("/product/a")
	}
	a.saved("/blog/b")
	expect("the burst", "/blog/b")
	m.pass()
	expect("the burst's moment ends", "/product/a")
	m.pass()
	expect("a quiet moment")
	a.saved("/product/a")
	expect("a save after the quiet moment", "/product/a")
}

// A save before the server serves makes nothing, and holds nothing back:
// the next save is made at once.
func TestASaveBeforeServingHoldsNothingBack(t *testing.T) {
	serving := false
	made := 0
	a := newAheadRenders(func(string) bool {
		if serving {
			made++
		}
		return serving
	}, (&moments{}).after)
	a.saved("/blog/a")
	serving = true
	a.saved("/blog/a")
	if made != 1 {
		t.Errorf("the first save once serving made %d pages, want 1", made)
	}
}

// The real parts behind a sale's saves: PocketBase's app and router, the
// renderer of the stand-in bundle, the kept pages and their drops. A burst
// of saves of a product loads its pages (English, French) at its first
// save, then once more as its moment ends, with the last price saved, and
// that page is kept: a visitor after the burst gets it without a render.
func TestABurstOfSalesRendersTheProductOnceAndKeepsTheLastSave(t *testing.T) {
	at := time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)
	app, p, loaded := renderingPages(t, readcache.NewServingStale[answer](maxKeptPages, maxStale, func() time.Time { return at }, nil))
	m := &moments{}
	p.renderOnSave(app, m.after)

	products, err := app.FindCollectionByNameOrId(content.Products)
	if err != nil {
		t.Fatal(err)
	}
	product := core.NewRecord(products)
	product.Load(map[string]any{"name": "Club mug", "description": "A mug.", "price": 10, "category": "Mug",
		"sizes": []string{"Standard"}, "colors": []string{"White"}})
	if err := app.Save(product); err != nil {
		t.Fatal(err)
	}
	if got := loaded(); got != 2 {
		t.Fatalf("the first save loaded %d pages, want the English and the French", got)
	}
	for price := 11; price <= 20; price++ {
		product.Set("price", price)
		if err := app.Save(product); err != nil {
			t.Fatal(err)
		}
	}
	if got := loaded(); got != 2 {
		t.Errorf("the burst loaded %d pages, want none after the first save's", got-2)
	}
	m.pass()
	if got := loaded(); got != 4 {
		t.Errorf("the burst's end loaded %d pages, want the English and the French once", got-2)
	}
	if _, err := app.DB().NewQuery("UPDATE products SET price = 99 WHERE id = {:id}").Bind(map[string]any{"id": product.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, body := visit(t, app, p, "/product/"+product.Id); !strings.Contains(body, `"price":20`) {
		t.Errorf("the page after the burst does not show the last price saved, made ahead: %.600s", body)
	}
	if got := loaded(); got != 4 {
		t.Errorf("the visit after the burst loaded the page again")
	}
}

// renderingPages are the real parts behind the pages: PocketBase's test app
// and router, the renderer of the stand-in bundle, kept pages and their
// drops (readcache.DropOnChange), with the number of reads the renders made.
func renderingPages(t *testing.T, kept *readcache.Cache[answer]) (core.App, *pages, func() int) {
	t.Helper()
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir(), EncryptionEnv: "pb_test_env"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	var mu sync.Mutex
	loads := 0
	reads := &guestReads{}
	renderer, err := render.FromDist(web.Dist(), render.Config{Fetch: func(path string) (int, []byte) {
		mu.Lock()
		loads++
		mu.Unlock()
		return reads.fetch(path)
	}})
	if err != nil {
		t.Fatal(err)
	}
	index, err := fs.ReadFile(web.Dist(), "index.html")
	if err != nil {
		t.Fatal(err)
	}
	readcache.DropOnChange(app, []string{content.Blogs, content.Products}, kept)
	p, err := newPages(index, nil, renderer, reads, func() string { return "https://foundation.test" }, kept)
	if err != nil {
		t.Fatal(err)
	}
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	reads.serveFrom(router)
	return app, p, func() int { mu.Lock(); defer mu.Unlock(); return loads }
}

// visit is path's page as p serves it to a visitor: its status and body.
func visit(t *testing.T, app core.App, p *pages, path string) (int, string) {
	t.Helper()
	e := &core.RequestEvent{App: app}
	e.Request = httptest.NewRequest(http.MethodGet, path, nil)
	res := httptest.NewRecorder()
	e.Response = res
	if err := p.serve(e, path); err != nil {
		t.Fatal(err)
	}
	return res.Code, res.Body.String()
}
