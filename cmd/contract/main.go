// Command contract writes web/src/lib/contract.gen.ts, the TypeScript types
// of the JSON answers the app reads from the site's own routes, from the Go
// types that write them (answers.go), with their Go comments; and
// docs/api.md, the routes' documentation, from the route index
// (internal/api); and web/src/lib/pages.gen.ts, the app's pages (paths,
// modules, titles) from the server's page table (internal/pages/routes.go);
// and web/src/lib/rules.gen.ts, addressRules.gen.ts and cartRules.gen.ts, the values the forms
// share with the server (fields' lengths, amounts' bounds, the input rules'
// patterns; rules.go); and web/src/lib/records.gen.ts, the records' types of
// the collections the app reads through the records API, from the migrated
// schema (records.go).
// `make generate` runs it from the repository's root; TestContractIsCurrent,
// TestPagesAreCurrent, TestRulesAreCurrent (rules and records) and internal/api's
// TestDocIsCurrent fail while a committed file differs from what it would
// write.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"foundation/internal/api"
	"foundation/internal/pages"
)

// target is the generated file, from the repository's root.
const target = "web/src/lib/contract.gen.ts"

func main() {
	root := flag.String("root", ".", "the repository's root")
	flag.Parse()
	text, err := generate(*root)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*root, target), []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
	doc, err := api.Doc()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*root, api.DocPath), []byte(doc), 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*root, pagesTarget), []byte(pagesTable(pages.WebPages(), pages.Words())), 0o644); err != nil {
		log.Fatal(err)
	}
	files, err := schemaFiles()
	if err != nil {
		log.Fatal(err)
	}
	for target, text := range files {
		if err := os.WriteFile(filepath.Join(*root, target), []byte(text), 0o644); err != nil {
			log.Fatal(err)
		}
	}
	for _, f := range fixedValues {
		if err := os.WriteFile(filepath.Join(*root, f.target), []byte(valuesFile(f.values)), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// generate is the contract's TypeScript, the Go comments read from the sources under root.
func generate(root string) (string, error) {
	d, err := readDocs(root, answers)
	if err != nil {
		return "", err
	}
	c, err := newContract(answers, d)
	if err != nil {
		return "", err
	}
	return c.render()
}
