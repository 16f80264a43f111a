package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/api"
	"foundation/internal/staff"
)

// A route that does not say who may call it, a staff route naming no role
// and a route listed twice stop the server at start, naming the route.
func TestBindRefusesARouteThatDoesNotSayWhoMayCallIt(t *testing.T) {
	ok := func(*core.RequestEvent) error { return nil }
	cases := map[string][]api.Route{
		"GET /api/unsaid":       {{Method: http.MethodGet, Path: "/api/unsaid", Handler: ok}},
		"GET /api/staff/nobody": {{Method: http.MethodGet, Path: "/api/staff/nobody", Who: api.Staff, Handler: ok}},
		"POST /api/twice": {{Method: http.MethodPost, Path: "/api/twice", Who: api.Anyone, Handler: ok},
			{Method: http.MethodPost, Path: "/api/twice", Who: api.Staff, Roles: staff.Roles, Handler: ok}},
	}
	for name, routes := range cases {
		r := newRouter()
		if err := api.Bind(r, routes); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: %v, want an error naming it", name, err)
		}
	}
}

// A GET reads no body: a body limit declared on one would only say
// something false about the route, so the server refuses to start with it.
func TestBindRefusesABodyLimitOnAGet(t *testing.T) {
	ok := func(*core.RequestEvent) error { return nil }
	r := newRouter()
	routes := []api.Route{{Method: http.MethodGet, Path: "/api/bounded", Who: api.Anyone, MaxBody: 1 << 10, Handler: ok}}
	if err := api.Bind(r, routes); err == nil || !strings.Contains(err.Error(), "GET /api/bounded") {
		t.Errorf("Bind: %v, want an error naming GET /api/bounded", err)
	}
}

// newRouter is an empty router to bind routes on.
func newRouter() *router.Router[*core.RequestEvent] {
	return router.NewRouter(func(w http.ResponseWriter, req *http.Request) (*core.RequestEvent, router.EventCleanupFunc) {
		return &core.RequestEvent{}, nil
	})
}
