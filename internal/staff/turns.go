package staff

import (
	"context"
	"net/http"
	"runtime"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// turns admits at most as many requests at once as it has places, in the
// order they arrived (a channel's waiting senders are served first in,
// first out).
//
// Staff lists are CPU work in SQLite. Run all at once, ten of them shared
// the two cores unevenly: Go's scheduler let some finish in 8 ms while
// others waited 300 ms. In turn, each waits for those before it only
// (measured in docs/BENCHMARKS.md, Staff back office).
type turns chan struct{}

func newTurns(places int) turns { return make(turns, places) }

// wait blocks until the caller's turn, or until ctx ends (the caller is
// gone: it gets ctx's error and no turn). release ends the turn.
func (t turns) wait(ctx context.Context) (release func(), err error) {
	select {
	case t <- struct{}{}:
		return func() { <-t }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// InTurn is the middleware that runs each request in its turn, one per CPU
// the server may use. Every route given the same InTurn shares its turns.
func InTurn() *hook.Handler[*core.RequestEvent] {
	t := newTurns(runtime.GOMAXPROCS(0))
	return &hook.Handler[*core.RequestEvent]{
		Func: func(e *core.RequestEvent) error {
			release, err := t.wait(e.Request.Context())
			if err != nil {
				return apis.NewApiError(http.StatusServiceUnavailable, "The request was cancelled.", err)
			}
			defer release()
			return e.Next()
		},
	}
}
