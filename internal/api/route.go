// Package api is the route index: every route the server answers besides
// PocketBase's own is listed in routes.go, one line each, with who may call
// it, the limits it takes and its description. The handlers stay beside
// their rules in their domain packages; only the binding lives here, and
// docs/api.md is written from it (doc.go, api.md.tmpl; `make generate`).
package api

import (
	"fmt"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/donors"
	"foundation/internal/staff"
)

// Handler answers one request.
type Handler = func(*core.RequestEvent) error

// Middleware runs before a route's handler.
type Middleware = *hook.Handler[*core.RequestEvent]

// Who may call a route.
type Who int

const (
	// unsaid is a route that does not say: Bind refuses it.
	unsaid Who = iota
	// Anyone may call it (a webhook checks its provider's signature itself).
	Anyone
	// Donors signed in to the donor space (donors.RequireDonor): 401 without
	// a session, 403 for anyone else; another donor's record is a 404.
	Donors
	// Staff holding one of the route's Roles (staff.Require; an admin always
	// may): 401 without a session, 403 without the role.
	Staff
)

// Route is one line of the index.
type Route struct {
	Method, Path string
	Who          Who
	// Roles are the staff roles that may call a Staff route.
	Roles []string
	// Turns: the route waits its turn among the staff requests (staff.InTurn).
	Turns bool
	// Limits are the rate limiters the request passes, in order.
	Limits []*Limit
	// MaxBody is the largest request body read (0: PocketBase's default, 32 MB);
	// a GET reads none and takes none.
	MaxBody int64
	// QuietLog keeps its successes out of the dashboard's request log.
	QuietLog bool
	Handler  Handler

	// The fields below are only what docs/api.md says of the route; doc.go
	// writes its who and limits columns from the fields above.

	// Area is the table of docs/api.md it is in.
	Area Area
	// Params are its query parameters as the route column shows them
	// ("year=&status=valid|cancelled").
	Params string
	// Description is its "what" column: what it takes, answers and refuses.
	Description string
	// Verification is what a public route's handler checks itself
	// (a provider's signature, a token), shown with who may call it.
	Verification string
}

// Public lets anyone call the route.
func (r *Route) Public() *Route { r.Who = Anyone; return r }

// Donor lets a signed-in donor call the route.
func (r *Route) Donor() *Route { r.Who = Donors; return r }

// Staff lets a staff member holding one of roles call the route.
func (r *Route) Staff(roles ...string) *Route { r.Who, r.Roles = Staff, roles; return r }

// InTurn makes the route wait its turn among the staff requests.
func (r *Route) InTurn() *Route { r.Turns = true; return r }

// Limit adds rate limiters.
func (r *Route) Limit(limits ...*Limit) *Route { r.Limits = append(r.Limits, limits...); return r }

// Body bounds the request body.
func (r *Route) Body(max int64) *Route { r.MaxBody = max; return r }

// Quiet keeps the route's successes out of the request log.
func (r *Route) Quiet() *Route { r.QuietLog = true; return r }

// Query names the route's query parameters in docs/api.md.
func (r *Route) Query(params string) *Route { r.Params = params; return r }

// What is the route's description in docs/api.md (Markdown, one line; a
// "|" needs no escaping).
func (r *Route) What(text string) *Route { r.Description = text; return r }

// Verifies says what a public route's handler checks itself.
func (r *Route) Verifies(how string) *Route { r.Verification = how; return r }

// index collects the routes as routes.go lists them, each in the area
// last named.
type index struct {
	routes []*Route
	area   Area
}

// in puts the routes that follow in area's table.
func (x *index) in(area Area) { x.area = area }

func (x *index) add(method, path string, h Handler) *Route {
	r := &Route{Method: method, Path: path, Handler: h, Area: x.area}
	x.routes = append(x.routes, r)
	return r
}

func (x *index) GET(path string, h Handler) *Route   { return x.add(http.MethodGet, path, h) }
func (x *index) POST(path string, h Handler) *Route  { return x.add(http.MethodPost, path, h) }
func (x *index) PATCH(path string, h Handler) *Route { return x.add(http.MethodPatch, path, h) }

// Bind binds routes (Index) to r, with the guard on PocketBase's own staff
// routes. Each request passes, in order: its turn (one queue shared by every
// staff route), who may call it, its rate limits; the body limit comes first
// whatever the order (PocketBase runs it at its own priority). A route that
// does not say who may call it, or a GET that declares a body limit (it
// reads no body, so the limit would only mislead), is an error: the server
// does not start.
func Bind(r *router.Router[*core.RequestEvent], routes []Route) error {
	r.Bind(staff.RefuseMailboxRoutes())
	turns := staff.InTurn()
	seen := map[string]bool{}
	for _, route := range routes {
		key := route.Method + " " + route.Path
		if seen[key] {
			return fmt.Errorf("api: %s is listed twice", key)
		}
		seen[key] = true
		if route.Method == http.MethodGet && route.MaxBody > 0 {
			return fmt.Errorf("api: %s reads no body: it takes no body limit", key)
		}
		var chain []Middleware
		if route.Turns {
			chain = append(chain, turns)
		}
		switch {
		case route.Who == Anyone:
		case route.Who == Donors:
			chain = append(chain, donors.RequireDonor())
		case route.Who == Staff && len(route.Roles) > 0:
			chain = append(chain, staff.Require(route.Roles...))
		default:
			return fmt.Errorf("api: %s does not say who may call it", key)
		}
		for _, l := range route.Limits {
			chain = append(chain, l.Middleware)
		}
		if route.MaxBody > 0 {
			chain = append(chain, apis.BodyLimit(route.MaxBody))
		}
		if route.QuietLog {
			chain = append(chain, apis.SkipSuccessActivityLog())
		}
		r.Route(route.Method, route.Path, route.Handler).Bind(chain...)
	}
	return nil
}
