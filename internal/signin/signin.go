// Package signin guards the sign-ins of every account (donors, staff,
// superusers): PocketBase's limiter on its auth routes, the sign-in codes' tries
// and locks, superusers' second factor, and the account mails in the site's layout.
package signin

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ratelimit"
	"foundation/internal/records"
)

// signInRule is PocketBase's own rate limiter rule for every auth action.
const signInRule = "*:auth"

// RateLimit switches PocketBase's rate limiter on with a rule for the
// auth routes (limit per IP), and keeps it so when the settings are reloaded
// (a dashboard save). Our own per-route limiters cover the public routes.
// Call it once, when registering.
func RateLimit(app core.App, limit ratelimit.Limit) {
	apply := func(settings *core.Settings) {
		rules := []core.RateLimitRule{{Label: signInRule, MaxRequests: limit.Max, Duration: int64(max(limit.Window/time.Second, 1))}}
		for _, r := range settings.RateLimits.Rules {
			// PocketBase's catch-all "/api/" default would count every catalogue
			// read of a school behind one address; our routes have their own caps.
			if r.Label != signInRule && r.Label != "/api/" {
				rules = append(rules, r)
			}
		}
		settings.RateLimits.Enabled = true
		settings.RateLimits.Rules = rules
	}
	records.KeepSettings(app, apply)
}
