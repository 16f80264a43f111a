package i18n_test

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// visitorPackages are the packages whose answers reach a visitor's form (the
// donation, the shop, the contact form, the donor space and its sign-in).
var visitorPackages = []string{"campaigns", "contact", "donate", "donors", "forms", "i18n", "jsonbody", "payments", "shop", "signin"}

var codePattern = regexp.MustCompile(`^validation_[a-z_]+$`)

// fieldCodes is testdata/codes.json: the codes of the field errors a visitor
// may read, which the web app words in French (web/src/lib/i18n/codeWords.test.ts
// reads the same file). "ours" are our server's; "pocketbase" are the ones
// PocketBase and its validation library answer on their own routes (the sign-in
// code's) and on the collections' rules.
type fieldCodes struct {
	Ours       []string `json:"ours"`
	PocketBase []string `json:"pocketbase"`
}

// Every code our visitor-facing packages write is in codes.json, and
// codes.json names no code they no longer write: a new code cannot reach a
// French page in English unnoticed.
func TestEveryVisitorCodeIsListedForTheWebApp(t *testing.T) {
	raw, err := os.ReadFile("testdata/codes.json")
	if err != nil {
		t.Fatal(err)
	}
	var listed fieldCodes
	if err := json.Unmarshal(raw, &listed); err != nil {
		t.Fatal(err)
	}
	written := map[string]string{}
	for _, pkg := range visitorPackages {
		for code, at := range codesWritten(t, filepath.Join("..", pkg)) {
			written[code] = at
		}
	}
	for code, at := range written {
		if !slices.Contains(listed.Ours, code) {
			t.Errorf("%s writes %s: add it to testdata/codes.json (\"ours\") and word it in web/src/lib/i18n/codeWords.ts", at, code)
		}
	}
	for _, code := range listed.Ours {
		if _, ok := written[code]; !ok {
			t.Errorf("testdata/codes.json lists %s, which no visitor-facing package writes any more", code)
		}
	}
	if !slices.IsSorted(listed.Ours) || !slices.IsSorted(listed.PocketBase) {
		t.Error("keep testdata/codes.json's lists sorted")
	}
}

// codesWritten finds the validation_… string literals of dir's Go sources
// (tests left out), each with where it is written.
func codesWritten(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if value, err := strconv.Unquote(lit.Value); err == nil && codePattern.MatchString(value) {
				found[value] = fset.Position(lit.Pos()).String()
			}
			return true
		})
	}
	if len(found) == 0 && !strings.HasSuffix(dir, "contact") {
		t.Fatalf("no code found in %s: is the package still there?", dir)
	}
	return found
}
