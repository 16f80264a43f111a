package schema_test

import (
	"go/build"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "foundation/"

// neutral lists the project's packages a migration may use: helpers that
// name no domain's collections, fields or values. A migration importing a
// domain package would change meaning when that domain's constants change.
var neutral = []string{"foundation/internal/records"}

// The migrations depend on PocketBase and neutral helpers only, directly or
// through those helpers (their non-test files, as `go list -deps` counts).
func TestMigrationsImportNoDomainPackage(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var walk func(path, from string)
	walk = func(path, from string) {
		if seen[path] {
			return
		}
		seen[path] = true
		pkg, err := build.ImportDir(filepath.Join(root, strings.TrimPrefix(path, module)), 0)
		if err != nil {
			t.Fatalf("reading %s: %v", path, err)
		}
		for _, imp := range pkg.Imports {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			if !slices.Contains(neutral, imp) {
				t.Errorf("%s imports %s (reached from %s): migrations must hold their own values", path, imp, from)
				continue
			}
			walk(imp, path)
		}
	}
	walk(module+"internal/schema", "the migrations")
}
