package payments

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments/demo"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// CardHandler reacts to one verified card event (real or demo). It must be
// idempotent: the same outcome whatever the order or number of deliveries.
type CardHandler func(app core.App, ev stripe.Event) error

// PayPalHandler reacts to one verified PayPal webhook event; idempotent too.
type PayPalHandler func(app core.App, ev *paypal.Event) error

// Service is the one place the shop and donations get their gateways from.
// A nil gateway means the provider is unavailable (production without keys).
type Service struct {
	Config     Config
	PayPal     PayPalGateway
	Card       CardGateway
	DemoPayPal *demo.PayPal // set when the demo stands in for PayPal
	DemoCard   *demo.Card   // set when the demo stands in for Stripe

	cardHandlers   []CardHandler
	paypalHandlers []PayPalHandler
}

// NewService uses the real providers whose keys are set and, outside
// production, the demo gateway for the others.
func NewService(cfg Config) *Service {
	s := &Service{Config: cfg}
	switch {
	case cfg.PayPal.Configured():
		s.PayPal = paypal.New(cfg.PayPal)
	case !cfg.Production():
		s.DemoPayPal = demo.NewPayPal()
		s.PayPal = s.DemoPayPal
	}
	switch {
	case cfg.Stripe.Configured():
		s.Card = stripe.New(cfg.Stripe)
	case !cfg.Production():
		s.DemoCard = demo.NewCard()
		s.Card = s.DemoCard
	}
	return s
}

// OnCardEvent adds a handler for card events; every handler sees every event.
func (s *Service) OnCardEvent(h CardHandler) { s.cardHandlers = append(s.cardHandlers, h) }

// OnPayPalEvent adds a handler for PayPal webhook events.
func (s *Service) OnPayPalEvent(h PayPalHandler) { s.paypalHandlers = append(s.paypalHandlers, h) }

// RequirePayPal returns the PayPal gateway or a 503 the handler can return as is.
func (s *Service) RequirePayPal() (PayPalGateway, error) {
	if s.PayPal == nil {
		return nil, apis.NewApiError(http.StatusServiceUnavailable, "PayPal payments are not available at the moment.", nil)
	}
	return s.PayPal, nil
}

// RequireCard returns the card gateway or a 503 the handler can return as is.
func (s *Service) RequireCard() (CardGateway, error) {
	if s.Card == nil {
		return nil, apis.NewApiError(http.StatusServiceUnavailable, "Card payments are not available at the moment.", nil)
	}
	return s.Card, nil
}

// PublicConfig is what the browser may know: which buttons to show and the
// public PayPal client id. Never a secret.
type PublicConfig struct {
	PayPalMode     string `json:"paypalMode"` // "live", "demo" or "off"
	PayPalClientID string `json:"paypalClientId,omitempty"`
	CardMode       string `json:"cardMode"`
}

func (s *Service) Public() PublicConfig {
	pc := PublicConfig{PayPalMode: mode(s.PayPal != nil, s.DemoPayPal != nil), CardMode: mode(s.Card != nil, s.DemoCard != nil)}
	if pc.PayPalMode == "live" {
		pc.PayPalClientID = s.Config.PayPal.ClientID
	}
	return pc
}

func mode(available, demo bool) string {
	switch {
	case demo:
		return "demo"
	case available:
		return "live"
	default:
		return "off"
	}
}
