package pages

import (
	"strings"
	"testing"
)

// A page the server rendered is sent with React's render in place of the
// layout, and lists the app's modules for the app to preload after its paint
// instead of preloading them in its head; a page sent with the layout alone
// preloads them in its head. A staff page has neither: its own layout.
func TestRenderedPagesReplaceTheLayoutAndPreloadTheAppAfterIt(t *testing.T) {
	modules := []string{"/assets/start-1.js", "/assets/route-2.js"}
	tpl, err := parseIndex([]byte(builtIndex))
	if err != nil {
		t.Fatal(err)
	}
	vites := "/assets/rolldown-runtime-XKyaHtl9.js"
	for name, c := range map[string]struct {
		h                             head
		root, preloads, listedModules string
	}{
		"rendered": {h: head{rendered: "<main><h1>Give</h1></main>", files: routeFiles{scripts: modules}},
			root: "<main><h1>Give</h1></main>", preloads: vites, listedModules: `["/assets/start-1.js","/assets/route-2.js"]`},
		"layout alone": {h: head{files: routeFiles{scripts: modules}},
			root: "<header>The public layout</header>", preloads: vites + " /assets/start-1.js /assets/route-2.js"},
		"staff": {h: head{noShell: true, files: routeFiles{scripts: modules}}, root: "", preloads: vites + " /assets/start-1.js /assets/route-2.js"},
	} {
		body := string(tpl.render(&c.h, "/blog/feed.xml"))
		if !strings.Contains(body, `<div id="root">`+c.root+`</div>`) {
			t.Errorf("%s: the root holds other than %q:\n%s", name, c.root, body)
		}
		page := ReadPage(t, body)
		if got := strings.Join(page.Hrefs("modulepreload"), " "); got != c.preloads {
			t.Errorf("%s: module preloads %q, want %q", name, got, c.preloads)
		}
		if got := strings.Join(page.AppModules, ""); got != c.listedModules {
			t.Errorf("%s: app modules listed %q, want %q", name, got, c.listedModules)
		}
	}
}
