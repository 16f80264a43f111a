package pages

import (
	"net/url"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/picker"
	"github.com/pocketbase/pocketbase/tools/search"
)

// The pages' data are read by the web app's own loaders (web/src/server/loaders.ts, through
// the server's routes: guestreads.go); the reads here are the sitemap's and the feed's
// (discovery.go), which are not pages.

// blogNewestFirst is the feed's order, the blog's: newest first by article date, then by creation.
const blogNewestFirst = "-createdAt,-created"

// previewThumb is the collections' largest thumbnail (schema images()): the
// size link previews and structured data get.
const (
	previewThumb                = "800x600"
	previewWidth, previewHeight = 800, 600
)

// descriptionLength is how much plain text a meta description keeps.
const descriptionLength = 160

// maxIDLength bounds the ids looked up: a longer one cannot be a record's.
const maxIDLength = 100

func guest() *core.RequestInfo {
	return &core.RequestInfo{Context: core.RequestInfoContextDefault}
}

// guestRecords is the records of collection a guest may list through the
// records API: its table narrowed by its list rule, as PocketBase's list
// route narrows it (the blogs' rule keeps drafts and articles dated later
// out, content.PublicRule, judged at the moment of the query), and the
// resolver of the guest's filters and sorts. ok is false when the list is
// closed to guests: nothing of it is embedded or listed.
func guestRecords(app core.App, collection string) (q *dbx.SelectQuery, resolver *core.RecordFieldResolver, ok bool, err error) {
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil || c.ListRule == nil {
		return nil, nil, false, nil
	}
	resolver = core.NewRecordFieldResolver(app, c, guest(), true)
	q = app.RecordQuery(c)
	if *c.ListRule != "" {
		expr, err := search.FilterData(*c.ListRule).BuildExpr(resolver)
		if err != nil {
			return nil, nil, false, err
		}
		q.AndWhere(expr)
	}
	return q, resolver, true, nil
}

// recordsAnswer is the records API's answer to a guest's list request with
// query (page, perPage, sort, filter, skipTotal), and the records on it: the
// same SQL as PocketBase's list route runs for it. nil when the collection's
// list is not public.
func recordsAnswer(app core.App, collection string, query url.Values) (*search.Result, []*core.Record, error) {
	q, resolver, ok, err := guestRecords(app, collection)
	if !ok {
		return nil, nil, err
	}
	provider := search.NewProvider(resolver).Query(q)
	if c, _ := app.FindCachedCollectionByNameOrId(collection); !c.IsView() {
		provider.CountCol("_rowid_")
	}
	records := []*core.Record{}
	result, err := provider.ParseAndExec(query.Encode(), &records)
	if err != nil {
		return nil, nil, err
	}
	return result, records, nil
}

// fileURL is a record file's address as the React app writes it
// (web/src/lib/records.ts fileURL): the same string, so that a preload is the
// request React makes. thumb is "" for the original file.
func fileURL(record *core.Record, file, thumb string) string {
	if file == "" {
		return ""
	}
	u := "/api/files/" + url.PathEscape(record.Collection().Id) + "/" + url.PathEscape(record.Id) + "/" + url.PathEscape(file)
	if thumb != "" {
		u += "?thumb=" + url.QueryEscape(thumb)
	}
	return u
}

// previewOf is the link-preview picture of a record's image file.
// The site's own pictures (web/public, drawn by web/scripts/share-images.mjs):
// the link preview of a page without a picture of its own, and the logo.
const (
	sharePath = "/share.jpg"
	logoPath  = "/logo.png"
)

// sharePicture is the preview of a page that has no picture of its own.
func sharePicture(site string) *previewImage {
	return &previewImage{url: site + sharePath, alt: defaultDescription, width: 1200, height: 630}
}

func previewOf(siteURL string, record *core.Record, file, alt string) *previewImage {
	if file == "" {
		return nil
	}
	img := &previewImage{url: siteURL + fileURL(record, file, previewThumb), alt: alt}
	// PocketBase makes thumbnails of raster images only; an SVG is sent as it is.
	if !strings.HasSuffix(strings.ToLower(file), ".svg") {
		img.width, img.height = previewWidth, previewHeight
	}
	return img
}

// excerptOf is stored HTML as plain text (PocketBase's excerpt modifier, as
// the blog list gets it), cut like the app's previews.
func excerptOf(htmlText string, limit int) string {
	modifier, err := picker.Modifiers["excerpt"]("400")
	if err != nil {
		return ""
	}
	text, err := modifier.Modify(htmlText)
	if err != nil {
		return ""
	}
	s, _ := text.(string)
	return cutText(s, limit)
}

// cutText is web/src/lib/text.ts cutText: whitespace folded, then cut at the
// last space before limit with an ellipsis.
func cutText(text string, limit int) string {
	clean := strings.Join(strings.Fields(text), " ")
	runes := []rune(clean)
	if len(runes) <= limit {
		return clean
	}
	slice := string(runes[:limit])
	if i := strings.LastIndex(slice, " "); i > 0 {
		slice = slice[:i]
	}
	return strings.TrimRight(slice, " \t\n,;:.!?-") + "..."
}
