package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// BlogListing is a public view of one row that tells the blog list what it
// needs before its pages: the first-created article's id, which the list
// leaves out (firstCreated, "" without articles), and how many articles
// there are (articles), which the pagination shows. A count of the whole
// table without a condition is SQLite's count of an index's entries, not a
// read of each row; the records API's own count of a filtered list
// (COUNT(DISTINCT rowid) … WHERE) reads every entry into a temporary table,
// twice the time of a page at 10,000 articles. The list's pages are then read
// without their count (skipTotal).
const BlogListing = "blog_listing"

const blogListingQuery = "SELECT 'blogs' AS id, " +
	"COALESCE((SELECT b.id FROM blogs b ORDER BY b.created, b.id LIMIT 1), '') AS firstCreated, " +
	"(SELECT COUNT(*) FROM blogs) AS articles"

// The public lists read one page at a time (web/src/features/blog/api,
// web/src/features/products/api, and the pages internal/site serves with
// them): each is a bounded walk along one of these indexes, never a sort of
// the whole collection.
//   - The blog list, its featured article and the related articles, newest
//     first (sort -createdAt,-created) without the first-created article
//     (filter id != …): idx_blogs_newest holds the filtered id too, so the
//     rows a page skips (its offset) and the count are read from the index
//     alone. It replaces idx_blogs_createdAt, which it starts with.
//   - The first-created article (sort created,id; one row): idx_blogs_first.
//   - The shop, oldest first (sort created,name), and one category of it
//     (filter category = …): idx_products_order and idx_products_category;
//     a name search (name ~ …) reads the names from the former.
//
// public_lists_test.go checks the plans.
var publicListIndexes = []struct {
	collection, name, columns string
	// replaces is the index (and its columns) this one makes redundant.
	replaces, replacedColumns string
}{
	{"blogs", "idx_blogs_newest", "createdAt, created, id", "idx_blogs_createdAt", "createdAt"},
	{"blogs", "idx_blogs_first", "created, id", "", ""},
	{"products", "idx_products_order", "created, name", "", ""},
	{"products", "idx_products_category", "category, created, name", "", ""},
}

func init() {
	m.Register(func(app core.App) error {
		if err := setPublicListIndexes(app, true); err != nil {
			return err
		}
		view := core.NewViewCollection(BlogListing)
		view.ListRule, view.ViewRule = types.Pointer(""), types.Pointer("")
		view.ViewQuery = blogListingQuery
		return app.Save(view)
	}, func(app core.App) error {
		view, err := app.FindCollectionByNameOrId(BlogListing)
		if err != nil {
			return err
		}
		if err := app.Delete(view); err != nil {
			return err
		}
		return setPublicListIndexes(app, false)
	})
}

// setPublicListIndexes adds the indexes (up) or puts back the ones they
// replaced (down), saving each collection once.
func setPublicListIndexes(app core.App, up bool) error {
	for _, name := range []string{"blogs", "products"} {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return err
		}
		for _, ix := range publicListIndexes {
			switch {
			case ix.collection != name:
			case up:
				c.RemoveIndex(ix.replaces)
				c.AddIndex(ix.name, false, ix.columns, "")
			default:
				c.RemoveIndex(ix.name)
				if ix.replaces != "" {
					c.AddIndex(ix.replaces, false, ix.replacedColumns, "")
				}
			}
		}
		if err := app.Save(c); err != nil {
			return err
		}
	}
	return nil
}
