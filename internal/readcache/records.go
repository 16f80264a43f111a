package readcache

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Answer is a kept answer of the records API: its body, gzipped when worth it.
type Answer struct {
	Status      int
	ContentType string
	Body        []byte
	Gzipped     []byte // nil: sent as it is
}

// gzipFrom is the smallest body worth compressing (the API's own threshold, internal/site).
const gzipFrom = 1024

// Records answers anonymous reads of the records API's lists and records of
// the collections scopes names from cache, and keeps what it answers
// otherwise: the same request (its path and query) by a visitor gets the
// same answer until its scope drops (DropOnChange); scopes maps each
// collection to the one whose changes it shows (a view to its source). A
// signed-in reader is answered by PocketBase, as rules may let them see more.
// It must run before the API's compression: it keeps the plain body and its
// gzip, made once.
func Records(cache *Cache[Answer], scopes map[string]string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationRecordsReadCache",
		Func: func(e *core.RequestEvent) error {
			scope, ok := scopeOf(e.Request.URL.Path, scopes)
			if e.Request.Method != http.MethodGet || e.Request.Header.Get("Authorization") != "" || !ok {
				return e.Next()
			}
			key := e.Request.URL.RequestURI()
			a, ticket, ok := cache.Get(scope, key)
			if ok {
				return write(e, a)
			}
			a, err := record(e)
			if err != nil {
				return err // PocketBase writes the error's answer
			}
			if a.Status == http.StatusOK {
				cache.Put(scope, key, a, ticket)
			}
			return write(e, a)
		},
	}
}

// scopeOf is the scope of a records API path of one of scopes' collections.
func scopeOf(path string, scopes map[string]string) (string, bool) {
	rest, ok := strings.CutPrefix(path, "/api/collections/")
	if !ok {
		return "", false
	}
	collection, rest, _ := strings.Cut(rest, "/")
	scope, known := scopes[collection]
	return scope, known && (rest == "records" || strings.HasPrefix(rest, "records/"))
}

// record runs the rest of the chain with the answer kept aside, uncompressed.
func record(e *core.RequestEvent) (Answer, error) {
	real := e.Response
	recorder := &recorder{header: real.Header(), status: http.StatusOK}
	acceptEncoding := e.Request.Header.Get("Accept-Encoding")
	e.Request.Header.Del("Accept-Encoding")
	e.Response = recorder
	err := e.Next()
	e.Response = real
	e.Request.Header.Set("Accept-Encoding", acceptEncoding)
	a := Answer{Status: recorder.status, ContentType: recorder.header.Get("Content-Type"), Body: recorder.body.Bytes()}
	if len(a.Body) >= gzipFrom {
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.BestSpeed)
		_, _ = w.Write(a.Body)
		_ = w.Close()
		a.Gzipped = b.Bytes()
	}
	return a, err
}

func write(e *core.RequestEvent, a Answer) error {
	body := a.Body
	h := e.Response.Header()
	h.Add("Vary", "Accept-Encoding")
	if a.Gzipped != nil && strings.Contains(e.Request.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = a.Gzipped
	}
	return e.Blob(a.Status, a.ContentType, body)
}

// recorder keeps what a handler writes.
type recorder struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) WriteHeader(status int)      { r.status = status }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
