package pages

import (
	"bytes"
	"compress/gzip"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// asset is one file of the built app, kept in memory with its gzip form so a
// request costs no disk read and no compression.
type asset struct {
	body         []byte
	gzipped      []byte // nil: gzipped on the fly when worth it
	contentType  string
	cacheControl string
	etag         string // "" for none
}

// contentSecurityPolicy lets the app run its own scripts and PayPal's
// buttons, and nothing else: stored blog HTML is sanitized, and this is the
// second wall should a script ever slip through. Inline styles stay allowed for
// the editor's text alignment in articles.
const contentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com; " +
	"frame-src https://*.paypal.com https://*.paypalobjects.com; " +
	"connect-src 'self' https://*.paypal.com https://*.paypalobjects.com; " +
	"img-src 'self' data: blob: https://*.paypal.com https://*.paypalobjects.com; " +
	"style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'none'"

const (
	immutable = "public, max-age=31536000, immutable"
	// index.html names the hashed bundles, so it must be revalidated on every visit.
	revalidate = "no-cache"
)

// loadAssets reads every file of the built app once at start-up.
func loadAssets(dist fs.FS) (map[string]*asset, error) {
	assets := map[string]*asset{}
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name == ".vite" {
				return fs.SkipDir // Vite's build manifest: read by the server, not served
			}
			return nil
		}
		body, err := fs.ReadFile(dist, name)
		if err != nil {
			return err
		}
		a := &asset{body: body, contentType: mime.TypeByExtension(path.Ext(name)), cacheControl: revalidate}
		if a.contentType == "" {
			a.contentType = http.DetectContentType(body)
		}
		if strings.HasPrefix(name, "assets/") {
			a.cacheControl = immutable
		}
		if compressible(a.contentType) && len(body) > 512 {
			a.gzipped = gzipBytes(body)
		}
		assets[name] = a
		return nil
	})
	return assets, err
}

func compressible(contentType string) bool {
	for _, prefix := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json", "application/xml", "application/rss+xml"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

func gzipBytes(body []byte) []byte {
	return gzipLevel(body, gzip.BestCompression)
}

func gzipLevel(body []byte, level int) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, level)
	w.Write(body)
	w.Close()
	return buf.Bytes()
}

// spaHandler serves the built app: hashed assets with a long immutable cache,
// and for every other path the app's page (pages.go: never cached, with the
// route's own head and status) so that the app's router renders the screen,
// NotFound included, on a deep link or a reload.
func spaHandler(assets map[string]*asset, app *pages) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		name := strings.TrimPrefix(path.Clean("/"+e.Request.PathValue("path")), "/")
		if a, ok := assets[name]; ok && name != "index.html" {
			return writeAsset(e, http.StatusOK, a)
		}
		if strings.HasPrefix(name, "assets/") || strings.HasPrefix(name, "api/") || name == "api" {
			return e.NotFoundError("", nil)
		}
		return app.serve(e, "/"+name)
	}
}

// writeAsset answers with a, gzipped when the client accepts it; an ETag the
// client already holds gets a 304.
func writeAsset(e *core.RequestEvent, status int, a *asset) error {
	h := e.Response.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", a.cacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	if strings.HasPrefix(a.contentType, "text/html") {
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	}
	h.Add("Vary", "Accept-Encoding")
	if a.etag != "" && status == http.StatusOK {
		h.Set("ETag", a.etag)
		if etagMatches(e.Request.Header.Get("If-None-Match"), a.etag) {
			return e.NoContent(http.StatusNotModified)
		}
	}
	body := a.body
	if strings.Contains(e.Request.Header.Get("Accept-Encoding"), "gzip") {
		gzipped := a.gzipped
		if gzipped == nil && compressible(a.contentType) && len(body) > 1024 {
			// Pages and lists made for this request: the fastest level, as for the API's JSON.
			gzipped = gzipLevel(body, gzip.BestSpeed)
		}
		if gzipped != nil {
			h.Set("Content-Encoding", "gzip")
			body = gzipped
		}
	}
	return e.Blob(status, a.contentType, body)
}

// etagMatches is If-None-Match's weak comparison.
func etagMatches(header, etag string) bool {
	for _, candidate := range strings.Split(header, ",") {
		candidate = strings.TrimSpace(candidate)
		if candidate == "*" || strings.TrimPrefix(candidate, "W/") == strings.TrimPrefix(etag, "W/") {
			return true
		}
	}
	return false
}
