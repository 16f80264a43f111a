package shop

import (
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Register binds the order routes and the shop's PayPal webhook handler.
func Register(app core.App, gateways *payments.Service) {
	gateways.OnPayPalEvent(onPayPalEvent)
	limiter := ratelimit.New(ratelimit.FromEnv("RATE_LIMIT_ORDERS", DefaultOrderLimit),
		"Too many orders from your connection in a short time. Please wait a minute and try again.")
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		bindOrdersApi(se.Router.Group("/api"), gateways, limiter)
		return se.Next()
	})
}

// DefaultOrderLimit lets a real buyer retry a checkout several times and keeps
// a script from filling the orders collection (RATE_LIMIT_ORDERS changes it).
var DefaultOrderLimit = ratelimit.Limit{Max: 10, Window: time.Minute}

func bindOrdersApi(api *router.RouterGroup[*core.RequestEvent], gateways *payments.Service, limiter *ratelimit.Limiter) {
	pp := payPalRoutes{gateways: gateways}
	orders := api.Group("/orders")
	orders.POST("", createOrder).Bind(limiter.Middleware(), apis.BodyLimit(maxOrderBody))
	orders.GET("/{id}", getOrder)
	// Opening a PayPal order calls PayPal: it shares the per-IP cap of placing orders.
	orders.POST("/{id}/paypal", pp.createPayPalOrder).Bind(limiter.Middleware(), apis.BodyLimit(1<<10))
	orders.POST("/{id}/paypal/capture", pp.capturePayPalOrder).Bind(apis.BodyLimit(1 << 10))
}
