// Command barepocketbase is PocketBase as the project pins it (v0.39.11) and
// as it comes: no hooks, routes or migrations of ours. `make bench` serves a
// copy of the site's data with it, to compare the app's reads with
// PocketBase's own on the same records.
package main

import (
	"log"

	"github.com/pocketbase/pocketbase"
)

func main() {
	if err := pocketbase.New().Start(); err != nil {
		log.Fatal(err)
	}
}
