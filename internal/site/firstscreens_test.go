package site

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestFirstScreensComeFromTheBuild(t *testing.T) {
	screens, err := readFirstScreens(fstest.MapFS{firstScreensPath: {Data: []byte(`{"donation": "<main><h1>Give</h1></main>"}`)}})
	if err != nil || screens["donation"] != "<main><h1>Give</h1></main>" || len(screens) != 1 {
		t.Errorf("first screens %v, %v", screens, err)
	}
	if screens, err := readFirstScreens(fstest.MapFS{}); err != nil || len(screens) != 0 {
		t.Errorf("a build without first screens gave %v, %v", screens, err)
	}
	if _, err := readFirstScreens(fstest.MapFS{firstScreensPath: {Data: []byte("[")}}); err == nil {
		t.Error("broken first screens were accepted")
	}
	assets, err := loadAssets(fstest.MapFS{"index.html": {Data: []byte(builtIndex)}, firstScreensPath: {Data: []byte("{}")}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := assets[firstScreensPath]; ok {
		t.Error("the first screens would be served as a file")
	}
}

// A static page is sent with its first screen in the layout's main area; a
// page whose first screen depends on the visitor (the cart) with the layout alone.
func TestStaticPagesAreSentWithTheirFirstScreen(t *testing.T) {
	p := pagesWithLayout(t, nil)
	for path, want := range map[string]string{
		"/donation": emptyMain + "<main><h1>Give</h1></main></div><footer>",
		"/cart":     emptyMain + "</div><footer>",
	} {
		r, _, ok := matchRoute(path)
		if !ok {
			t.Fatalf("no route %s", path)
		}
		if page := string(p.tpl.render(p.baseHead(r, "https://foundation.example.org"), "/blog/feed.xml")); !strings.Contains(page, want) {
			t.Errorf("%s: the page lacks %q", path, want)
		}
	}
}

// A page sent with its first screen lists the app's modules for the app to
// preload after that screen's paint, instead of preloading them in its head;
// a page sent with the layout alone preloads them in its head.
func TestPagesSentWithTheirFirstScreenPreloadTheAppAfterIt(t *testing.T) {
	modules := []string{"/assets/start-1.js", "/assets/route-2.js"}
	p := pagesWithLayout(t, map[string]routeFiles{"donation": {scripts: modules}, "cart": {scripts: modules}})
	vites := "/assets/rolldown-runtime-XKyaHtl9.js"
	for path, want := range map[string]struct{ preloads, listed string }{
		"/donation": {preloads: vites, listed: `["/assets/start-1.js","/assets/route-2.js"]`},
		"/cart":     {preloads: vites + " /assets/start-1.js /assets/route-2.js"},
	} {
		r, _, ok := matchRoute(path)
		if !ok {
			t.Fatalf("no route %s", path)
		}
		page := ReadPage(t, string(p.tpl.render(p.baseHead(r, "https://foundation.example.org"), "/blog/feed.xml")))
		if got := strings.Join(page.Hrefs("modulepreload"), " "); got != want.preloads {
			t.Errorf("%s: module preloads %q, want %q", path, got, want.preloads)
		}
		if got := strings.Join(page.AppModules, ""); got != want.listed {
			t.Errorf("%s: app modules listed %q, want %q", path, got, want.listed)
		}
	}
}

// pagesWithLayout serves a build whose layout has an empty main area and whose
// donation page has a first screen.
func pagesWithLayout(t *testing.T, files map[string]routeFiles) *pages {
	t.Helper()
	layout := "<header>The public layout</header>" + emptyMain + "</div><footer>Footer</footer>"
	index := strings.Replace(builtIndex, "<header>The public layout</header>", layout, 1)
	p, err := newPages([]byte(index), files, map[string]string{"donation": "<main><h1>Give</h1></main>"}, func() string { return "https://foundation.example.org" })
	if err != nil {
		t.Fatal(err)
	}
	return p
}
