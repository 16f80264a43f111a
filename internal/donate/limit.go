package donate

import (
	"errors"
	"net/http"
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// DefaultPerMinute is how many donation attempts (donor, checkout session,
// PayPal order, subscription confirmation, cheque) one IP may make per
// minute: a donor who retries a few times never meets it, a script testing
// stolen cards meets it at once.
const DefaultPerMinute = 30

// perMinuteFromEnv reads RATE_LIMIT_DONATIONS (a positive integer); anything
// else keeps the default.
func perMinuteFromEnv() int {
	n, err := strconv.Atoi(os.Getenv("RATE_LIMIT_DONATIONS"))
	if err != nil || n < 1 {
		return DefaultPerMinute
	}
	return n
}

// quota counts attempts per IP within the current clock minute.
type quota struct {
	perMinute int
	now       func() time.Time

	mu     sync.Mutex
	minute int64
	used   map[string]int
}

func newQuota(perMinute int) *quota {
	return &quota{perMinute: perMinute, now: time.Now, used: map[string]int{}}
}

// take uses one attempt of ip's quota; when none is left it says how long
// until the next minute starts.
func (q *quota) take(ip string) (bool, time.Duration) {
	q.mu.Lock()
	defer q.mu.Unlock()
	now := q.now()
	if m := now.Unix() / 60; m != q.minute {
		q.minute = m
		clear(q.used)
	}
	if q.used[ip] >= q.perMinute {
		return false, time.Duration(60-now.Unix()%60) * time.Second
	}
	q.used[ip]++
	return true, 0
}

// giveBack returns an attempt that stored nothing (refused input).
func (q *quota) giveBack(ip string) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.used[ip] > 0 {
		q.used[ip]--
	}
}

// middleware answers 429 with Retry-After when the IP's quota is used up.
// A request refused as invalid (400) costs nothing: only what reaches the
// database or a payment provider counts.
func (q *quota) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationDonationRateLimit",
		Func: func(e *core.RequestEvent) error {
			ip := e.RealIP()
			ok, wait := q.take(ip)
			if !ok {
				e.Response.Header().Set("Retry-After", strconv.Itoa(int(wait/time.Second)))
				return e.Error(http.StatusTooManyRequests,
					"Too many donation attempts from your connection. Please wait a minute and try again.", nil)
			}
			err := e.Next()
			var apiErr *router.ApiError
			if errors.As(err, &apiErr) && apiErr.Status == http.StatusBadRequest {
				q.giveBack(ip)
			}
			return err
		},
	}
}
