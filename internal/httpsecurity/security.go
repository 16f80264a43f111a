// Package httpsecurity holds the headers and refusals that keep other
// websites out of the API: CORS for the site alone, no cross-site writes,
// and HTTPS only once the site is served over it.
package httpsecurity

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// SameSiteOnly replaces PocketBase's CORS (which answers any origin with
// Access-Control-Allow-Origin: *) by one that names only the site itself, and
// refuses a state-changing call from another site's page outright: a browser
// sends such a "simple" request before CORS is ever consulted. Calls without
// an Origin header (providers' webhooks, scripts, curl) are not browsers'
// cross-site calls and pass.
func SameSiteOnly(siteURL func() string) []*hook.Handler[*core.RequestEvent] {
	cors := apis.CORS(apis.CORSConfig{
		AllowOrigins: []string{strings.TrimRight(siteURL(), "/")},
		AllowMethods: apis.DefaultCORSConfig.AllowMethods,
	})
	// Unbinding PocketBase's CORS excludes its id for good: ours needs its own.
	cors.Id = "foundationCors"
	refuse := &hook.Handler[*core.RequestEvent]{
		Id:       "foundationSameSiteWrites",
		Priority: apis.DefaultCorsMiddlewarePriority + 1,
		Func: func(e *core.RequestEvent) error {
			switch e.Request.Method {
			case http.MethodGet, http.MethodHead, http.MethodOptions:
				return e.Next()
			}
			origin := e.Request.Header.Get("Origin")
			if origin == "" || sameOrigin(origin, e.Request.Host, siteURL()) {
				return e.Next()
			}
			return apis.NewForbiddenError("Requests from other websites are not accepted.", nil)
		},
	}
	return []*hook.Handler[*core.RequestEvent]{cors, refuse}
}

// sameOrigin reports whether origin is this server as the browser reached it
// (its Host) or the public SITE_URL.
func sameOrigin(origin, host, siteURL string) bool {
	if strings.TrimRight(origin, "/") == strings.TrimRight(siteURL, "/") {
		return true
	}
	u, err := url.Parse(origin)
	return err == nil && u.Host != "" && strings.EqualFold(u.Host, host)
}

// StrictTransport tells browsers to use https only, once the site is served
// over https (SITE_URL says so).
func StrictTransport(siteURL func() string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationStrictTransport",
		Func: func(e *core.RequestEvent) error {
			if strings.HasPrefix(siteURL(), "https://") {
				e.Response.Header().Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
			}
			return e.Next()
		},
	}
}
