package shop

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments"
)

// Register binds the order routes and the shop's PayPal webhook handler.
func Register(app core.App, gateways *payments.Service) {
	gateways.OnPayPalEvent(onPayPalEvent)
	limiter := newTokenBuckets(ordersLimitFromEnv())
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		bindOrdersApi(se.Router.Group("/api"), gateways, limiter)
		return se.Next()
	})
}

func bindOrdersApi(api *router.RouterGroup[*core.RequestEvent], gateways *payments.Service, limiter *tokenBuckets) {
	pp := payPalRoutes{gateways: gateways}
	orders := api.Group("/orders")
	orders.POST("", createOrder).Bind(limiter.middleware(), apis.BodyLimit(maxOrderBody))
	orders.GET("/{id}", getOrder)
	orders.POST("/{id}/paypal", pp.createPayPalOrder).Bind(apis.BodyLimit(1 << 10))
	orders.POST("/{id}/paypal/capture", pp.capturePayPalOrder).Bind(apis.BodyLimit(1 << 10))
}
