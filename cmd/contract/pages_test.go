package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"foundation/internal/site"
)

// TestPagesAreCurrent fails while web/src/lib/pages.gen.ts is not what the
// server's page table writes: run `make generate` and commit the file.
func TestPagesAreCurrent(t *testing.T) {
	got, err := os.ReadFile(filepath.Join("..", "..", pagesTarget))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != pagesTable(site.WebPages(), site.Words()) {
		t.Fatalf("%s is stale: run `make generate` and commit it", pagesTarget)
	}
}

func TestPagesTableIsTypeScript(t *testing.T) {
	out := pagesTable([]site.WebPage{
		{Path: "/", Module: "home", Title: "Home", FrenchTitle: "Accueil"},
		{Path: "/staff/*?", Module: "staff", Title: "Staff", FrenchTitle: "Staff"},
		{Path: "*", Module: "not-found", Title: "It's gone", FrenchTitle: "Page introuvable"},
	}, site.Words())
	for _, want := range []string{
		"  home: { path: '/', en: 'Home', fr: 'Accueil' },\n",
		"  staff: { path: '/staff/*?', en: 'Staff', fr: 'Staff' },\n",
		"  'not-found': { path: '*', en: 'It\\'s gone', fr: 'Page introuvable' },\n",
		"export const previewTextLength = 160\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}
