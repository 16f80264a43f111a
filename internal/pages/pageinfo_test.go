package pages

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// PageInfo is what a served page says in its head, read back with an HTML5
// parser as a browser (or a link preview's crawler) reads it. Exported for
// the site_test package's tests.
type PageInfo struct {
	// Lang is the <html lang>.
	Lang   string
	Titles []string
	// Meta maps a meta element's name or property to its contents.
	Meta map[string][]string
	// Links are the link elements' attributes, in order.
	Links []map[string]string
	// JSONLD are the application/ld+json scripts, decoded.
	JSONLD []map[string]any
	// InitialData are the texts of the scripts with id="initial-data".
	InitialData []string
	// AppModules are the texts of the scripts with id="app-modules".
	AppModules []string
	// Root reports whether the page has the app's <div id="root">.
	Root bool
}

// ReadPage parses body; a JSON-LD script that does not decode fails t.
func ReadPage(t testing.TB, body string) *PageInfo {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(body))
	if err != nil {
		t.Fatalf("the page does not parse: %v", err)
	}
	p := &PageInfo{Meta: map[string][]string{}}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			attrs := map[string]string{}
			for _, a := range n.Attr {
				attrs[a.Key] = a.Val
			}
			switch n.Data {
			case "html":
				p.Lang = attrs["lang"]
			case "title":
				p.Titles = append(p.Titles, text(n))
			case "meta":
				key := attrs["name"]
				if key == "" {
					key = attrs["property"]
				}
				if key != "" {
					p.Meta[key] = append(p.Meta[key], attrs["content"])
				}
			case "link":
				p.Links = append(p.Links, attrs)
			case "script":
				switch {
				case attrs["type"] == "application/ld+json":
					var ld map[string]any
					if err := json.Unmarshal([]byte(text(n)), &ld); err != nil {
						t.Errorf("JSON-LD does not decode: %v\n%s", err, text(n))
					}
					p.JSONLD = append(p.JSONLD, ld)
				case attrs["id"] == initialDataID:
					if attrs["type"] != "application/json" {
						t.Errorf("initial data of type %q", attrs["type"])
					}
					p.InitialData = append(p.InitialData, text(n))
				case attrs["id"] == appModulesID && attrs["type"] == "application/json":
					p.AppModules = append(p.AppModules, text(n))
				}
			case "div":
				p.Root = p.Root || attrs["id"] == "root"
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return p
}

func text(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

// One is the only content of meta key, failing t when there is not exactly one.
func (p *PageInfo) One(t testing.TB, key string) string {
	t.Helper()
	if got := p.Meta[key]; len(got) != 1 {
		t.Errorf("meta %s: %q, want exactly one", key, got)
		return ""
	}
	return p.Meta[key][0]
}

// Hrefs are the hrefs of the links whose rel is rel, but the language alternates (Languages).
func (p *PageInfo) Hrefs(rel string) []string {
	var hrefs []string
	for _, l := range p.Links {
		if _, language := l["hreflang"]; l["rel"] == rel && !language {
			hrefs = append(hrefs, l["href"])
		}
	}
	return hrefs
}

// Languages maps each hreflang of the page's alternate links to its href.
func (p *PageInfo) Languages() map[string]string {
	languages := map[string]string{}
	for _, l := range p.Links {
		if lang, ok := l["hreflang"]; ok && l["rel"] == "alternate" {
			languages[lang] = l["href"]
		}
	}
	return languages
}

// LD is the JSON-LD object of type typ, failing t when there is none.
func (p *PageInfo) LD(t testing.TB, typ string) map[string]any {
	t.Helper()
	for _, ld := range p.JSONLD {
		if ld["@type"] == typ {
			if ld["@context"] != "https://schema.org" {
				t.Errorf("%s: @context %v", typ, ld["@context"])
			}
			return ld
		}
	}
	t.Errorf("no %s JSON-LD among %v", typ, p.JSONLD)
	return map[string]any{}
}

// PageTitle is the document title of a screen titled title.
func PageTitle(title string) string { return route{}.pageTitle(title) }

// FrenchPageTitle is the document title of a French screen titled title.
func FrenchPageTitle(title string) string { return route{locale: "fr"}.pageTitle(title) }

// Attr is attribute key of the first link whose rel is rel ("" when none).
func (p *PageInfo) Attr(rel, key string) string {
	for _, l := range p.Links {
		if l["rel"] == rel {
			return l[key]
		}
	}
	return ""
}
