package payments

import (
	"fmt"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments/demo"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// CardHandler reacts to one verified card event (real or demo). It must be
// idempotent: the same outcome whatever the order or number of deliveries.
type CardHandler func(app core.App, ev stripe.Event) error

// PayPalHandler reacts to one verified PayPal webhook event that is not about
// a capture (subscriptions, sales); idempotent too.
type PayPalHandler func(app core.App, ev *paypal.Event) error

// Service is the one place the shop and donations get their gateways from.
// A nil gateway means the provider is unavailable (no keys, no demo).
type Service struct {
	Config     Config
	PayPal     PayPalGateway
	Card       CardGateway
	DemoPayPal *demo.PayPal // set when TEST MODE stands in for PayPal
	DemoCard   *demo.Card   // set when TEST MODE stands in for Stripe

	// clock of event claims, the shop's stock holds and the moment the
	// public reads kept stop being true (a scheduled article's); tests move
	// it with SetClock while requests run.
	clock atomic.Pointer[func() time.Time]

	cardHandlers   []CardHandler
	paypalHandlers []PayPalHandler
	captureDomains map[string]CaptureDomain

	siteMu  sync.RWMutex
	siteURL string
}

// NewService checks cfg and builds the gateways: the real providers whose
// keys are set, or, when DemoWanted, the TEST MODE gateway for both.
func NewService(cfg Config) (*Service, error) {
	if err := cfg.Check(); err != nil {
		return nil, err
	}
	s := &Service{Config: cfg, captureDomains: map[string]CaptureDomain{}, siteURL: cfg.SiteURL}
	s.SetClock(time.Now)
	if cfg.DemoWanted() {
		s.DemoPayPal, s.DemoCard = demo.NewPayPal(), demo.NewCard()
		s.PayPal, s.Card = s.DemoPayPal, s.DemoCard
		return s, nil
	}
	if cfg.PayPal.Configured() {
		s.PayPal = paypal.New(cfg.PayPal)
	}
	if cfg.Stripe.Configured() {
		s.Card = stripe.New(cfg.Stripe)
	}
	return s, nil
}

// SetClock replaces the clock of event claims, stock holds and kept reads (tests).
func (s *Service) SetClock(now func() time.Time) { s.clock.Store(&now) }

// Now is the server's time where tests move it: when an event claim is
// stale, when a stock hold ends, when a scheduled article comes out of the
// pages kept (its public rule reads the machine's clock, @now).
func (s *Service) Now() time.Time { return (*s.clock.Load())() }

// MustService is NewService for tests and fixed configurations.
func MustService(cfg Config) *Service {
	s, err := NewService(cfg)
	if err != nil {
		panic(err)
	}
	return s
}

// Test reports whether payments go through the TEST MODE gateway: whatever
// they pay is marked test, and says so in its message, mails and staff views.
func (s *Service) Test() bool { return s.DemoPayPal != nil }

// OnCardEvent adds a handler for card events; every handler sees every event.
func (s *Service) OnCardEvent(h CardHandler) { s.cardHandlers = append(s.cardHandlers, h) }

// OnPayPalEvent adds a handler for PayPal events that are not captures.
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

// SiteURL is the public address providers send visitors back to: SITE_URL,
// else the address the server listens on (so the demo's redirects keep the
// real port).
func (s *Service) SiteURL() string {
	s.siteMu.RLock()
	defer s.siteMu.RUnlock()
	if s.siteURL == "" {
		return "http://127.0.0.1:8090"
	}
	return s.siteURL
}

// listeningOn derives the site URL from the server's address when SITE_URL is unset.
func (s *Service) listeningOn(addr string) {
	s.siteMu.Lock()
	defer s.siteMu.Unlock()
	if s.Config.SiteURL != "" || addr == "" {
		return
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	s.siteURL = "http://" + net.JoinHostPort(host, port)
}

// Describe is the start-up line saying which gateway each provider uses.
func (s *Service) Describe() string {
	env := s.Config.AppEnv
	if env == "" {
		env = "unset"
	}
	if s.Test() {
		return fmt.Sprintf("payments: TEST MODE (APP_ENV=%s): cards and PayPal go through the demo gateway; NO REAL MONEY is taken and every payment is marked test", env)
	}
	return fmt.Sprintf("payments (APP_ENV=%s): cards → %s, PayPal → %s", env,
		describe(s.Card != nil, "Stripe ("+s.Config.Stripe.APIBaseOrDefault()+")"),
		describe(s.PayPal != nil, "PayPal ("+s.Config.PayPal.BaseURL+")"))
}

func describe(on bool, what string) string {
	if on {
		return what
	}
	return "OFF (no keys)"
}

// PublicConfig is what the browser may know: which means of payment are
// on and the public PayPal client id. Never a secret.
type PublicConfig struct {
	PayPalMode     string `json:"paypalMode" tstype:"PaymentMode"`
	PayPalClientID string `json:"paypalClientId,omitempty"`
	CardMode       string `json:"cardMode" tstype:"PaymentMode"`
	// SepaMode is SEPA Direct Debit through Stripe Checkout (STRIPE_SEPA=on).
	SepaMode string `json:"sepaMode" tstype:"PaymentMode"`
	// Wallets says Apple Pay and Google Pay may show on Stripe's page: with
	// real Stripe keys only, where the account turns them on (never in TEST MODE).
	Wallets bool `json:"wallets"`
	// Methods are the donation form's means of payment that are on, in its
	// order: card, sepa, paypal, cheque (a cheque needs no provider).
	Methods []string `json:"methods" tstype:"Method[]"`
}

// How a means of payment is taken (PublicConfig): for real, in TEST MODE, or not at all.
const (
	ModeLive = "live"
	ModeDemo = "demo"
	ModeOff  = "off"
)

func (s *Service) Public() PublicConfig {
	pc := PublicConfig{PayPalMode: mode(s.PayPal != nil, s.Test()), CardMode: mode(s.Card != nil, s.Test()), SepaMode: mode(s.SepaOn(), s.Test())}
	if pc.PayPalMode == ModeLive {
		pc.PayPalClientID = s.Config.PayPal.ClientID
	}
	pc.Wallets = pc.CardMode == ModeLive
	pc.Methods = []string{}
	for _, m := range []struct{ method, mode string }{{"card", pc.CardMode}, {"sepa", pc.SepaMode}, {"paypal", pc.PayPalMode}, {"cheque", ModeLive}} {
		if m.mode != ModeOff {
			pc.Methods = append(pc.Methods, m.method)
		}
	}
	return pc
}

// SepaOn reports whether gifts may be paid by SEPA Direct Debit: with
// Stripe and STRIPE_SEPA=on, and always in TEST MODE (the demo plays it).
func (s *Service) SepaOn() bool {
	return s.Card != nil && (s.Test() || s.Config.SepaDebit)
}

func mode(available, demo bool) string {
	switch {
	case demo:
		return ModeDemo
	case available:
		return ModeLive
	default:
		return ModeOff
	}
}
