package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"foundation/internal/money"
)

// CreateSubscriptionInput is a subscription the server opens for the
// payer to approve in PayPal's buttons: on PlanID, for CustomID (our
// donor), and, when Amount is set, at that price instead of the plan's
// (PayPal's plan override of the regular cycle, sequence 1 in the plans
// the site makes: CreatePlan).
type CreateSubscriptionInput struct {
	PlanID   string
	CustomID string
	Amount   money.Cents // 0: the plan's own price
	Currency string      // ISO 4217, with Amount
}

// createSubscriptionRequest is the documented body of POST
// /v1/billing/subscriptions: plan_id, custom_id, and plan, the
// plan_override whose billing_cycles override the plan's by sequence.
type createSubscriptionRequest struct {
	PlanID   string        `json:"plan_id"`
	CustomID string        `json:"custom_id,omitempty"`
	Plan     *planOverride `json:"plan,omitempty"`
}

type planOverride struct {
	BillingCycles []cycleOverride `json:"billing_cycles"`
}

type cycleOverride struct {
	Sequence      int         `json:"sequence"`
	PricingScheme pricingWire `json:"pricing_scheme"`
}

// CreateSubscription creates a subscription in APPROVAL_PENDING; its id is
// what the JavaScript SDK's createSubscription callback returns, and the
// payer approves it in PayPal's window. requestID is required: PayPal
// answers a repeated PayPal-Request-Id with the same subscription.
func (c *Client) CreateSubscription(ctx context.Context, in CreateSubscriptionInput, requestID string) (*Subscription, error) {
	switch {
	case in.PlanID == "":
		return nil, errors.New("paypal: a subscription needs a plan")
	case requestID == "":
		return nil, errors.New("paypal: CreateSubscription needs a PayPal-Request-Id")
	case in.Amount < 0, in.Amount > 0 && len(in.Currency) != 3:
		return nil, fmt.Errorf("paypal: subscription price %s %q", in.Amount.Decimal(), in.Currency)
	case zeroDecimalCurrencies[in.Currency]:
		return nil, fmt.Errorf("paypal: currency %s has no decimals and is not supported", in.Currency)
	}
	req := createSubscriptionRequest{PlanID: in.PlanID, CustomID: in.CustomID}
	if in.Amount > 0 {
		req.Plan = &planOverride{BillingCycles: []cycleOverride{{
			Sequence:      1,
			PricingScheme: pricingWire{FixedPrice: &amountWire{CurrencyCode: in.Currency, Value: in.Amount.Decimal()}},
		}}}
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, fmt.Errorf("paypal: encoding subscription: %w", err)
	}
	var raw json.RawMessage
	if err := c.do(ctx, http.MethodPost, "/v1/billing/subscriptions", body, requestID, &raw); err != nil {
		return nil, err
	}
	return decodeSubscription(raw)
}
