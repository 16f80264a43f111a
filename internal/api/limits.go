package api

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/config"
	"foundation/internal/ratelimit"
)

// limiters are the routes' rate limiters (429 with Retry-After past the
// limit), each built once: routes given the same limiter share its count.
// A costly one counts every call, refused or not, for routes that ask a
// provider before they can refuse; the others give back a request refused
// as invalid.
type limiters struct {
	contact *Limit
	// orders counts placing an order and opening its PayPal payment (which
	// calls PayPal) together.
	orders, orderReads *Limit
	// Each PayPal capture route has its own pair: per IP, and per order or
	// gift whoever asks.
	orderCaptures, capturesPerOrder *Limit
	giftCaptures, capturesPerGift   *Limit
	// donations counts every donation attempt together.
	donations *Limit
	// subscriptionChecks caps the confirmations of PayPal subscriptions,
	// each read from PayPal first.
	subscriptionChecks *Limit
	// testSubscriptions stands for donation attempts in TEST MODE.
	testSubscriptions *Limit
	// donorActions counts per signed-in donor, not per IP.
	donorActions *Limit
	webhooks     *Limit
}

// Limit is one rate limiter, with what docs/api.md says of it: its
// variable, what it counts by, whether every call counts. Routes given the
// same *Limit share its count.
type Limit struct {
	Middleware Middleware
	// Limit is its count and window, named by the RATE_LIMIT_* variable that sets them.
	Limit ratelimit.Limit
	// Per is what it counts by when not the caller's IP ("per donor").
	Per string
	// Costly: every call counts, refused as invalid or not.
	Costly bool
}

const (
	tooManyPayments = "Too many payment attempts from your connection. Please wait a minute and try again."
	tooManyForOne   = "Too many payment attempts for this payment. Please wait a minute and try again."
)

func newLimiters(l config.Limits) limiters {
	perIP := func(limit ratelimit.Limit, message string) *Limit {
		return &Limit{Middleware: ratelimit.New(limit, message).Middleware(), Limit: limit}
	}
	costlyPerIP := func(limit ratelimit.Limit, message string) *Limit {
		return &Limit{Middleware: ratelimit.New(limit, message).Costly().Middleware(), Limit: limit, Costly: true}
	}
	perRecord := func(record string) *Limit {
		limit := l.CapturesPerRecord()
		return &Limit{Middleware: ratelimit.New(limit, tooManyForOne).Costly().MiddlewareBy(ratelimit.PathID), Limit: limit, Per: "per " + record, Costly: true}
	}
	return limiters{
		contact:            perIP(l.Contact(), "Too many messages from your connection. Please try again in a few minutes."),
		orders:             perIP(l.Orders(), "Too many orders from your connection in a short time. Please wait a minute and try again."),
		orderReads:         perIP(l.OrderReads(), "Too many order look-ups from your connection. Please wait a minute and try again."),
		orderCaptures:      costlyPerIP(l.Captures(), tooManyPayments),
		capturesPerOrder:   perRecord("order"),
		giftCaptures:       costlyPerIP(l.Captures(), tooManyPayments),
		capturesPerGift:    perRecord("gift"),
		donations:          perIP(l.Donations(), "Too many donation attempts from your connection. Please wait a minute and try again."),
		subscriptionChecks: costlyPerIP(l.Captures(), tooManyPayments),
		testSubscriptions:  perIP(l.Donations(), "Too many test subscriptions from your connection."),
		donorActions: &Limit{Middleware: ratelimit.New(l.DonorActions(), "Too many changes in a short time. Please wait a minute and try again.").
			MiddlewareBy(func(e *core.RequestEvent) string { return e.Auth.Id }), Limit: l.DonorActions(), Per: "per donor"},
		webhooks: costlyPerIP(l.Webhooks(), "Too many webhook deliveries from this address."),
	}
}
