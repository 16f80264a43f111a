package pages

import "testing"

// The app's table (pages.gen.ts) is the server's routes in wouter's spelling,
// in the order they are tried, the page of every other address last.
func TestWebPagesAreTheRoutes(t *testing.T) {
	pages := WebPages()
	if len(pages) != len(routes)+1 || pages[len(pages)-1].Module != notFound.module {
		t.Fatalf("%d pages for %d routes, the last %q", len(pages), len(routes), pages[len(pages)-1].Module)
	}
	modules := map[string]bool{}
	for i, p := range pages {
		if modules[p.Module] {
			t.Errorf("module %q twice: the app's Record of loaders needs one page a module", p.Module)
		}
		modules[p.Module] = true
		if p.Title == "" || p.FrenchTitle == "" {
			t.Errorf("%s: titles %q, %q", p.Path, p.Title, p.FrenchTitle)
		}
		if i < len(routes) && routes[i].fr.title == "" && p.FrenchTitle != p.Title {
			t.Errorf("%s: French title %q, want the English one", p.Path, p.FrenchTitle)
		}
	}
	for path, want := range map[string]string{"": "/", "blog/:slug": "/blog/:slug", "payement/success": "/payement/success", "staff/*": "/staff/*?", "*": "*"} {
		if got := webPath(path); got != want {
			t.Errorf("webPath(%q) = %q, want %q", path, got, want)
		}
	}
}
