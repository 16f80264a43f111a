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
			`<body><div id="root"><!--app-shell--><p>The web app is not built into this binary: run <code>make build</code>.</p><!--/app-shell--></div></body></html>`)},
		".vite/render/server.js": {Data: []byte(standInRender)},
	}
}

// standInRender stands in for the server render (web/src/server.tsx) with
// its contract: renderPage(url, initialData) is the HTML of the page at url,
// here the address and the title of the record the data holds (an article, a
// product, the blog list's featured article), escaped; an address asking for
// "render-fails" throws, as a broken component would.
const standInRender = `
globalThis.pagesReady = Promise.resolve();
globalThis.renderPage = function (url, initialData) {
  if (url.indexOf("render-fails") >= 0) throw new Error("a component failed");
  var escape = function (s) { return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); };
  var data = initialData ? JSON.parse(initialData).data : {};
  var record = data.featured || data;
  return '<main data-url="' + escape(url) + '"><h1>' + escape(record.title || record.name || "") + "</h1></main>";
};
`
