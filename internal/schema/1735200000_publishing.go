package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Publishing (internal/content/publish.go): an article is a draft or
// published (status), and a published one is public from its date
// (createdAt), so an article dated later is scheduled. Every public read
// asks the same question when it reads, which needs no cron:
//   - the records API and its live subscriptions: the list and view rules;
//   - blog_listing: the first-created public article and the count of them;
//   - the served pages, the sitemap and the feed read through those rules
//     (internal/site).
//
// pictures holds the pictures staff insert into an article's body.
//
// The rules, the view and the indexes are written out here, as they stood
// when this migration was written: a later change of the Go constants must
// not change what this migration does.
const (
	publishedRule = `status = "published" && createdAt <= @now`

	// The first-created article walks idx_blogs_first in its order until a
	// public one (the unary + keeps SQLite from reading the dates' range
	// of idx_blogs_newest and sorting it); the count reads that range.
	publishedListingQuery = "SELECT 'blogs' AS id, " +
		"COALESCE((SELECT b.id FROM blogs b WHERE b.status = 'published' AND +b.createdAt <= " + sqlNow +
		" ORDER BY b.created, b.id LIMIT 1), '') AS firstCreated, " +
		"(SELECT COUNT(*) FROM blogs b WHERE b.status = 'published' AND b.createdAt <= " + sqlNow + ") AS articles"
	// sqlNow is @now in SQL: the moment of the query, written as PocketBase writes dates.
	sqlNow = "strftime('%Y-%m-%d %H:%M:%fZ', 'now')"
)

// publishingIndexes carry the status and date the rule reads, so a page of
// the list, its count and the first-created article are still read from the
// index alone (paging_test.go checks the plans).
var publishingIndexes = []struct{ name, before, after string }{
	{"idx_blogs_newest", "createdAt, created, id", "createdAt, created, id, status"},
	{"idx_blogs_first", "created, id", "created, id, status, createdAt"},
}

func init() {
	m.Register(func(app core.App) error {
		blogs, err := app.FindCollectionByNameOrId("blogs")
		if err != nil {
			return err
		}
		blogs.Fields.Add(
			&core.SelectField{Name: "status", MaxSelect: 1, Values: []string{"draft", "published"}},
			images("pictures", 99),
		)
		blogs.ListRule, blogs.ViewRule = types.Pointer(publishedRule), types.Pointer(publishedRule)
		for _, ix := range publishingIndexes {
			blogs.RemoveIndex(ix.name)
			blogs.AddIndex(ix.name, false, ix.after, "")
		}
		if err := app.Save(blogs); err != nil {
			return err
		}
		// Every article was public: it stays so, from its date (or, for one
		// typed in the dashboard without a date, from its creation).
		if _, err := app.DB().NewQuery("UPDATE blogs SET status = 'published', " +
			"createdAt = CASE WHEN createdAt = '' THEN created ELSE createdAt END").Execute(); err != nil {
			return err
		}
		return setListingQuery(app, publishedListingQuery)
	}, func(app core.App) error {
		// The view reads the status: it goes back first.
		if err := setListingQuery(app, blogListingQuery); err != nil {
			return err
		}
		blogs, err := app.FindCollectionByNameOrId("blogs")
		if err != nil {
			return err
		}
		blogs.Fields.RemoveByName("status")
		blogs.Fields.RemoveByName("pictures")
		blogs.ListRule, blogs.ViewRule = types.Pointer(""), types.Pointer("")
		for _, ix := range publishingIndexes {
			blogs.RemoveIndex(ix.name)
			blogs.AddIndex(ix.name, false, ix.before, "")
		}
		return app.Save(blogs)
	})
}

func setListingQuery(app core.App, query string) error {
	view, err := app.FindCollectionByNameOrId("blog_listing")
	if err != nil {
		return err
	}
	view.ViewQuery = query
	return app.Save(view)
}
