package site

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"foundation/internal/schema"
)

// The server repeats a few facts of the React app (its first requests);
// these tests read the web sources so that a change on one side that the
// other misses fails here. (The pages, their titles and the default head are
// no longer repeated: the app's web/src/lib/pages.gen.ts is written from routes.go.)

// readWeb reads a file of the React app's sources.
func readWeb(t *testing.T, name string) string {
	t.Helper()
	raw, err := os.ReadFile("../../web/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(raw)
}

// The embedded data is the answer to the app's own requests: the same fields,
// order and page size as the web sources ask.
func TestEmbeddedRequestsAreTheApps(t *testing.T) {
	fields := readWeb(t, "src/features/blog/api/fields.ts")
	list := regexp.MustCompile(`(?s)summaryFields = \[(.*?)\]\.join\(','\)`).FindStringSubmatch(fields)
	if list == nil {
		t.Fatal("summaryFields not found in fields.ts")
	}
	var names []string
	for _, m := range regexp.MustCompile(`'([^']+)'`).FindAllStringSubmatch(list[1], -1) {
		names = append(names, m[1])
	}
	if got := strings.Join(names, ","); got != blogSummaryFields {
		t.Errorf("fields.ts summaryFields %q, server %q", got, blogSummaryFields)
	}
	if !strings.Contains(fields, "newestFirst = '"+blogNewestFirst+"'") {
		t.Errorf("fields.ts newestFirst is not %q", blogNewestFirst)
	}
	// The blog list's requests (TestBlogListRequestsAreTheApps has the server's).
	for file, call := range map[string]string{
		"src/features/blog/api/getBlogTally.ts":    "listPage<BlogTally>('" + schema.BlogListing + "', 1, 1, { fields: '" + tallyFields + "' })",
		"src/features/blog/api/listBlogPage.ts":    "listPage<BlogSummary>('blogs', page, pageSize, { sort: newestFirst, fields: summaryFields, filter: listedOnly(skipped) })",
		"src/features/blog/api/getFeaturedBlog.ts": "listPage<BlogSummary>('blogs', 1, 1, { sort: newestFirst, fields: summaryFields, filter: listedOnly(skipped) })",
		"src/features/blog/listing.ts":             "recordsFilter('id != {:id}', { id: skipped })",
		"src/lib/records.ts":                       "typeof value === 'string' ? JSON.stringify(value) : String(value)",
		"src/lib/pagination.ts":                    "maxPage = " + strings.ReplaceAll(strconv.Itoa(maxPage), "000", "_000"), // 1_000_000
	} {
		if !strings.Contains(readWeb(t, file), call) {
			t.Errorf("%s no longer has %s, as the served blog list reads it", file, call)
		}
	}
	if !strings.Contains(readWeb(t, "src/features/products/api/productRecord.ts"), "productFields = '"+productFields+"'") {
		t.Errorf("productRecord.ts productFields is not %q", productFields)
	}
	listProducts := readWeb(t, "src/features/products/api/listProducts.ts")
	if !strings.Contains(listProducts, "listCounted<ProductRecord>('products', page, productsPageSize, { sort: '"+productsOldestFirst+"', fields: productFields, filter })") ||
		!strings.Contains(listProducts, "productsPageSize = "+strconv.Itoa(shopPageSize)) {
		t.Errorf("listProducts.ts no longer reads pages of %d sorted %q with productFields", shopPageSize, productsOldestFirst)
	}
	if !strings.Contains(readWeb(t, "src/features/products/api/getProduct.ts"), "getOne<ProductRecord>('products', id, { fields: productFields })") {
		t.Error("getProduct.ts no longer reads one product with productFields")
	}
	if !strings.Contains(readWeb(t, "src/features/blog/api/getBlog.ts"), "getOne<Blog>('blogs', id)") {
		t.Error("getBlog.ts no longer reads the whole article")
	}
	if !strings.Contains(readWeb(t, "src/features/blog/listing.ts"), "pageSize = "+strconv.Itoa(blogPageSize)) {
		t.Errorf("listing.ts pageSize is not %d", blogPageSize)
	}
	// The images React shows first, which the pages preload.
	for file, call := range map[string]string{
		"src/features/blog/components/FeaturedBlog.tsx": "srcSet={thumbSrcSet(blog, blog.image, coverThumbs)}\n            sizes=\"100vw\"",
		"src/features/blog/components/ArticleView.tsx":  "srcSet={thumbSrcSet(article, article.image, articleCoverThumbs)}\n              sizes={articleCoverSizes}",
		"src/features/shop/components/Gallery.tsx":      "productImage(product, current, '" + previewThumb + "')",
		"src/features/shop/components/ProductCard.tsx":  "productImage(product, product.galleries[0], '" + cardThumb + "')",
	} {
		if !strings.Contains(readWeb(t, file), call) {
			t.Errorf("%s no longer shows %s: the page preloads it", file, call)
		}
	}
	// featuredCoverRequests' phone cut is FeaturedBlog's <source>.
	featured := readWeb(t, "src/features/blog/components/FeaturedBlog.tsx")
	for _, want := range []string{"<source media={phoneScreens} srcSet={fileURL(blog, blog.image, phoneThumb)} />",
		"phoneScreens = '" + phoneScreens + "'", "phoneThumb = '" + schema.PhoneCoverThumb + "'"} {
		if !strings.Contains(featured, want) {
			t.Errorf("FeaturedBlog.tsx no longer shows %s: the blog list preloads or serves it", want)
		}
	}
	// articleCoverRequest's srcset and sizes are ArticleView's (ArticleScreen's page).
	article := readWeb(t, "src/features/blog/components/ArticleView.tsx")
	for _, want := range []string{"articleCoverSizes = '" + articleCoverSizes + "'",
		"articleCoverThumbs = ['" + schema.ArticleCoverThumb + "', '" + previewThumb + "']"} {
		if !strings.Contains(article, want) {
			t.Errorf("ArticleView.tsx no longer shows %s: the article page serves and preloads it", want)
		}
	}
	// pictureRequest's srcset is thumbSrcSet's, and featuredCoverRequests' wide one coverThumbs'.
	records := readWeb(t, "src/lib/records.ts")
	for _, want := range []string{"coverThumbs = ['" + previewThumb + "']",
		"thumbs.map((thumb) => `${fileURL(record, file, thumb)} ${thumb.split('x')[0]}w`), `${fileURL(record, file)} 1200w`"} {
		if !strings.Contains(records, want) {
			t.Errorf("records.ts no longer shows %s: the pages preload that srcset (pictureRequest)", want)
		}
	}
}
