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
		r := router.NewRouter(func(w http.ResponseWriter, req *http.Request) (*core.RequestEvent, router.EventCleanupFunc) {
			return &core.RequestEvent{}, nil
		})
		if err := api.Bind(r, routes); err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: %v, want an error naming it", name, err)
		}
	}
}
