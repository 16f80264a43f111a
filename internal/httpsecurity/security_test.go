package httpsecurity_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/payments"
	"foundation/internal/testapp"
)

const siteURL = "https://foundation.example.org"

func appAt(url string) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		return testapp.WithPayments(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: url}))
	}
}

const pledge = `{"email":"a@b.fr","prenom":"A","nom":"B","adresse":"1 rue","codePostal":"75001","ville":"Paris","pays":"France","telephone":"0612345678","amount":1000}`

// Another website's page cannot make its visitors' browsers write to ours,
// nor read our answers; the site itself, and callers without an Origin
// (providers, scripts), are served.
func TestOnlyTheSiteItselfMayCallTheAPIFromABrowser(t *testing.T) {
	scenarios := []tests.ApiScenario{
		{Name: "a pledge from another website is refused", Method: http.MethodPost, URL: "/api/donations/cheque",
			Body: strings.NewReader(pledge), Headers: map[string]string{"Origin": "https://evil.example", "Content-Type": "application/json"},
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{"other websites"},
			NotExpectedContent: []string{`"id"`}, ExpectedEvents: map[string]int{"OnRecordCreate": 0}},
		{Name: "an order from another website is refused", Method: http.MethodPost, URL: "/api/orders",
			Body: strings.NewReader(`{}`), Headers: map[string]string{"Origin": "https://evil.example", "Content-Type": "application/json"},
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{"other websites"}},
		{Name: "the site's own page may pledge", Method: http.MethodPost, URL: "/api/donations/cheque",
			Body: strings.NewReader(pledge), Headers: map[string]string{"Origin": siteURL, "Content-Type": "application/json"},
			ExpectedStatus: http.StatusCreated, ExpectedContent: []string{`"id"`}},
		{Name: "reads from elsewhere get no CORS grant", Method: http.MethodGet, URL: "/api/donations/plans",
			Headers: map[string]string{"Origin": "https://evil.example"}, ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"data"`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if got := res.Header.Get("Access-Control-Allow-Origin"); got != "" {
					t.Errorf("Access-Control-Allow-Origin = %q for another website", got)
				}
			}},
		{Name: "the site gets its CORS grant", Method: http.MethodGet, URL: "/api/donations/plans",
			Headers: map[string]string{"Origin": siteURL}, ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"data"`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if got := res.Header.Get("Access-Control-Allow-Origin"); got != siteURL {
					t.Errorf("Access-Control-Allow-Origin = %q, want %s", got, siteURL)
				}
				if got := res.Header.Get("Strict-Transport-Security"); !strings.Contains(got, "max-age=") {
					t.Errorf("Strict-Transport-Security = %q on an https site", got)
				}
			}},
	}
	for _, s := range scenarios {
		s.TestAppFactory = appAt(siteURL)
		s.Test(t)
	}
	plain := tests.ApiScenario{Name: "no HSTS on a plain http site", Method: http.MethodGet, URL: "/api/donations/plans",
		ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"data"`}, TestAppFactory: appAt("http://127.0.0.1:8090"),
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			if got := res.Header.Get("Strict-Transport-Security"); got != "" {
				t.Errorf("Strict-Transport-Security = %q over http", got)
			}
		}}
	plain.Test(t)
}
