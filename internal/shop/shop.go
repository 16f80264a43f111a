package shop

import (
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Register binds the order routes and the shop's PayPal webhook handler.
func Register(app core.App, gateways *payments.Service, table ratelimit.Table) {
	gateways.OnPayPalCapture(payments.KindOrder, captureDomain)
	bookMovements(app)
	limits := limiters{
		orders: ratelimit.New(table.Get("RATE_LIMIT_ORDERS", DefaultOrderLimit),
			"Too many orders from your connection in a short time. Please wait a minute and try again."),
		reads: ratelimit.New(table.Get("RATE_LIMIT_ORDER_READS", DefaultReadLimit),
			"Too many order look-ups from your connection. Please wait a minute and try again."),
	}
	limits.captures, limits.capturesPerOrder = payments.CaptureLimiters(table)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		bindOrdersApi(se.Router.Group("/api"), gateways, limits)
		return se.Next()
	})
}

type limiters struct {
	orders, reads              *ratelimit.Limiter
	captures, capturesPerOrder *hook.Handler[*core.RequestEvent]
}

// DefaultOrderLimit lets a real buyer retry a checkout several times and keeps
// a script from filling the orders collection (RATE_LIMIT_ORDERS changes it).
var DefaultOrderLimit = ratelimit.Limit{Max: 10, Window: time.Minute}

// DefaultReadLimit lets a buyer reload the payment page as often as a person
// would, and stops a script guessing order ids (RATE_LIMIT_ORDER_READS).
var DefaultReadLimit = ratelimit.Limit{Max: 60, Window: time.Minute}

func bindOrdersApi(api *router.RouterGroup[*core.RequestEvent], gateways *payments.Service, limits limiters) {
	pp := payPalRoutes{gateways: gateways}
	orders := api.Group("/orders")
	orders.POST("", func(e *core.RequestEvent) error { return createOrder(e, gateways.Test()) }).Bind(limits.orders.Middleware(), apis.BodyLimit(maxOrderBody))
	orders.GET("/{id}", getOrder).Bind(limits.reads.Middleware())
	// Opening a PayPal order calls PayPal: it shares the per-IP cap of placing orders.
	orders.POST("/{id}/paypal", pp.createPayPalOrder).Bind(limits.orders.Middleware(), apis.BodyLimit(1<<10))
	orders.POST("/{id}/paypal/capture", pp.capturePayPalOrder).Bind(limits.captures, limits.capturesPerOrder, apis.BodyLimit(1<<10))
}
