// Package demo is the TEST MODE gateway that stands in for PayPal and Stripe
// when no keys are configured, so every flow can be walked end to end without
// real money. It keeps its state in memory: a restart forgets open checkouts.
package demo

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"sync"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// PayPal behaves like PayPal's Orders v2 and Subscriptions APIs as seen by our
// server: an order created here is approved at once (the TEST MODE button
// stands for the buyer's approval) and captures for exactly its amount.
type PayPal struct {
	mu              sync.Mutex
	orders          map[string]*demoOrder
	byRequestID     map[string]string // PayPal-Request-Id → order id, as PayPal replays a create
	orderIDs        []string          // order of creation, to forget the oldest past MaxEntries
	subscriptions   bounded[*demoSubscription]
	refunded        map[string]money.Cents // capture id → refunded so far
	refundByRequest map[string]paypal.Refund
}

// MaxEntries bounds what the demo keeps in memory (orders, subscriptions):
// past it the oldest are forgotten, so no sequence of calls can grow the
// process without limit. Far above what a test or a demo walk-through opens.
const MaxEntries = 10_000

type demoOrder struct {
	in        paypal.CreateOrderInput
	requestID string
	capture   *paypal.Capture
}

func NewPayPal() *PayPal {
	return &PayPal{orders: map[string]*demoOrder{}, byRequestID: map[string]string{}, subscriptions: newBounded[*demoSubscription](),
		refunded: map[string]money.Cents{}, refundByRequest: map[string]paypal.Refund{}}
}

func newID(prefix string) string {
	b := make([]byte, 8)
	rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

func notFound(what, id string) error {
	return &paypal.APIError{Status: http.StatusNotFound, Name: "RESOURCE_NOT_FOUND", Message: fmt.Sprintf("demo: no %s %q", what, id)}
}

func (p *PayPal) CreateOrder(_ context.Context, in paypal.CreateOrderInput, requestID string) (*paypal.Order, error) {
	if in.Amount <= 0 {
		return nil, &paypal.APIError{Status: http.StatusUnprocessableEntity, Name: "UNPROCESSABLE_ENTITY", Message: "demo: amount must be positive"}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if id, ok := p.byRequestID[requestID]; ok && requestID != "" {
		return &paypal.Order{ID: id, Status: "CREATED"}, nil
	}
	id := newID("DEMO-")
	p.orders[id] = &demoOrder{in: in, requestID: requestID}
	if requestID != "" {
		p.byRequestID[requestID] = id
	}
	p.orderIDs = append(p.orderIDs, id)
	if len(p.orderIDs) > MaxEntries {
		oldest := p.orders[p.orderIDs[0]]
		delete(p.byRequestID, oldest.requestID)
		delete(p.orders, p.orderIDs[0])
		p.orderIDs = p.orderIDs[1:]
	}
	return &paypal.Order{ID: id, Status: "CREATED"}, nil
}

// order finds a demo order; the caller holds p.mu.
func (p *PayPal) order(orderID string) (*demoOrder, error) {
	o, ok := p.orders[orderID]
	if !ok {
		return nil, notFound("order", orderID)
	}
	return o, nil
}

func (p *PayPal) CaptureOrder(_ context.Context, orderID, _ string) (*paypal.Capture, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	o, err := p.order(orderID)
	if err != nil {
		return nil, err
	}
	if o.capture != nil {
		return nil, &paypal.APIError{
			Status: http.StatusUnprocessableEntity, Name: "UNPROCESSABLE_ENTITY", Message: "demo: order already captured",
			Details: []paypal.ErrorDetail{{Issue: paypal.IssueOrderAlreadyCaptured}},
		}
	}
	o.capture = &paypal.Capture{
		OrderID: orderID, OrderStatus: "COMPLETED", CaptureID: newID("DEMOCAP-"), CaptureStatus: "COMPLETED",
		Currency: o.in.Currency, CustomID: o.in.CustomID, ReferenceID: o.in.ReferenceID, Amount: o.in.Amount,
	}
	c := *o.capture
	return &c, nil
}

func (p *PayPal) GetOrder(_ context.Context, orderID string) (*paypal.Capture, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	o, err := p.order(orderID)
	if err != nil {
		return nil, err
	}
	if o.capture != nil {
		c := *o.capture
		return &c, nil
	}
	return &paypal.Capture{OrderID: orderID, OrderStatus: "APPROVED", Currency: o.in.Currency, CustomID: o.in.CustomID, ReferenceID: o.in.ReferenceID}, nil
}

// VerifyWebhookSignature refuses every event: the demo never sends webhooks,
// so anything arriving at the PayPal webhook in demo mode is forged.
func (p *PayPal) VerifyWebhookSignature(context.Context, http.Header, []byte) error {
	return paypal.ErrWebhookNotVerified
}

// RefundCapture gives back up to what is left of a demo capture.
func (p *PayPal) RefundCapture(_ context.Context, captureID string, amount money.Cents, currency, requestID string) (*paypal.Refund, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r, ok := p.refundByRequest[requestID]; ok && requestID != "" {
		return &r, nil
	}
	for _, o := range p.orders {
		if o.capture == nil || o.capture.CaptureID != captureID {
			continue
		}
		if amount <= 0 || p.refunded[captureID]+amount > o.capture.Amount {
			return nil, &paypal.APIError{Status: http.StatusUnprocessableEntity, Name: "UNPROCESSABLE_ENTITY",
				Details: []paypal.ErrorDetail{{Issue: paypal.IssueRefundAmountExceeded}}}
		}
		p.refunded[captureID] += amount
		r := paypal.Refund{ID: newID("DEMOREFUND-"), Status: "COMPLETED", Amount: amount, Currency: currency}
		p.refundByRequest[requestID] = r
		return &r, nil
	}
	return nil, notFound("capture", captureID)
}
