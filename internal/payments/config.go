// Package payments connects the site to its payment providers: the Stripe and
// PayPal clients (or the demo gateway standing in for them), webhook
// verification, and recording each provider event once.
package payments

import (
	"os"
	"strings"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// Config is read from the environment (see the README for each variable).
type Config struct {
	AppEnv  string
	SiteURL string
	Stripe  stripe.Config
	PayPal  paypal.Config
}

const paypalSandbox = "https://api-m.sandbox.paypal.com"

// ConfigFromEnv reads the payment settings; SITE_URL defaults to the local server.
func ConfigFromEnv() Config {
	paypalBase := os.Getenv("PAYPAL_API_BASE")
	if paypalBase == "" {
		paypalBase = paypalSandbox
	}
	siteURL := strings.TrimRight(os.Getenv("SITE_URL"), "/")
	if siteURL == "" {
		siteURL = "http://127.0.0.1:8090"
	}
	return Config{
		AppEnv:  os.Getenv("APP_ENV"),
		SiteURL: siteURL,
		Stripe: stripe.Config{
			SecretKey:     os.Getenv("STRIPE_SECRET_KEY"),
			WebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET"),
			APIBase:       os.Getenv("STRIPE_API_BASE"),
		},
		PayPal: paypal.Config{
			ClientID:     os.Getenv("PAYPAL_CLIENT_ID"),
			ClientSecret: os.Getenv("PAYPAL_CLIENT_SECRET"),
			BaseURL:      paypalBase,
			WebhookID:    os.Getenv("PAYPAL_WEBHOOK_ID"),
		},
	}
}

// Production is true when APP_ENV=production: the demo gateway is then refused.
func (c Config) Production() bool {
	return strings.EqualFold(c.AppEnv, "production")
}
