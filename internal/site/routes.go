package site

import (
	"net/url"
	"strings"

	"foundation/internal/campaigns"
	"foundation/internal/content"
	"foundation/internal/readcache"
)

// siteName ends every page title, as the React app's useDocumentTitle does:
// "{title} | Amara Diallo Foundation".
const siteName = "Amara Diallo Foundation"

// pageKind says what a route needs from the database to be served.
type pageKind int

const (
	staticPage   pageKind = iota // nothing: rendered once per site address and kept
	blogListPage                 // the blog list (its first page is embedded)
	shopPage                     // the shop (its catalogue is embedded)
	articlePage                  // blogs/{slug}: 404 when the visitor may not read it
	productPage                  // products/{slug}: 404 likewise
	paymentPage                  // orders/{slug}: 404 when the order does not exist; nothing else is read
	campaignPage                 // campaigns/{slug}: 404 when there is no such campaign
)

// route is one screen of the React app (web/src/app/router.tsx): the server
// answers 200 for it and 404 for any path that matches none (the app then
// shows NotFound). A path added to the router must be added here, else it
// answers 404 while React still renders it: TestEveryReactRouteIsKnown
// compares both lists.
type route struct {
	// path is the app router's pattern (wouter's): static segments (matched
	// without case, as wouter does), ":param" for one segment, a final "*" for any rest.
	path string
	// module is the route's lazy chunk, src/app/routes/<module>.tsx in Vite's manifest.
	module string
	// title is the page's own part of the document title (the one React sets).
	title       string
	description string
	kind        pageKind
	// public routes are listed in the sitemap.
	public bool
	// private pages (the back office, the donor space) are kept out of search engines.
	private bool
	// rendered pages are sent as React renders them (internal/render), the
	// app hydrating them, and kept until what they show changes; the others
	// are sent with the layout alone, for the app to render. A rendered page
	// shows the same to everyone: nothing kept in the browser (the cart) or
	// read for one visitor (an order).
	rendered bool
	// reads are the query parameters the page reads (the React screen's
	// useSearchParams): a rendered page is kept, and rendered, by its path
	// and these alone, so a link's tracking parameters (fbclid, utm_*…)
	// neither render it anew nor keep another copy.
	reads []string
}

const (
	defaultDescription  = "Amara Diallo Foundation: sport, school and health for young athletes."
	homeDescription     = "A world champion's foundation giving young athletes in Africa the school, the coaching and the equipment their talent deserves."
	notFoundDescription = "This page does not exist or has been removed."
)

var routes = []route{
	{path: "", rendered: true, module: "home", title: "Home", description: homeDescription, public: true},
	{path: "about", rendered: true, module: "about", title: "About", description: "About the Amara Diallo Foundation: sport, school and health for young athletes in Africa.", public: true},
	{path: "projects", rendered: true, module: "projects", title: "Projects", public: true,
		description: "Education, sport, health and economy: four areas, one goal, to give young athletes everything they need to grow, on the track and off it."},
	{path: "blog", rendered: true, module: "blog-list", title: "Blog", kind: blogListPage, public: true, reads: []string{"page"},
		description: "The foundation's journal: stories of the athletes, coaches and schools we support, events and news."},
	{path: "blog/:slug", rendered: true, module: "blog-article", title: "Article", kind: articlePage},
	{path: "shop", rendered: true, module: "shop", title: "Sport Shop", kind: shopPage, public: true, reads: []string{"q", "category", "page"},
		description: "Mugs, T-shirts, bags, pens and accessories from the Amara Diallo Foundation's Sport Shop: every purchase supports young athletes."},
	{path: "product/:slug", rendered: true, module: "product", title: "Product", kind: productPage},
	{path: "cart", module: "cart", title: "Cart", description: "Your cart at the Amara Diallo Foundation's Sport Shop."},
	{path: "checkout", module: "checkout", title: "Checkout", description: "Your details to confirm your order at the Amara Diallo Foundation's Sport Shop."},
	{path: "payment/:slug", module: "payment", title: "Order payment", kind: paymentPage, description: "Pay your Sport Shop order."},
	{path: "payement/success", rendered: true, module: "payment-success", title: "Thank you", description: "Thank you: your payment has been received."},
	{path: "donation", rendered: true, module: "donation", title: "Donation", public: true, reads: []string{"cancelled"},
		description: "Give once or every week, by card, PayPal or cheque: 95% of funds are directly invested in sport, school and health for young athletes."},
	{path: "campaigns/:slug", rendered: true, module: "campaign", title: "Campaign", kind: campaignPage},
	{path: "don/paypal-chechout/:amount", module: "paypal-once", title: "PayPal donation", description: "Complete your donation to the Amara Diallo Foundation with PayPal."},
	{path: "don/abonnement/paypal-chechout/:productId", module: "paypal-subscription", title: "PayPal subscription", description: "Set up your recurring donation to the Amara Diallo Foundation with PayPal."},
	{path: "don/cheque-sended", rendered: true, module: "cheque-sent", title: "Cheque donation", description: "Your cheque donation is recorded: the team will contact you to finalise it."},
	{path: "contact", rendered: true, module: "contact", title: "Contact", public: true,
		description: "A question about sponsoring, volunteering or a partnership? Write to the Amara Diallo Foundation: the team answers every message."},
	{path: "donor", module: "donor", title: "My giving", private: true,
		description: "Sign in with a code sent by email to see your gifts to the Amara Diallo Foundation, change or stop a recurring gift and download your tax receipts."},
	{path: "staff/*", module: staffModule, title: "Staff", private: true},
}

// staffModule is the back office's route: its own layout, not the public one.
const staffModule = "staff"

// notFound is the page of a path that matches no route.
var notFound = route{path: "*", module: "not-found", title: "Page not found", description: notFoundDescription}

// matchRoute finds the route of a request path ("/blog/abc") and the values
// of its ":param" segments.
func matchRoute(requestPath string) (route, []string, bool) {
	segments := splitPath(requestPath)
	for _, r := range routes {
		if params, ok := matchSegments(splitPath(r.path), segments); ok {
			return r, params, true
		}
	}
	return notFound, nil, false
}

func matchSegments(pattern, segments []string) ([]string, bool) {
	var params []string
	for i, p := range pattern {
		if p == "*" && i == len(pattern)-1 {
			return params, true
		}
		if i >= len(segments) {
			return nil, false
		}
		switch {
		case strings.HasPrefix(p, ":"):
			params = append(params, segments[i])
		case !strings.EqualFold(p, segments[i]):
			return nil, false
		}
	}
	return params, len(pattern) == len(segments)
}

func splitPath(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

// pageTitle is the document title React sets for a screen titled title.
func pageTitle(title string) string {
	if title == "" {
		return siteName
	}
	return title + " | " + siteName
}

// scope is what a rendered route reads that changes (readcache's scope): a
// list, its collection; an article's or a product's page, that record alone
// (readcache.RecordScope), so that saving one leaves the others kept; ""
// for a page that reads none.
func (r route) scope(params []string) string {
	switch r.kind {
	case blogListPage:
		return content.Blogs
	case shopPage:
		return content.Products
	case articlePage:
		return readcache.RecordScope(content.Blogs, params[0])
	case productPage:
		return readcache.RecordScope(content.Products, params[0])
	case campaignPage:
		return campaigns.Collection // dropped by every gift's move too (campaignPagesFollowGifts)
	}
	return ""
}

// keptQuery is the query parameters r reads, in a fixed order: with the path,
// what the page is rendered and kept by.
func (r route) keptQuery(u *url.URL) string {
	query := u.Query()
	kept := url.Values{}
	for _, name := range r.reads {
		if values, ok := query[name]; ok {
			kept[name] = values
		}
	}
	return kept.Encode()
}
