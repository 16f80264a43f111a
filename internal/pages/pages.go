package pages

import (
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
	"golang.org/x/sync/singleflight"

	"foundation/internal/api"
	"foundation/internal/content"
	"foundation/internal/readcache"
	"foundation/internal/render"
)

// pages serves index.html for the app's routes, each with its own head
// (head.go), the status the route deserves (404 for an unknown path or
// document) and, for the blog, the shop, an article or a product, its first
// screen's data.
//
// A rendered route (route.rendered) is React's render of the request
// (internal/render), kept until what it shows changes (kept); any other page
// depends only on the site address and is made once and kept (fixed), like
// the app's other files. Every page carries a weak ETag so that a revisit
// costs a 304.
type pages struct {
	tpl     *indexTemplate
	files   map[string]routeFiles
	siteURL func() string
	// renderer renders the pages the server sends with content (route.rendered); nil sends each
	// with the layout alone (a build without the server render: the Go tests' stand-in apps).
	renderer *render.Renderer
	// reads answer the renderer's reads (its Config.Fetch): a page is made ahead only once they can be.
	reads *guestReads

	mu    sync.RWMutex
	fixed map[string]*asset

	// kept are the rendered routes' answers by site address and request, until
	// what they show changes (readcache.DropOnChange).
	kept *readcache.Cache[answer]
	// renders makes each page once at a time, for every visitor who missed it.
	renders singleflight.Group
	// background runs the render of a stale page served meanwhile (go f; tests run it when they choose).
	background func(f func())
}

// answer is a page and its status.
type answer struct {
	status int
	page   *asset
	// partial: the render failed and the page went without it; not kept.
	partial bool
}

// maxKeptPages bounds the memory the kept pages take: an article is about 14 KB
// and its gzip 4 KB (docs/BENCHMARKS.md "Campaign day": the heap at 10,000 articles).
const maxKeptPages = 2000

// maxStale is how long after a change its pages may still be served as they
// were while they are made again: long enough for the render of a busy
// moment (a sale saving a product ten times a second kept every shop visitor
// waiting on a render), short enough that a new article shows, and an old
// price or stock goes, within a second.
const maxStale = time.Second

func newPages(index []byte, files map[string]routeFiles, renderer *render.Renderer, reads *guestReads, siteURL func() string, kept *readcache.Cache[answer]) (*pages, error) {
	tpl, err := parseIndex(index)
	if err != nil {
		return nil, err
	}
	return &pages{tpl: tpl, files: files, renderer: renderer, reads: reads, siteURL: siteURL, fixed: map[string]*asset{}, kept: kept,
		background: func(f func()) { go f() }}, nil
}

// serve answers GET requestPath ("/blog/abc") with the app's page.
func (p *pages) serve(e *core.RequestEvent, requestPath string) error {
	site := strings.TrimRight(p.siteURL(), "/")
	r, params, ok := matchPage(requestPath)
	var a answer
	var err error
	switch {
	case !ok:
		notFound := notFound
		notFound.locale = r.locale
		a = p.fixedPage(http.StatusNotFound, r.locale+" notfound", site, func() *head { return p.baseHead(notFound, site) })
	case r.kind == paymentPage:
		a, err = p.paymentPage(e, r, params[0], site)
	case r.rendered:
		a, err = p.keptPage(e, r, params, site)
	default:
		a = p.fixedPage(http.StatusOK, r.locale+" route "+r.path, site, func() *head { return p.baseHead(r, site) })
	}
	if err != nil {
		return err
	}
	return writeAsset(e, a.status, a.page)
}

// keptPage is a rendered route's page: kept from an earlier request, or made
// and kept until what it shows changes. A page is kept and rendered by its
// path and the parameters the route reads; the visitors who miss the same
// page at once wait for one render (renders), never longer than the
// renderer's bounds, past which it goes with the layout alone, not kept.
// A page a change made stale is served a moment longer (maxStale) while one
// render makes it again in the background.
func (p *pages) keptPage(e *core.RequestEvent, r route, params []string, site string) (answer, error) {
	key, scope, query := keptAs(e, r, params, site)
	a, _, kept := p.kept.Serve(scope, key)
	switch kept {
	case readcache.Fresh, readcache.Stale:
		return a, nil
	case readcache.StaleRefresh:
		// Its own request: the visitor's ends with its answer, before the render does.
		refresh := &core.RequestEvent{App: e.App}
		refresh.Request = e.Request.Clone(context.WithoutCancel(e.Request.Context()))
		p.background(func() {
			if _, err := p.render(refresh, r, params, site, key, scope, query); err != nil {
				e.App.Logger().Warn("A stale page could not be made again", "path", refresh.Request.URL.Path, "error", err.Error())
			}
		})
		return a, nil
	}
	return p.render(e, r, params, site, key, scope, query)
}

// keptAs is what a rendered route's page is kept under: its key, its scope,
// and the query it is rendered with (the parameters the route reads).
func keptAs(e *core.RequestEvent, r route, params []string, site string) (key, scope, query string) {
	query = r.keptQuery(e.Request.URL)
	return site + "\x00" + e.Request.URL.EscapedPath() + "?" + query, r.scope(params), query
}

// render makes the page kept under key, once at a time for every visitor
// who asks meanwhile, and keeps it; a page it fails to make is not kept,
// nor served stale any longer.
func (p *pages) render(e *core.RequestEvent, r route, params []string, site, key, scope, query string) (answer, error) {
	made, err, _ := p.renders.Do(key, func() (any, error) {
		a, ticket, ok := p.kept.Get(scope, key)
		if ok { // made by the render that ended as this one began
			return a, nil
		}
		// The render, and every read before it, sees the address alone: what
		// the page shows cannot depend on a parameter it is not kept by.
		address := *e.Request.URL
		address.RawQuery = query
		e.Request.URL = &address
		a, err := p.renderedPage(e, r, params, site)
		if err != nil || a.partial {
			p.kept.DropStale(key)
			return a, err
		}
		if a.page.gzipped == nil {
			// Made on a visitor's miss: the default level costs a third of the best and loses a few per cent.
			a.page.gzipped = gzipLevel(a.page.body, gzip.DefaultCompression)
		}
		p.kept.Put(scope, key, a, ticket)
		return a, nil
	})
	if err != nil {
		return answer{}, err
	}
	return made.(answer), nil
}

// renderOnSave makes an article's or a product's page as soon as the save
// is committed, before the save answers, so that a crawler's or a shared
// link's first visit finds it kept rather than waiting for a render; a
// record saved again and again is made at most once a moment (aheadRenders,
// its time passing by after). Bind it after the cache's drops: a page made
// before its drop is not kept.
func (p *pages) renderOnSave(app core.App, after func(time.Duration, func())) {
	ahead := newAheadRenders(func(path string) bool { return p.renderAhead(app, path) }, after)
	for _, c := range []struct{ collection, prefix string }{{content.Blogs, "/blog/"}, {content.Products, "/product/"}} {
		saved := func(e *core.RecordEvent) error {
			ahead.saved(c.prefix + e.Record.Id)
			ahead.saved(frenchPrefix + c.prefix + e.Record.Id)
			return e.Next()
		}
		app.OnRecordAfterCreateSuccess(c.collection).BindFunc(saved)
		app.OnRecordAfterUpdateSuccess(c.collection).BindFunc(saved)
	}
}

// renderAhead makes and keeps the page at path as a visitor's request would,
// even when a stale one is kept, and says whether it tried. Before the
// server serves (a save at start-up, a test's data), nothing is made.
func (p *pages) renderAhead(app core.App, path string) bool {
	r, params, ok := matchPage(path)
	if !ok || !r.rendered || p.renderer == nil || !p.reads.serving() {
		return false
	}
	req, err := http.NewRequest(http.MethodGet, path, nil)
	if err != nil {
		return false
	}
	e := &core.RequestEvent{App: app}
	e.Request = req
	site := strings.TrimRight(p.siteURL(), "/")
	key, scope, query := keptAs(e, r, params, site)
	if _, err := p.render(e, r, params, site, key, scope, query); err != nil {
		app.Logger().Warn("A saved page could not be made ahead of its visitors", "path", path, "error", err.Error())
	}
	return true
}

// renderedPage is a rendered route's page: the bundle's loader reads what
// the page shows (its screen's own queries, through the server's routes as a
// guest: internal/render), the app renders it, and the head, the status and
// the embedded data come from what the loader read.
func (p *pages) renderedPage(e *core.RequestEvent, r route, params []string, site string) (answer, error) {
	h := p.baseHead(r, site)
	if p.renderer == nil {
		return answer{status: http.StatusOK, page: p.page(h)}, nil
	}
	loaded, err := p.renderer.Page(e.Request.URL.RequestURI())
	if err != nil {
		// A busy moment or a failure already logged is not worth a line per visit.
		if !errors.Is(err, render.ErrBusy) && !errors.Is(err, render.ErrFailing) {
			e.App.Logger().Error("A page went without its server render", "path", e.Request.URL.Path, "error", err.Error())
		}
		if loaded.Status == 0 { // not even loaded: the layout alone, for the app to read and render
			return answer{status: http.StatusOK, page: p.page(h), partial: true}, nil
		}
	}
	if loaded.Status == http.StatusNotFound {
		return p.missingPage(r, site), nil
	}
	if err := p.describe(e.App, r, site, loaded.Main, h); err != nil {
		return answer{}, err
	}
	for _, i := range loaded.Preloads {
		h.imagePreloads = append(h.imagePreloads, imageRequest{href: i.Href, srcset: i.Srcset, sizes: i.Sizes, media: i.Media})
	}
	if len(loaded.Queries) > 0 && string(loaded.Queries) != "[]" {
		h.data = loaded.Queries
	}
	h.rendered = loaded.HTML
	return answer{status: http.StatusOK, page: p.page(h), partial: err != nil}, nil
}

// describe gives h what the page is about, from what its loader read (main,
// the answer its screen shows: web/src/server/loaders.ts).
func (p *pages) describe(app core.App, r route, site string, main json.RawMessage, h *head) error {
	if len(main) == 0 || string(main) == "null" {
		return nil
	}
	switch r.kind {
	case blogListPage:
		return describeBlogList(r, main, h)
	case articlePage:
		article, err := recordOf(app, content.Blogs, main)
		if err != nil {
			return err
		}
		describeArticle(r, site, article, h)
	case productPage:
		product, err := recordOf(app, content.Products, main)
		if err != nil {
			return err
		}
		describeProduct(r, site, product, h)
	case campaignPage:
		return describeCampaign(app, r, site, main, h)
	}
	return nil
}

// recordOf is a record of collection as the records API wrote it (the
// fields the app asked for): what the head's code reads of a record.
func recordOf(app core.App, collection string, answer json.RawMessage) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	var fields map[string]any
	if err := json.Unmarshal(answer, &fields); err != nil {
		return nil, fmt.Errorf("a page's %s: %w", collection, err)
	}
	record := core.NewRecord(c)
	record.Load(fields)
	// Load leaves the dates PocketBase stamps (created, updated) unset: they are read as written.
	for _, f := range c.Fields {
		if value, ok := fields[f.GetName()].(string); ok && f.Type() == core.FieldTypeAutodate {
			if date, err := types.ParseDateTime(value); err == nil {
				record.SetRaw(f.GetName(), date)
			}
		}
	}
	return record, nil
}

// baseHead is a route's head without anything read from the database.
func (p *pages) baseHead(r route, site string) *head {
	text := r.text()
	h := &head{
		lang:        r.lang(),
		title:       r.pageTitle(text.title),
		description: text.description,
		ogType:      "website",
		noIndex:     r.private,
		noShell:     r.module == staffModule,
		files:       p.files[r.module],
	}
	if h.description == "" {
		h.description = defaultDescription
		if r.locale == "fr" {
			h.description = frDefaultDescription
		}
	}
	if !r.private && !strings.ContainsAny(r.path, ":*") {
		h.setAddress(site, r, "/"+r.path)
	}
	if !r.private {
		h.image = sharePicture(site)
	}
	if r.path == "" {
		h.jsonLD = append(h.jsonLD, organisationLD(site))
	}
	return h
}

// missingPage is the 404 of a document that does not exist: the route's
// own screen, titled missingDocument (as the app's screen is, pages.gen.ts).
func (p *pages) missingPage(r route, site string) answer {
	return p.fixedPage(http.StatusNotFound, r.locale+" missing "+r.path, site, func() *head {
		h := p.baseHead(r, site)
		text := missingDocument[r.locale]
		h.title, h.description = r.pageTitle(text.title), text.description
		return h
	})
}

// describeBlogList gives the list's page its number (as BlogListScreen:
// the page shown, within the pages there are).
func describeBlogList(r route, main json.RawMessage, h *head) error {
	var listing struct {
		Page int `json:"page"`
	}
	if err := json.Unmarshal(main, &listing); err != nil {
		return fmt.Errorf("the blog list's page: %w", err)
	}
	if listing.Page > 1 {
		h.title = r.pageTitle(fmt.Sprintf("Blog, page %d", listing.Page))
		h.addressQuery("?page=" + strconv.Itoa(listing.Page))
	}
	return nil
}

func describeArticle(r route, site string, article *core.Record, h *head) {
	a := content.ArticleOf(article)
	title := a.Title()
	image := a.Cover()
	describeDocument(h, r, site, article, title, excerptOf(a.Body(), descriptionLength), "/blog/", "article", image)
	published, modified := publishedAt(article), a.Updated()
	h.meta = [][2]string{
		{"article:published_time", isoTime(published)},
		{"article:modified_time", isoTime(modified)},
		{"article:section", a.Category()},
	}
	h.jsonLD = []any{
		articleLD(h, title, a.AuthorName(), published, modified, site),
		breadcrumbsLD(site, crumb{"Blog", site + "/blog"}, crumb{title, h.canonical}),
	}
}

func describeProduct(r route, site string, product *core.Record, h *head) {
	item := content.ProductOf(product)
	name := item.Name()
	var image string
	if gallery := item.Galleries(); len(gallery) > 0 {
		image = gallery[0]
	}
	price := strconv.FormatFloat(item.PriceEuros(), 'f', 2, 64)
	describeDocument(h, r, site, product, name, cutText(item.Description(), descriptionLength), "/product/", "product", image)
	h.meta = [][2]string{{"product:price:amount", price}, {"product:price:currency", "EUR"}}
	h.jsonLD = []any{
		productLD(h, product, name, price),
		breadcrumbsLD(site, crumb{"Shop", site + "/shop"}, crumb{name, h.canonical}),
	}
}

// describeDocument gives h, an article's or a product's page's, its own
// title, description (the route's when it has none), address under prefix
// and picture.
func describeDocument(h *head, r route, site string, record *core.Record, title, description, prefix, ogType, image string) {
	h.title = r.pageTitle(title)
	if description != "" {
		h.description = description
	}
	h.setAddress(site, r, prefix+url.PathEscape(record.Id))
	h.ogType = ogType
	if picture := previewOf(site, record, image, title); picture != nil {
		h.image = picture
	}
}

// paymentPage is 200 for an existing order and 404 otherwise; the page
// says nothing else about it (the order id is its capability, and its page is
// never indexed).
func (p *pages) paymentPage(e *core.RequestEvent, r route, id, site string) (answer, error) {
	exists, err := recordExists(e.App, "orders", id)
	if err != nil || !exists {
		return p.missingPage(r, site), err
	}
	return p.fixedPage(http.StatusOK, r.locale+" route "+r.path, site, func() *head {
		h := p.baseHead(r, site)
		h.noIndex = true
		return h
	}), nil
}

// recordExists looks id up in collection's table and reads nothing else.
func recordExists(app core.App, collection, id string) (bool, error) {
	if id == "" || len(id) > maxIDLength {
		return false, nil
	}
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return false, err
	}
	var one int
	err = app.RecordQuery(c).Select("(1)").AndWhere(dbx.HashExp{c.Name + ".id": id}).Limit(1).Row(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// fixedPage is a page that depends only on the site address, made on first
// use and kept.
func (p *pages) fixedPage(status int, variant, site string, build func() *head) answer {
	key := variant + "\x00" + site
	p.mu.RLock()
	a := p.fixed[key]
	p.mu.RUnlock()
	if a == nil {
		a = htmlAsset(p.tpl.render(build(), site+api.FeedPath))
		a.gzipped = gzipBytes(a.body)
		p.mu.Lock()
		p.fixed[key] = a
		p.mu.Unlock()
	}
	return answer{status: status, page: a}
}

// page is the page of h.
func (p *pages) page(h *head) *asset {
	return htmlAsset(p.tpl.render(h, strings.TrimRight(p.siteURL(), "/")+api.FeedPath))
}

// htmlAsset is a page of the app, revalidated on every visit.
func htmlAsset(body []byte) *asset {
	return &asset{body: body, contentType: "text/html; charset=utf-8", cacheControl: revalidate, etag: weakETag(body)}
}

func weakETag(body []byte) string {
	h := fnv.New64a()
	h.Write(body)
	return `W/"` + strconv.FormatUint(h.Sum64(), 36) + `"`
}

// parsePage is web/src/lib/pagination.ts's.
func parsePage(value string) int {
	value = strings.TrimSpace(value)
	if value == "" || strings.Trim(value, "0123456789") != "" {
		return 1
	}
	n, err := strconv.Atoi(value)
	if err != nil {
		return math.MaxInt // more digits than an int holds: the last page
	}
	return max(1, n)
}
