package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"foundation/internal/money"
)

type CreateOrderInput struct {
	Amount      money.Cents
	Currency    string // ISO 4217, e.g. EUR
	ReferenceID string // our order or donation ID; echoed back in purchase_units
	CustomID    string // free text (max 127) that also appears on the capture and in webhooks
	Description string // shown to the payer
}

// Order is what creating an order returns; the browser needs only the ID.
type Order struct {
	ID     string
	Status string // as PayPal says: CREATED, APPROVED, COMPLETED…
}

// Capture describes an order and its first capture. CaptureID is empty until the
// order is captured. Treat money as received only when CaptureStatus is
// COMPLETED and Amount and Currency equal what the order was created for.
type Capture struct {
	OrderID, OrderStatus     string
	CaptureID, CaptureStatus string // CaptureStatus may be PENDING (e.g. eCheck) with OrderStatus COMPLETED
	Currency                 string
	CustomID, ReferenceID    string
	Amount                   money.Cents // the captured amount, 0 when nothing is captured
	// Fee is PayPal's fee on the capture (seller_receivable_breakdown.paypal_fee),
	// when FeeKnown: PayPal reports it once the capture is completed.
	Fee      money.Cents
	FeeKnown bool
}

// zeroDecimalCurrencies have no cents at PayPal; money.Cents would be off by 100.
var zeroDecimalCurrencies = map[string]bool{"HUF": true, "JPY": true, "TWD": true}

// CreateOrder creates a CAPTURE order with one purchase unit. requestID is
// required: PayPal returns the same order for a repeated ID, which makes a retry
// after a timeout safe instead of creating a second order.
func (c *Client) CreateOrder(ctx context.Context, in CreateOrderInput, requestID string) (*Order, error) {
	switch {
	case in.Amount <= 0:
		return nil, fmt.Errorf("paypal: order amount must be positive, got %s", in.Amount.Decimal())
	case len(in.Currency) != 3:
		return nil, fmt.Errorf("paypal: currency %q is not an ISO 4217 code", in.Currency)
	case zeroDecimalCurrencies[in.Currency]:
		return nil, fmt.Errorf("paypal: currency %s has no decimals and is not supported", in.Currency)
	case requestID == "":
		return nil, errors.New("paypal: CreateOrder needs a PayPal-Request-Id")
	}
	body, err := json.Marshal(createOrderRequest{
		Intent: "CAPTURE",
		PurchaseUnits: []purchaseUnitRequest{{
			ReferenceID: in.ReferenceID,
			CustomID:    in.CustomID,
			Description: in.Description,
			Amount:      amountWire{CurrencyCode: in.Currency, Value: in.Amount.Decimal()},
		}},
	})
	if err != nil {
		return nil, fmt.Errorf("paypal: encoding order: %w", err)
	}
	var resp orderResponse
	if err := c.do(ctx, http.MethodPost, "/v2/checkout/orders", body, requestID, &resp); err != nil {
		return nil, err
	}
	if resp.ID == "" {
		return nil, errors.New("paypal: create order response without id")
	}
	return &Order{ID: resp.ID, Status: resp.Status}, nil
}

// CaptureOrder captures an approved order. requestID is required so that a retry
// (after a timeout) gets the original result rather than ORDER_ALREADY_CAPTURED.
// A second capture with a new ID fails with IssueOrderAlreadyCaptured; use
// GetOrder then.
func (c *Client) CaptureOrder(ctx context.Context, orderID, requestID string) (*Capture, error) {
	if requestID == "" {
		return nil, errors.New("paypal: CaptureOrder needs a PayPal-Request-Id")
	}
	path, err := resourcePath("/v2/checkout/orders", orderID, "/capture")
	if err != nil {
		return nil, err
	}
	var resp orderResponse
	if err := c.do(ctx, http.MethodPost, path, nil, requestID, &resp); err != nil {
		return nil, err
	}
	return resp.capture()
}

// GetOrder reads an order, e.g. to reconcile after ORDER_ALREADY_CAPTURED or a webhook.
func (c *Client) GetOrder(ctx context.Context, orderID string) (*Capture, error) {
	path, err := resourcePath("/v2/checkout/orders", orderID, "")
	if err != nil {
		return nil, err
	}
	var resp orderResponse
	if err := c.do(ctx, http.MethodGet, path, nil, "", &resp); err != nil {
		return nil, err
	}
	return resp.capture()
}

type createOrderRequest struct {
	Intent        string                `json:"intent"`
	PurchaseUnits []purchaseUnitRequest `json:"purchase_units"`
}

type purchaseUnitRequest struct {
	ReferenceID string     `json:"reference_id,omitempty"`
	CustomID    string     `json:"custom_id,omitempty"`
	Description string     `json:"description,omitempty"`
	Amount      amountWire `json:"amount"`
}

// amountWire is PayPal's v2 money object.
type amountWire struct {
	CurrencyCode string `json:"currency_code"`
	Value        string `json:"value"`
}

type orderResponse struct {
	ID            string `json:"id"`
	Status        string `json:"status"`
	PurchaseUnits []struct {
		ReferenceID string `json:"reference_id"`
		CustomID    string `json:"custom_id"`
		Payments    struct {
			Captures []struct {
				ID        string     `json:"id"`
				Status    string     `json:"status"`
				CustomID  string     `json:"custom_id"`
				Amount    amountWire `json:"amount"`
				Breakdown *struct {
					Fee *amountWire `json:"paypal_fee"`
				} `json:"seller_receivable_breakdown"`
			} `json:"captures"`
		} `json:"payments"`
	} `json:"purchase_units"`
}

func (o *orderResponse) capture() (*Capture, error) {
	if o.ID == "" {
		return nil, errors.New("paypal: order response without id")
	}
	out := &Capture{OrderID: o.ID, OrderStatus: o.Status}
	if len(o.PurchaseUnits) == 0 {
		return out, nil
	}
	unit := o.PurchaseUnits[0]
	out.ReferenceID, out.CustomID = unit.ReferenceID, unit.CustomID
	if len(unit.Payments.Captures) == 0 {
		return out, nil
	}
	first := unit.Payments.Captures[0]
	amount, err := money.ParseDecimal(first.Amount.Value)
	if err != nil {
		// Never hand back a guessed amount: a caller would compare it and book it.
		return nil, fmt.Errorf("paypal: capture %s of order %s: %w", first.ID, o.ID, err)
	}
	out.CaptureID, out.CaptureStatus = first.ID, first.Status
	out.Amount, out.Currency = amount, first.Amount.CurrencyCode
	if first.Breakdown != nil && first.Breakdown.Fee != nil {
		if out.Fee, err = money.ParseDecimal(first.Breakdown.Fee.Value); err == nil {
			out.FeeKnown = true
		}
	}
	if out.CustomID == "" {
		out.CustomID = first.CustomID
	}
	return out, nil
}
