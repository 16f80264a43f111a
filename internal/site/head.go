package site

import (
	"bytes"
	"encoding/json"
	"errors"
	"html"
	"regexp"
	"strconv"
	"strings"
)

// head is what one page says about itself in the HTML the server sends: the
// document title and description, its canonical address, its preview on
// messaging apps and social networks (Open Graph, Twitter card), structured
// data for search engines (JSON-LD), what to fetch early (the route's chunk,
// the largest image) and the data its first screen shows.
type head struct {
	lang        string // <html lang>: "en" or "fr"
	title       string // the whole document title
	description string
	canonical   string // absolute; "" for a page that has no address of its own (404s)
	// alternates are the page's addresses in each language (hreflang "en",
	// "fr" and "x-default", the spec's English), when it has an address.
	alternates [][2]string
	ogType     string // website, article or product
	image      *previewImage
	// meta holds extra Open Graph properties (article:published_time, product:price:amount…).
	meta    [][2]string
	jsonLD  []any
	noIndex bool

	// noShell leaves out the public layout's prerendered HTML (the staff pages have their own).
	noShell bool

	files routeFiles // the route's chunk, its imports and its style sheets
	// imagePreloads are the first screen's largest image, as React requests
	// it: one request, or one per screen width (each with its media).
	imagePreloads []imageRequest
	data          *initialData
	// rendered is the page as React renders it (internal/render: layout and
	// screen, with data's content), in place of the layout alone; "" sends the
	// layout for the app to render the screen in.
	rendered string
}

// setAddress gives the page at path ("/blog", "/" for the home; without the
// French prefix) its canonical address on r's site and its alternates in both languages.
func (h *head) setAddress(site string, r route, path string) {
	english := site + path
	french := site + frenchPrefix + path
	h.canonical = site + r.localized(path)
	h.alternates = [][2]string{{"en", english}, {"fr", french}, {"x-default", english}}
}

// addressQuery adds a query that makes another page ("?page=2") to the page's addresses.
func (h *head) addressQuery(query string) {
	h.canonical += query
	for i := range h.alternates {
		h.alternates[i][1] += query
	}
}

// imageRequest is an <img>'s src, and its srcset and sizes when it has them:
// a preload must name all three for the browser to reuse it for the image.
// media, when set, is the screens it is for (a <picture>'s <source>).
type imageRequest struct{ href, srcset, sizes, media string }

// previewImage is an absolute image address for link previews.
type previewImage struct {
	url, alt      string
	width, height int // 0 when unknown
}

// initialData is the page's first-screen data, embedded as
//
//	<script type="application/json" id="initial-data">{"key": …, "data": …}</script>
//
// key names the query the data answers, and data is what the records API
// answers the React app's own requests for it (recordsAnswer in catalogue.go
// runs the same query):
//
//	"blogs.list"      /blog's page, {"tally":…,"featured":…,"page":…} (blogListing in bloglist.go):
//	                  the answers to getBlogTally, getFeaturedBlog and listBlogPage
//	                  (web/src/features/blog/listQueries.ts reads it for whichever page it is)
//	"products.list"   /shop's first page without a search or a category, GET
//	                  /api/collections/products/records?page=1&perPage=<shopPageSize>&sort=…&fields=<productFields>
//	                  (shopPageQuery; listProducts' answer, web/src/features/products/listQueries.ts)
//	"blogs.detail"    the article record, GET /api/collections/blogs/records/{id} (getBlog)
//	"products.detail" the product record, GET /api/collections/products/records/{id}?fields=<productFields>
//	                  (getProduct passes it through toProduct)
type initialData struct {
	Key  string          `json:"key"`
	Data json.RawMessage `json:"data"`
}

// initialDataID is the id of the embedded data's script element.
const initialDataID = "initial-data"

// appModulesID is the id of the script element listing the app's modules on a
// page served with its first screen, as ["/assets/….js", …]: web/src/main.tsx
// preloads them once that screen is painted. As <link rel="modulepreload">
// in the head, which the other pages have, they delayed the first paint by up
// to a second in one Lighthouse run in two (measured on an article: observed
// first paint 0.25 or 1.2 s), and made Lighthouse's simulated LCP wait for
// them (2.1-2.3 s); listed here, the paint comes with the style sheets
// (0.2 s, simulated LCP 1.36 s) and the app still arrives in one round trip.
const appModulesID = "app-modules"

// indexTemplate is the built index.html cut where a page's own parts go: its
// head tags replace the generic <title> and description, the preloads follow
// Vite's own tags at the end of <head>, and the data closes <body>. The public
// layout's prerendered HTML (web/scripts/prerender-shell.mjs), between its
// markers in <body>, is cut out too, so a page can go without it.
type indexTemplate struct {
	beforeLang, beforeTitle, beforeHeadEnd, beforeShell, shell, beforeBodyEnd, rest string
}

const shellStart, shellEnd = "<!--app-shell-->", "<!--/app-shell-->"

var (
	htmlLang           = regexp.MustCompile(`(?i)<html\s+lang="[^"]*"`)
	titleElement       = regexp.MustCompile(`(?is)[ \t]*<title[^>]*>.*?</title>[ \t]*\r?\n?`)
	descriptionElement = regexp.MustCompile(`(?is)[ \t]*<meta\s+name=["']?description["']?[^>]*>[ \t]*\r?\n?`)
)

// parseIndex cuts the built index.html; it must have a <head> and a <body>.
func parseIndex(index []byte) (*indexTemplate, error) {
	s := descriptionElement.ReplaceAllString(string(index), "")
	lower := strings.ToLower(s)
	headEnd := strings.Index(lower, "</head>")
	bodyEnd := strings.LastIndex(lower, "</body>")
	if headEnd < 0 || bodyEnd < headEnd {
		return nil, errors.New("index.html has no </head> or </body>")
	}
	// Inserted lines go before the closing tags' indentation.
	headEnd, bodyEnd = lineStart(s, headEnd), lineStart(s, bodyEnd)
	titleStart, titleEnd := headEnd, headEnd
	if loc := titleElement.FindStringIndex(s[:headEnd]); loc != nil {
		titleStart, titleEnd = loc[0], loc[1]
	}
	lang := htmlLang.FindStringIndex(s[:titleStart])
	if lang == nil {
		return nil, errors.New(`index.html has no <html lang="…">`)
	}
	t := &indexTemplate{
		beforeLang:    s[:lang[0]],
		beforeTitle:   s[lang[1]:titleStart],
		beforeHeadEnd: s[titleEnd:headEnd],
		beforeBodyEnd: s[headEnd:bodyEnd],
		rest:          s[bodyEnd:],
	}
	if before, after, ok := strings.Cut(t.beforeBodyEnd, shellStart); ok {
		shell, after, ok := strings.Cut(after, shellEnd)
		if !ok {
			return nil, errors.New("index.html opens the app shell but never closes it")
		}
		t.beforeShell, t.shell, t.beforeBodyEnd = before, shell, after
	}
	return t, nil
}

// lineStart moves i back over the spaces and tabs before it.
func lineStart(s string, i int) int {
	for i > 0 && (s[i-1] == ' ' || s[i-1] == '\t') {
		i--
	}
	return i
}

// render writes index.html with h's parts; every value is escaped for where it goes.
func (t *indexTemplate) render(h *head, feedURL string) []byte {
	var b bytes.Buffer
	b.WriteString(t.beforeLang)
	lang := h.lang
	if lang == "" {
		lang = "en"
	}
	b.WriteString(`<html lang="` + html.EscapeString(lang) + `"`)
	b.WriteString(t.beforeTitle)
	servedWhole := !h.noShell && h.rendered != "" && t.beforeShell != ""
	w := tagWriter{&b}

	w.line("<title>" + html.EscapeString(h.title) + "</title>")
	w.meta("name", "description", h.description)
	if h.noIndex {
		w.meta("name", "robots", "noindex")
	}
	if h.canonical != "" {
		w.link(`rel="canonical"`, h.canonical)
	}
	for _, a := range h.alternates {
		w.link(`rel="alternate" hreflang="`+a[0]+`"`, a[1])
	}
	w.line(`<link rel="alternate" type="application/rss+xml" title="` + html.EscapeString(siteName+" blog") + `" href="` + html.EscapeString(feedURL) + `">`)

	w.meta("property", "og:site_name", siteName)
	w.meta("property", "og:type", h.ogType)
	w.meta("property", "og:title", h.title)
	w.meta("property", "og:description", h.description)
	if h.canonical != "" {
		w.meta("property", "og:url", h.canonical)
	}
	card := "summary"
	if img := h.image; img != nil {
		card = "summary_large_image"
		w.meta("property", "og:image", img.url)
		if img.width > 0 {
			w.meta("property", "og:image:width", strconv.Itoa(img.width))
			w.meta("property", "og:image:height", strconv.Itoa(img.height))
		}
		w.meta("property", "og:image:alt", img.alt)
	}
	for _, m := range h.meta {
		w.meta("property", m[0], m[1])
	}
	w.meta("name", "twitter:card", card)
	w.meta("name", "twitter:title", h.title)
	w.meta("name", "twitter:description", h.description)
	if h.image != nil {
		w.meta("name", "twitter:image", h.image.url)
		w.meta("name", "twitter:image:alt", h.image.alt)
	}
	for _, ld := range h.jsonLD {
		w.line(`<script type="application/ld+json">` + scriptJSON(ld) + `</script>`)
	}

	b.WriteString(t.beforeHeadEnd)
	for _, css := range h.files.styles {
		w.link(`rel="stylesheet" crossorigin`, css)
	}
	if !servedWhole {
		for _, js := range h.files.scripts {
			w.link(`rel="modulepreload" crossorigin fetchpriority="low"`, js)
		}
	}
	for _, p := range h.imagePreloads {
		if p.href == "" {
			continue
		}
		attrs := `rel="preload" as="image" fetchpriority="high"`
		if p.srcset != "" {
			attrs += ` imagesrcset="` + html.EscapeString(p.srcset) + `" imagesizes="` + html.EscapeString(p.sizes) + `"`
		}
		if p.media != "" {
			attrs += ` media="` + html.EscapeString(p.media) + `"`
		}
		w.link(attrs, p.href)
	}

	b.WriteString(t.beforeShell)
	switch {
	case h.noShell:
	case servedWhole:
		b.WriteString(h.rendered)
	default:
		b.WriteString(t.shell)
	}
	b.WriteString(t.beforeBodyEnd)
	if h.data != nil {
		w.line(`<script type="application/json" id="` + initialDataID + `">` + scriptJSON(h.data) + `</script>`)
	}
	if servedWhole && len(h.files.scripts) > 0 {
		w.line(`<script type="application/json" id="` + appModulesID + `">` + scriptJSON(h.files.scripts) + `</script>`)
	}
	b.WriteString(t.rest)
	return b.Bytes()
}

// tagWriter writes one tag a line, indented like Vite's output.
type tagWriter struct{ b *bytes.Buffer }

func (w tagWriter) line(tag string) {
	w.b.WriteString("    ")
	w.b.WriteString(tag)
	w.b.WriteString("\n")
}

// meta writes <meta {attr}="{key}" content="{content}">; nothing for an empty content.
func (w tagWriter) meta(attr, key, content string) {
	if content == "" {
		return
	}
	w.line(`<meta ` + attr + `="` + html.EscapeString(key) + `" content="` + html.EscapeString(content) + `">`)
}

// link writes <link {attrs} href="{href}">; attrs are constants of this file.
func (w tagWriter) link(attrs, href string) {
	w.line(`<link ` + attrs + ` href="` + html.EscapeString(href) + `">`)
}

// scriptJSON encodes v for the inside of a <script> element: encoding/json
// escapes <, > and & (\u003c…), so no value can close the element or open a
// comment, and U+2028/U+2029 too.
func scriptJSON(v any) string {
	raw, err := json.Marshal(v)
	if err != nil {
		return "null"
	}
	return string(raw)
}
