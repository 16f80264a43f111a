package schema

import (
	"strings"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Products get searchName, their name lower case and without accents, which
// the server keeps on every save (internal/content/search_name.go): the shop
// searches it a page at a time, so "creme" finds "Crème" again, as it did when
// the browser read every product. Existing products are filled here with this
// migration's own copy of the folding, so that it stays what it was. Its
// index lets a search count its matches from the index alone, as the name
// search did from idx_products_order.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.TextField{Name: "searchName", Max: 1000})
		c.AddIndex("idx_products_search_name", false, "searchName", "")
		if err := app.Save(c); err != nil {
			return err
		}
		var rows []struct{ ID, Name string }
		if err := app.DB().NewQuery(`SELECT id, name FROM products`).All(&rows); err != nil {
			return err
		}
		for _, r := range rows {
			folded, _, err := transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC), strings.ToLower(r.Name))
			if err != nil {
				folded = strings.ToLower(r.Name)
			}
			if _, err := app.DB().Update("products", dbx.Params{"searchName": strings.TrimSpace(folded)}, dbx.HashExp{"id": r.ID}).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("products")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_products_search_name")
		c.Fields.RemoveByName("searchName")
		return app.Save(c)
	})
}
