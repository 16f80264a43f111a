package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestRulesAreCurrent fails while a generated values file (rules.gen.ts, fixedValues) or the
// records' types (records.gen.ts) are not what the server's rules and schema write: run `make generate` and commit the file.
func TestRulesAreCurrent(t *testing.T) {
	files, err := schemaFiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{signedInTarget, recordsTarget} {
		got, err := os.ReadFile(filepath.Join("..", "..", target))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != files[target] {
			t.Fatalf("%s is stale: run `make generate` and commit it", target)
		}
	}
	for _, f := range fixedValues {
		got, err := os.ReadFile(filepath.Join("..", "..", f.target))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != valuesFile(f.values) {
			t.Fatalf("%s is stale: run `make generate` and commit it", f.target)
		}
	}
}

// A pattern is written as a JavaScript literal, a slash escaped outside a class; an
// object keeps its order, its keys quoted when not identifiers.
func TestRulesAreWrittenAsTypeScript(t *testing.T) {
	cases := []struct {
		in   any
		want string
	}{
		{regexp.MustCompile(`^[a-z/]+$`), `/^[a-z/]+$/`},
		{regexp.MustCompile(`^a/b\[/]$`), `/^a\/b\[\/]$/`},
		{42, "42"},
		{[]int{1, 2, 3}, "[1, 2, 3]"},
		{[]string{"a", "b"}, "['a', 'b']"},
		{"it's", `'it\'s'`},
		{object{{"b", 1}, {"pays bas", "NL"}, {"a", object{{"max", 2}}}}, "{\n  b: 1,\n  'pays bas': 'NL',\n  a: {\n    max: 2,\n  },\n}"},
	}
	for _, c := range cases {
		if got := literal(c.in, ""); got != c.want {
			t.Errorf("literal(%v) = %s, want %s", c.in, got, c.want)
		}
	}
}
