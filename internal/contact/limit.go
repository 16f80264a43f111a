package contact

import (
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Limit is how many messages one IP may send per window.
type Limit struct {
	Max    int
	Window time.Duration
}

// DefaultLimit counts stored messages only (a refused form costs nothing),
// leaves room for several people behind one address (a school, an office)
// and keeps a script from filling the staff's inbox.
var DefaultLimit = Limit{Max: 10, Window: 10 * time.Minute}

// limitFromEnv reads CONTACT_RATE_LIMIT ("max/window", e.g. "5/10m");
// a missing or malformed value keeps DefaultLimit.
func limitFromEnv() Limit {
	l, err := ParseLimit(os.Getenv("CONTACT_RATE_LIMIT"))
	if err != nil {
		return DefaultLimit
	}
	return l
}

// ParseLimit parses "max/window" such as "5/10m" or "1000/1s".
func ParseLimit(s string) (Limit, error) {
	maxPart, windowPart, ok := strings.Cut(strings.TrimSpace(s), "/")
	if !ok {
		return Limit{}, fmt.Errorf("contact rate limit %q: want max/window, e.g. 5/10m", s)
	}
	max, err := strconv.Atoi(maxPart)
	if err != nil || max < 1 {
		return Limit{}, fmt.Errorf("contact rate limit %q: max must be a positive integer", s)
	}
	window, err := time.ParseDuration(windowPart)
	if err != nil || window <= 0 {
		return Limit{}, fmt.Errorf("contact rate limit %q: window must be a positive duration", s)
	}
	return Limit{Max: max, Window: window}, nil
}

// limiter counts requests per key in fixed windows.
type limiter struct {
	limit Limit
	now   func() time.Time

	mu        sync.Mutex
	windows   map[string]window
	lastSweep time.Time
}

type window struct {
	start time.Time
	count int
}

func newLimiter(l Limit) *limiter {
	return &limiter{limit: l, now: time.Now, windows: map[string]window{}}
}

// allow records one request for key and reports whether it is within the
// limit; when it is not, it also says how long until the window resets.
func (l *limiter) allow(key string) (bool, time.Duration) {
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

// refund gives back a request that stored nothing (refused input, failed save).
func (l *limiter) refund(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if w, ok := l.windows[key]; ok && w.count > 0 {
		w.count--
		l.windows[key] = w
	}
}

// sweep forgets finished windows, at most once per window, so the map
// stays as small as the set of recent senders.
func (l *limiter) sweep(now time.Time) {
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

// take reserves one message for the request's IP, or answers 429 with
// Retry-After once the IP has used its quota. Superusers are not limited
// (as with PocketBase's own rate limiter). The returned func refunds the
// reservation; call it when nothing was stored.
func (l *limiter) take(e *core.RequestEvent) (refund func(), err error) {
	if e.HasSuperuserAuth() {
		return func() {}, nil
	}
	key := e.RealIP()
	ok, wait := l.allow(key)
	if !ok {
		seconds := int((wait + time.Second - 1) / time.Second)
		e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
		return nil, e.Error(http.StatusTooManyRequests,
			"Too many messages from your connection. Please try again in a few minutes.", nil)
	}
	return func() { l.refund(key) }, nil
}
