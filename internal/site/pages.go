package site

import (
	"compress/gzip"
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

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
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

	mu    sync.RWMutex
	fixed map[string]*asset

	// kept are the rendered routes' answers by site address and request, until
	// what they show changes (readcache.DropOnChange).
	kept *readcache.Cache[answer]
	// renders makes each page once at a time, for every visitor who missed it.
	renders singleflight.Group
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

func newPages(index []byte, files map[string]routeFiles, renderer *render.Renderer, siteURL func() string, kept *readcache.Cache[answer]) (*pages, error) {
	tpl, err := parseIndex(index)
	if err != nil {
		return nil, err
	}
	return &pages{tpl: tpl, files: files, renderer: renderer, siteURL: siteURL, fixed: map[string]*asset{}, kept: kept}, nil
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
func (p *pages) keptPage(e *core.RequestEvent, r route, params []string, site string) (answer, error) {
	query := r.keptQuery(e.Request.URL)
	key, scope := site+"\x00"+e.Request.URL.EscapedPath()+"?"+query, r.scope(params)
	if a, _, ok := p.kept.Get(scope, key); ok {
		return a, nil
	}
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
// link's first visit finds it kept rather than waiting for a render. Bind it
// after the cache's drops: a page made before its drop is not kept.
func (p *pages) renderOnSave(app core.App) {
	for _, c := range []struct{ collection, prefix string }{{content.Blogs, "/blog/"}, {content.Products, "/product/"}} {
		saved := func(e *core.RecordEvent) error {
			p.renderAhead(e.App, c.prefix+e.Record.Id)
			p.renderAhead(e.App, frenchPrefix+c.prefix+e.Record.Id)
			return e.Next()
		}
		app.OnRecordAfterCreateSuccess(c.collection).BindFunc(saved)
		app.OnRecordAfterUpdateSuccess(c.collection).BindFunc(saved)
	}
}

// renderAhead makes and keeps the page at path as a visitor's request would.
func (p *pages) renderAhead(app core.App, path string) {
	r, params, ok := matchPage(path)
	if !ok || !r.rendered {
		return
	}
	req, err := http.NewRequest(http.MethodGet, path, nil)
	if err != nil {
		return
	}
	e := &core.RequestEvent{App: app}
	e.Request = req
	if _, err := p.keptPage(e, r, params, strings.TrimRight(p.siteURL(), "/")); err != nil {
		app.Logger().Warn("A saved page could not be made ahead of its visitors", "path", path, "error", err.Error())
	}
}

func (p *pages) renderedPage(e *core.RequestEvent, r route, params []string, site string) (answer, error) {
	switch r.kind {
	case blogListPage:
		return p.blogListPage(e, r, site)
	case shopPage:
		return p.shopPage(e, r, site)
	case articlePage:
		return p.articlePage(e, r, params[0], site)
	case productPage:
		return p.productPage(e, r, params[0], site)
	case campaignPage:
		return p.campaignPage(e, r, params[0], site)
	}
	return p.renderPage(e, p.baseHead(r, site)), nil
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

func (p *pages) blogListPage(e *core.RequestEvent, r route, site string) (answer, error) {
	// As BlogListScreen: ?page= read leniently and kept within the pages.
	listing, err := readBlogListing(e.App, parsePage(e.Request.URL.Query().Get("page")))
	if err != nil {
		return answer{}, err
	}
	h := p.baseHead(r, site)
	if listing != nil {
		if listing.page > 1 {
			h.title = r.pageTitle(fmt.Sprintf("Blog, page %d", listing.page))
			h.addressQuery("?page=" + strconv.Itoa(listing.page))
		}
		if featured := listing.featured; featured != nil {
			h.imagePreloads = featuredCoverRequests(featured)
		}
		data, err := json.Marshal(listing)
		if err != nil {
			return answer{}, err
		}
		h.data = &initialData{Key: "blogs.list", Data: data}
	}
	return p.renderPage(e, h), nil
}

// shopPage embeds the shop's first page, unfiltered (listProducts' request
// for /shop), and preloads its first card's picture. A search, a category or
// a later page is read by the app.
func (p *pages) shopPage(e *core.RequestEvent, r route, site string) (answer, error) {
	h := p.baseHead(r, site)
	query := e.Request.URL.Query()
	if query.Get("q") != "" || query.Get("category") != "" || parsePage(query.Get("page")) > 1 {
		return p.renderPage(e, h), nil
	}
	result, records, err := recordsAnswer(e.App, content.Products, shopPageQuery())
	if err != nil {
		return answer{}, err
	}
	if result != nil {
		if len(records) > 0 {
			if gallery := content.ProductOf(records[0]).Galleries(); len(gallery) > 0 {
				h.imagePreloads = []imageRequest{{href: fileURL(records[0], gallery[0], cardThumb)}} // ProductCard
			}
		}
		data, err := pickedJSON(result, productFields)
		if err != nil {
			return answer{}, err
		}
		h.data = &initialData{Key: "products.list", Data: data}
	}
	return p.renderPage(e, h), nil
}

// shopPageQuery is listProducts' request for the shop's first page without a search or a category.
func shopPageQuery() url.Values {
	return url.Values{"page": {"1"}, "perPage": {strconv.Itoa(shopPageSize)}, "sort": {productsOldestFirst}, "fields": {productFields}}
}

func (p *pages) articlePage(e *core.RequestEvent, r route, id, site string) (answer, error) {
	article, err := visibleRecord(e.App, content.Blogs, id)
	if err != nil || article == nil {
		return p.missingPage(r, site), err
	}
	a := content.ArticleOf(article)
	title := a.Title()
	image := a.Cover()
	h := p.documentHead(r, site, article, title, excerptOf(a.Body(), descriptionLength), "/blog/", "article", image)
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
	h.imagePreloads = []imageRequest{articleCoverRequest(article, image)} // ArticleScreen
	return p.pageWithData(e, h, "blogs.detail", article, "")
}

func (p *pages) productPage(e *core.RequestEvent, r route, id, site string) (answer, error) {
	product, err := visibleRecord(e.App, content.Products, id)
	if err != nil || product == nil {
		return p.missingPage(r, site), err
	}
	item := content.ProductOf(product)
	name := item.Name()
	var image string
	if gallery := item.Galleries(); len(gallery) > 0 {
		image = gallery[0]
	}
	price := strconv.FormatFloat(item.PriceEuros(), 'f', 2, 64)
	h := p.documentHead(r, site, product, name, cutText(item.Description(), descriptionLength), "/product/", "product", image)
	h.meta = [][2]string{{"product:price:amount", price}, {"product:price:currency", "EUR"}}
	h.jsonLD = []any{
		productLD(h, product, name, price),
		breadcrumbsLD(site, crumb{"Shop", site + "/shop"}, crumb{name, h.canonical}),
	}
	h.imagePreloads = []imageRequest{{href: fileURL(product, image, previewThumb)}} // Gallery: the 800x600 thumbnail
	return p.pageWithData(e, h, "products.detail", product, productFields)
}

// documentHead is the head of an article's or a product's page: its own
// title, description (the route's when it has none), address under prefix
// and picture.
func (p *pages) documentHead(r route, site string, record *core.Record, title, description, prefix, ogType, image string) *head {
	h := p.baseHead(r, site)
	h.title = r.pageTitle(title)
	if description != "" {
		h.description = description
	}
	h.setAddress(site, r, prefix+url.PathEscape(record.Id))
	h.ogType = ogType
	if picture := previewOf(site, record, image, title); picture != nil {
		h.image = picture
	}
	return h
}

// pageWithData is the page with h and record embedded under key, as the
// records API writes it with ?fields=fields.
func (p *pages) pageWithData(e *core.RequestEvent, h *head, key string, record *core.Record, fields string) (answer, error) {
	data, err := pickedJSON(record, fields)
	if err != nil {
		return answer{}, err
	}
	h.data = &initialData{Key: key, Data: data}
	return p.renderPage(e, h), nil
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

// renderPage is the page of h, React's render of the request's address
// inside, with the page's data: the app hydrates it. Should the render fail,
// the page goes with the layout alone, for the app to render (as a page the
// server does not render), and the failure is logged.
func (p *pages) renderPage(e *core.RequestEvent, h *head) answer {
	site := strings.TrimRight(p.siteURL(), "/")
	a := answer{status: http.StatusOK}
	if p.renderer != nil {
		var data []byte
		if h.data != nil {
			data, _ = json.Marshal(h.data)
		}
		var err error
		if h.rendered, err = p.renderer.Page(e.Request.URL.RequestURI(), data); err != nil {
			// A busy moment or a failure already logged is not worth a line per visit.
			if !errors.Is(err, render.ErrBusy) && !errors.Is(err, render.ErrFailing) {
				e.App.Logger().Error("A page went without its server render", "path", e.Request.URL.Path, "error", err.Error())
			}
			a.partial = true
		}
	}
	a.page = htmlAsset(p.tpl.render(h, site+api.FeedPath))
	return a
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
