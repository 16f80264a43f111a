// Package ratelimit caps how often one IP may call the routes that store
// something or reach a payment provider (contact messages, orders, donation
// attempts): a person retrying never meets the cap, a script meets it at once.
package ratelimit

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Limit is how many requests one IP may make per window.
type Limit struct {
	Max    int
	Window time.Duration
	// Name is the variable that sets it (RATE_LIMIT_ORDERS…), as Table.Get
	// gives it: the route index's documentation names it.
	Name string
}

// String is the limit as its variable is written: "10/1m", "10/10m".
func (l Limit) String() string {
	w := l.Window.String()
	for _, unit := range []struct {
		d    time.Duration
		name string
	}{{time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}} {
		if l.Window >= unit.d && l.Window%unit.d == 0 {
			w = fmt.Sprintf("%d%s", l.Window/unit.d, unit.name)
			break
		}
	}
	return fmt.Sprintf("%d/%s", l.Max, w)
}

// Parse reads "N" (N per minute) or "N/window" such as "10/10m" or "1000/1s".
func Parse(s string) (Limit, error) {
	maxPart, windowPart, hasWindow := strings.Cut(strings.TrimSpace(s), "/")
	max, err := strconv.Atoi(maxPart)
	if err != nil || max < 1 {
		return Limit{}, fmt.Errorf("rate limit %q: want a positive count, e.g. 10 or 10/10m", s)
	}
	window := time.Minute
	if hasWindow {
		if window, err = time.ParseDuration(windowPart); err != nil || window <= 0 {
			return Limit{}, fmt.Errorf("rate limit %q: the window must be a positive duration such as 1m", s)
		}
	}
	return Limit{Max: max, Window: window}, nil
}

// Table holds the limits the environment sets, by variable name
// (RATE_LIMIT_ORDERS…), read once at start (internal/config); a nil Table
// sets none, and every limiter keeps its default.
type Table map[string]Limit

// Get is the limit the variable name sets, else def, named name.
func (t Table) Get(name string, def Limit) Limit {
	l, ok := t[name]
	if !ok {
		l = def
	}
	l.Name = name
	return l
}

// TablePrefix starts the name of every rate-limit variable.
const TablePrefix = "RATE_LIMIT_"

// TableFrom parses every RATE_LIMIT_* entry of environ ("NAME=value", as
// os.Environ gives them); each malformed one is an error naming it.
func TableFrom(environ []string) (Table, error) {
	t := Table{}
	var problems []error
	for _, entry := range environ {
		name, value, _ := strings.Cut(entry, "=")
		if !strings.HasPrefix(name, TablePrefix) {
			continue
		}
		l, err := Parse(value)
		if err != nil {
			problems = append(problems, fmt.Errorf("%s: %w", name, err))
			continue
		}
		t[name] = l
	}
	return t, errors.Join(problems...)
}

// Limiter counts requests per key in fixed windows. Safe for concurrent use.
type Limiter struct {
	limit   Limit
	message string
	costly  bool
	now     func() time.Time

	mu        sync.Mutex
	windows   map[string]window
	lastSweep time.Time
}

type window struct {
	start time.Time
	count int
}

// New returns a limiter whose 429 answers carry message.
func New(limit Limit, message string) *Limiter {
	return &Limiter{limit: limit, message: message, now: time.Now, windows: map[string]window{}}
}

// allow counts one request for key; past the limit it says how long until the window ends.
func (l *Limiter) allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	l.sweep(now)
	w, ok := l.windows[key]
	if !ok || now.Sub(w.start) >= l.limit.Window {
		w = window{start: now}
	}
	if w.count >= l.limit.Max {
		return false, w.start.Add(l.limit.Window).Sub(now)
	}
	w.count++
	l.windows[key] = w
	return true, 0
}

// Allow counts one use for key (an address, not an IP: see Middleware for
// those) and reports whether it is within the limit.
func (l *Limiter) Allow(key string) bool {
	ok, _ := l.allow(key)
	return ok
}

// refund gives back a request that changed nothing (refused input).
func (l *Limiter) refund(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if w, ok := l.windows[key]; ok && w.count > 0 {
		w.count--
		l.windows[key] = w
	}
}

// sweep forgets finished windows at most once a window, so the map stays as
// small as the set of recent senders.
func (l *Limiter) sweep(now time.Time) {
	if now.Sub(l.lastSweep) < l.limit.Window {
		return
	}
	l.lastSweep = now
	for k, w := range l.windows {
		if now.Sub(w.start) >= l.limit.Window {
			delete(l.windows, k)
		}
	}
}

// Costly makes every request count, refused or not: on routes that call a
// provider before they can refuse (a capture, a webhook's verification), a
// refused request has cost the call all the same.
func (l *Limiter) Costly() *Limiter {
	l.costly = true
	return l
}

// PathID keys a limiter by the record a route names ({id}).
func PathID(e *core.RequestEvent) string { return e.Request.PathValue("id") }

// Middleware answers 429 with Retry-After once the caller's IP has used its
// quota. Superusers are not limited, as with PocketBase's own limiter, and a
// request refused as invalid (400) is given back: someone correcting a field
// loses nothing.
func (l *Limiter) Middleware() *hook.Handler[*core.RequestEvent] {
	return l.MiddlewareBy(func(e *core.RequestEvent) string { return e.RealIP() })
}

// MiddlewareBy is Middleware counting by another key, such as the record a
// route acts on ("at most N captures of one order a minute, whoever asks").
func (l *Limiter) MiddlewareBy(key func(e *core.RequestEvent) string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Func: func(e *core.RequestEvent) error {
			if e.HasSuperuserAuth() {
				return e.Next()
			}
			k := key(e)
			ok, wait := l.allow(k)
			if !ok {
				seconds := int((wait + time.Second - 1) / time.Second)
				e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
				return e.Error(http.StatusTooManyRequests, l.message, nil)
			}
			err := e.Next()
			var apiErr *router.ApiError
			if !l.costly && errors.As(err, &apiErr) && apiErr.Status == http.StatusBadRequest {
				l.refund(k)
			}
			return err
		},
	}
}
