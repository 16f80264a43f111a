package site

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// The blog list reads what one page shows, as the React app does
// (web/src/features/blog/api): the first-created article's id (which the
// list leaves out, the spec's "first item is skipped"), the page of six
// without it, newest first, with its count (the pagination shows the pages),
// and the featured article, the newest listed one: the page's first entry on
// page 1, one more row otherwise. Each is one bounded walk along an index
// (schema 1734500000_public_lists.go); nothing reads the other articles.

// blogListing is the list's data the page embeds (key "blogs.list"): the
// answers the app would get to its requests for the page.
type blogListing struct {
	// Skipped is the first-created article's id ("" without articles).
	Skipped string `json:"skipped"`
	// Featured is the newest listed article (null without one), as the records API writes it.
	Featured json.RawMessage `json:"featured"`
	// List is the records API's answer for the page, its count included.
	List json.RawMessage `json:"list"`

	featured *core.Record
	// page is the page read: the one asked for, within the pages there are.
	page int
}

// firstCreatedQuery asks for the first-created article's id (listing.ts firstCreatedQuery).
func firstCreatedQuery() url.Values {
	return url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "sort": {blogFirstCreated}, "fields": {"id"}}
}

// blogPageQuery asks for a page of the list without skipped, counted
// (listing.ts blogPageQuery). perPage 1 and skipTotal ask for the featured article.
func blogPageQuery(page, perPage int, skipTotal bool, skipped string) url.Values {
	q := url.Values{"page": {strconv.Itoa(page)}, "perPage": {strconv.Itoa(perPage)}, "sort": {blogNewestFirst}, "fields": {blogSummaryFields}}
	if skipTotal {
		q.Set("skipTotal", "1")
	}
	if skipped != "" {
		q.Set("filter", "id != "+filterText(skipped))
	}
	return q
}

// filterText is a text value quoted for a PocketBase filter, as the SDK's
// pb.filter() (and web/src/lib/records.ts recordsFilter) quotes it: JSON.
func filterText(value string) string {
	var b strings.Builder
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false) // as JSON.stringify
	_ = e.Encode(value)    // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// readBlogListing reads the list's page `requested` (1-based; a page beyond
// the last reads the last). nil when the blog is not public.
func readBlogListing(app core.App, requested int) (*blogListing, error) {
	first, firstRecords, err := recordsAnswer(app, "blogs", firstCreatedQuery())
	if err != nil || first == nil {
		return nil, err
	}
	l := &blogListing{page: min(max(1, requested), maxPage), Featured: json.RawMessage("null")}
	if len(firstRecords) > 0 {
		l.Skipped = firstRecords[0].Id
	}
	result, records, err := recordsAnswer(app, "blogs", blogPageQuery(l.page, blogPageSize, false, l.Skipped))
	if err != nil {
		return nil, err
	}
	if last := max(1, result.TotalPages); l.page > last {
		l.page = last
		if result, records, err = recordsAnswer(app, "blogs", blogPageQuery(l.page, blogPageSize, false, l.Skipped)); err != nil {
			return nil, err
		}
	}
	if l.List, err = pickedJSON(result, blogSummaryFields); err != nil {
		return nil, err
	}
	if l.page == 1 {
		if len(records) > 0 {
			l.featured = records[0]
		}
	} else if l.featured, err = newestListed(app, l.Skipped); err != nil {
		return nil, err
	}
	if l.featured != nil {
		if l.Featured, err = pickedJSON(l.featured, blogSummaryFields); err != nil {
			return nil, err
		}
	}
	return l, nil
}

// newestListed is the featured article read alone (getFeaturedBlog.ts).
func newestListed(app core.App, skipped string) (*core.Record, error) {
	_, records, err := recordsAnswer(app, "blogs", blogPageQuery(1, 1, true, skipped))
	if err != nil || len(records) == 0 {
		return nil, err
	}
	return records[0], nil
}
