package site

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
)

// blogMeta is BlogMeta's line, "Mar 05, 2024 · 5 min read", in its tone's colour.
var blogMeta = template.Must(template.New("meta").Parse(
	`<p class="flex flex-wrap items-center gap-x-2 text-sm {{.Tone}}">` +
		`{{if .Date}}<time datetime="{{.DateTime}}">{{.Date}}</time>{{end}}` +
		`{{if and .Date .Duration}}<span aria-hidden="true">·</span>{{end}}` +
		`{{if .Duration}}<span>{{.Duration}} read</span>{{end}}</p>`))

// metaView is BlogMeta's: tone is its class for the text colour.
type metaView struct{ Tone, DateTime, Date, Duration string }

func blogMetaView(blog *core.Record, tone string) metaView {
	v := metaView{Tone: tone, Duration: blog.GetString("duration")}
	if published := publishedAt(blog); !published.IsZero() {
		v.DateTime = strings.Replace(published.String(), " ", "T", 1)
		v.Date = published.Time().UTC().Format(usShortDate)
	}
	return v
}

// An article's first screen, served in the page: a reader sees the article
// (and a search engine reads it) before, or without, the app's code, and the
// cover is painted as soon as it arrives instead of after the app renders.
// It is ArticleView's markup (web/src/features/blog/components) with the
// same classes, so nothing moves when React replaces it with its own
// (TestServedFirstScreensAreReactsMarkup keeps the two together); what the app
// adds below the body (share buttons, related articles) comes with it.
var articleScreen = template.Must(template.Must(blogMeta.Clone()).New("article").Parse(
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
		`{{template "meta" .Meta}}` +
		`</div></div></header>` +
		`<div class="mx-auto max-w-4xl px-4">{{with .Cover}}<img src="{{.Src}}" srcset="{{.SrcSet}}" sizes="{{.Sizes}}" alt="" width="1200" height="675" class="aspect-video w-full rounded-3xl object-cover shadow-lg">{{end}}</div>` +
		`<div class="mx-auto max-w-3xl px-4"><div class="mt-10"><div class="article-body">{{.Body}}</div></div></div>` +
		`</article></main>`))

type articleView struct {
	Title, Category, Author, Initial, AuthorPhoto string
	Meta                                          metaView
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
		Meta:        blogMetaView(article, "text-slate-500"),
		// Sanitized when saved (content.prepareBlog); again here, as the page puts it in as HTML.
		Body: template.HTML(content.SanitizeHTML(article.GetString("description"))), //nolint:gosec // sanitized by the allow-list
	}
	if cover := articleCoverRequest(article, article.GetString("image")); cover.href != "" {
		v.Cover = &coverView{Src: cover.href, SrcSet: cover.srcset, Sizes: cover.sizes}
	}
	return renderScreen(articleScreen, v)
}

// The blog list's first screen: BlogListScreen's opening and FeaturedBlog's
// hero, whose cover is the page's largest paint. The list of articles below
// it and its pages come with the app, and the app's live list replaces it.
var blogListScreen = template.Must(template.Must(blogMeta.Clone()).New("blog-list").Parse(
	`<main class="mx-auto max-w-6xl px-4 pb-20 pt-10">` +
		`<header class="max-w-2xl mb-8"><p class="text-sm font-bold uppercase tracking-widest text-brand-600">The journal</p>` +
		`<h1 class="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Blog</h1></header>` +
		`<section aria-labelledby="featured-title" class="relative isolate flex h-[500px] items-end overflow-hidden rounded-3xl bg-brand-900 text-white shadow-xl">` +
		`{{with .Cover}}<picture class="contents"><source media="{{.PhoneMedia}}" srcset="{{.PhoneSrc}}">` +
		`<img src="{{.Src}}" srcset="{{.SrcSet}}" sizes="100vw" alt="" class="absolute inset-0 -z-10 h-full w-full object-cover" fetchpriority="high"></picture>{{end}}` +
		`<div class="absolute inset-0 -z-10 bg-gradient-to-t from-brand-900 via-brand-900/75 to-brand-900/10"></div>` +
		`<div class="max-w-3xl p-6 sm:p-10">` +
		`<p class="inline-block rounded-full bg-accent-400 px-3 py-1 text-xs font-extrabold uppercase tracking-wider text-brand-900">Featured{{if .Category}} · {{.Category}}{{end}}</p>` +
		`<h2 id="featured-title" class="mt-4 text-2xl font-extrabold leading-tight sm:text-4xl">{{.Title}}</h2>` +
		`<p class="mt-3 text-sm leading-relaxed text-brand-50 sm:text-base">{{.Excerpt}}</p>` +
		`<div class="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">` +
		`<a class="rounded-full bg-white px-6 py-2.5 text-sm font-bold text-brand-900 shadow transition hover:bg-accent-400" href="/blog/{{.ID}}">Read More<span class="sr-only">: {{.Title}}</span></a>` +
		`{{template "meta" .Meta}}</div></div></section></main>`))

type featuredView struct {
	ID, Title, Category, Excerpt string
	Meta                         metaView
	Cover                        *featuredCoverView
}

type featuredCoverView struct{ PhoneMedia, PhoneSrc, Src, SrcSet string }

// featuredExcerptLength is FeaturedBlog's.
const featuredExcerptLength = 200

// blogListFirstScreen is the blog list's first screen as HTML.
func blogListFirstScreen(featured *core.Record) (string, error) {
	v := featuredView{
		ID:       featured.Id,
		Title:    featured.GetString("title"),
		Category: featured.GetString("category"),
		Excerpt:  excerptOf(featured.GetString("description"), featuredExcerptLength),
		Meta:     blogMetaView(featured, "text-brand-100"),
	}
	if requests := featuredCoverRequests(featured); len(requests) == 2 {
		phone, wide := requests[0], requests[1]
		v.Cover = &featuredCoverView{PhoneMedia: phone.media, PhoneSrc: phone.href, Src: wide.href, SrcSet: wide.srcset}
	}
	return renderScreen(blogListScreen, v)
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
	return renderScreen(productScreen, v)
}

// usShortDate is web/src/lib/dates.ts formatDate's "Mar 05, 2024" (UTC).
const usShortDate = "Jan 02, 2006"

// renderScreen is tpl's HTML for v.
func renderScreen(tpl *template.Template, v any) (string, error) {
	var b bytes.Buffer
	if err := tpl.Execute(&b, v); err != nil {
		return "", err
	}
	return b.String(), nil
}
