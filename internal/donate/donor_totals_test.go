package donate_test

import (
	"math"
	"testing"

	"foundation/internal/donate"
	"foundation/internal/testapp"
)

// A page past the end of a search, however far, is empty and still counts
// everyone found; a negative offset (one that overflowed) starts at the
// beginning, as SQLite's OFFSET does for the list without a search.
func TestADonorSearchPastItsEndIsEmpty(t *testing.T) {
	app := testapp.New(t)
	donor := testapp.Create(t, app, "donation_users", map[string]any{"email": "jean@example.org", "prenom": "Jean", "nom": "Martin",
		"adresse": "1 rue Neuve", "codePostal": "75011", "ville": "Paris", "pays": "France", "telephone": "0600000000"})
	testapp.Create(t, app, "donations", map[string]any{"donor": donor.Id, "amount": 1000, "currency": "EUR", "rhythm": "once",
		"method": "card", "status": "paid"})
	for _, c := range []struct {
		name          string
		limit, offset int
		want          int
	}{
		{"first page", 20, 0, 1},
		{"next page", 20, 20, 0},
		{"huge offset", 20, math.MaxInt, 0},
		{"negative offset", 20, math.MinInt + 1, 1},
		{"huge limit", math.MaxInt, 0, 1},
		{"negative limit", -20, 0, 0},
	} {
		people, total, err := donate.FindDonorTotals(app, "jean", c.limit, c.offset)
		if err != nil || total != 1 || len(people) != c.want {
			t.Errorf("%s: %d people of %d, %v; want %d of 1", c.name, len(people), total, err, c.want)
		}
	}
}
