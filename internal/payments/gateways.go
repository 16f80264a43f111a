package payments

import (
	"context"
	"net/http"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// PayPalGateway is what the shop and donations need from PayPal; the real
// client and the demo gateway both satisfy it.
type PayPalGateway interface {
	CreateOrder(ctx context.Context, in paypal.CreateOrderInput, requestID string) (*paypal.Order, error)
	CaptureOrder(ctx context.Context, orderID, requestID string) (*paypal.Capture, error)
	GetOrder(ctx context.Context, orderID string) (*paypal.Capture, error)
	GetSubscription(ctx context.Context, id string) (*paypal.Subscription, error)
	RefundCapture(ctx context.Context, captureID string, amount money.Cents, currency, requestID string) (*paypal.Refund, error)
	VerifyWebhookSignature(ctx context.Context, h http.Header, body []byte) error
}

// CardGateway opens hosted card checkouts (Stripe Checkout, or the demo page)
// and reads signed card events.
type CardGateway interface {
	CreatePaymentSession(ctx context.Context, p stripe.PaymentSessionParams) (stripe.Session, error)
	CreateSubscriptionSession(ctx context.Context, p stripe.SubscriptionSessionParams) (stripe.Session, error)
	ParseWebhook(payload []byte, signatureHeader string) (stripe.Event, error)
}
