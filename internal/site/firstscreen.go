package site

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
)

// An article's first screen, served in the page: a reader sees the article
// (and a search engine reads it) before, or without, the app's code, and the
// cover is painted as soon as it arrives instead of after the app renders.
// It is ArticleScreen's markup (web/src/features/blog/components) with the
// same classes, so nothing moves when React replaces it with its own
// (TestTheServedArticleIsReactsMarkup keeps the two together); what the app
// adds below the body (share buttons, related articles) comes with it.
var articleScreen = template.Must(template.New("article").Parse(
	`<main class="pb-20"><article><header class="bg-gradient-to-b from-brand-50 to-white">` +
		`<div class="mx-auto max-w-3xl px-4 pb-8 pt-8 sm:pt-12">` +
		`<a class="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 " href="/blog"><span aria-hidden="true">←</span> All articles</a>` +
		`{{if .Category}}<p class="mt-6 text-sm font-bold uppercase tracking-widest text-brand-600">{{.Category}}</p>{{end}}` +
		`<h1 class="mt-2 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl">{{.Title}}</h1>` +
		`<div class="mt-6 flex flex-wrap items-center justify-between gap-4">` +
		`<div class="flex items-center gap-3">` +
		`{{if .AuthorPhoto}}<img src="{{.AuthorPhoto}}" alt="" width="48" height="48" class="h-12 w-12 rounded-full object-cover ring-2 ring-white shadow">` +
		`{{else}}<span aria-hidden="true" class="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white">{{.Initial}}</span>{{end}}` +
		`<div><p class="font-bold text-slate-900">{{.Author}}</p><p class="mt-0.5"><span class="rounded-full bg-accent-400/25 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-amber-800">Admin</span></p></div>` +
		`</div>` +
		`<p class="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">` +
		`{{if .Date}}<time datetime="{{.DateTime}}">{{.Date}}</time>{{end}}` +
		`{{if and .Date .Duration}}<span aria-hidden="true">·</span>{{end}}` +
		`{{if .Duration}}<span>{{.Duration}} read</span>{{end}}</p>` +
		`</div></div></header>` +
		`<div class="mx-auto max-w-4xl px-4">{{with .Cover}}<img src="{{.Src}}" srcset="{{.SrcSet}}" sizes="{{.Sizes}}" alt="" width="1200" height="675" class="aspect-video w-full rounded-3xl object-cover shadow-lg">{{end}}</div>` +
		`<div class="mx-auto max-w-3xl px-4"><div class="mt-10"><div class="article-body">{{.Body}}</div></div></div>` +
		`</article></main>`))

type articleView struct {
	Title, Category, Author, Initial, AuthorPhoto string
	DateTime, Date, Duration                      string
	Cover                                         *coverView
	Body                                          template.HTML
}

type coverView struct{ Src, SrcSet, Sizes string }

// articleFirstScreen is the article's first screen as HTML.
func articleFirstScreen(article *core.Record) (string, error) {
	author := strings.TrimSpace(article.GetString("authorName"))
	if author == "" {
		author = "The foundation"
	}
	v := articleView{
		Title:       article.GetString("title"),
		Category:    article.GetString("category"),
		Author:      author,
		Initial:     strings.ToUpper(string([]rune(author)[:1])),
		AuthorPhoto: fileURL(article, article.GetString("authorPhoto"), "100x100"),
		Duration:    article.GetString("duration"),
		// Sanitized when saved (content.prepareBlog); again here, as the page puts it in as HTML.
		Body: template.HTML(content.SanitizeHTML(article.GetString("description"))), //nolint:gosec // sanitized by the allow-list
	}
	if published := publishedAt(article); !published.IsZero() {
		v.DateTime = strings.Replace(published.String(), " ", "T", 1)
		v.Date = published.Time().UTC().Format(usShortDate)
	}
	if cover := articleCoverRequest(article, article.GetString("image")); cover.href != "" {
		v.Cover = &coverView{Src: cover.href, SrcSet: cover.srcset, Sizes: cover.sizes}
	}
	var b bytes.Buffer
	if err := articleScreen.Execute(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

// A product's first screen: the way back to the shop and the gallery's main
// picture, Gallery's markup (web/src/features/shop/components) inside
// ProductScreen's, so the picture, the page's largest, is painted as soon as
// it arrives. The thumbnails and the product's details, which the app adds
// beside the picture on a wide screen and below it on a phone, and the
// choices and cart button among them, come with the app: served, the
// thumbnails' arrival would push the details down.
var productScreen = template.Must(template.New("product").Parse(
	`<main class="bg-gradient-to-b from-brand-50 to-white pb-24"><div class="mx-auto max-w-6xl px-4 pt-6 sm:pt-10">` +
		`<a class="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:text-brand-900" href="/shop"><span aria-hidden="true">←</span> Back to the shop</a>` +
		`<div class="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12"><div>` +
		`<div class="aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50 shadow-sm ring-1 ring-slate-200">` +
		`{{if .Picture}}<img src="{{.Picture}}" alt="{{.Alt}}" width="800" height="600" class="h-full w-full object-cover">{{end}}</div>` +
		`</div></div></div></main>`))

type productView struct{ Picture, Alt string }

// productFirstScreen is the product's first screen as HTML.
func productFirstScreen(product *core.Record) (string, error) {
	name := product.GetString("name")
	gallery := product.GetStringSlice("galleries")
	v := productView{Alt: name}
	if len(gallery) > 0 {
		v.Picture = fileURL(product, gallery[0], previewThumb)
	}
	if len(gallery) > 1 {
		v.Alt = fmt.Sprintf("%s, picture 1 of %d", name, len(gallery))
	}
	var b bytes.Buffer
	if err := productScreen.Execute(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}

// usShortDate is web/src/lib/dates.ts formatDate's "Mar 05, 2024" (UTC).
const usShortDate = "Jan 02, 2006"
