package stripe_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"foundation/internal/payments/stripe"
)

// answer is what a fake Stripe says to one method and path.
type answer struct {
	status int
	body   string
}

// fakeStripe answers "METHOD /path" from routes and anything else with 404,
// for states stripe-mock cannot take (an already canceled subscription, a
// second page of events). Errors carry Stripe-Should-Retry: false, as Stripe
// sends on a refusal, so stripe-go answers at once instead of retrying.
func fakeStripe(t *testing.T, routes map[string]answer) *stripe.Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := routes[r.Method+" "+r.URL.Path]
		if !ok {
			a = answer{http.StatusNotFound, `{"error":{"type":"invalid_request_error","code":"resource_missing","message":"No such object"}}`}
		}
		w.Header().Set("Content-Type", "application/json")
		if a.status >= 400 {
			w.Header().Set("Stripe-Should-Retry", "false")
		}
		w.WriteHeader(a.status)
		io.WriteString(w, a.body)
	}))
	t.Cleanup(srv.Close)
	return stripe.New(stripe.Config{SecretKey: "sk_test_123", APIBase: srv.URL})
}

func fixture(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
