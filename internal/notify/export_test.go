package notify

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// What the outbox tests in package notify_test reach inside the package.

// FlushAt is Flush with the clock stopped at now, so a test walks the
// retries of days in a moment.
func FlushAt(app core.App, now time.Time) {
	workerOf(app).pass(app, func() time.Time { return now }, nil)
}

// RetryDelays are the pauses between tries.
var RetryDelays = retryDelays

// ClaimFor is how long a try keeps its row claimed.
const ClaimFor = claimFor

// ShortSendTimeout bounds each try to d for the rest of t.
func ShortSendTimeout(t *testing.T, d time.Duration) {
	saved := sendTimeout
	sendTimeout = d
	t.Cleanup(func() { sendTimeout = saved })
}

// Quitting is closed once app's served worker is told to stop.
func Quitting(app core.App) <-chan struct{} { return workerOf(app).quit }

// Stopped reports whether the worker has stopped.
func Stopped(app core.App) bool { return closed(workerOf(app).done) }

func closed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}
