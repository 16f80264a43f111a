package staff_test

import (
	"net/http"
	"testing"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// BenchmarkStaffCodeRequest times a sign-in code asked for a staff email
// and for an unknown one: the two should take about as long, or the time
// tells which emails are staff. The limits are raised for the loop.
func BenchmarkStaffCodeRequest(b *testing.B) {
	b.Setenv("RATE_LIMIT_STAFF_CODES", "1000000000")
	app := testapp.New(b)
	testapp.StaffMember(b, app, staff.RoleTreasurer)
	base := testapp.Serve(b, app)
	for _, c := range []struct{ name, email string }{{"staff", "treasurer@foundation.test"}, {"unknown", "nobody@foundation.test"}} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				if a := testapp.Call(b, base, "", http.MethodPost, "/api/collections/"+staff.Collection+"/request-otp",
					map[string]any{"email": c.email}); a.Status != http.StatusOK {
					b.Fatalf("%d %s", a.Status, a.Raw)
				}
				// PocketBase reuses an email's tenth recent code instead of making one: start afresh.
				b.StopTimer()
				if _, err := app.DB().NewQuery("DELETE FROM _otps").Execute(); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
		})
	}
}
