// Package stripe is the charity's narrow view of Stripe: it opens hosted
// Checkout sessions for one-off and recurring card donations (so card data
// never touches our pages) and turns signed webhooks into small typed events.
package stripe

import (
	"errors"
	"net/http"
	"time"

	stripego "github.com/stripe/stripe-go/v85"
)

// ErrNotConfigured is returned when the key needed for an operation is empty;
// an empty webhook secret in particular would let anyone forge events.
var ErrNotConfigured = errors.New("stripe: not configured")

// Config holds the account credentials. APIBase is empty in production and
// points at stripe-mock in tests.
type Config struct {
	SecretKey     string
	WebhookSecret string
	APIBase       string
}

// Configured reports whether both API calls and webhook verification can work,
// so callers can hide card donations instead of failing at checkout.
func (c Config) Configured() bool {
	return c.SecretKey != "" && c.WebhookSecret != ""
}

// Client is safe for concurrent use.
type Client struct {
	api           *stripego.Client
	secretKey     string
	webhookSecret string
}

// ready refuses API calls without a key before anything is sent.
func (c *Client) ready() error {
	if c.secretKey == "" {
		return ErrNotConfigured
	}
	return nil
}

// httpTimeout is stripe-go's own default, kept because replacing its HTTP
// client (for unavailableTransport) would otherwise drop it.
const httpTimeout = 80 * time.Second

// New builds a client whose backends are private to it, so two clients (or a
// test and the app) never share stripe-go's package-level key or URL.
func New(cfg Config) *Client {
	backendConfig := &stripego.BackendConfig{
		HTTPClient: &http.Client{Timeout: httpTimeout, Transport: unavailableTransport{next: http.DefaultTransport}},
	}
	if cfg.APIBase != "" {
		backendConfig.URL = stripego.String(cfg.APIBase)
	}
	return &Client{
		api:           stripego.NewClient(cfg.SecretKey, stripego.WithBackends(stripego.NewBackendsWithConfig(backendConfig))),
		secretKey:     cfg.SecretKey,
		webhookSecret: cfg.WebhookSecret,
	}
}

// APIBaseOrDefault names the Stripe API the client talks to, for the start-up line.
func (c Config) APIBaseOrDefault() string {
	if c.APIBase != "" {
		return c.APIBase
	}
	return stripego.APIURL
}
