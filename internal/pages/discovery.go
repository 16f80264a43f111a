package pages

import (
	_ "embed"
	"encoding/xml"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/api"
	"foundation/internal/content"
)

// What search engines, feed readers and browsers ask the site for besides
// its pages: /robots.txt, /sitemap.xml, /blog/feed.xml and /favicon.ico.

const (
	feedSize      = 20
	discoveryTTL  = "public, max-age=300"
	faviconMaxAge = "public, max-age=604800"
)

// favicon is web/public/favicon.svg drawn at 16, 32 and 48 px (by Chromium,
// scaled with golang.org/x/image/draw), as PNG images in one ICO file, for
// the browsers and tools that ask /favicon.ico whatever the page says.
//
//go:embed favicon.ico
var favicon []byte

// discoveryPages are the site's answers besides its pages, and app, the
// React app's files and pages, for the route index.
func discoveryPages(siteURL func() string, app api.Handler) api.Pages {
	site := func() string { return strings.TrimRight(siteURL(), "/") }
	icon := &asset{body: favicon, contentType: "image/x-icon", cacheControl: faviconMaxAge}
	return api.Pages{
		App:     app,
		Embed:   campaignEmbed(siteURL),
		Favicon: func(e *core.RequestEvent) error { return writeAsset(e, http.StatusOK, icon) },
		Robots: func(e *core.RequestEvent) error {
			return writeAsset(e, http.StatusOK, discoveryAsset("text/plain; charset=utf-8", []byte(robots(site()))))
		},
		Sitemap: func(e *core.RequestEvent) error {
			body, err := sitemap(e.App, site())
			if err != nil {
				return err
			}
			return writeAsset(e, http.StatusOK, discoveryAsset("application/xml; charset=utf-8", body))
		},
		Feed: func(e *core.RequestEvent) error {
			body, err := feed(e.App, site())
			if err != nil {
				return err
			}
			return writeAsset(e, http.StatusOK, discoveryAsset("application/rss+xml; charset=utf-8", body))
		},
	}
}

func discoveryAsset(contentType string, body []byte) *asset {
	return &asset{body: body, contentType: contentType, cacheControl: discoveryTTL, etag: weakETag(body)}
}

// robots lets crawlers read the site but not the back office, the donor
// space or the APIs; /api/files/ stays open so that link previews and image
// search can fetch the articles' and products' pictures. The rules are in
// an order that reads the same to a crawler that takes the longest match
// (RFC 9309) and to one that takes the first (Python's robotparser):
// narrower rules first, "Allow: /" last.
func robots(site string) string {
	return "User-agent: *\n" +
		"Allow: /api/files/\n" +
		"Disallow: /staff\n" +
		"Disallow: /donor\n" +
		"Disallow: /api/\n" +
		"Disallow: /_/\n" +
		"Allow: /\n" +
		"\n" +
		"Sitemap: " + site + "/sitemap.xml\n"
}

type sitemapURLSet struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

type sitemapURL struct {
	Loc        string             `xml:"loc"`
	LastMod    string             `xml:"lastmod,omitempty"`
	Alternates []sitemapAlternate `xml:"http://www.w3.org/1999/xhtml link"`
}

// sitemapAlternate is Google's <xhtml:link rel="alternate" hreflang="fr" href="…">.
type sitemapAlternate struct {
	Rel      string `xml:"rel,attr"`
	HrefLang string `xml:"hreflang,attr"`
	Href     string `xml:"href,attr"`
}

// idAndUpdate is one row of the sitemap's reads.
type idAndUpdate struct {
	ID      string         `db:"id"`
	Updated types.DateTime `db:"updated"`
}

// sitemap lists the public routes, then every article and product with its
// last change (the lists' own lastmod is their newest entry's).
func sitemap(app core.App, site string) ([]byte, error) {
	blogs, err := updates(app, content.Blogs)
	if err != nil {
		return nil, err
	}
	products, err := updates(app, content.Products)
	if err != nil {
		return nil, err
	}
	newest := map[string]string{}
	if len(blogs) > 0 {
		newest["blog"] = isoTime(blogs[0].Updated)
	}
	if len(products) > 0 {
		newest["shop"] = isoTime(products[0].Updated)
	}
	var set sitemapURLSet
	for _, r := range routes {
		if r.public {
			set.addBoth(site, "/"+r.path, newest[r.path])
		}
	}
	for _, b := range blogs {
		set.addBoth(site, "/blog/"+url.PathEscape(b.ID), isoTime(b.Updated))
	}
	for _, p := range products {
		set.addBoth(site, "/product/"+url.PathEscape(p.ID), isoTime(p.Updated))
	}
	return xmlDocument(set)
}

// addBoth lists the page at path in English and in French, each naming the
// other as its alternate, as the pages' own hreflang links do.
func (set *sitemapURLSet) addBoth(site, path, lastMod string) {
	h := &head{}
	h.setAddress(site, route{}, path)
	var alternates []sitemapAlternate
	for _, a := range h.alternates {
		alternates = append(alternates, sitemapAlternate{Rel: "alternate", HrefLang: a[0], Href: a[1]})
	}
	set.URLs = append(set.URLs,
		sitemapURL{Loc: site + path, LastMod: lastMod, Alternates: alternates},
		sitemapURL{Loc: site + frenchPrefix + path, LastMod: lastMod, Alternates: alternates})
}

// updates is the id and last change of every record a guest may list of
// collection (guestRecords), the most recent first.
func updates(app core.App, collection string) ([]idAndUpdate, error) {
	q, resolver, ok, err := guestRecords(app, collection)
	if !ok {
		return nil, err
	}
	if err := resolver.UpdateQuery(q); err != nil {
		return nil, err
	}
	var rows []idAndUpdate
	err = q.Select(collection+".id", collection+".updated").OrderBy(collection + ".updated DESC").All(&rows)
	return rows, err
}

type rssDocument struct {
	XMLName xml.Name   `xml:"rss"`
	Version string     `xml:"version,attr"`
	Channel rssChannel `xml:"channel"`
}

type rssChannel struct {
	Title         string    `xml:"title"`
	Link          string    `xml:"link"`
	Description   string    `xml:"description"`
	Language      string    `xml:"language"`
	LastBuildDate string    `xml:"lastBuildDate,omitempty"`
	Self          atomLink  `xml:"http://www.w3.org/2005/Atom link"`
	Items         []rssItem `xml:"item"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
	Type string `xml:"type,attr"`
}

type rssItem struct {
	Title       string  `xml:"title"`
	Link        string  `xml:"link"`
	GUID        rssGUID `xml:"guid"`
	PubDate     string  `xml:"pubDate"`
	Description string  `xml:"description"`
	Category    string  `xml:"category,omitempty"`
	Creator     string  `xml:"http://purl.org/dc/elements/1.1/ creator,omitempty"`
}

type rssGUID struct {
	IsPermaLink bool   `xml:"isPermaLink,attr"`
	Value       string `xml:",chardata"`
}

// feed is the RSS 2.0 feed of the latest articles, in the blog list's order.
func feed(app core.App, site string) ([]byte, error) {
	doc := rssDocument{Version: "2.0", Channel: rssChannel{
		Title:       siteName + " blog",
		Link:        site + "/blog",
		Description: blogRoute().description,
		Language:    "en",
		Self:        atomLink{Href: site + api.FeedPath, Rel: "self", Type: "application/rss+xml"},
	}}
	_, articles, err := recordsAnswer(app, content.Blogs, url.Values{"page": {"1"}, "perPage": {strconv.Itoa(feedSize)}, "skipTotal": {"1"}, "sort": {blogNewestFirst}})
	if err != nil {
		return nil, err
	}
	var newest time.Time
	for _, r := range articles {
		a := content.ArticleOf(r)
		link := site + "/blog/" + url.PathEscape(a.Id)
		published := publishedAt(r)
		doc.Channel.Items = append(doc.Channel.Items, rssItem{
			Title:       a.Title(),
			Link:        link,
			GUID:        rssGUID{IsPermaLink: true, Value: link},
			PubDate:     published.Time().UTC().Format(time.RFC1123Z),
			Description: excerptOf(a.Body(), 300),
			Category:    a.Category(),
			Creator:     a.AuthorName(),
		})
		if u := a.Updated().Time(); u.After(newest) {
			newest = u
		}
	}
	if !newest.IsZero() {
		doc.Channel.LastBuildDate = newest.UTC().Format(time.RFC1123Z)
	}
	return xmlDocument(doc)
}

func blogRoute() route {
	r, _, _ := matchRoute("/blog")
	return r
}

func xmlDocument(v any) ([]byte, error) {
	body, err := xml.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(body, '\n')...), nil
}
