package stripe

import (
	"context"
	"errors"
	"fmt"

	stripego "github.com/stripe/stripe-go/v85"

	"foundation/internal/money"
)

// RefundPayment gives back amount of a payment (a one-off gift's
// PaymentIntent) and answers the charge it was taken from: Stripe's
// charge.refunded events then report that charge's running total.
func (c *Client) RefundPayment(ctx context.Context, paymentIntentID string, amount money.Cents, idempotencyKey string) (chargeID string, err error) {
	if err := c.ready(); err != nil {
		return "", err
	}
	if paymentIntentID == "" || amount <= 0 || idempotencyKey == "" {
		return "", errors.New("stripe: a refund needs its payment, a positive amount and an idempotency key")
	}
	params := &stripego.RefundCreateParams{PaymentIntent: stripego.String(paymentIntentID), Amount: stripego.Int64(int64(amount))}
	params.SetIdempotencyKey(idempotencyKey)
	refund, err := c.api.V1Refunds.Create(ctx, params)
	if err != nil {
		return "", fmt.Errorf("stripe: refund %s: %w", paymentIntentID, err)
	}
	if refund.Charge == nil || refund.Charge.ID == "" {
		return "", fmt.Errorf("stripe: refund %s names no charge", refund.ID)
	}
	return refund.Charge.ID, nil
}
