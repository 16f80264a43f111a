//go:build !embedweb

package web

import (
	"io/fs"
	"testing/fstest"
)

// Dist stands in for the built app so `go build`, `go vet` and `go test` work
// before Node has run; `make build` compiles with -tags embedweb instead.
func Dist() fs.FS {
	return fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Foundation</title></head>` +
			`<body><div id="root"><p>The web app is not built into this binary: run <code>make build</code>.</p>` +
			// The public layout's shell as the build prerenders it, reduced to its main area (internal/site puts a served page's content there).
			`<!--app-shell--><div id="main" class="min-h-svh flex-1 outline-none" tabindex="-1"></div><!--/app-shell--></div></body></html>`)},
	}
}
