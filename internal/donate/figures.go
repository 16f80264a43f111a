package donate

import (
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ledger"
)

// figuresTTL bounds how long a cached figure is served. A save or a delete
// through the app forgets every figure at once (see figuresOf); the bound
// is for the writes no hook sees (raw SQL, another process on the file).
const figuresTTL = time.Minute

// maxFigures bounds the figures kept at once (each list's filters have theirs).
const maxFigures = 256

// figures caches, per app, the few figures that add up every gift and that
// the staff read on each visit of a screen: the twelve months of the
// treasurer's home (GiftsByMonth) and the number of people who gave (the
// donors list). Each takes tens of milliseconds over 100,000 gifts, too much
// for each of ten staff members at once (cmd/bench, docs/BENCHMARKS.md); the
// figures change only when a gift or a donor record does.
type figures struct {
	mu sync.Mutex
	// generation counts the changes seen: a figure computed across a change
	// is answered but not kept.
	generation uint64
	entries    map[string]*figure
}

type figure struct {
	mu    sync.Mutex // one computation at a time: the others wait for it
	value any
	at    time.Time
	ok    bool
}

// figuresOf returns app's figures, made on first use: the hooks that forget
// them on every saved or deleted gift or donor record are bound then, since
// until then there is nothing to forget.
func figuresOf(app core.App) *figures {
	return app.Store().GetOrSet("donate.figures", func() any {
		f := &figures{entries: map[string]*figure{}}
		forget := func(e *core.RecordEvent) error {
			f.forget()
			return e.Next()
		}
		app.OnRecordAfterCreateSuccess(DonationsCollection, donorsCollection, ledger.Collection).BindFunc(forget)
		app.OnRecordAfterUpdateSuccess(DonationsCollection, donorsCollection).BindFunc(forget)
		app.OnRecordAfterDeleteSuccess(DonationsCollection, donorsCollection).BindFunc(forget)
		return f
	}).(*figures)
}

func (f *figures) forget() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.generation++
	f.entries = map[string]*figure{}
}

// cachedFigure returns app's figure of key, computing it when it has none
// younger than figuresTTL; concurrent callers of one key wait for a single
// computation.
func cachedFigure[T any](app core.App, key string, compute func() (T, error)) (T, error) {
	f := figuresOf(app)
	f.mu.Lock()
	e, found := f.entries[key]
	if !found {
		if len(f.entries) >= maxFigures { // many lists' filters since the last gift saved
			f.entries = map[string]*figure{}
		}
		e = &figure{}
		f.entries[key] = e
	}
	generation := f.generation
	f.mu.Unlock()

	e.mu.Lock()
	defer e.mu.Unlock()
	if e.ok && time.Since(e.at) < figuresTTL {
		return e.value.(T), nil
	}
	v, err := compute()
	if err != nil {
		return v, err
	}
	f.mu.Lock()
	unchanged := f.generation == generation
	f.mu.Unlock()
	if unchanged {
		e.value, e.at, e.ok = v, time.Now(), true
	}
	return v, nil
}
