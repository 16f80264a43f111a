package pages

import (
	"bytes"
	"encoding/json"
	"errors"
	"html/template"
	"regexp"
	"strings"
)

// head is what one page says about itself in the HTML the server sends
// (written by headTemplate): the document title and description, its
// canonical address, its preview on messaging apps and social networks (Open
// Graph, Twitter card), structured data for search engines (JSON-LD), what to
// fetch early (its style sheets; its modules, preloaded in the head or, on a
// page served whole, listed for after the paint; the first screen's largest
// image), the data its first screen shows and, when React rendered it, that screen.
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
	// data are the queries the page's loader filled, embedded as
	//
	//	<script type="application/json" id="initial-data">[[queryKey, data], …]</script>
	//
	// for the app's first render (web/src/lib/initialData.ts); nil for none.
	data json.RawMessage
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
	htmlLang           = regexp.MustCompile(`(?i)<html\s+lang="[^"]*"\s*>`)
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
		return nil, errors.New(`index.html has no <html lang="…"> (with no other attribute)`)
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

// render writes index.html with h's parts, each written by headTemplate,
// which escapes every value for where it goes; the rest is the built file's own.
func (t *indexTemplate) render(h *head, feedURL string) []byte {
	servedWhole := !h.noShell && h.rendered != "" && t.beforeShell != ""
	v := headView{
		Lang: h.lang, Title: h.title, Description: h.description, NoIndex: h.noIndex, Canonical: h.canonical,
		Alternates: h.alternates, SiteName: siteName, FeedTitle: siteName + " blog", FeedURL: feedURL,
		OGType: h.ogType, Card: "summary", Meta: h.meta, JSONLD: h.jsonLD, Styles: h.files.styles, Data: h.data,
	}
	if v.Lang == "" {
		v.Lang = "en"
	}
	if img := h.image; img != nil {
		v.Card = "summary_large_image"
		v.Image = &imageView{URL: img.url, Alt: img.alt, Width: img.width, Height: img.height}
	}
	if servedWhole {
		v.AppModules = h.files.scripts
	} else {
		v.ModulePreloads = h.files.scripts
	}
	for _, p := range h.imagePreloads {
		if p.href != "" {
			v.ImagePreloads = append(v.ImagePreloads, imagePreload{Href: p.href, Srcset: p.srcset, Sizes: p.sizes, Media: p.media})
		}
	}

	var b bytes.Buffer
	b.WriteString(t.beforeLang)
	execute(&b, "lang", v)
	b.WriteString(t.beforeTitle)
	execute(&b, "head", v)
	b.WriteString(t.beforeHeadEnd)
	execute(&b, "preloads", v)
	b.WriteString(t.beforeShell)
	switch {
	case h.noShell:
	case servedWhole:
		b.WriteString(h.rendered)
	default:
		b.WriteString(t.shell)
	}
	b.WriteString(t.beforeBodyEnd)
	execute(&b, "data", v)
	b.WriteString(t.rest)
	return b.Bytes()
}

// headView is what headTemplate writes of a page: its head's parts, with
// the names a template reads.
type headView struct {
	Lang, Title, Description string
	NoIndex                  bool
	Canonical                string
	Alternates               [][2]string // hreflang, href
	SiteName                 string
	FeedTitle, FeedURL       string
	OGType, Card             string
	Image                    *imageView
	Meta                     [][2]string // Open Graph property, content
	JSONLD                   []any
	Styles                   []string
	ModulePreloads           []string // the route's modules, when the page waits for the app to render
	ImagePreloads            []imagePreload
	Data                     json.RawMessage
	AppModules               []string // the route's modules, listed for after the paint of a page served whole
}

type imageView struct {
	URL, Alt      string
	Width, Height int
}

type imagePreload struct{ Href, Srcset, Sizes, Media string }

// headTemplate writes a page's parts into the built index.html, one tag a
// line indented like Vite's output: "lang" the <html> start tag, "head" what
// replaces the generic <title> and description, "preloads" what follows
// Vite's own tags at the end of <head>, "data" what closes <body>.
// html/template escapes each value for its place: text, an attribute, a URL
// (percent-encoded), JSON in a <script> (encoding/json, which escapes <, >,
// & and U+2028/U+2029, so no value can close the element or open a comment).
var headTemplate = template.Must(template.New("").Funcs(template.FuncMap{"responsive": responsiveAttrs}).Parse(`
{{- define "lang"}}<html lang="{{.Lang}}">{{end}}

{{- define "head"}}    <title>{{.Title}}</title>
{{with .Description}}    <meta name="description" content="{{.}}">
{{end}}{{if .NoIndex}}    <meta name="robots" content="noindex">
{{end}}{{with .Canonical}}    <link rel="canonical" href="{{.}}">
{{end}}{{range .Alternates}}    <link rel="alternate" hreflang="{{index . 0}}" href="{{index . 1}}">
{{end}}    <link rel="alternate" type="application/rss+xml" title="{{.FeedTitle}}" href="{{.FeedURL}}">
    <meta property="og:site_name" content="{{.SiteName}}">
{{with .OGType}}    <meta property="og:type" content="{{.}}">
{{end}}{{with .Title}}    <meta property="og:title" content="{{.}}">
{{end}}{{with .Description}}    <meta property="og:description" content="{{.}}">
{{end}}{{with .Canonical}}    <meta property="og:url" content="{{.}}">
{{end}}{{with .Image}}{{with .URL}}    <meta property="og:image" content="{{.}}">
{{end}}{{if .Width}}    <meta property="og:image:width" content="{{.Width}}">
    <meta property="og:image:height" content="{{.Height}}">
{{end}}{{with .Alt}}    <meta property="og:image:alt" content="{{.}}">
{{end}}{{end}}{{range .Meta}}{{if index . 1}}    <meta property="{{index . 0}}" content="{{index . 1}}">
{{end}}{{end}}    <meta name="twitter:card" content="{{.Card}}">
{{with .Title}}    <meta name="twitter:title" content="{{.}}">
{{end}}{{with .Description}}    <meta name="twitter:description" content="{{.}}">
{{end}}{{with .Image}}{{with .URL}}    <meta name="twitter:image" content="{{.}}">
{{end}}{{with .Alt}}    <meta name="twitter:image:alt" content="{{.}}">
{{end}}{{end}}{{range .JSONLD}}    <script type="application/ld+json">{{.}}</script>
{{end}}{{end}}

{{- define "preloads"}}{{range .Styles}}    <link rel="stylesheet" crossorigin href="{{.}}">
{{end}}{{range .ModulePreloads}}    <link rel="modulepreload" crossorigin fetchpriority="low" href="{{.}}">
{{end}}{{range .ImagePreloads}}    <link rel="preload" as="image" fetchpriority="high"{{if .Srcset}} {{responsive .Srcset .Sizes}}{{end}}{{with .Media}} media="{{.}}"{{end}} href="{{.Href}}">
{{end}}{{end}}

{{- define "data"}}{{with .Data}}    <script type="application/json" id="` + initialDataID + `">{{.}}</script>
{{end}}{{with .AppModules}}    <script type="application/json" id="` + appModulesID + `">{{.}}</script>
{{end}}{{end}}`))

// responsiveAttrs writes an image preload's imagesrcset and imagesizes: a
// srcset is a list of addresses, each with its width, which html/template
// would take for one address (the attribute's name holds "src") and
// percent-encode whole, so it is escaped here as an attribute's text.
func responsiveAttrs(srcset, sizes string) template.HTMLAttr {
	return template.HTMLAttr(`imagesrcset="` + template.HTMLEscapeString(srcset) + `" imagesizes="` + template.HTMLEscapeString(sizes) + `"`)
}

// execute writes headTemplate's part name. The template and the types of
// its values are fixed, so an error is a bug, which every page's test meets
// first: render does not fail.
func execute(b *bytes.Buffer, name string, v headView) {
	if err := headTemplate.ExecuteTemplate(b, name, v); err != nil {
		panic(err)
	}
}
