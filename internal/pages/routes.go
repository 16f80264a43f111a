package pages

import (
	"net/url"
	"strings"

	"foundation/internal/campaigns"
	"foundation/internal/content"
	"foundation/internal/readcache"
)

// siteName ends every page title, as the React app's useDocumentTitle does:
// "{title} | Amara Diallo Foundation" (it reads it from pages.gen.ts, WebPages).
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

// route is one screen of the React app: the server answers 200 for it and
// 404 for any path that matches none (the app then shows NotFound). This
// table is the one place a page is declared: `make generate` writes the app's
// web/src/lib/pages.gen.ts from it (WebPages), which the app's router
// (web/src/app/router.tsx) builds its routes from and its screens take their
// titles from.
type route struct {
	// path is the page's pattern: static segments (matched without case, as
	// wouter does), ":param" for one segment, a final "*" for any rest (none
	// included); webPath spells it as wouter's.
	path string
	// module is the route's lazy chunk, src/app/routes/<module>.tsx in Vite's manifest.
	module string
	// title is the page's own part of the document title (the app's screen sets it too, from pages.gen.ts).
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
	// fr is the page's title and description on the French site (/fr/…).
	fr pageText
	// locale is "fr" for the route matched under /fr/ (matchPage), "" for the spec's English site.
	locale string
	// reads are the query parameters the page reads (the React screen's
	// useSearchParams): a rendered page is kept, and rendered, by its path
	// and these alone, so a link's tracking parameters (fbclid, utm_*…)
	// neither render it anew nor keep another copy.
	reads []string
}

// pageText is a page's title and description in one language.
type pageText struct{ title, description string }

const (
	defaultDescription  = "Amara Diallo Foundation: sport, school and health for young athletes."
	homeDescription     = "A world champion's foundation giving young athletes in Africa the school, the coaching and the equipment their talent deserves."
	notFoundDescription = "This page does not exist or has been removed."

	frDefaultDescription = "Fondation Amara Diallo : le sport, l’école et la santé pour les jeunes athlètes."
	frHomeDescription    = "La fondation d’une championne du monde qui donne aux jeunes athlètes d’Afrique l’école, l’entraînement et l’équipement que leur talent mérite."
)

var routes = []route{
	{path: "", rendered: true, module: "home", title: "Home", fr: pageText{"Accueil", frHomeDescription}, description: homeDescription, public: true},
	{path: "about", rendered: true, module: "about", title: "About", fr: pageText{"À propos", "La Fondation Amara Diallo : le sport, l’école et la santé pour les jeunes athlètes en Afrique."}, description: "About the Amara Diallo Foundation: sport, school and health for young athletes in Africa.", public: true},
	{path: "projects", rendered: true, module: "projects", title: "Projects", fr: pageText{"Projets", "Éducation, sport, santé et économie : quatre domaines, un seul but, donner aux jeunes athlètes tout ce qu’il leur faut pour grandir, sur la piste et en dehors."}, public: true,
		description: "Education, sport, health and economy: four areas, one goal, to give young athletes everything they need to grow, on the track and off it."},
	{path: "blog", rendered: true, module: "blog-list", title: "Blog", fr: pageText{"Blog", "Le journal de la fondation : les histoires des athlètes, des entraîneurs et des écoles que nous soutenons, nos événements et nos nouvelles."}, kind: blogListPage, public: true, reads: []string{"page"},
		description: "The foundation's journal: stories of the athletes, coaches and schools we support, events and news."},
	{path: "blog/:slug", rendered: true, module: "blog-article", title: "Article", fr: pageText{"Article", ""}, kind: articlePage},
	{path: "shop", rendered: true, module: "shop", title: "Sport Shop", fr: pageText{"Boutique", "Mugs, t-shirts, sacs, stylos et accessoires de la boutique de la Fondation Amara Diallo : chaque achat soutient de jeunes athlètes."}, kind: shopPage, public: true, reads: []string{"q", "category", "page"},
		description: "Mugs, T-shirts, bags, pens and accessories from the Amara Diallo Foundation's Sport Shop: every purchase supports young athletes."},
	{path: "product/:slug", rendered: true, module: "product", title: "Product", fr: pageText{"Produit", ""}, kind: productPage},
	{path: "cart", module: "cart", title: "Cart", fr: pageText{"Panier", "Votre panier à la boutique de la Fondation Amara Diallo."}, description: "Your cart at the Amara Diallo Foundation's Sport Shop."},
	{path: "checkout", module: "checkout", title: "Checkout", fr: pageText{"Commande", "Vos coordonnées pour confirmer votre commande à la boutique de la Fondation Amara Diallo."}, description: "Your details to confirm your order at the Amara Diallo Foundation's Sport Shop."},
	{path: "payment/:slug", module: "payment", title: "Order payment", fr: pageText{"Paiement de la commande", "Payez votre commande de la boutique."}, kind: paymentPage, description: "Pay your Sport Shop order."},
	{path: "payement/success", rendered: true, module: "payment-success", title: "Thank you", fr: pageText{"Merci", "Merci : votre paiement a bien été reçu."}, description: "Thank you: your payment has been received."},
	{path: "donation", rendered: true, module: "donation", title: "Donation", fr: pageText{"Faire un don", "Donnez une fois, chaque semaine ou chaque mois, par carte, PayPal ou chèque : 95 % des fonds vont directement au sport, à l’école et à la santé des jeunes athlètes."}, public: true, reads: []string{"cancelled"},
		description: "Give once or every week, by card, PayPal or cheque: 95% of funds are directly invested in sport, school and health for young athletes."},
	{path: "campaigns/:slug", rendered: true, module: "campaign", title: "Campaign", fr: pageText{"Campagne", ""}, kind: campaignPage},
	{path: "don/paypal-chechout/:amount", module: "paypal-once", title: "PayPal donation", fr: pageText{"Don par PayPal", "Terminez votre don à la Fondation Amara Diallo avec PayPal."}, description: "Complete your donation to the Amara Diallo Foundation with PayPal."},
	{path: "don/abonnement/paypal-chechout/:productId", module: "paypal-subscription", title: "PayPal subscription", fr: pageText{"Don régulier par PayPal", "Mettez en place votre don régulier à la Fondation Amara Diallo avec PayPal."}, description: "Set up your recurring donation to the Amara Diallo Foundation with PayPal."},
	{path: "don/cheque-sended", rendered: true, module: "cheque-sent", title: "Cheque donation", fr: pageText{"Don par chèque", "Votre don par chèque est enregistré : l’équipe vous contactera pour le finaliser."}, description: "Your cheque donation is recorded: the team will contact you to finalise it."},
	{path: "contact", rendered: true, module: "contact", title: "Contact", fr: pageText{"Contact", "Une question sur le parrainage, le bénévolat ou un partenariat ? Écrivez à la Fondation Amara Diallo : l’équipe répond à chaque message."}, public: true,
		description: "A question about sponsoring, volunteering or a partnership? Write to the Amara Diallo Foundation: the team answers every message."},
	{path: "donor", module: "donor", title: "My giving", fr: pageText{"Mes dons", "Connectez-vous avec un code reçu par e-mail pour voir vos dons à la Fondation Amara Diallo, modifier ou arrêter un don régulier et télécharger vos reçus fiscaux."}, private: true,
		description: "Sign in with a code sent by email to see your gifts to the Amara Diallo Foundation, change or stop a recurring gift and download your tax receipts."},
	{path: "staff/*", module: staffModule, title: "Staff", private: true},
}

// staffModule is the back office's route: its own layout, not the public one.
const staffModule = "staff"

// missingDocument is the head of a document's page (an article, a product,
// an order, a campaign) when there is no such document, in each language:
// the page's screen says so too.
var missingDocument = map[string]pageText{
	"":   {"Document not found", "This document does not exist or has been removed."},
	"fr": {"Document introuvable", "Ce document n’existe pas ou a été supprimé."},
}

// notFound is the page of a path that matches no route.
var notFound = route{path: "*", module: "not-found", title: "Page not found", description: notFoundDescription,
	fr: pageText{"Page introuvable", "Cette page n’existe pas ou a été supprimée."}}

// frenchPrefix starts every address of the French site: "/fr/blog" is /blog in French.
const frenchPrefix = "/fr"

// matchPage is matchRoute for an address of either site: the route is
// returned with its locale set ("fr" under /fr/).
func matchPage(requestPath string) (route, []string, bool) {
	locale, rest := splitLocale(requestPath)
	r, params, ok := matchRoute(rest)
	r.locale = locale
	return r, params, ok
}

// splitLocale cuts the French prefix off a path: ("fr", "/blog") for "/fr/blog", ("", path) otherwise.
func splitLocale(requestPath string) (string, string) {
	segments := splitPath(requestPath)
	if len(segments) > 0 && strings.EqualFold(segments[0], "fr") {
		return "fr", "/" + strings.Join(segments[1:], "/")
	}
	return "", requestPath
}

// localized is path ("/blog", "/" for the home) on r's site.
func (r route) localized(path string) string {
	if r.locale != "fr" {
		return path
	}
	return frenchPrefix + path
}

// lang is the page's <html lang>.
func (r route) lang() string {
	if r.locale == "fr" {
		return "fr"
	}
	return "en"
}

// text is the route's title and description in its locale; a French page
// without a description of its own takes the French site's.
func (r route) text() pageText {
	if r.locale != "fr" {
		return pageText{r.title, r.description}
	}
	t := r.fr
	if t.title == "" {
		t.title = r.title
	}
	return t
}

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

// frenchSiteName ends every title of the French site.
const frenchSiteName = "Fondation Amara Diallo"

// pageTitle is the document title React sets for a screen of r's site titled title.
func (r route) pageTitle(title string) string {
	name := siteName
	if r.locale == "fr" {
		name = frenchSiteName
	}
	if title == "" {
		return name
	}
	return title + " | " + name
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
