package pages

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/content"
	"foundation/internal/shop"
)

// Structured data (schema.org, as JSON-LD) for search engines.

const schemaContext = "https://schema.org"

func organisationLD(site string) map[string]any {
	ld := foundationLD(site)
	ld["@context"], ld["description"] = schemaContext, homeDescription
	return ld
}

// foundationLD is the foundation as an article's publisher or a page's
// organisation names it, with the logo search engines show beside it.
func foundationLD(site string) map[string]any {
	return map[string]any{"@type": "NGO", "name": siteName, "url": site + "/", "logo": site + logoPath}
}

func articleLD(h *head, title, author string, published, modified types.DateTime, site string) map[string]any {
	ld := map[string]any{
		"@context":         schemaContext,
		"@type":            "Article",
		"headline":         title,
		"description":      h.description,
		"datePublished":    isoTime(published),
		"dateModified":     isoTime(modified),
		"mainEntityOfPage": h.canonical,
		"url":              h.canonical,
		"publisher":        foundationLD(site),
	}
	if author != "" {
		ld["author"] = map[string]any{"@type": "Person", "name": author}
	} else {
		ld["author"] = foundationLD(site)
	}
	if h.image != nil {
		ld["image"] = []string{h.image.url}
	}
	return ld
}

func productLD(h *head, product *core.Record, name, price string) map[string]any {
	availability := "https://schema.org/InStock"
	if shop.SoldOut(product) {
		availability = "https://schema.org/OutOfStock"
	}
	ld := map[string]any{
		"@context":    schemaContext,
		"@type":       "Product",
		"name":        name,
		"description": h.description,
		"sku":         product.Id,
		"url":         h.canonical,
		"brand":       map[string]any{"@type": "Brand", "name": siteName},
		"offers": map[string]any{
			"@type":         "Offer",
			"url":           h.canonical,
			"price":         price,
			"priceCurrency": "EUR",
			"availability":  availability,
		},
	}
	if c := content.ProductOf(product).Category(); c != "" {
		ld["category"] = c
	}
	if h.image != nil {
		ld["image"] = []string{h.image.url}
	}
	return ld
}

// crumb is one step of a breadcrumb trail after Home.
type crumb struct{ name, url string }

func breadcrumbsLD(site string, trail ...crumb) map[string]any {
	trail = append([]crumb{{"Home", site + "/"}}, trail...)
	items := make([]map[string]any, len(trail))
	for i, c := range trail {
		items[i] = map[string]any{"@type": "ListItem", "position": i + 1, "name": c.name, "item": c.url}
	}
	return map[string]any{"@context": schemaContext, "@type": "BreadcrumbList", "itemListElement": items}
}

// publishedAt is an article's date as the app shows it (types.ts blogDate):
// the date staff set, else when the record was created.
func publishedAt(article *core.Record) types.DateTime {
	a := content.ArticleOf(article)
	if d := a.Date(); !d.IsZero() {
		return d
	}
	return a.Created()
}

// isoTime is d in RFC 3339 (UTC), or "" when unset.
func isoTime(d types.DateTime) string {
	if d.IsZero() {
		return ""
	}
	return d.Time().UTC().Format(time.RFC3339)
}
