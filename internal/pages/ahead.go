package pages

import (
	"sync"
	"time"
)

// aheadEvery is how often at most a saved record's page is made ahead of its
// visitors while saves keep coming: a sale saves its products' stock at each
// paid order, and a page made on every save took the CPU from every other
// page (docs/BENCHMARKS.md, "Campaign day": the blog during ten saves a second).
const aheadEvery = time.Second

// aheadRenders makes a path's page at its first save at once and, when more
// saves of it came within aheadEvery, once more as that time ends, from what
// was saved last: a burst of saves costs two renders, whatever its length.
// Each save still makes the page it changes stale (readcache.DropOnChange):
// a visitor meanwhile gets the old page for at most maxStale, while their
// visit makes it again (keptPage).
type aheadRenders struct {
	// render makes path's page, false when it could not start (see renderAhead).
	render func(path string) bool
	// after calls f once d has passed (time.AfterFunc; tests call it when they choose).
	after func(d time.Duration, f func())

	mu sync.Mutex
	// recent are the paths made less than aheadEvery ago, each with whether it
	// was saved again since: only the paths of the last moment's saves.
	recent map[string]bool
}

func newAheadRenders(render func(path string) bool, after func(time.Duration, func())) *aheadRenders {
	return &aheadRenders{render: render, after: after, recent: map[string]bool{}}
}

// afterTime is after in a running server.
func afterTime(d time.Duration, f func()) { time.AfterFunc(d, f) }

// saved makes path's page now, unless it was made less than aheadEvery ago:
// it is then made again as that time ends.
func (a *aheadRenders) saved(path string) {
	a.mu.Lock()
	if _, made := a.recent[path]; made {
		a.recent[path] = true
		a.mu.Unlock()
		return
	}
	a.recent[path] = false
	a.mu.Unlock()
	if !a.render(path) { // nothing made (the server not serving yet): nothing to wait for
		a.mu.Lock()
		delete(a.recent, path)
		a.mu.Unlock()
		return
	}
	a.after(aheadEvery, func() { a.lapsed(path) })
}

// lapsed ends path's wait: saved again meanwhile, its page is made now.
func (a *aheadRenders) lapsed(path string) {
	a.mu.Lock()
	again := a.recent[path]
	delete(a.recent, path)
	a.mu.Unlock()
	if again {
		a.saved(path)
	}
}
