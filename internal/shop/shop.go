package shop

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
)

// Register books the orders' movements and settles the PayPal captures of
// orders; the /api/orders routes are bound by the route index (internal/api).
func Register(app core.App, gateways *payments.Service) {
	gateways.OnPayPalCapture(payments.KindOrder, captureDomain)
	bookMovements(app)
}
