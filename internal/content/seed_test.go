package content_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/testapp"
)

func TestSeedLoadsTheDemoContentOnce(t *testing.T) {
	app := testapp.New(t)
	first, err := content.Seed(app)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, name := range []string{"blogs", "products", "donation_plans"} {
		n, err := app.CountRecords(name)
		if err != nil {
			t.Fatal(err)
		}
		counts[name] = int(n)
	}
	if counts["blogs"] < 10 || counts["products"] < 8 || counts["donation_plans"] != 8 {
		t.Fatalf("seeded %v, want ≥10 blogs (one hidden + 9 listed), ≥8 products, 8 plans", counts)
	}
	if first != counts["blogs"]+counts["products"]+counts["donation_plans"] {
		t.Fatalf("Seed reported %d records added, stored %v", first, counts)
	}

	second, err := content.Seed(app)
	if err != nil {
		t.Fatal(err)
	}
	if second != 0 {
		t.Fatalf("a second seed added %d records", second)
	}
	for name, want := range counts {
		if n, _ := app.CountRecords(name); int(n) != want {
			t.Errorf("%s: %d records after a second seed, want %d", name, n, want)
		}
	}
}

func TestSeedCoversEveryShopCategoryWithGalleries(t *testing.T) {
	app := testapp.New(t)
	if _, err := content.Seed(app); err != nil {
		t.Fatal(err)
	}
	products, err := app.FindAllRecords("products")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, p := range products {
		seen[p.GetString("category")] = true
		if len(p.GetStringSlice("galleries")) < 2 {
			t.Errorf("%s has fewer than 2 gallery images", p.GetString("name"))
		}
	}
	for _, c := range []string{"Mug", "T-shirt", "Bag", "Accessories", "Pens", "Others"} {
		if !seen[c] {
			t.Errorf("no product in category %s", c)
		}
	}
}

func TestSavedBlogHTMLIsSanitized(t *testing.T) {
	app := testapp.New(t)
	c, err := app.FindCollectionByNameOrId("blogs")
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.Set("title", "XSS")
	r.Set("description", `<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>`)
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	stored, _ := app.FindRecordById("blogs", r.Id)
	body := stored.GetString("description")
	for _, bad := range []string{"script", "onclick", "javascript:"} {
		if strings.Contains(body, bad) {
			t.Errorf("stored description %q contains %q", body, bad)
		}
	}
	if stored.GetDateTime("createdAt").IsZero() {
		t.Error("createdAt was not defaulted to the creation time")
	}

	stored.Set("description", `<img src=x onerror="alert(1)">`)
	if err := app.Save(stored); err != nil {
		t.Fatal(err)
	}
	updated, _ := app.FindRecordById("blogs", r.Id)
	if strings.Contains(updated.GetString("description"), "onerror") {
		t.Errorf("update kept an event handler: %q", updated.GetString("description"))
	}
}
