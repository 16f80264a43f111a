package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tools/types"
)

// TestContractIsCurrent fails while web/src/lib/contract.gen.ts is not what
// the Go types write: run `make generate` and commit the file.
func TestContractIsCurrent(t *testing.T) {
	root := filepath.Join("..", "..")
	want, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(root, target))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s is stale: run `make generate` and commit it", target)
	}
}

// The sample types the writer is tested on.
type (
	sampleKind string
	sampleBase struct {
		ID string `json:"id"`
	}
	sampleList[E any] struct {
		Items []E `json:"items"`
	}
	sample struct {
		sampleBase
		Name     string             `json:"name"`
		Note     string             `json:"note,omitempty"`
		Count    *int               `json:"count"`
		Maybe    *int               `json:"maybe,omitempty"`
		Tags     []string           `json:"tags"`
		Kind     sampleKind         `json:"kind"`
		Status   string             `json:"status" tstype:"'on' | 'off'"`
		At       types.DateTime     `json:"at"`
		Extra    any                `json:"extra"`
		Scores   map[string]int     `json:"scores"`
		Children []*sampleBase      `json:"children"`
		Pair     struct{ A int }    `json:"pair"`
		List     sampleList[string] `json:"-"`
		Hyphened bool               `json:"data-x"`
		Bare     int
		hidden   int
	}
	samplePage struct {
		sampleList[sampleBase]
		Total int `json:"total"`
	}
)

func renderSample(t *testing.T, decls ...decl) string {
	t.Helper()
	c, err := newContract(decls, docs{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.render()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestFieldsAreWrittenAsEncodingJSONWritesThem(t *testing.T) {
	out := renderSample(t,
		union[sampleKind]("Kind", "a", "b"),
		answer[sampleBase]("Base"),
		answer[sample]("Sample"),
	)
	for _, want := range []string{
		"export const kindValues = ['a', 'b'] as const\nexport type Kind = (typeof kindValues)[number]\n",
		"export type Sample = Base & {\n",
		"  name: string\n",
		"  note?: string\n",        // omitempty: left out when empty
		"  count: number | null\n", // a nil pointer is null
		"  maybe?: number\n",       // omitempty: a nil pointer is left out
		"  tags: string[]\n",
		"  kind: Kind\n", // a named string type with its union
		"  status: 'on' | 'off'\n",
		"  at: string\n",
		"  extra: unknown\n",
		"  scores: Record<string, number>\n",
		"  children: (Base | null)[]\n",
		"  pair: {\n    A: number\n  }\n",
		"  'data-x': boolean\n",
		"  Bare: number\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	for _, absent := range []string{"hidden", "List", "items"} {
		if strings.Contains(out, absent) {
			t.Errorf("%q written in\n%s", absent, out)
		}
	}
}

func TestGenericTypesAreWrittenWithTheirParameter(t *testing.T) {
	out := renderSample(t,
		generic[sampleList[T]]("List"),
		answer[sampleBase]("Base"),
		answer[samplePage]("Page"),
	)
	for _, want := range []string{
		"export type List<T> = {\n  items: T[]\n}\n",
		"export type Page = List<Base> & {\n  total: number\n}\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

func TestWhatCannotBeWrittenIsRefused(t *testing.T) {
	type undeclared struct {
		Page samplePage `json:"page"`
	}
	type shadowing struct {
		sampleBase
		ID int `json:"id"`
	}
	type unknownUnion struct {
		Status string `json:"status" tstype:"Nowhere"`
	}
	for name, d := range map[string]decl{
		"an undeclared struct":       answer[undeclared]("Undeclared"),
		"a field hiding an embedded": answer[shadowing]("Shadowing"),
		"an undeclared tstype":       answer[unknownUnion]("UnknownUnion"),
	} {
		c, err := newContract([]decl{answer[sampleBase]("Base"), d}, docs{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.render(); err == nil {
			t.Errorf("%s was written", name)
		}
	}
	if _, err := newContract([]decl{answer[sampleBase]("Base"), answer[samplePage]("Base")}, docs{}); err == nil {
		t.Error("a name declared twice was taken")
	}
}

func TestGoCommentsBecomeJSDoc(t *testing.T) {
	d := docs{"foundation/cmd/contract": {
		"sampleBase":    "sampleBase is the common part.\nIt has an id.\n",
		"sampleBase.ID": "ID is the record's id.\n",
	}}
	c, err := newContract([]decl{answer[sampleBase]("Base")}, d)
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.render()
	if err != nil {
		t.Fatal(err)
	}
	want := "/**\n * Base is the common part.\n * It has an id.\n */\nexport type Base = {\n  /** id is the record's id. */\n  id: string\n}\n"
	if !strings.Contains(out, want) {
		t.Errorf("missing %q in\n%s", want, out)
	}
}
