package payments

import (
	"context"
	"net/http"
	"time"

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
	CreateSubscription(ctx context.Context, in paypal.CreateSubscriptionInput, requestID string) (*paypal.Subscription, error)
	RefundCapture(ctx context.Context, captureID string, amount money.Cents, currency, requestID string) (*paypal.Refund, error)
	VerifyWebhookSignature(ctx context.Context, h http.Header, body []byte) error
	CancelSubscription(ctx context.Context, id, reason string) error
	SuspendSubscription(ctx context.Context, id, reason string) error
	ActivateSubscription(ctx context.Context, id, reason string) error
	ListSubscriptionTransactions(ctx context.Context, id string, from, to time.Time) ([]paypal.Transaction, error)
}

// CardGateway opens hosted card checkouts (Stripe Checkout, or the demo page),
// reads signed card events, and manages a recurring gift's life: amount,
// rhythm, pause, card, stop, and the event history a reconciliation replays.
type CardGateway interface {
	CreatePaymentSession(ctx context.Context, p stripe.PaymentSessionParams) (stripe.Session, error)
	CreateSubscriptionSession(ctx context.Context, p stripe.SubscriptionSessionParams) (stripe.Session, error)
	ParseWebhook(payload []byte, signatureHeader string) (stripe.Event, error)

	GetSubscription(ctx context.Context, id string) (stripe.SubscriptionState, error)
	CancelSubscription(ctx context.Context, id, idempotencyKey string) (stripe.SubscriptionState, error)
	ChangeSubscriptionAmount(ctx context.Context, id string, amount money.Cents, idempotencyKey string) (stripe.SubscriptionState, error)
	ChangeSubscriptionInterval(ctx context.Context, id, interval, idempotencyKey string) (stripe.SubscriptionState, error)
	PauseSubscription(ctx context.Context, id string, resumesAt time.Time, idempotencyKey string) (stripe.SubscriptionState, error)
	CreateCardUpdateSession(ctx context.Context, p stripe.CardUpdateParams) (stripe.Session, error)
	UseSetupForSubscription(ctx context.Context, setupIntentID, subscriptionID, idempotencyKey string) (string, error)
	ListEvents(ctx context.Context, since time.Time, types []string) ([]stripe.ListedEvent, error)
	RefundPayment(ctx context.Context, paymentIntentID string, amount money.Cents, idempotencyKey string) (chargeID string, err error)
}
