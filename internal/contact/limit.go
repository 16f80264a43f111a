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
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Limit is how many messages one IP may send per window.
type Limit struct {
	Max    int
	Window time.Duration
}

// DefaultLimit lets a visitor correct and resend a few times while keeping a
// script from filling the staff's inbox.
var DefaultLimit = Limit{Max: 5, Window: 10 * time.Minute}

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

// middleware answers 429 with Retry-After once an IP has used its quota.
// Superusers are not limited (as with PocketBase's own rate limiter).
func (l *limiter) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationContactRateLimit",
		Func: func(e *core.RequestEvent) error {
			if e.HasSuperuserAuth() {
				return e.Next()
			}
			ok, wait := l.allow(e.RealIP())
			if !ok {
				seconds := int((wait + time.Second - 1) / time.Second)
				e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
				return e.Error(http.StatusTooManyRequests,
					"Too many messages from your connection. Please try again in a few minutes.", nil)
			}
			return e.Next()
		},
	}
}
