package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
)

// sections run in order; the shop and donation benchmarks add theirs.
var sections = []section{{name: "site", run: benchSite}}

const (
	siteRequests    = 20000
	siteConcurrency = 50
)

// benchSite measures what every visitor meets: the first load of `/`, and the
// throughput of the home page and the blog list next to a bare net/http server
// serving the very same bytes (the ratio is our overhead).
func benchSite(t *target) (string, error) {
	var b strings.Builder
	home, err := firstLoad(t.BaseURL + "/")
	if err != nil {
		return "", err
	}
	b.WriteString("## Site\n\n### First load (gzip JS + CSS before any interaction)\n\n")
	b.WriteString(firstLoadTableHead)
	b.WriteString(firstLoadRow("/", home))
	fmt.Fprintf(&b, "\nFiles: %s. The React + Firebase site this replaces shipped about 237 KB gzip for the same libraries.\n\n", strings.Join(home.Files, ", "))

	b.WriteString("### Throughput at 50 concurrent connections (loopback, 2 cores shared by client and server)\n\n")
	b.WriteString("| request | ours | bare net/http, same bytes | ours / bare (req/s) |\n|---|---|---|---|\n")
	for _, path := range []string{"/", "/api/collections/blogs/records?perPage=50"} {
		row, err := compareWithBare(t.BaseURL + path)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "| `GET %s` | %s |\n", path, row)
	}
	b.WriteString("\nThe bare server only copies bytes it already holds, so the ratio is the price of everything ours does per request: " +
		"routing, security headers and, for the blog list, PocketBase's records API (an SQLite query and count, access rules, " +
		"JSON encoding, gzip at the fastest level). Catalogue reads and the app's files are kept out of the request log.\n")
	return b.String(), nil
}

func compareWithBare(url string) (string, error) {
	body, header, err := snapshot(url)
	if err != nil {
		return "", err
	}
	bareURL, stop, err := serveBare(body, header)
	if err != nil {
		return "", err
	}
	defer stop()
	getter(url, "")(0) // warm caches and connections alike for both
	getter(bareURL, "")(0)
	ours := runLoad(siteRequests, siteConcurrency, getter(url, ""))
	bare := runLoad(siteRequests, siteConcurrency, getter(bareURL, ""))
	return fmt.Sprintf("%s | %s | %.2f", ours, bare, ours.PerSecond/bare.PerSecond), nil
}

// snapshot fetches url as a browser would (gzip accepted) and keeps the raw bytes.
func snapshot(url string) ([]byte, http.Header, error) {
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil || res.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("GET %s: %d %v", url, res.StatusCode, err)
	}
	return body, res.Header, nil
}

func serveBare(body []byte, header http.Header) (string, func(), error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		for _, k := range []string{"Content-Type", "Content-Encoding", "Cache-Control"} {
			if v := header.Get(k); v != "" {
				w.Header().Set(k, v)
			}
		}
		w.Write(body)
	})}
	go srv.Serve(l)
	return "http://" + l.Addr().String() + "/", func() { srv.Close() }, nil
}
