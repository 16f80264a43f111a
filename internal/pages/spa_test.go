package pages_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/testapp"
)

func TestEveryAppPathGetsTheUncachedIndex(t *testing.T) {
	// Unknown paths and documents get the app too (it shows NotFound), with a 404.
	statuses := map[string]int{
		"/": http.StatusOK, "/payement/success": http.StatusOK, "/don/abonnement/paypal-chechout/P-1?amount=20": http.StatusOK,
		"/blog/abc123": http.StatusNotFound, "/no/such/page": http.StatusNotFound,
	}
	for path, status := range statuses {
		s := tests.ApiScenario{
			Name: path, Method: http.MethodGet, URL: path, TestAppFactory: testapp.New,
			ExpectedStatus:  status,
			ExpectedContent: []string{`<div id="root">`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if got := res.Header.Get("Cache-Control"); got != "no-cache" {
					t.Errorf("%s: Cache-Control %q, want no-cache", path, got)
				}
				if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self' https://www.paypal.com") || !strings.Contains(csp, "object-src 'none'") {
					t.Errorf("%s: Content-Security-Policy %q does not confine scripts", path, csp)
				}
			},
		}
		s.Test(t)
	}
}

func TestMissingAssetsAndAPIPathsAreNotTheIndex(t *testing.T) {
	scenarios := []tests.ApiScenario{
		{Name: "missing hashed asset", Method: http.MethodGet, URL: "/assets/index-gone.js", ExpectedStatus: http.StatusNotFound, NotExpectedContent: []string{`id="root"`}},
		{Name: "unknown api route", Method: http.MethodGet, URL: "/api/nothing-here", ExpectedStatus: http.StatusNotFound, NotExpectedContent: []string{`id="root"`}},
		{Name: "health", Method: http.MethodGet, URL: "/api/health", ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"code":200`}},
	}
	for _, s := range scenarios {
		s.TestAppFactory = testapp.New
		s.Test(t)
	}
}
