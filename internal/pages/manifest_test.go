package pages

import (
	"slices"
	"testing"
	"testing/fstest"
)

// A manifest as Vite writes it (build.manifest), cut down.
const viteManifest = `{
  "index.html": {"file": "assets/index-1.js", "src": "index.html", "isEntry": true,
    "imports": ["_runtime-1.js"], "dynamicImports": ["src/start.tsx"], "css": ["assets/index-1.css"]},
  "src/start.tsx": {"file": "assets/start-1.js", "isDynamicEntry": true, "imports": ["_runtime-1.js", "_react-1.js", "index.html"],
    "dynamicImports": ["src/app/routes/blog-article.tsx", "src/app/routes/home.tsx"]},
  "_runtime-1.js": {"file": "assets/runtime-1.js"},
  "_react-1.js": {"file": "assets/react-1.js"},
  "_records-1.js": {"file": "assets/records-1.js", "imports": ["_runtime-1.js", "_apiFetch-1.js"]},
  "_apiFetch-1.js": {"file": "assets/apiFetch-1.js"},
  "_BlogCard-1.js": {"file": "assets/BlogCard-1.js", "imports": ["_records-1.js", "index.html"], "css": ["assets/BlogCard-1.css"]},
  "src/app/routes/blog-article.tsx": {"file": "assets/blog-article-1.js", "isDynamicEntry": true,
    "imports": ["index.html", "_records-1.js", "_BlogCard-1.js"], "dynamicImports": ["_lazy-1.js"], "css": ["assets/blog-article-1.css"]},
  "_lazy-1.js": {"file": "assets/lazy-1.js"},
  "src/app/routes/home.tsx": {"file": "assets/home-1.js", "isDynamicEntry": true, "imports": ["_runtime-1.js", "_react-1.js", "src/start.tsx"]}
}`

func TestRouteFilesComeFromViteManifest(t *testing.T) {
	files, err := readRouteFiles(fstest.MapFS{manifestPath: {Data: []byte(viteManifest)}})
	if err != nil {
		t.Fatal(err)
	}
	article := files["blog-article"]
	// The app the entry starts first, then the route's chunk and its static
	// imports once each; never what index.html loads itself, never a lazy import.
	wantScripts := []string{"/assets/start-1.js", "/assets/react-1.js", "/assets/blog-article-1.js", "/assets/records-1.js", "/assets/apiFetch-1.js", "/assets/BlogCard-1.js"}
	if !slices.Equal(article.scripts, wantScripts) {
		t.Errorf("blog-article scripts %q, want %q", article.scripts, wantScripts)
	}
	if want := []string{"/assets/blog-article-1.css", "/assets/BlogCard-1.css"}; !slices.Equal(article.styles, want) {
		t.Errorf("blog-article styles %q, want %q", article.styles, want)
	}
	if home := files["home"]; !slices.Equal(home.scripts, []string{"/assets/start-1.js", "/assets/react-1.js", "/assets/home-1.js"}) || len(home.styles) != 0 {
		t.Errorf("home %+v", home)
	}
	if _, ok := files["product"]; ok {
		t.Error("a module missing from the manifest got files")
	}
}

func TestNoManifestNoPreloads(t *testing.T) {
	files, err := readRouteFiles(fstest.MapFS{"index.html": {Data: []byte(builtIndex)}})
	if err != nil || len(files) != 0 {
		t.Errorf("without a manifest: %v %v", files, err)
	}
	if _, err := readRouteFiles(fstest.MapFS{manifestPath: {Data: []byte("{")}}); err == nil {
		t.Error("a broken manifest was accepted")
	}
}

func TestTheManifestIsNotServed(t *testing.T) {
	assets, err := loadAssets(fstest.MapFS{"index.html": {Data: []byte(builtIndex)}, manifestPath: {Data: []byte(viteManifest)}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := assets[manifestPath]; ok {
		t.Error("the build manifest would be served")
	}
}
