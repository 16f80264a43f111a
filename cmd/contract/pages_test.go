package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"foundation/internal/pages"
)

// TestPagesAreCurrent fails while web/src/lib/pages.gen.ts is not what the
// server's page table writes: run `make generate` and commit the file.
func TestPagesAreCurrent(t *testing.T) {
	got, err := os.ReadFile(filepath.Join("..", "..", pagesTarget))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != pagesTable(pages.WebPages(), pages.Words()) {
		t.Fatalf("%s is stale: run `make generate` and commit it", pagesTarget)
	}
}

// The table is a const object in the router's order, keyed by module (quoted
// when not an identifier), each string in single quotes.
func TestPagesTableIsTypeScript(t *testing.T) {
	out := pagesTable([]pages.WebPage{
		{Path: "/", Module: "home", Title: "Home", FrenchTitle: "Accueil"},
		{Path: "/staff/*?", Module: "staff", Title: "Staff", FrenchTitle: "Staff"},
		{Path: "*", Module: "not-found", Title: "It's gone", FrenchTitle: "Page introuvable"},
	}, pages.Words())
	want := `export const pages = {
  home: { path: '/', en: 'Home', fr: 'Accueil' },
  staff: { path: '/staff/*?', en: 'Staff', fr: 'Staff' },
  'not-found': { path: '*', en: 'It\'s gone', fr: 'Page introuvable' },
} as const
`
	if !strings.Contains(out, want) || !strings.Contains(out, "export const previewTextLength = 160\n") {
		t.Errorf("want the table\n%s\nin\n%s", want, out)
	}
}
