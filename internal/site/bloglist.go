package site

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/schema"
)

// The blog list reads what one page shows, as the React app does
// (web/src/features/blog/api): the tally (schema.BlogListing's one row: the
// first-created article's id, which the list leaves out, the spec's "first
// item is skipped", and the number of articles, for the pagination), then
// the page of six without that article, newest first and not counted, and
// the featured article, the newest listed one: the page's first entry on
// page 1, one more row otherwise. Each is one bounded walk along an index
// (schema 1734500000_public_lists.go); nothing reads the other articles.

// blogListing is the list's data the page embeds (key "blogs.list"): the
// answers the app would get to its requests for the page.
type blogListing struct {
	// Tally is the view's row as the records API writes it with ?fields=firstCreated,articles.
	Tally json.RawMessage `json:"tally"`
	// Featured is the newest listed article (null without one), as the records API writes it.
	Featured json.RawMessage `json:"featured"`
	// Page is the records API's answer for the page (without its count).
	Page json.RawMessage `json:"page"`

	featured *core.Record
	// page is the page read: the one asked for, within the pages there are.
	page int
}

const tallyFields = "firstCreated,articles"

// tallyQuery asks for the tally (getBlogTally.ts).
func tallyQuery() url.Values {
	return url.Values{"page": {"1"}, "perPage": {"1"}, "skipTotal": {"1"}, "fields": {tallyFields}}
}

// blogPageQuery asks for a page of the list without skipped (listBlogPage.ts;
// a page of one is the featured article, getFeaturedBlog.ts).
func blogPageQuery(page, perPage int, skipped string) url.Values {
	q := url.Values{"page": {strconv.Itoa(page)}, "perPage": {strconv.Itoa(perPage)}, "skipTotal": {"1"}, "sort": {blogNewestFirst}, "fields": {blogSummaryFields}}
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

// blogPages is listing.ts totalPages: ceil((count − 1) / 6), the first-created article not listed.
func blogPages(articles int) int {
	return max(0, (articles-1+blogPageSize-1)/blogPageSize)
}

// readBlogListing reads the list's page `requested` (1-based; a page beyond
// the last reads the last). nil when the blog is not public.
func readBlogListing(app core.App, requested int) (*blogListing, error) {
	answer, tallies, err := recordsAnswer(app, schema.BlogListing, tallyQuery())
	if err != nil || answer == nil || len(tallies) == 0 {
		return nil, err
	}
	tally := tallies[0]
	// The view's columns are JSON values (an expression's type is not known to PocketBase).
	var skipped string
	var articles int
	if err := tally.UnmarshalJSONField("firstCreated", &skipped); err != nil {
		return nil, err
	}
	if err := tally.UnmarshalJSONField("articles", &articles); err != nil {
		return nil, err
	}
	l := &blogListing{page: min(max(1, requested), max(1, blogPages(articles)))}
	if l.Tally, err = pickedJSON(tally, tallyFields); err != nil {
		return nil, err
	}
	result, records, err := recordsAnswer(app, content.Blogs, blogPageQuery(l.page, blogPageSize, skipped))
	if err != nil {
		return nil, err
	}
	if l.Page, err = pickedJSON(result, blogSummaryFields); err != nil {
		return nil, err
	}
	if l.page == 1 && len(records) > 0 {
		l.featured = records[0]
	} else if l.page > 1 {
		if _, records, err = recordsAnswer(app, content.Blogs, blogPageQuery(1, 1, skipped)); err != nil {
			return nil, err
		}
		if len(records) > 0 {
			l.featured = records[0]
		}
	}
	l.Featured = json.RawMessage("null")
	if l.featured != nil {
		if l.Featured, err = pickedJSON(l.featured, blogSummaryFields); err != nil {
			return nil, err
		}
	}
	return l, nil
}
