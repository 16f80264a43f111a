package pages

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
)

// builtIndex is web/dist/index.html as `npm run build` writes it: Vite's
// output with the public layout prerendered between its markers.
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Amara Diallo Foundation: sport, school and health for young athletes." />
    <meta name="theme-color" content="#0369a1" />
    <title>Amara Diallo Foundation</title>
    <script type="module" crossorigin src="/assets/index-BrhpMb0a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-XKyaHtl9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-B3spMCM3.css">
  </head>
  <body class="bg-white text-slate-800 antialiased">
    <div id="root"><!--app-shell--><header>The public layout</header><!--/app-shell--></div>
  </body>
</html>
`

const hostile = `</script><script>alert("x")</script> "quoted" & 'single' <b>bold</b> <!-- \u2028`

func TestRenderEscapesEveryValue(t *testing.T) {
	tpl, err := parseIndex([]byte(builtIndex))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal([]any{[]any{[]string{"blogs", "detail", "a1"}, map[string]string{"title": hostile}}})
	h := &head{
		title:       route{}.pageTitle(hostile),
		description: hostile,
		canonical:   `https://example.org/blog/"><script>x</script>`,
		ogType:      "article",
		image:       &previewImage{url: `https://example.org/a.png?x="<>`, alt: hostile, width: 800, height: 600},
		meta:        [][2]string{{"article:section", hostile}},
		jsonLD:      []any{map[string]any{"@context": "https://schema.org", "@type": "Article", "headline": hostile}},
		files:       routeFiles{scripts: []string{"/assets/blog-article-1.js"}, styles: []string{"/assets/blog-article-2.css"}},
		imagePreloads: []imageRequest{{href: `/api/files/c/r/a".png`, srcset: `/api/files/c/r/a".png?thumb=800x600 800w, /api/files/c/r/a".png 1200w`,
			sizes: "100vw", media: `(min-width: 1px)"><script>x</script>`}},
		data: data,
	}
	body := string(tpl.render(h, "https://example.org/blog/feed.xml"))

	for _, leak := range []string{`</script><script>alert`, `"quoted"`, `<b>bold`, `<!--`, "\u2028"} {
		if strings.Contains(body, leak) {
			t.Errorf("the page holds %q unescaped:\n%s", leak, body)
		}
	}
	p := ReadPage(t, body)
	if len(p.Titles) != 1 || p.Titles[0] != (route{}).pageTitle(hostile) {
		t.Errorf("titles %q, want only %q", p.Titles, route{}.pageTitle(hostile))
	}
	if got := p.One(t, "description"); got != hostile {
		t.Errorf("description %q", got)
	}
	for key, want := range map[string]string{
		"og:title": route{}.pageTitle(hostile), "og:description": hostile, "og:url": h.canonical, "og:image": h.image.url,
		"og:image:alt": hostile, "article:section": hostile, "twitter:card": "summary_large_image", "theme-color": "#0369a1",
	} {
		if got := p.One(t, key); got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
	// An href is written percent-encoded (html/template's URL escaping): the same address to a browser.
	if got := p.Hrefs("canonical"); len(got) != 1 || unescapedURL(t, got[0]) != h.canonical {
		t.Errorf("canonical %q", got)
	}
	if got := p.Hrefs("preload"); len(got) != 1 || unescapedURL(t, got[0]) != h.imagePreloads[0].href {
		t.Errorf("image preload %q", got)
	}
	if got := p.Attr("preload", "imagesrcset"); got != h.imagePreloads[0].srcset {
		t.Errorf("image preload's srcset %q", got)
	}
	if got := p.Attr("preload", "media"); got != h.imagePreloads[0].media {
		t.Errorf("image preload's media %q", got)
	}
	if got := p.Hrefs("modulepreload"); strings.Join(got, " ") != "/assets/rolldown-runtime-XKyaHtl9.js /assets/blog-article-1.js" {
		t.Errorf("module preloads %q: Vite's own, then the route's", got)
	}
	if got := p.Hrefs("stylesheet"); strings.Join(got, " ") != "/assets/index-B3spMCM3.css /assets/blog-article-2.css" {
		t.Errorf("style sheets %q", got)
	}
	if got := p.LD(t, "Article")["headline"]; got != hostile {
		t.Errorf("JSON-LD headline %q", got)
	}
	if len(p.InitialData) != 1 {
		t.Fatalf("initial data: %q", p.InitialData)
	}
	var embedded [][2]json.RawMessage
	var record map[string]string
	if err := json.Unmarshal([]byte(p.InitialData[0]), &embedded); err != nil || len(embedded) != 1 || json.Unmarshal(embedded[0][1], &record) != nil || record["title"] != hostile {
		t.Errorf("initial data %s: %+v %v", p.InitialData[0], embedded, err)
	}
	if !p.Root {
		t.Error("the app's root element is gone")
	}
	// The data closes the body, after the root; the preloads close the head, after Vite's tags.
	if strings.Index(body, `id="root"`) > strings.Index(body, `id="initial-data"`) ||
		strings.Index(body, "index-B3spMCM3.css") > strings.Index(body, "blog-article-1.js") {
		t.Errorf("parts out of place:\n%s", body)
	}
}

// unescapedURL is href with its percent-encoding undone.
func unescapedURL(t *testing.T, href string) string {
	t.Helper()
	s, err := url.PathUnescape(href)
	if err != nil {
		t.Errorf("href %q: %v", href, err)
	}
	return s
}

func TestRenderWithoutImageOrData(t *testing.T) {
	tpl, err := parseIndex([]byte(builtIndex))
	if err != nil {
		t.Fatal(err)
	}
	body := string(tpl.render(&head{title: "Page not found | X", description: "d", ogType: "website", noIndex: true}, "https://e.org/blog/feed.xml"))
	p := ReadPage(t, body)
	if p.One(t, "twitter:card") != "summary" || p.One(t, "robots") != "noindex" || len(p.Meta["og:image"]) != 0 ||
		len(p.Hrefs("canonical")) != 0 || len(p.InitialData) != 0 || len(p.JSONLD) != 0 {
		t.Errorf("a page without image, address or data:\n%s", body)
	}
	if got := p.Hrefs("alternate"); len(got) != 1 || got[0] != "https://e.org/blog/feed.xml" {
		t.Errorf("feed link %q", got)
	}
}

func TestThePublicLayoutIsLeftOutOfStaffPages(t *testing.T) {
	tpl, err := parseIndex([]byte(builtIndex))
	if err != nil {
		t.Fatal(err)
	}
	p := &pages{tpl: tpl}
	for path, wantShell := range map[string]bool{"/": true, "/blog": true, "/donor": true, "/no-such-page": true, "/staff": false, "/staff/orders": false} {
		r, _, ok := matchRoute(path)
		if !ok {
			r = notFound
		}
		body := string(tpl.render(p.baseHead(r, "https://e.org"), "https://e.org/blog/feed.xml"))
		if got := strings.Contains(body, `<div id="root"><header>The public layout</header></div>`); got != wantShell {
			t.Errorf("%s: public layout served %v, want %v:\n%s", path, got, wantShell, body)
		}
		if !wantShell && !strings.Contains(body, `<div id="root"></div>`) {
			t.Errorf("%s: the app's root is gone:\n%s", path, body)
		}
	}
	if _, err := parseIndex([]byte(strings.Replace(builtIndex, shellEnd, "", 1))); err == nil {
		t.Error("an index.html whose shell never closes was accepted")
	}
}

func TestIndexWithoutHeadIsRefused(t *testing.T) {
	if _, err := parseIndex([]byte("<p>no head</p>")); err == nil {
		t.Error("an index.html without </head> was accepted")
	}
}

func TestCutTextIsTheApps(t *testing.T) {
	cases := []struct {
		text  string
		limit int
		want  string
	}{
		{"short", 10, "short"},
		{"  folded \n  spaces ", 20, "folded spaces"},
		{"one two three four", 12, "one two..."},
		{"one two, three", 9, "one two..."},
		{"abcdefghij", 4, "abcd..."},
	}
	for _, c := range cases {
		if got := cutText(c.text, c.limit); got != c.want {
			t.Errorf("cutText(%q, %d) = %q, want %q", c.text, c.limit, got, c.want)
		}
	}
	if got := excerptOf("<h2>Title</h2><p>A &amp; B</p><script>x()</script>", 160); got != "Title A & B" {
		t.Errorf("excerpt %q", got)
	}
}

func TestPagingIsTheApps(t *testing.T) {
	for value, want := range map[string]int{"": 1, "2": 2, " 3 ": 3, "0": 1, "-2": 1, "+2": 1, "2.5": 1, "x": 1, "99999999999999999999999": int(^uint(0) >> 1)} {
		if got := parsePage(value); got != want {
			t.Errorf("parsePage(%q) = %d, want %d", value, got, want)
		}
	}
}

func TestRoutesMatchLikeReactRouter(t *testing.T) {
	cases := map[string]string{
		"/":                                   "",
		"/blog":                               "blog",
		"/BLOG/":                              "blog",
		"/blog/abc":                           "blog/:slug",
		"/blog/abc/def":                       "*",
		"/don/cheque-sended/":                 "don/cheque-sended",
		"/don/abonnement/paypal-chechout/P-1": "don/abonnement/paypal-chechout/:productId",
		"/staff":                              "staff/*",
		"/staff/orders/o1":                    "staff/*",
		"/payement/success":                   "payement/success",
		"/payment/success":                    "payment/:slug",
		"/index.html":                         "*",
		"/donor":                              "donor",
		"/donor/x":                            "*",
	}
	for path, want := range cases {
		if r, _, _ := matchRoute(path); r.path != want {
			t.Errorf("%s matched %q, want %q", path, r.path, want)
		}
	}
	if _, params, _ := matchRoute("/product/p1"); len(params) != 1 || params[0] != "p1" {
		t.Errorf("params %q", params)
	}
}
