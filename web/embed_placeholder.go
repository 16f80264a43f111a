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
// its contract: loadPage(url) reads the page's data through fetch (the
// server's own routes, as a guest) and answers {status, main, queries,
// preloads} (main: the index of the query the page is about, -1 for none),
// here the record an article's, a product's or a campaign's page shows (404
// when there is none) and a page of the blog or the shop; renderPage(url) is
// the HTML of the page at url, here the address and the title of what was
// loaded (the blog list's first entry), escaped, and its preloads one
// picture named by the path; an address asking for
// "render-fails" throws, as a broken component would.
const standInRender = `
var loaded = null;
var reads = [
  [/^\/(?:fr\/)?blog\/([^/?]+)/i, function (m) { return "/api/collections/blogs/records/" + m[1]; }],
  [/^\/(?:fr\/)?product\/([^/?]+)/i, function (m) { return "/api/collections/products/records/" + m[1]; }],
  [/^\/(?:fr\/)?campaigns\/([^/?]+)/i, function (m) { return "/api/campaigns/" + m[1]; }],
  [/^\/(?:fr\/)?blog(?:\?|$)/i, function (m, page) { return "/api/collections/blogs/records?perPage=6&sort=-createdAt&page=" + page; }],
  [/^\/(?:fr\/)?shop(?:\?|$)/i, function () { return "/api/collections/products/records?perPage=12"; }],
];
globalThis.pagesReady = Promise.resolve();
globalThis.loadPage = async function (url) {
  loaded = null;
  var asked = /[?&]page=(\d+)(&|$)/.exec(url), page = asked ? asked[1] : 1;
  for (var i = 0; i < reads.length; i++) {
    var m = reads[i][0].exec(url);
    if (!m) continue;
    var res = await fetch(reads[i][1](m, page));
    if (res.status === 404) return JSON.stringify({ status: 404, main: -1, queries: [] });
    if (!res.ok) throw new Error("read " + res.status);
    loaded = await res.json();
    if (loaded.items) loaded = { page: loaded.page, featured: loaded.items[0] || null, items: loaded.items };
    var preloads = [{ href: "/first-picture" + m[0], srcset: "/first-picture 800w", sizes: "100vw", media: "(min-width: 1px)" }];
    return JSON.stringify({ status: 200, main: 0, queries: [[["page", url], loaded]], preloads: preloads });
  }
  return JSON.stringify({ status: 200, main: -1, queries: [] });
};
globalThis.renderPage = function (url) {
  if (url.indexOf("render-fails") >= 0) throw new Error("a component failed");
  var escape = function (s) { return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;"); };
  var record = (loaded && (loaded.featured || loaded)) || {};
  return '<main data-url="' + escape(url) + '"><h1>' + escape(record.title || record.name || "") + "</h1></main>";
};
`
