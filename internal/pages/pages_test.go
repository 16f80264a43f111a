package pages_test

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image"
	"image/png"
	"io"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"foundation/internal/pages"
	"foundation/internal/payments"
	"foundation/internal/testapp"
)

// testSite is SITE_URL: every absolute address comes from it, never from the request's host.
const testSite = "https://foundation.example.org"

// hostileTitle is what an editor might type; it must not break a page.
const hostileTitle = `Run </script><script>alert("x")</script> & win 'it' <fast>`

// catalogue is a served test app with a few articles, a product and an order.
type catalogue struct {
	base                    string
	app                     core.App
	first, article, hostile *core.Record // first is the first-created: the list leaves it out
	product, order          *core.Record
	gateways                *payments.Service // its clock (SetClock) is the kept pages'
}

func newCatalogue(t *testing.T) *catalogue {
	t.Helper()
	gateways := payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: testSite})
	app := testapp.WithPayments(t, gateways)
	c := &catalogue{app: app, gateways: gateways}
	c.first = save(t, app, "blogs", "blog00000000001", map[string]any{
		"title": "Welcome", "description": "<p>The journal opens.</p>", "createdAt": "2024-01-01 09:00:00.000Z",
		"image": pngFile(t, "welcome.png"),
	})
	c.article = save(t, app, "blogs", "blog00000000002", map[string]any{
		"title": "Long jump clinic in Dakar", "category": "Events", "duration": "6 min", "authorName": "Coach Ibrahima Sow",
		"createdAt":   "2024-04-18 09:00:00.000Z",
		"description": "<h2>Day one</h2><p>Forty young jumpers joined our three-day clinic. We worked on the approach run first: a consistent run-up is worth more than raw speed, and every athlete left with a plan.</p>",
		"image":       pngFile(t, "clinic.png"), "authorPhoto": pngFile(t, "coach.png"),
	})
	c.hostile = save(t, app, "blogs", "blog00000000003", map[string]any{
		"title": hostileTitle, "category": `"Quotes"`, "authorName": `Amara </script>`, "createdAt": "2024-06-01 09:00:00.000Z",
		"description": `<p>Body with </script> and "quotes" &amp; <b>bold</b>.</p>`, "image": pngFile(t, "hostile.png"),
	})
	// Enough older entries for a second page of six.
	for i := 4; i <= 9; i++ {
		save(t, app, "blogs", fmt.Sprintf("blog0000000000%d", i), map[string]any{
			"title": fmt.Sprintf("Note %d", i), "description": "<p>Note.</p>", "createdAt": fmt.Sprintf("2023-0%d-01 09:00:00.000Z", i),
		})
	}
	c.product = save(t, app, "products", "prod00000000001", map[string]any{
		"name": `Mug "Champion" </script>`, "description": "A mug for the morning coffee before training.", "price": 19.9,
		"category": "Mug", "sizes": []string{"Standard"}, "colors": []string{"White"},
		"galleries": []*filesystem.File{pngFile(t, "mug1.png"), pngFile(t, "mug2.png")},
	})
	c.order = save(t, app, "orders", "", map[string]any{
		"items": []any{}, "total": 19.9, "tax": 1.99, "amountTotal": 21.89, "status": "pending",
		"clientInfo": map[string]any{"name": "Secret Client", "email": "client@example.org", "phone": "0601020304", "address": "1 rue"},
	})
	c.base = testapp.Serve(t, app)
	return c
}

func save(t *testing.T, app core.App, collection, id string, fields map[string]any) *core.Record {
	t.Helper()
	col, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(col)
	if id != "" {
		r.Id = id
	}
	r.Load(fields)
	if err := app.Save(r); err != nil {
		t.Fatalf("save %s: %v", collection, err)
	}
	return r
}

func pngFile(t *testing.T, name string) *filesystem.File {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, 4, 3))); err != nil {
		t.Fatal(err)
	}
	f, err := filesystem.NewFileFromBytes(b.Bytes(), name)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// get fetches path and returns the response with its whole body.
func (c *catalogue) get(t *testing.T, path string, header ...string) (*http.Response, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, c.base+path, nil)
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, string(body)
}

// page fetches an app page, checks its status and the head every page has, and reads it.
func (c *catalogue) page(t *testing.T, path string, status int) *pages.PageInfo {
	t.Helper()
	res, body := c.get(t, path)
	if res.StatusCode != status {
		t.Fatalf("GET %s: %d, want %d", path, res.StatusCode, status)
	}
	if ct := res.Header.Get("Content-Type"); ct != "text/html; charset=utf-8" || res.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("GET %s: %s, Cache-Control %q", path, ct, res.Header.Get("Cache-Control"))
	}
	p := pages.ReadPage(t, body)
	if len(p.Titles) != 1 || len(p.Meta["description"]) != 1 || !p.Root {
		t.Errorf("GET %s: titles %q, descriptions %q, root %v", path, p.Titles, p.Meta["description"], p.Root)
	}
	if p.One(t, "og:title") != p.Titles[0] || p.One(t, "og:description") != p.Meta["description"][0] || p.One(t, "og:site_name") != "Amara Diallo Foundation" {
		t.Errorf("GET %s: Open Graph title/description differ from the page's", path)
	}
	if canonical := p.Hrefs("canonical"); len(canonical) == 1 {
		english := strings.Replace(canonical[0], testSite+"/fr/", testSite+"/", 1)
		french := strings.Replace(english, testSite+"/", testSite+"/fr/", 1)
		want := map[string]string{"en": english, "fr": french, "x-default": english}
		if got := p.Languages(); !maps.Equal(got, want) {
			t.Errorf("GET %s: language alternates %q, want %q", path, got, want)
		}
	}
	if feeds := p.Hrefs("alternate"); !slices.Equal(feeds, []string{testSite + "/blog/feed.xml"}) {
		t.Errorf("GET %s: feed links %q", path, feeds)
	}
	return p
}

// document fetches a file the site makes (robots, sitemap, feed) and checks its type.
func (c *catalogue) document(t *testing.T, path, contentType string) string {
	t.Helper()
	res, body := c.get(t, path)
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != contentType {
		t.Fatalf("GET %s: %d %s, want %s", path, res.StatusCode, res.Header.Get("Content-Type"), contentType)
	}
	return body
}

// apiJSON is what the records API answers to the React app's own request.
func (c *catalogue) apiJSON(t *testing.T, path string) any {
	t.Helper()
	res, body := c.get(t, path)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, res.StatusCode, body)
	}
	var v any
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// embedded decodes a page's initial data, the queries its loader filled
// (web/src/lib/initialData.ts), and gives the one query's data: web.Dist's
// stand-in loader fills one, what it read.
func embedded(t *testing.T, p *pages.PageInfo) any {
	t.Helper()
	if len(p.InitialData) != 1 {
		t.Fatalf("initial data: %q", p.InitialData)
	}
	var queries [][2]any
	if err := json.Unmarshal([]byte(p.InitialData[0]), &queries); err != nil || len(queries) != 1 {
		t.Fatalf("initial data %s does not decode to one query: %v", p.InitialData[0], err)
	}
	return queries[0][1]
}

func fileURL(r *core.Record, file, thumb string) string {
	u := "/api/files/" + r.Collection().Id + "/" + r.Id + "/" + file
	if thumb != "" {
		u += "?thumb=" + thumb
	}
	return u
}

func TestStaticRoutesHaveTheirOwnHead(t *testing.T) {
	c := newCatalogue(t)
	titles := map[string]string{
		"/": "Home", "/about": "About", "/projects": "Projects", "/shop": "Sport Shop", "/cart": "Cart",
		"/checkout": "Checkout", "/payement/success": "Thank you", "/donation": "Donation", "/contact": "Contact",
		"/don/paypal-chechout/20": "PayPal donation", "/don/abonnement/paypal-chechout/P-1?amount=20": "PayPal subscription",
		"/don/cheque-sended": "Cheque donation",
	}
	descriptions := map[string]bool{}
	for path, title := range titles {
		p := c.page(t, path, http.StatusOK)
		if p.Titles[0] != pages.PageTitle(title) {
			t.Errorf("%s: title %q, want %q", path, p.Titles[0], pages.PageTitle(title))
		}
		descriptions[p.Meta["description"][0]] = true
		// Only the shop embeds data (its catalogue: TestShopEmbedsItsCatalogue).
		// Every public page has a preview picture (Open Graph requires one): the site's own when the page has none.
		if p.One(t, "og:type") != "website" || p.One(t, "twitter:card") != "summary_large_image" || p.One(t, "og:image") != testSite+"/share.jpg" ||
			p.One(t, "twitter:image") != testSite+"/share.jpg" || p.One(t, "og:image:width") != "1200" || (len(p.InitialData) != 0) != (path == "/shop") {
			t.Errorf("%s: og:type %q, twitter:card %q, og:image %q, data %q", path, p.Meta["og:type"], p.Meta["twitter:card"], p.Meta["og:image"], p.InitialData)
		}
		// A route with a parameter (the PayPal pages) has no address of its own.
		if canonical := p.Hrefs("canonical"); !strings.Contains(path, "paypal-chechout") {
			want := testSite + strings.SplitN(path, "?", 2)[0]
			if !slices.Equal(canonical, []string{want}) || p.One(t, "og:url") != want {
				t.Errorf("%s: canonical %q, og:url %q, want %s", path, canonical, p.Meta["og:url"], want)
			}
		}
	}
	if len(descriptions) != len(titles) {
		t.Errorf("pages share descriptions: %d different for %d pages", len(descriptions), len(titles))
	}
	ngo := c.page(t, "/", http.StatusOK).LD(t, "NGO")
	if ngo["name"] != "Amara Diallo Foundation" || ngo["url"] != testSite+"/" || ngo["description"] == "" || ngo["logo"] != testSite+"/logo.png" {
		t.Errorf("NGO JSON-LD %v", ngo)
	}
	for private, title := range map[string]string{"/staff/orders": "Staff", "/donor": "My giving"} {
		page := c.page(t, private, http.StatusOK)
		if page.Titles[0] != pages.PageTitle(title) || page.One(t, "robots") != "noindex" || len(page.Hrefs("canonical")) != 0 {
			t.Errorf("%s: title %q, indexable: %v", private, page.Titles[0], page.Meta)
		}
	}
}

// The French site is the same pages under /fr/, in French: their language,
// title and description, their own address, and both languages' addresses
// as alternates (checked by c.page for every page).
func TestFrenchPagesHaveTheirOwnHead(t *testing.T) {
	c := newCatalogue(t)
	for path, title := range map[string]string{
		"/fr/": "Accueil", "/fr": "Accueil", "/fr/about": "À propos", "/fr/blog": "Blog", "/fr/shop": "Boutique",
		"/fr/donation": "Faire un don", "/fr/contact": "Contact", "/FR/cart": "Panier",
	} {
		p := c.page(t, path, http.StatusOK)
		if p.Lang != "fr" || p.Titles[0] != pages.FrenchPageTitle(title) {
			t.Errorf("%s: lang %q, title %q, want fr, %q", path, p.Lang, p.Titles[0], pages.FrenchPageTitle(title))
		}
		english := c.page(t, strings.TrimPrefix(strings.ToLower(path), "/fr"), http.StatusOK)
		if english.Lang != "en" || english.Meta["description"][0] == p.Meta["description"][0] {
			t.Errorf("%s: the English page's lang %q and description %q", path, english.Lang, english.Meta["description"])
		}
	}
	p := c.page(t, "/fr/about", http.StatusOK)
	if canonical := p.Hrefs("canonical"); !slices.Equal(canonical, []string{testSite + "/fr/about"}) {
		t.Errorf("/fr/about: canonical %q", canonical)
	}
	article := c.page(t, "/fr/blog/"+c.article.Id, http.StatusOK)
	if article.Lang != "fr" || article.Languages()["fr"] != testSite+"/fr/blog/"+c.article.Id {
		t.Errorf("a French article: lang %q, alternates %q", article.Lang, article.Languages())
	}
	missing := c.page(t, "/fr/nowhere", http.StatusNotFound)
	if missing.Lang != "fr" || missing.Titles[0] != pages.FrenchPageTitle("Page introuvable") {
		t.Errorf("a French 404: lang %q, title %q", missing.Lang, missing.Titles[0])
	}
	if p := c.page(t, "/francais", http.StatusNotFound); p.Lang != "en" {
		t.Errorf("/francais is not the French site: lang %q", p.Lang)
	}
}

func TestArticlePage(t *testing.T) {
	c := newCatalogue(t)
	a := c.article
	p := c.page(t, "/blog/"+a.Id, http.StatusOK)
	canonical := testSite + "/blog/" + a.Id
	image := testSite + fileURL(a, a.GetString("image"), "800x600")
	if p.Titles[0] != "Long jump clinic in Dakar | Amara Diallo Foundation" {
		t.Errorf("title %q", p.Titles[0])
	}
	if d := p.Meta["description"][0]; !strings.HasPrefix(d, "Day one Forty young jumpers joined") || len(d) > 163 || !strings.HasSuffix(d, "...") {
		t.Errorf("description %q: the article's plain text, cut", d)
	}
	for key, want := range map[string]string{
		"og:type": "article", "og:url": canonical, "og:image": image, "og:image:width": "800", "og:image:height": "600",
		"twitter:card": "summary_large_image", "twitter:image": image,
		"article:published_time": "2024-04-18T09:00:00Z", "article:section": "Events",
	} {
		if got := p.One(t, key); got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
	ld := p.LD(t, "Article")
	if ld["headline"] != "Long jump clinic in Dakar" || ld["datePublished"] != "2024-04-18T09:00:00Z" ||
		!reflect.DeepEqual(ld["image"], []any{image}) || ld["mainEntityOfPage"] != canonical ||
		!reflect.DeepEqual(ld["author"], map[string]any{"@type": "Person", "name": "Coach Ibrahima Sow"}) ||
		ld["publisher"].(map[string]any)["logo"] != testSite+"/logo.png" {
		t.Errorf("Article JSON-LD %v", ld)
	}
	if _, err := time.Parse(time.RFC3339, fmt.Sprint(ld["dateModified"])); err != nil {
		t.Errorf("dateModified %v", ld["dateModified"])
	}
	checkBreadcrumbs(t, p, "Blog", testSite+"/blog", "Long jump clinic in Dakar", canonical)
	// The images its loader says the screen asks for first (web.Dist's stand-in names one).
	if got := p.Hrefs("preload"); !slices.Equal(got, []string{"/first-picture/blog/" + a.Id}) || p.Attr("preload", "imagesrcset") != "/first-picture 800w" ||
		p.Attr("preload", "imagesizes") != "100vw" || p.Attr("preload", "media") != "(min-width: 1px)" {
		t.Errorf("image preload %q %v", got, p.Links)
	}
	// What the loader read through the server's routes, as a guest: the records API's answer.
	if got, want := embedded(t, p), c.apiJSON(t, "/api/collections/blogs/records/"+a.Id); !reflect.DeepEqual(got, want) {
		t.Errorf("embedded article\n%v\nthe API answers\n%v", got, want)
	}

}

func checkBreadcrumbs(t *testing.T, p *pages.PageInfo, section, sectionURL, name, pageURL string) {
	t.Helper()
	want := []any{
		map[string]any{"@type": "ListItem", "position": 1.0, "name": "Home", "item": testSite + "/"},
		map[string]any{"@type": "ListItem", "position": 2.0, "name": section, "item": sectionURL},
		map[string]any{"@type": "ListItem", "position": 3.0, "name": name, "item": pageURL},
	}
	if got := p.LD(t, "BreadcrumbList")["itemListElement"]; !reflect.DeepEqual(got, want) {
		t.Errorf("breadcrumbs %v, want %v", got, want)
	}
}

func TestHostileArticleCannotBreakThePage(t *testing.T) {
	c := newCatalogue(t)
	res, body := c.get(t, "/blog/"+c.hostile.Id)
	if res.StatusCode != http.StatusOK {
		t.Fatal(res.StatusCode)
	}
	for _, leak := range []string{`</script><script>alert`, `"x"`, `<fast>`, `Amara </script>`} {
		if strings.Contains(body, leak) {
			t.Errorf("the page holds %q as is", leak)
		}
	}
	p := pages.ReadPage(t, body)
	// Parsed back, every value is the editor's text exactly: escaped, not mangled.
	if p.Titles[0] != pages.PageTitle(hostileTitle) || p.One(t, "og:image:alt") != hostileTitle || p.One(t, "article:section") != `"Quotes"` {
		t.Errorf("title %q, alt %q, section %q", p.Titles, p.Meta["og:image:alt"], p.Meta["article:section"])
	}
	if ld := p.LD(t, "Article"); ld["headline"] != hostileTitle || ld["author"].(map[string]any)["name"] != "Amara </script>" {
		t.Errorf("Article JSON-LD %v", ld)
	}
	data := embedded(t, p).(map[string]any)
	if data["title"] != hostileTitle || !strings.Contains(fmt.Sprint(data["description"]), "Body with") {
		t.Errorf("embedded %v", data)
	}
	if len(p.JSONLD) != 2 || len(p.InitialData) != 1 {
		t.Errorf("%d JSON-LD scripts and %d data scripts: one was cut open", len(p.JSONLD), len(p.InitialData))
	}
}

// The blog list's head comes from what its loader read: the page shown
// (its number in the title and the canonical address). (The app's loader reads the tally, the page
// and the featured entry: web/src/features/blog/listQueries.ts; web.Dist's
// stand-in reads a page.)
func TestBlogListIsDescribedByWhatItsLoaderRead(t *testing.T) {
	c := newCatalogue(t)
	p := c.page(t, "/blog", http.StatusOK)
	if p.Titles[0] != "Blog | Amara Diallo Foundation" || !slices.Equal(p.Hrefs("canonical"), []string{testSite + "/blog"}) {
		t.Errorf("title %q, canonical %q", p.Titles, p.Hrefs("canonical"))
	}
	listing := embedded(t, p).(map[string]any)
	if items := listing["items"].([]any); len(items) != 6 || items[0].(map[string]any)["id"] != c.hostile.Id {
		t.Errorf("%d items, first %v", len(items), items[0])
	}
	for path, want := range map[string]string{"/blog?page=2": "2", "/blog?page=x": ""} {
		p := c.page(t, path, http.StatusOK)
		title, canonical := "Blog | Amara Diallo Foundation", testSite+"/blog"
		if want != "" {
			title, canonical = "Blog, page "+want+" | Amara Diallo Foundation", canonical+"?page="+want
		}
		if p.Titles[0] != title || !slices.Equal(p.Hrefs("canonical"), []string{canonical}) {
			t.Errorf("%s: title %q, canonical %q", path, p.Titles, p.Hrefs("canonical"))
		}
	}
}

func TestProductPage(t *testing.T) {
	c := newCatalogue(t)
	pr := c.product
	name := `Mug "Champion" </script>`
	p := c.page(t, "/product/"+pr.Id, http.StatusOK)
	canonical := testSite + "/product/" + pr.Id
	gallery := pr.GetStringSlice("galleries")
	image := testSite + fileURL(pr, gallery[0], "800x600")
	if p.Titles[0] != pages.PageTitle(name) || p.Meta["description"][0] != "A mug for the morning coffee before training." {
		t.Errorf("title %q, description %q", p.Titles, p.Meta["description"])
	}
	for key, want := range map[string]string{
		"og:type": "product", "og:url": canonical, "og:image": image, "twitter:card": "summary_large_image",
		"product:price:amount": "19.90", "product:price:currency": "EUR",
	} {
		if got := p.One(t, key); got != want {
			t.Errorf("%s: %q, want %q", key, got, want)
		}
	}
	ld := p.LD(t, "Product")
	offer, _ := ld["offers"].(map[string]any)
	if ld["name"] != name || !reflect.DeepEqual(ld["image"], []any{image}) || ld["category"] != "Mug" ||
		offer["@type"] != "Offer" || offer["price"] != "19.90" || offer["priceCurrency"] != "EUR" ||
		offer["availability"] != "https://schema.org/InStock" || offer["url"] != canonical {
		t.Errorf("Product JSON-LD %v", ld)
	}
	checkBreadcrumbs(t, p, "Shop", testSite+"/shop", name, canonical)
	if got, want := embedded(t, p), c.apiJSON(t, "/api/collections/products/records/"+pr.Id); !reflect.DeepEqual(got, want) {
		t.Errorf("embedded product\n%v\nthe API answers\n%v", got, want)
	}
	// Sold out (its one size counted at 0): search engines read it so.
	pr.Set("stock", map[string]int{"Standard": 0})
	if err := c.app.Save(pr); err != nil {
		t.Fatal(err)
	}
	if offer, _ := c.page(t, "/product/"+pr.Id, http.StatusOK).LD(t, "Product")["offers"].(map[string]any); offer["availability"] != "https://schema.org/OutOfStock" {
		t.Errorf("sold-out offer %v", offer)
	}
	pr.Set("stock", nil)
	if err := c.app.Save(pr); err != nil {
		t.Fatal(err)
	}
}

func TestUnknownPathsAndDocumentsAre404(t *testing.T) {
	c := newCatalogue(t)
	cases := map[string]string{
		"/no/such/page":                        "Page not found",
		"/blog/" + c.article.Id + "/more":      "Page not found",
		"/index.html":                          "Page not found",
		"/blog/nosuchblog00001":                "Document not found",
		"/product/nosuchprod0001":              "Document not found",
		"/product/" + c.article.Id:             "Document not found", // an article's id is no product's
		"/payment/nosuchorder001":              "Document not found",
		"/payment/" + strings.Repeat("x", 500): "Document not found",
	}
	for path, title := range cases {
		p := c.page(t, path, http.StatusNotFound)
		if p.Titles[0] != pages.PageTitle(title) || len(p.Hrefs("canonical")) != 0 || len(p.InitialData) != 0 {
			t.Errorf("%s: title %q, canonical %q, data %q", path, p.Titles, p.Hrefs("canonical"), p.InitialData)
		}
	}
	// Known routes in the app router's spellings and case.
	for _, path := range []string{"/BLOG", "/don/cheque-sended/", "/staff", "/staff/articles/new"} {
		c.page(t, path, http.StatusOK)
	}
}

func TestPaymentPageSaysOnlyThatTheOrderExists(t *testing.T) {
	c := newCatalogue(t)
	res, body := c.get(t, "/payment/"+c.order.Id)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("an existing order: %d", res.StatusCode)
	}
	p := pages.ReadPage(t, body)
	if p.Titles[0] != "Order payment | Amara Diallo Foundation" || p.One(t, "robots") != "noindex" || len(p.Hrefs("canonical")) != 0 {
		t.Errorf("title %q, robots %q, canonical %q", p.Titles, p.Meta["robots"], p.Hrefs("canonical"))
	}
	for _, secret := range []string{"Secret Client", "client@example.org", "19.9", c.order.Id} {
		if strings.Contains(body, secret) {
			t.Errorf("the payment page reveals %q", secret)
		}
	}
}

func TestPagesRevalidateWithETag(t *testing.T) {
	c := newCatalogue(t)
	for _, path := range []string{"/", "/blog", "/blog/" + c.article.Id, "/sitemap.xml"} {
		res, _ := c.get(t, path)
		etag := res.Header.Get("ETag")
		if !strings.HasPrefix(etag, `W/"`) {
			t.Errorf("%s: ETag %q", path, etag)
			continue
		}
		again, body := c.get(t, path, "If-None-Match", etag)
		if again.StatusCode != http.StatusNotModified || body != "" {
			t.Errorf("%s with its ETag: %d, %d bytes", path, again.StatusCode, len(body))
		}
	}
	// A change of the article changes its page.
	res, _ := c.get(t, "/blog/"+c.article.Id)
	c.article.Set("title", "Renamed")
	if err := c.app.Save(c.article); err != nil {
		t.Fatal(err)
	}
	if again, _ := c.get(t, "/blog/"+c.article.Id, "If-None-Match", res.Header.Get("ETag")); again.StatusCode != http.StatusOK {
		t.Errorf("a changed article answered %d", again.StatusCode)
	}
}

func TestPagesAreGzipped(t *testing.T) {
	c := newCatalogue(t)
	for _, path := range []string{"/", "/blog"} {
		req, _ := http.NewRequest(http.MethodGet, c.base+path, nil)
		req.Header.Set("Accept-Encoding", "gzip")
		res, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.Header.Get("Content-Encoding") != "gzip" && path == "/blog" {
			t.Errorf("%s: Content-Encoding %q", path, res.Header.Get("Content-Encoding"))
		}
	}
}

func TestRobots(t *testing.T) {
	c := newCatalogue(t)
	body := c.document(t, "/robots.txt", "text/plain; charset=utf-8")
	want := "User-agent: *\nAllow: /api/files/\nDisallow: /staff\nDisallow: /donor\nDisallow: /api/\nDisallow: /_/\nAllow: /\n\nSitemap: " + testSite + "/sitemap.xml\n"
	if body != want {
		t.Errorf("robots.txt\n%s\nwant\n%s", body, want)
	}
}

func TestSitemapListsRoutesArticlesAndProducts(t *testing.T) {
	c := newCatalogue(t)
	body := c.document(t, "/sitemap.xml", "application/xml; charset=utf-8")
	var set struct {
		XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
		URLs    []struct {
			Loc     string `xml:"loc"`
			LastMod string `xml:"lastmod"`
		} `xml:"url"`
	}
	if err := xml.Unmarshal([]byte(body), &set); err != nil {
		t.Fatalf("sitemap.xml does not parse: %v\n%s", err, body)
	}
	lastmod := map[string]string{}
	for _, u := range set.URLs {
		lastmod[u.Loc] = u.LastMod
		if u.LastMod != "" {
			if _, err := time.Parse(time.RFC3339, u.LastMod); err != nil {
				t.Errorf("%s: lastmod %q", u.Loc, u.LastMod)
			}
		}
	}
	for _, path := range []string{"/", "/about", "/projects", "/blog", "/shop", "/donation", "/contact",
		"/blog/" + c.first.Id, "/blog/" + c.article.Id, "/blog/" + c.hostile.Id, "/product/" + c.product.Id} {
		if _, ok := lastmod[testSite+path]; !ok {
			t.Errorf("the sitemap does not list %s", path)
		}
	}
	if got, want := lastmod[testSite+"/blog/"+c.article.Id], c.article.GetDateTime("updated").Time().UTC().Format(time.RFC3339); got != want {
		t.Errorf("article lastmod %q, want %q (updated)", got, want)
	}
	for _, private := range []string{"/cart", "/checkout", "/staff", "/donor", "/payment/" + c.order.Id} {
		if _, ok := lastmod[testSite+private]; ok {
			t.Errorf("the sitemap lists %s", private)
		}
	}
	for path := range lastmod {
		if french := strings.Replace(path, testSite+"/", testSite+"/fr/", 1); !strings.HasPrefix(path, testSite+"/fr/") {
			if _, ok := lastmod[french]; !ok {
				t.Errorf("the sitemap lists %s, not %s", path, french)
			}
		}
	}
	if len(set.URLs) != 2*(7+9+1) {
		t.Errorf("%d URLs, want 7 routes, 9 articles and 1 product, in English and in French", len(set.URLs))
	}
}

func TestFeedIsRSSOfTheLatestArticles(t *testing.T) {
	c := newCatalogue(t)
	body := c.document(t, "/blog/feed.xml", "application/rss+xml; charset=utf-8")
	var rss struct {
		XMLName xml.Name `xml:"rss"`
		Version string   `xml:"version,attr"`
		Channel struct {
			Title string `xml:"title"`
			// RSS's <link> and Atom's <atom:link rel="self">.
			Links []struct {
				XMLName xml.Name
				Href    string `xml:"href,attr"`
				Rel     string `xml:"rel,attr"`
				Text    string `xml:",chardata"`
			} `xml:"link"`
			Items []struct {
				Title       string `xml:"title"`
				Link        string `xml:"link"`
				GUID        string `xml:"guid"`
				PubDate     string `xml:"pubDate"`
				Description string `xml:"description"`
				Creator     string `xml:"http://purl.org/dc/elements/1.1/ creator"`
			} `xml:"item"`
		} `xml:"channel"`
	}
	if err := xml.Unmarshal([]byte(body), &rss); err != nil {
		t.Fatalf("feed.xml does not parse: %v\n%s", err, body)
	}
	ch := rss.Channel
	links := map[string]string{}
	for _, l := range ch.Links {
		links[l.XMLName.Space+" "+l.Rel] = l.Href + l.Text
	}
	want := map[string]string{" ": testSite + "/blog", "http://www.w3.org/2005/Atom self": testSite + "/blog/feed.xml"}
	if rss.Version != "2.0" || !reflect.DeepEqual(links, want) || ch.Title == "" {
		t.Errorf("version %s, title %q, links %v, want %v", rss.Version, ch.Title, links, want)
	}
	if len(ch.Items) != 9 {
		t.Fatalf("%d items", len(ch.Items))
	}
	first := ch.Items[0]
	if first.Title != hostileTitle || first.Link != testSite+"/blog/"+c.hostile.Id || first.GUID != first.Link ||
		first.Creator != "Amara </script>" || first.Description != `Body with and "quotes" & bold.` {
		t.Errorf("newest item %+v", first)
	}
	if pub, err := time.Parse(time.RFC1123Z, first.PubDate); err != nil || !pub.Equal(time.Date(2024, 6, 1, 9, 0, 0, 0, time.UTC)) {
		t.Errorf("pubDate %q: %v", first.PubDate, err)
	}
}

func TestFaviconIsAnIcon(t *testing.T) {
	c := newCatalogue(t)
	res, body := c.get(t, "/favicon.ico")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "image/x-icon" || !strings.HasPrefix(body, "\x00\x00\x01\x00") {
		t.Errorf("/favicon.ico: %d %s % x", res.StatusCode, res.Header.Get("Content-Type"), body[:min(8, len(body))])
	}
}

func TestTheAPIIsUntouched(t *testing.T) {
	c := newCatalogue(t)
	if res, body := c.get(t, "/api/collections/blogs/records/nosuch"); res.StatusCode != http.StatusNotFound || !strings.Contains(body, `"status":404`) {
		t.Errorf("records API 404: %d %s", res.StatusCode, body)
	}
}
