// Command contract writes web/src/lib/contract.gen.ts, the TypeScript types
// of the JSON answers the app reads from the site's own routes, from the Go
// types that write them (answers.go), with their Go comments. `make
// generate` runs it from the repository's root; TestContractIsCurrent fails
// while the committed file differs from what it would write.
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"
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
