package site

import (
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
)

// pages serves index.html for the app's routes, each with its own head
// (head.go), the status the route deserves (404 for an unknown path or
// document) and, for the blog, an article or a product, its first screen's data.
//
// A page that reads nothing from the database is rendered once per site
// address and kept, like the app's other files; the others cost one indexed
// read (the blog list: one query and its count) and are rendered per request.
// Every page carries a weak ETag so that a revisit costs a 304.
type pages struct {
	tpl     *indexTemplate
	files   map[string]routeFiles
	siteURL func() string
	// firstScreens are the static pages' first screens, by route module (readFirstScreens).
	firstScreens map[string]string

	mu    sync.RWMutex
	fixed map[string]*asset
}

func newPages(index []byte, files map[string]routeFiles, firstScreens map[string]string, siteURL func() string) (*pages, error) {
	tpl, err := parseIndex(index)
	if err != nil {
		return nil, err
	}
	return &pages{tpl: tpl, files: files, firstScreens: firstScreens, siteURL: siteURL, fixed: map[string]*asset{}}, nil
}

// serve answers GET requestPath ("/blog/abc") with the app's page.
func (p *pages) serve(e *core.RequestEvent, requestPath string) error {
	site := strings.TrimRight(p.siteURL(), "/")
	r, params, ok := matchRoute(requestPath)
	if !ok {
		return p.serveFixed(e, http.StatusNotFound, "notfound", site, func() *head { return p.baseHead(notFound, site) })
	}
	switch r.kind {
	case blogListPage:
		return p.serveBlogList(e, r, site)
	case shopPage:
		return p.serveShop(e, r, site)
	case articlePage:
		return p.serveArticle(e, r, params[0], site)
	case productPage:
		return p.serveProduct(e, r, params[0], site)
	case paymentPage:
		return p.servePayment(e, r, params[0], site)
	}
	return p.serveFixed(e, http.StatusOK, "route "+r.path, site, func() *head { return p.baseHead(r, site) })
}

// baseHead is a route's head without anything read from the database.
func (p *pages) baseHead(r route, site string) *head {
	h := &head{
		title:       pageTitle(r.title),
		description: r.description,
		ogType:      "website",
		noIndex:     r.private,
		noShell:     r.module == staffModule,
		files:       p.files[r.module],
		firstScreen: p.firstScreens[r.module],
	}
	if h.description == "" {
		h.description = defaultDescription
	}
	if !r.private && !strings.ContainsAny(r.path, ":*") {
		h.canonical = site + "/" + r.path
	}
	if !r.private {
		h.image = sharePicture(site)
	}
	if r.path == "" {
		h.jsonLD = append(h.jsonLD, organisationLD(site))
	}
	return h
}

// serveMissing answers 404 for a document that does not exist: the route's
// own screen, which shows "Document not found" (the title React sets too).
func (p *pages) serveMissing(e *core.RequestEvent, r route, site string) error {
	return p.serveFixed(e, http.StatusNotFound, "missing "+r.path, site, func() *head {
		h := p.baseHead(r, site)
		h.title = pageTitle("Document not found")
		h.description = "This document does not exist or has been removed."
		return h
	})
}

func (p *pages) serveBlogList(e *core.RequestEvent, r route, site string) error {
	// As BlogListScreen: ?page= read leniently and kept within the pages.
	listing, err := readBlogListing(e.App, parsePage(e.Request.URL.Query().Get("page")))
	if err != nil {
		return err
	}
	h := p.baseHead(r, site)
	if listing != nil {
		if listing.page > 1 {
			h.title = pageTitle(fmt.Sprintf("Blog, page %d", listing.page))
			h.canonical += "?page=" + strconv.Itoa(listing.page)
		}
		if featured := listing.featured; featured != nil {
			h.imagePreloads = featuredCoverRequests(featured)
			if h.firstScreen, err = blogListFirstScreen(featured); err != nil {
				return err
			}
		}
		data, err := json.Marshal(listing)
		if err != nil {
			return err
		}
		h.data = &initialData{Key: "blogs.list", Data: data}
	}
	return p.serveRendered(e, h)
}

// serveShop embeds the shop's first page, unfiltered (listProducts' request
// for /shop), and preloads its first card's picture. A search, a category or
// a later page is read by the app.
func (p *pages) serveShop(e *core.RequestEvent, r route, site string) error {
	h := p.baseHead(r, site)
	query := e.Request.URL.Query()
	if query.Get("q") != "" || query.Get("category") != "" || parsePage(query.Get("page")) > 1 {
		return p.serveRendered(e, h)
	}
	result, records, err := recordsAnswer(e.App, "products", shopPageQuery())
	if err != nil {
		return err
	}
	if result != nil {
		if len(records) > 0 {
			if gallery := records[0].GetStringSlice("galleries"); len(gallery) > 0 {
				h.imagePreloads = []imageRequest{{href: fileURL(records[0], gallery[0], cardThumb)}} // ProductCard
			}
		}
		data, err := pickedJSON(result, productFields)
		if err != nil {
			return err
		}
		h.data = &initialData{Key: "products.list", Data: data}
	}
	return p.serveRendered(e, h)
}

// shopPageQuery is listProducts' request for the shop's first page without a search or a category.
func shopPageQuery() url.Values {
	return url.Values{"page": {"1"}, "perPage": {strconv.Itoa(shopPageSize)}, "sort": {productsOldestFirst}, "fields": {productFields}}
}

func (p *pages) serveArticle(e *core.RequestEvent, r route, id, site string) error {
	article, err := visibleRecord(e.App, "blogs", id)
	if err != nil {
		return err
	}
	if article == nil {
		return p.serveMissing(e, r, site)
	}
	title := article.GetString("title")
	image := article.GetString("image")
	h := p.documentHead(r, site, article, title, excerptOf(article.GetString("description"), descriptionLength), "/blog/", "article", image)
	published, modified := publishedAt(article), article.GetDateTime("updated")
	h.meta = [][2]string{
		{"article:published_time", isoTime(published)},
		{"article:modified_time", isoTime(modified)},
		{"article:section", article.GetString("category")},
	}
	h.jsonLD = []any{
		articleLD(h, title, article.GetString("authorName"), published, modified, site),
		breadcrumbsLD(site, crumb{"Blog", site + "/blog"}, crumb{title, h.canonical}),
	}
	h.imagePreloads = []imageRequest{articleCoverRequest(article, image)} // ArticleScreen
	if h.firstScreen, err = articleFirstScreen(article); err != nil {
		return err
	}
	return p.serveWithData(e, h, "blogs.detail", article, "")
}

func (p *pages) serveProduct(e *core.RequestEvent, r route, id, site string) error {
	product, err := visibleRecord(e.App, "products", id)
	if err != nil {
		return err
	}
	if product == nil {
		return p.serveMissing(e, r, site)
	}
	name := product.GetString("name")
	var image string
	if gallery := product.GetStringSlice("galleries"); len(gallery) > 0 {
		image = gallery[0]
	}
	price := strconv.FormatFloat(product.GetFloat("price"), 'f', 2, 64)
	h := p.documentHead(r, site, product, name, cutText(product.GetString("description"), descriptionLength), "/product/", "product", image)
	h.meta = [][2]string{{"product:price:amount", price}, {"product:price:currency", "EUR"}}
	h.jsonLD = []any{
		productLD(h, product, name, price),
		breadcrumbsLD(site, crumb{"Shop", site + "/shop"}, crumb{name, h.canonical}),
	}
	h.imagePreloads = []imageRequest{{href: fileURL(product, image, previewThumb)}} // Gallery: the 800x600 thumbnail
	if h.firstScreen, err = productFirstScreen(product); err != nil {
		return err
	}
	return p.serveWithData(e, h, "products.detail", product, productFields)
}

// documentHead is the head of an article's or a product's page: its own
// title, description (the route's when it has none), address under prefix
// and picture.
func (p *pages) documentHead(r route, site string, record *core.Record, title, description, prefix, ogType, image string) *head {
	h := p.baseHead(r, site)
	h.title = pageTitle(title)
	if description != "" {
		h.description = description
	}
	h.canonical = site + prefix + url.PathEscape(record.Id)
	h.ogType = ogType
	if picture := previewOf(site, record, image, title); picture != nil {
		h.image = picture
	}
	return h
}

// serveWithData answers 200 with h and record embedded under key, as the
// records API writes it with ?fields=fields.
func (p *pages) serveWithData(e *core.RequestEvent, h *head, key string, record *core.Record, fields string) error {
	data, err := pickedJSON(record, fields)
	if err != nil {
		return err
	}
	h.data = &initialData{Key: key, Data: data}
	return p.serveRendered(e, h)
}

// servePayment answers 200 for an existing order and 404 otherwise; the page
// says nothing else about it (the order id is its capability, and its page is
// never indexed).
func (p *pages) servePayment(e *core.RequestEvent, r route, id, site string) error {
	exists, err := recordExists(e.App, "orders", id)
	if err != nil {
		return err
	}
	if !exists {
		return p.serveMissing(e, r, site)
	}
	return p.serveFixed(e, http.StatusOK, "route "+r.path, site, func() *head {
		h := p.baseHead(r, site)
		h.noIndex = true
		return h
	})
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

// serveFixed answers with a page that depends only on the site address,
// rendered on first use and kept.
func (p *pages) serveFixed(e *core.RequestEvent, status int, variant, site string, build func() *head) error {
	key := variant + "\x00" + site
	p.mu.RLock()
	a := p.fixed[key]
	p.mu.RUnlock()
	if a == nil {
		a = htmlAsset(p.tpl.render(build(), site+feedPath))
		a.gzipped = gzipBytes(a.body)
		p.mu.Lock()
		p.fixed[key] = a
		p.mu.Unlock()
	}
	return writeAsset(e, status, a)
}

// serveRendered answers 200 with a page rendered for this request.
func (p *pages) serveRendered(e *core.RequestEvent, h *head) error {
	site := strings.TrimRight(p.siteURL(), "/")
	return writeAsset(e, http.StatusOK, htmlAsset(p.tpl.render(h, site+feedPath)))
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
