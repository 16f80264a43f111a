package demo

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/stripe"
)

// CheckoutPath is where the demo card checkout page lives; a session's URL is
// this path plus its id, relative so it works on any host and port.
const CheckoutPath = "/api/payments/demo/checkout/"

// Card stands in for Stripe Checkout: a session opens our own TEST MODE page
// instead of Stripe's, and paying there produces the event Stripe would send.
type Card struct {
	mu       sync.Mutex
	sessions map[string]*CardSession
}

// CardSession is what the demo page needs to show and complete a checkout.
type CardSession struct {
	ID, Mode, DonationID, PriceID, Currency, Description string
	SuccessURL, CancelURL                                string
	Amount                                               money.Cents
	Completed                                            bool
}

func NewCard() *Card {
	return &Card{sessions: map[string]*CardSession{}}
}

func (c *Card) open(s *CardSession) stripe.Session {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sessions[s.ID] = s
	return stripe.Session{ID: s.ID, URL: CheckoutPath + s.ID}
}

func (c *Card) CreatePaymentSession(_ context.Context, p stripe.PaymentSessionParams) (stripe.Session, error) {
	if p.Amount <= 0 || p.DonationID == "" {
		return stripe.Session{}, errors.New("demo: amount and donation id are required")
	}
	return c.open(&CardSession{
		ID: newID("cs_demo_"), Mode: "payment", DonationID: p.DonationID, Currency: strings.ToLower(orDefault(p.Currency, "eur")),
		Description: p.Description, SuccessURL: p.SuccessURL, CancelURL: p.CancelURL, Amount: p.Amount,
	}), nil
}

// CreateSubscriptionSession needs the plan's amount for the page; the caller
// passes it through PriceAmounts since Stripe would read it from the price.
func (c *Card) CreateSubscriptionSession(_ context.Context, p stripe.SubscriptionSessionParams) (stripe.Session, error) {
	if p.PriceID == "" || p.DonationID == "" {
		return stripe.Session{}, errors.New("demo: price and donation id are required")
	}
	return c.open(&CardSession{
		ID: newID("cs_demo_"), Mode: "subscription", DonationID: p.DonationID, PriceID: p.PriceID, Currency: "eur",
		SuccessURL: p.SuccessURL, CancelURL: p.CancelURL,
	}), nil
}

// ParseWebhook refuses everything: demo events never arrive over HTTP.
func (c *Card) ParseWebhook([]byte, string) (stripe.Event, error) {
	return stripe.Event{}, stripe.ErrBadSignature
}

// Session returns a copy of an open or completed demo session.
func (c *Card) Session(id string) (CardSession, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions[id]
	if !ok {
		return CardSession{}, false
	}
	return *s, true
}

// Complete marks the session paid once and returns the checkout.session.completed
// event Stripe would send; a second call reports false so a double click pays once.
func (c *Card) Complete(id string, amount money.Cents) (stripe.Event, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions[id]
	if !ok || s.Completed {
		return stripe.Event{}, false
	}
	s.Completed = true
	if s.Amount == 0 {
		s.Amount = amount
	}
	session := &stripe.CheckoutSession{
		ID: s.ID, Mode: s.Mode, PaymentStatus: "paid", Status: "complete", DonationID: s.DonationID,
		AmountTotal: s.Amount, Currency: s.Currency, CustomerID: "cus_demo_" + s.DonationID,
	}
	if s.Mode == "subscription" {
		session.SubscriptionID = "sub_demo_" + strings.TrimPrefix(s.ID, "cs_demo_")
	} else {
		session.PaymentIntentID = "pi_demo_" + strings.TrimPrefix(s.ID, "cs_demo_")
	}
	return stripe.Event{ID: "evt_demo_" + s.ID, Type: "checkout.session.completed", Created: time.Now().Unix(), Session: session}, true
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
