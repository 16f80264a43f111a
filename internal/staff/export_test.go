package staff

import (
	"testing"
	"time"
)

// StopClock sets the summary's clock to at until t ends.
func StopClock(t testing.TB, at time.Time) {
	now = func() time.Time { return at }
	t.Cleanup(func() { now = time.Now })
}

// Clip is clip, for the tests.
var Clip = clip
