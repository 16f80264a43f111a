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
	contact Middleware
	// orders counts placing an order and opening its PayPal payment (which
	// calls PayPal) together.
	orders, orderReads Middleware
	// Each PayPal capture route has its own pair: per IP, and per order or
	// gift whoever asks.
	orderCaptures, capturesPerOrder Middleware
	giftCaptures, capturesPerGift   Middleware
	// donations counts every donation attempt together.
	donations Middleware
	// subscriptionChecks caps the confirmations of PayPal subscriptions,
	// each read from PayPal first.
	subscriptionChecks Middleware
	// testSubscriptions stands for donation attempts in TEST MODE.
	testSubscriptions Middleware
	// donorActions counts per signed-in donor, not per IP.
	donorActions Middleware
	webhooks     Middleware
}

const (
	tooManyPayments = "Too many payment attempts from your connection. Please wait a minute and try again."
	tooManyForOne   = "Too many payment attempts for this payment. Please wait a minute and try again."
)

func newLimiters(l config.Limits) limiters {
	perIP := func(limit ratelimit.Limit, message string) Middleware {
		return ratelimit.New(limit, message).Middleware()
	}
	costlyPerIP := func(limit ratelimit.Limit, message string) Middleware {
		return ratelimit.New(limit, message).Costly().Middleware()
	}
	perRecord := func() Middleware {
		return ratelimit.New(l.CapturesPerRecord(), tooManyForOne).Costly().MiddlewareBy(ratelimit.PathID)
	}
	return limiters{
		contact:            perIP(l.Contact(), "Too many messages from your connection. Please try again in a few minutes."),
		orders:             perIP(l.Orders(), "Too many orders from your connection in a short time. Please wait a minute and try again."),
		orderReads:         perIP(l.OrderReads(), "Too many order look-ups from your connection. Please wait a minute and try again."),
		orderCaptures:      costlyPerIP(l.Captures(), tooManyPayments),
		capturesPerOrder:   perRecord(),
		giftCaptures:       costlyPerIP(l.Captures(), tooManyPayments),
		capturesPerGift:    perRecord(),
		donations:          perIP(l.Donations(), "Too many donation attempts from your connection. Please wait a minute and try again."),
		subscriptionChecks: costlyPerIP(l.Captures(), tooManyPayments),
		testSubscriptions:  perIP(l.Donations(), "Too many test subscriptions from your connection."),
		donorActions: ratelimit.New(l.DonorActions(), "Too many changes in a short time. Please wait a minute and try again.").
			MiddlewareBy(func(e *core.RequestEvent) string { return e.Auth.Id }),
		webhooks: costlyPerIP(l.Webhooks(), "Too many webhook deliveries from this address."),
	}
}
