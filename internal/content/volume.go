package content

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"foundation/internal/records"
)

// AddVolume puts `articles` more articles and `products` more products in a
// seeded database, as years of publishing would: written straight into the
// tables in one transaction (a Save per record would take minutes at 10,000),
// without pictures. The articles are dated before the demo ones, a day
// apart, and the products come after them in the shop: the first screens
// stay the demo's, and what grows is what the lists must not read. Their
// bodies are the demo articles' and descriptions the demo products', so a
// row weighs what a real one does. For the benchmark and the paging tests.
func AddVolume(app core.App, articles, products int) error {
	oldest, err := time.Parse(time.DateOnly, "2023-01-01")
	if err != nil {
		return err
	}
	// Created after the demo content, so its first-created article stays the one the list leaves out.
	created := time.Now().UTC()
	stamp := func(i int) string { return created.Add(time.Duration(i) * time.Millisecond).Format(dateTimeLayout) }
	return app.RunInTransaction(func(tx core.App) error {
		for i := range articles {
			b := seedBlogs[i%len(seedBlogs)]
			if _, err := tx.DB().Insert(Blogs, dbx.Params{
				core.FieldNameId: security.RandomStringWithAlphabet(15, idAlphabet), ArticleTitle: fmt.Sprintf("%s (%d)", b.title, i+1),
				ArticleCategory: b.category, ArticleDuration: b.duration, ArticleAuthorName: b.author, ArticleBody: b.body, ArticleStatus: StatusPublished,
				ArticleDate:          oldest.AddDate(0, 0, -i-1).Add(9 * time.Hour).Format(dateTimeLayout),
				records.FieldCreated: stamp(i), records.FieldUpdated: stamp(i),
			}).Execute(); err != nil {
				return err
			}
		}
		for i := range products {
			p := seedProducts[i%len(seedProducts)]
			sizes, _ := json.Marshal(p.sizes) // lists of strings always encode
			colors, _ := json.Marshal(p.colors)
			name := fmt.Sprintf("%s %d", p.name, i+1)
			if _, err := tx.DB().Insert(Products, dbx.Params{
				core.FieldNameId: security.RandomStringWithAlphabet(15, idAlphabet), ProductName: name, ProductSearchName: records.Fold(name),
				ProductDescription: p.description, ProductCategory: p.category, ProductPrice: p.price,
				ProductSizes: string(sizes), ProductColors: string(colors), ProductGalleries: "[]",
				records.FieldCreated: stamp(articles + i), records.FieldUpdated: stamp(articles + i),
			}).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}

// PocketBase's record ids and datetime columns.
const (
	idAlphabet     = "abcdefghijklmnopqrstuvwxyz0123456789"
	dateTimeLayout = "2006-01-02 15:04:05.000Z"
)
