package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"foundation/internal/money"
)

// ManageURL is where a PayPal donor changes the payment method of their
// automatic payments: PayPal, not the foundation, holds it.
const ManageURL = "https://www.paypal.com/myaccount/autopay/"

// Subscription is a PayPal billing subscription as needed for recurring donations.
type Subscription struct {
	ID              string
	Status          string // APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED
	PlanID          string
	CustomID        string
	SubscriberEmail string
	// Amount and Currency are what each payment takes: the price of the
	// plan's regular billing cycle times the quantity when the resource
	// carries the plan (GetSubscription asks for it; a webhook carries it when
	// plan_overridden), else the last payment. Zero when neither is known.
	// shipping_amount is never used: it is shipping, not the gift.
	Amount   money.Cents
	Currency string
	// From billing_info: the next payment, the last one, and the last failure
	// PayPal saw (FailedPaymentsCount counts consecutive failures and is back to 0
	// after a payment).
	NextBillingTime     time.Time
	LastPaymentAt       time.Time
	LastPaymentAmount   money.Cents
	FailedPaymentsCount int
	LastFailedAt        time.Time
	LastFailedReason    string // reason_code, e.g. PAYMENT_DENIED, INSUFFICIENT_FUNDS
}

// subscriptionFields asks GET for what it leaves out unless asked: the last
// failure's reason, and the plan that says what each payment costs.
const subscriptionFields = "?fields=last_failed_payment,plan"

// GetSubscription reads a subscription; use it to confirm what a browser or a
// webhook claims before recording a recurring donation.
func (c *Client) GetSubscription(ctx context.Context, id string) (*Subscription, error) {
	path, err := resourcePath("/v1/billing/subscriptions", id, subscriptionFields)
	if err != nil {
		return nil, err
	}
	var raw json.RawMessage
	if err := c.do(ctx, http.MethodGet, path, nil, "", &raw); err != nil {
		return nil, err
	}
	return decodeSubscription(raw)
}

// ErrNotActive is PayPal refusing to cancel a subscription that is no longer
// active (already cancelled or expired: 422 SUBSCRIPTION_STATUS_INVALID).
// Stopping twice is harmless, so callers may treat it as done.
var ErrNotActive = errors.New("paypal: the subscription is not active")

// CancelSubscription ends a subscription at once: PayPal takes no further
// payment. The reason is shown to the subscriber by PayPal.
func (c *Client) CancelSubscription(ctx context.Context, id, reason string) error {
	return c.subscriptionAction(ctx, id, "/cancel", reason)
}
