package pages

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// guestReads answers the reads of the pages' loaders (web/src/server/loaders.ts,
// run by internal/render) through the server's own router, as any guest's
// request: the same routes, list and view rules, kept reads (readcache) and
// answers as the app's requests from a browser get, with no one signed in.
type guestReads struct {
	mu     sync.Mutex
	router *router.Router[*core.RequestEvent]
	mux    http.Handler
}

// serveFrom gives the router the reads go through; its handler is built at
// the first read, once every route is bound.
func (g *guestReads) serveFrom(r *router.Router[*core.RequestEvent]) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.router, g.mux = r, nil
}

// serving reports whether the reads can be answered: the server has bound its routes.
func (g *guestReads) serving() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.router != nil
}

func (g *guestReads) handler() (http.Handler, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.mux == nil {
		if g.router == nil {
			return nil, errors.New("the server is not serving yet")
		}
		mux, err := g.router.BuildMux()
		if err != nil {
			return nil, err
		}
		g.mux = mux
	}
	return g.mux, nil
}

// fetch answers GET path ("/api/collections/blogs/records?page=1…") as the
// router answers a guest: the API's routes only.
func (g *guestReads) fetch(path string) (int, []byte) {
	if !strings.HasPrefix(path, "/api/") {
		return http.StatusNotFound, []byte(`{"status":404,"message":"A page reads the API alone."}`)
	}
	mux, err := g.handler()
	if err != nil {
		return http.StatusServiceUnavailable, []byte(`{"status":503,"message":"The server is not serving yet."}`)
	}
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "127.0.0.1:0"
	req.Header.Set("Accept", "application/json")
	res := httptest.NewRecorder()
	mux.ServeHTTP(res, req)
	return res.Code, res.Body.Bytes()
}
