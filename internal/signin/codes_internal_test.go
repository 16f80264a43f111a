package signin

import (
	"testing"
	"time"
)

// An account locks at its 10th wrong code within the hour, for 15 minutes
// from then (not from its first wrong code), and then counts afresh.
func TestALockLastsFifteenMinutesFromTheTenthWrongCode(t *testing.T) {
	now := time.Date(2026, 5, 1, 9, 0, 0, 0, time.UTC)
	g := newCodeGuard(func() time.Time { return now })
	for i := range LockAfter {
		if g.locked("staff/ines") {
			t.Fatalf("locked after %d wrong codes", i)
		}
		g.failed("staff/ines")
		now = now.Add(5 * time.Minute) // the 10th comes 45 minutes after the first
	}
	now = now.Add(-5 * time.Minute)
	locked := now
	for _, c := range []struct {
		after time.Duration
		want  bool
	}{{0, true}, {14 * time.Minute, true}, {15 * time.Minute, false}} {
		now = locked.Add(c.after)
		if got := g.locked("staff/ines"); got != c.want {
			t.Errorf("%v after the lock: locked=%v, want %v", c.after, got, c.want)
		}
	}
	g.failed("staff/ines")
	if g.locked("staff/ines") {
		t.Error("one wrong code after the lock locked again")
	}
}
