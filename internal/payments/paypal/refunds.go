package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"foundation/internal/money"
)

// Issues PayPal gives a refused refund.
const (
	IssueRefundAmountExceeded = "REFUND_AMOUNT_EXCEEDED"
	IssueCaptureFullyRefunded = "CAPTURE_FULLY_REFUNDED"
)

// Refund is PayPal's answer to a refund of a capture.
type Refund struct {
	ID       string
	Status   string // COMPLETED, or PENDING while PayPal settles it
	Amount   money.Cents
	Currency string
}

// RefundCapture gives back amount of a capture (v2 payments). requestID is
// required: the same PayPal-Request-Id returns the same refund, so a retry
// or two staff members clicking at once refund once.
func (c *Client) RefundCapture(ctx context.Context, captureID string, amount money.Cents, currency, requestID string) (*Refund, error) {
	switch {
	case amount <= 0:
		return nil, fmt.Errorf("paypal: refund amount must be positive, got %s", amount.Decimal())
	case requestID == "":
		return nil, errors.New("paypal: RefundCapture needs a PayPal-Request-Id")
	}
	path, err := resourcePath("/v2/payments/captures", captureID, "/refund")
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(map[string]amountWire{"amount": {CurrencyCode: currency, Value: amount.Decimal()}})
	if err != nil {
		return nil, err
	}
	var resp struct {
		ID     string      `json:"id"`
		Status string      `json:"status"`
		Amount *amountWire `json:"amount"`
	}
	if err := c.do(ctx, http.MethodPost, path, body, requestID, &resp); err != nil {
		return nil, err
	}
	if resp.ID == "" {
		return nil, errors.New("paypal: refund response without id")
	}
	refund := &Refund{ID: resp.ID, Status: resp.Status, Amount: amount, Currency: currency}
	if resp.Amount != nil {
		if refund.Amount, err = money.ParseDecimal(resp.Amount.Value); err != nil {
			return nil, fmt.Errorf("paypal: refund %s: %w", resp.ID, err)
		}
		refund.Currency = resp.Amount.CurrencyCode
	}
	return refund, nil
}
