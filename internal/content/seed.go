package content

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/spf13/cobra"

	"foundation/internal/content/art"
	"foundation/internal/payments"
)

// SeedCommand is `foundation seed --dir DIR`: it applies the migrations and
// loads the demo content into an empty or partly seeded data directory.
func SeedCommand(app core.App) *cobra.Command {
	return &cobra.Command{
		Use:   "seed",
		Short: "Loads the demo blog articles, products and donation plans (idempotent)",
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := app.RunAllMigrations(); err != nil {
				return err
			}
			added, err := Seed(app)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "seed: %d records added\n", added)
			return nil
		},
	}
}

// Seed adds every demo record that is missing and reports how many it added;
// records already there (by id) are never touched, so a second run adds none.
func Seed(app core.App) (int, error) {
	added := 0
	err := app.RunInTransaction(func(tx core.App) error {
		for i, b := range seedBlogs {
			ok, err := insertIfMissing(tx, Blogs, b.id, func(r *core.Record) error { return fillBlog(r, b, i) })
			if err != nil {
				return err
			}
			added += ok
		}
		for _, p := range seedProducts {
			ok, err := insertIfMissing(tx, Products, p.id, func(r *core.Record) error { return fillProduct(r, p) })
			if err != nil {
				return err
			}
			added += ok
		}
		for _, p := range seedPlans {
			ok, err := insertIfMissing(tx, payments.PlansCollection, p.id, func(r *core.Record) error { return fillPlan(r, p) })
			if err != nil {
				return err
			}
			added += ok
		}
		return nil
	})
	return added, err
}

func insertIfMissing(app core.App, collection, id string, fill func(*core.Record) error) (int, error) {
	if _, err := app.FindRecordById(collection, id); err == nil {
		return 0, nil
	}
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return 0, err
	}
	r := core.NewRecord(c)
	r.Id = id
	if err := fill(r); err != nil {
		return 0, err
	}
	if err := app.Save(r); err != nil {
		return 0, fmt.Errorf("seed %s/%s: %w", collection, id, err)
	}
	return 1, nil
}

func fillBlog(r *core.Record, b seedBlog, i int) error {
	cover, err := filesystem.NewFileFromBytes(art.BlogCover(i), "cover.jpg")
	if err != nil {
		return err
	}
	photo, err := filesystem.NewFileFromBytes(art.Portrait(authorVariant(b.author)), "author.jpg")
	if err != nil {
		return err
	}
	r.Load(map[string]any{
		ArticleTitle: b.title, ArticleCategory: b.category, ArticleDuration: b.duration, ArticleAuthorName: b.author,
		ArticleDate: b.createdAt, ArticleBody: b.body, ArticleCover: cover, ArticleAuthorPhoto: photo,
	})
	return nil
}

// authorVariant gives each author one portrait across all their articles.
func authorVariant(name string) int {
	v := 0
	for _, c := range name {
		v = (v*31 + int(c)) % 1000
	}
	return v
}

func fillProduct(r *core.Record, p seedProduct) error {
	var gallery []*filesystem.File
	for view, colour := range []string{p.colors[0], p.colors[len(p.colors)-1]} {
		f, err := filesystem.NewFileFromBytes(art.ProductImage(p.category, colourHex(colour), view, p.artVariant), fmt.Sprintf("view%d.jpg", view))
		if err != nil {
			return err
		}
		gallery = append(gallery, f)
	}
	r.Load(map[string]any{
		ProductName: p.name, ProductDescription: p.description, ProductCategory: p.category, ProductPrice: p.price,
		ProductSizes: p.sizes, ProductColors: p.colors, ProductGalleries: gallery,
	})
	return nil
}

var colourHexes = map[string]string{
	"White": "#f8fafc", "Navy": "#1e3a8a", "Sky blue": "#0ea5e9", "Black": "#1f2937", "Orange": "#f97316",
	"Natural": "#e7dcc4", "Green": "#16a34a", "Blue": "#2563eb",
}

func colourHex(name string) string {
	if hex, ok := colourHexes[name]; ok {
		return hex
	}
	return "#0ea5e9"
}

func fillPlan(r *core.Record, p seedPlan) error {
	r.Load(map[string]any{
		payments.PlanAmount: p.unitAmount, payments.PlanInterval: p.interval, payments.PlanCurrency: "EUR", payments.PlanActive: true,
		payments.PlanStripePrice: "price_demo_" + p.id, payments.PlanPayPalPlan: "P-DEMO-" + p.id,
	})
	return nil
}
