package site

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
	gzipped      []byte
	contentType  string
	cacheControl string
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
		if err != nil || d.IsDir() {
			return err
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
	for _, prefix := range []string{"text/", "application/javascript", "application/json", "image/svg+xml", "application/manifest+json"} {
		if strings.HasPrefix(contentType, prefix) {
			return true
		}
	}
	return false
}

func gzipBytes(body []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(body)
	w.Close()
	return buf.Bytes()
}

// spaHandler serves the built app: hashed assets with a long immutable cache,
// and index.html (never cached) for every other path so the React router can
// render the screen, NotFound included, on a deep link or a reload.
func spaHandler(assets map[string]*asset) func(*core.RequestEvent) error {
	index := assets["index.html"]
	return func(e *core.RequestEvent) error {
		name := strings.TrimPrefix(path.Clean("/"+e.Request.PathValue("path")), "/")
		a, ok := assets[name]
		if !ok {
			if strings.HasPrefix(name, "assets/") || strings.HasPrefix(name, "api/") || name == "api" {
				return e.NotFoundError("", nil)
			}
			a = index
		}
		return writeAsset(e, a)
	}
}

func writeAsset(e *core.RequestEvent, a *asset) error {
	h := e.Response.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Cache-Control", a.cacheControl)
	h.Set("X-Content-Type-Options", "nosniff")
	if strings.HasPrefix(a.contentType, "text/html") {
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	}
	h.Add("Vary", "Accept-Encoding")
	body := a.body
	if a.gzipped != nil && strings.Contains(e.Request.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = a.gzipped
	}
	return e.Blob(http.StatusOK, a.contentType, body)
}
