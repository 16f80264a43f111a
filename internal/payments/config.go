// Package payments connects the site to its payment providers: the Stripe and
// PayPal clients (or the demo gateway standing in for them), webhook
// verification, recording each provider event once, the one PayPal
// capture-and-verify path, and the dispatch of provider events to the domain
// (shop or donations) named by the reference we put on the provider object.
package payments

import (
	"fmt"
	"net/url"
	"strings"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// Environments APP_ENV may name. Anything else is a start-up error, so a typo
// such as "prod" can never pass for "not production" and switch on the demo.
const (
	EnvUnset       = ""
	EnvDevelopment = "development"
	EnvTest        = "test"
	EnvProduction  = "production"
)

// Config is read from the environment (docs/configuration.md says what each variable does).
type Config struct {
	AppEnv string
	// Demo is PAYMENTS_DEMO=on: the TEST MODE gateway even outside development
	// (never beside a real key, never in production).
	Demo bool
	// NoDemo is PAYMENTS_DEMO=off: no TEST MODE, even in development.
	NoDemo bool
	// SiteURL is the public address; empty outside production means "derive
	// it from the listening address" (Service.SiteURL).
	SiteURL string
	Stripe  stripe.Config
	PayPal  paypal.Config
	// SepaDebit is STRIPE_SEPA=on: the donation form offers SEPA Direct
	// Debit, which the Stripe account must have turned on (docs/deploy.md).
	SepaDebit bool
}

const paypalSandbox = "https://api-m.sandbox.paypal.com"

// ConfigFrom reads the payment settings through getenv (internal/config
// gives os.Getenv) and checks them (Check).
func ConfigFrom(getenv func(string) string) (Config, error) {
	paypalBase := getenv("PAYPAL_API_BASE")
	if paypalBase == "" {
		paypalBase = paypalSandbox
	}
	demo := getenv("PAYMENTS_DEMO")
	if demo != "" && demo != "on" && demo != "off" {
		return Config{}, fmt.Errorf("PAYMENTS_DEMO=%q: use on or off", demo)
	}
	sepa := getenv("STRIPE_SEPA")
	if sepa != "" && sepa != "on" && sepa != "off" {
		return Config{}, fmt.Errorf("STRIPE_SEPA=%q: use on or off", sepa)
	}
	cfg := Config{
		SepaDebit: sepa == "on",
		AppEnv:    getenv("APP_ENV"),
		Demo:      demo == "on",
		NoDemo:    demo == "off",
		SiteURL:   strings.TrimRight(getenv("SITE_URL"), "/"),
		Stripe: stripe.Config{
			SecretKey:     getenv("STRIPE_SECRET_KEY"),
			WebhookSecret: getenv("STRIPE_WEBHOOK_SECRET"),
			APIBase:       getenv("STRIPE_API_BASE"),
		},
		PayPal: paypal.Config{
			ClientID:     getenv("PAYPAL_CLIENT_ID"),
			ClientSecret: getenv("PAYPAL_CLIENT_SECRET"),
			BaseURL:      paypalBase,
			WebhookID:    getenv("PAYPAL_WEBHOOK_ID"),
		},
	}
	return cfg, cfg.Check()
}

// Production is true when APP_ENV=production.
func (c Config) Production() bool { return c.AppEnv == EnvProduction }

// Local is true when APP_ENV names a development or test environment: one
// where nothing reaches real people (TEST MODE, mails written to the log).
func (c Config) Local() bool { return c.AppEnv == EnvDevelopment || c.AppEnv == EnvTest }

// anyKey reports whether any provider secret is set: then nothing may be demo.
func (c Config) anyKey() bool {
	return c.Stripe.SecretKey != "" || c.Stripe.WebhookSecret != "" ||
		c.PayPal.ClientID != "" || c.PayPal.ClientSecret != "" || c.PayPal.WebhookID != ""
}

// DemoWanted is the one rule for TEST MODE: opt-in (a development or test
// environment, or PAYMENTS_DEMO=on) and all-or-nothing (no provider key at
// all). Check refuses the combinations where it would be unsafe.
func (c Config) DemoWanted() bool {
	optIn := c.Demo || c.Local()
	return optIn && !c.NoDemo && !c.anyKey() && !c.Production()
}

// Check refuses a configuration that could take or fake money by mistake.
func (c Config) Check() error {
	switch c.AppEnv {
	case EnvUnset, EnvDevelopment, EnvTest, EnvProduction:
	default:
		return fmt.Errorf("APP_ENV=%q is not one of development, test, production", c.AppEnv)
	}
	if c.Demo && c.Production() {
		return fmt.Errorf("PAYMENTS_DEMO=on is refused with APP_ENV=production: the demo gateway fakes payments")
	}
	if c.Demo && c.anyKey() {
		return fmt.Errorf("PAYMENTS_DEMO=on is refused beside real provider keys: TEST MODE is all or nothing")
	}
	if c.Stripe.SecretKey != "" && c.Stripe.WebhookSecret == "" {
		return fmt.Errorf("STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: card gifts could never be confirmed")
	}
	if c.PayPal.Configured() && c.PayPal.WebhookID == "" {
		return fmt.Errorf("PayPal keys are set without PAYPAL_WEBHOOK_ID: PayPal's events (pending captures, refunds, renewals) could never be verified")
	}
	if c.SiteURL != "" {
		u, err := url.Parse(c.SiteURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("SITE_URL=%q is not an absolute http(s) address", c.SiteURL)
		}
	}
	// Real money outside a development or test environment is production,
	// whatever APP_ENV says: providers send donors back to SITE_URL.
	live := c.Production() || (c.anyKey() && c.AppEnv == EnvUnset)
	if live && !strings.HasPrefix(c.SiteURL, "https://") {
		return fmt.Errorf("with APP_ENV=production or real provider keys, SITE_URL must be the site's https:// address (providers send donors back there)")
	}
	return nil
}
