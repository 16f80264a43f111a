package content_test

import (
	"net/url"
	"testing"

	"foundation/internal/testapp"
)

// The shop asks the records API for searchName ~ the folded search
// (web/src/features/shop/filter.ts): a visitor typing without accents, or
// in capitals, finds the product, and a staff rename is searched by its new name.
func TestTheShopSearchIsBlindToAccentsAndCase(t *testing.T) {
	app := testapp.New(t)
	product := testapp.Create(t, app, "products", map[string]any{"name": "Crème solaire Équipe", "price": 12, "category": "Pens"})
	base := testapp.Serve(t, app)
	found := func(folded string) int {
		filter := url.QueryEscape(`searchName ~ "` + folded + `"`)
		answer := testapp.Call(t, base, "", "GET", "/api/collections/products/records?filter="+filter, nil)
		if answer.Status != 200 {
			t.Fatalf("search %q: %d %s", folded, answer.Status, answer.Raw)
		}
		return int(answer.JSON["totalItems"].(float64))
	}
	for _, search := range []string{"creme", "equipe", "creme solaire"} {
		if n := found(search); n != 1 {
			t.Errorf("%q finds %d products, want 1", search, n)
		}
	}

	product.Set("name", "Gourde Été")
	if err := app.Save(product); err != nil {
		t.Fatal(err)
	}
	if found("ete") != 1 || found("creme") != 0 {
		t.Errorf("after a rename: ete finds %d, creme finds %d; want 1 and 0", found("ete"), found("creme"))
	}
}
