package pages

import "strings"

// WebPage is one page of the React app as web/src/lib/pages.gen.ts lists it:
// cmd/contract writes that file from WebPages (`make generate`), the app's
// router builds its routes from it and each screen takes its title from it.
// A page is thus declared once, in routes.
type WebPage struct {
	// Path is the route's pattern as wouter reads it (webPath).
	Path string
	// Module is the page's lazily loaded module, web/src/app/routes/<Module>.tsx.
	Module string
	// Title is the page's own part of the document title, in English and in French.
	Title, FrenchTitle string
}

// WebPages are the app's pages in the order its router tries them: the
// routes, then the page of every other address.
func WebPages() []WebPage {
	var pages []WebPage
	for _, r := range append(routes[:len(routes):len(routes)], notFound) {
		french := r
		french.locale = "fr"
		pages = append(pages, WebPage{Path: webPath(r.path), Module: r.module, Title: r.title, FrenchTitle: french.text().title})
	}
	return pages
}

// webPath is a route's path as wouter's pattern: "/" first, and the final
// "*" (any rest, none included: "staff/*" matches /staff) wouter's optional
// rest "/*?". The page of every other address is wouter's "*".
func webPath(path string) string {
	if path == notFound.path {
		return path
	}
	if rest, ok := strings.CutSuffix(path, "/*"); ok {
		return "/" + rest + "/*?"
	}
	return "/" + path
}

// SiteWords are the facts of every page's head that the app repeats once the
// visitor moves (web/src/lib/useDocumentTitle.ts): the site's name and
// default description in each language, the preview of a page without a
// picture of its own, and how previews are cut.
type SiteWords struct {
	Name, FrenchName                 string
	Description, FrenchDescription   string
	MissingTitle, FrenchMissingTitle string // a document's page when there is no such document
	SharePicture                     string // an address on the site
	PreviewThumb                     string // the thumbnail size a preview shows
	PreviewTextLength                int    // how much plain text a description keeps
}

// Words are the site's SiteWords.
func Words() SiteWords {
	return SiteWords{Name: siteName, FrenchName: frenchSiteName, Description: defaultDescription, FrenchDescription: frDefaultDescription,
		MissingTitle: missingDocument[""].title, FrenchMissingTitle: missingDocument["fr"].title,
		SharePicture: sharePath, PreviewThumb: previewThumb, PreviewTextLength: descriptionLength}
}
