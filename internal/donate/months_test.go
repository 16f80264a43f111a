package donate

import (
	"testing"
	"time"
)

func TestMonthStartsAreParisMonths(t *testing.T) {
	utc := func(s string) time.Time {
		t.Helper()
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, c := range []struct {
		name, now   string
		n           int
		first, last string // the first start, and the end of now's month, in UTC
	}{
		{"mid-January", "2026-01-15T12:00:00Z", 12, "2025-01-31T23:00:00Z", "2026-01-31T23:00:00Z"},
		{"31 March 22:30 UTC is already April in Paris (summer time)", "2026-03-31T22:30:00Z", 12, "2025-04-30T22:00:00Z", "2026-04-30T22:00:00Z"},
		{"31 October 23:30 UTC is November in Paris (winter time again)", "2026-10-31T23:30:00Z", 12, "2025-11-30T23:00:00Z", "2026-11-30T23:00:00Z"},
		{"one month", "2026-07-01T00:00:00Z", 1, "2026-06-30T22:00:00Z", "2026-07-31T22:00:00Z"},
	} {
		starts := monthStarts(utc(c.now), Paris, c.n)
		if len(starts) != c.n+1 || !starts[0].Equal(utc(c.first)) || !starts[c.n].Equal(utc(c.last)) {
			t.Errorf("%s: %v, want %d bounds from %s to %s", c.name, starts, c.n+1, c.first, c.last)
		}
		now := utc(c.now)
		if !now.Before(starts[c.n]) || now.Before(starts[c.n-1]) {
			t.Errorf("%s: now is not in the last month %v – %v", c.name, starts[c.n-1], starts[c.n])
		}
	}
}
