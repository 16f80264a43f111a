package shop

import (
	"math"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// DefaultOrdersPerMinute lets a real buyer retry a checkout several times and
// keeps a script from filling the orders collection.
const DefaultOrdersPerMinute = 10

// OrdersPerMinute reads RATE_LIMIT_ORDERS (orders per minute per IP); a
// missing, malformed or non-positive value keeps the default.
func OrdersPerMinute(value string) int {
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil || n < 1 {
		return DefaultOrdersPerMinute
	}
	return n
}

// tokenBuckets refills each IP's bucket continuously at perMinute/60 tokens a
// second, up to perMinute: a burst of perMinute, then a steady rate.
type tokenBuckets struct {
	perMinute float64
	now       func() time.Time

	mu        sync.Mutex
	buckets   map[string]bucket
	lastPrune time.Time
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newTokenBuckets(perMinute int) *tokenBuckets {
	return &tokenBuckets{perMinute: float64(perMinute), now: time.Now, buckets: map[string]bucket{}}
}

// take spends one token of key's bucket; when it is empty it says how long
// until the next token.
func (tb *tokenBuckets) take(key string) (bool, time.Duration) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	now := tb.now()
	perSecond := tb.perMinute / 60
	if now.Sub(tb.lastPrune) > time.Minute {
		// A bucket idle for a minute is full again: forget it.
		for k, b := range tb.buckets {
			if now.Sub(b.at) > time.Minute {
				delete(tb.buckets, k)
			}
		}
		tb.lastPrune = now
	}
	b, ok := tb.buckets[key]
	if !ok {
		b = bucket{tokens: tb.perMinute, at: now}
	}
	b.tokens = math.Min(tb.perMinute, b.tokens+now.Sub(b.at).Seconds()*perSecond)
	b.at = now
	if b.tokens < 1 {
		tb.buckets[key] = b
		return false, time.Duration((1 - b.tokens) / perSecond * float64(time.Second))
	}
	b.tokens--
	tb.buckets[key] = b
	return true, 0
}

// middleware answers 429 with Retry-After once an IP has spent its orders.
func (tb *tokenBuckets) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationOrdersRateLimit",
		Func: func(e *core.RequestEvent) error {
			if e.HasSuperuserAuth() {
				return e.Next()
			}
			if ok, wait := tb.take(e.RealIP()); !ok {
				e.Response.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
				return apis.NewApiError(http.StatusTooManyRequests,
					"Too many orders from your connection in a short time. Please wait a minute and try again.", nil)
			}
			return e.Next()
		},
	}
}

// ordersLimitFromEnv is the limit the server starts with.
func ordersLimitFromEnv() int { return OrdersPerMinute(os.Getenv("RATE_LIMIT_ORDERS")) }
