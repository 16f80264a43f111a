package site

import (
	"os"
	"strings"
	"testing"

	"foundation/internal/schema"
)

// The server repeats a few facts of the React app (the images its first screens show);
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

// The images React shows first are the ones the pages preload: the same
// addresses, sizes and thumbnails as the web sources ask. (The pages' data are
// the app's own queries, read by its loaders: web/src/server/loaders.ts.)
func TestPreloadedImagesAreTheApps(t *testing.T) {
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
