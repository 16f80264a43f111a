package signin_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/testapp"
)

// Guessing a superuser's password meets PocketBase's own limiter.
func TestSignInsAreRateLimited(t *testing.T) {
	t.Setenv("RATE_LIMIT_AUTH", "3/1m")
	app := testapp.New(t)
	testapp.Superuser(t, app)
	base := testapp.Serve(t, app)
	statuses := []int{}
	for range 5 {
		res, err := http.Post(base+"/api/collections/_superusers/auth-with-password", "application/json",
			strings.NewReader(`{"identity":"staff@example.org","password":"wrong-guess"}`))
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		statuses = append(statuses, res.StatusCode)
	}
	if statuses[0] != http.StatusBadRequest || statuses[4] != http.StatusTooManyRequests {
		t.Fatalf("statuses %v: want 400s, then 429", statuses)
	}
}
