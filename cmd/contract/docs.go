package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// module is this repository's Go module path: a package's directory is its
// import path without it.
const module = "foundation"

// docs are the Go doc comments of types ("Type") and their fields
// ("Type.Field"), by package path, carried into the TypeScript so the app's
// developers read what the Go says (cents or euros, when a field is empty).
type docs map[string]map[string]string

// readDocs reads the comments of every package of decls, from the sources under root.
func readDocs(root string, decls []decl) (docs, error) {
	d := docs{}
	for _, dc := range decls {
		if dc.goType == nil || d[dc.goType.PkgPath()] != nil {
			continue
		}
		pkg := dc.goType.PkgPath()
		rel, ok := strings.CutPrefix(pkg, module+"/")
		if !ok {
			return nil, fmt.Errorf("%s is outside module %s", pkg, module)
		}
		comments, err := packageDocs(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		d[pkg] = comments
	}
	return d, nil
}

func (d docs) of(pkg, key string) string { return d[pkg][key] }

// packageDocs reads the type and field comments of the Go files of dir, tests aside.
func packageDocs(dir string) (map[string]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, node := range file.Decls {
			gen, ok := node.(*ast.GenDecl)
			if !ok || gen.Tok != token.TYPE {
				continue
			}
			for _, spec := range gen.Specs {
				ts := spec.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(gen.Specs) == 1 {
					doc = gen.Doc
				}
				out[ts.Name.Name] = doc.Text()
				if st, ok := ts.Type.(*ast.StructType); ok {
					fieldDocs(out, ts.Name.Name, st)
				}
			}
		}
	}
	return out, nil
}

// fieldDocs records the comment above each named field, or beside it.
// A comment above several fields on one line ("A, B int") goes with each.
func fieldDocs(out map[string]string, typeName string, st *ast.StructType) {
	for _, f := range st.Fields.List {
		doc := f.Doc
		if doc == nil {
			doc = f.Comment
		}
		for _, n := range f.Names {
			out[typeName+"."+n.Name] = doc.Text()
		}
	}
}

// writeDoc writes a Go comment as a JSDoc one, with the Go name it starts
// with (Go's convention) changed for the TypeScript one.
func writeDoc(b *strings.Builder, indent, text, goName, tsName string) {
	text = strings.TrimSpace(text)
	if text == "" {
		return
	}
	if rest, ok := strings.CutPrefix(text, goName+" "); ok {
		text = tsName + " " + rest
	}
	text = strings.ReplaceAll(text, "*/", "* /") // would end the JSDoc
	lines := strings.Split(text, "\n")
	if len(lines) == 1 {
		fmt.Fprintf(b, "%s/** %s */\n", indent, text)
		return
	}
	fmt.Fprintf(b, "%s/**\n", indent)
	for _, l := range lines {
		fmt.Fprintf(b, "%s *%s\n", indent, strings.TrimRight(" "+l, " "))
	}
	fmt.Fprintf(b, "%s */\n", indent)
}
