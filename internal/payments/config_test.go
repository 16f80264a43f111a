package payments_test

import (
	"strings"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

var (
	liveStripe = stripe.Config{SecretKey: "sk_live_x", WebhookSecret: "whsec_x"}
	livePayPal = paypal.Config{ClientID: "id", ClientSecret: "secret", BaseURL: "https://api-m.paypal.com", WebhookID: "WH"}
)

// TEST MODE is opt-in and all or nothing; what could fake or lose money by
// mistake is refused at start-up.
func TestTheDemoGatewayIsOptInAndAllOrNothing(t *testing.T) {
	cases := []struct {
		name         string
		cfg          payments.Config
		err          string // part of the start-up error, "" when accepted
		demo, card   bool
		paypalOn     bool
		describeWord string
	}{
		{name: "development without keys", cfg: payments.Config{AppEnv: "development"}, demo: true, card: true, paypalOn: true, describeWord: "TEST MODE"},
		{name: "test without keys", cfg: payments.Config{AppEnv: "test"}, demo: true, card: true, paypalOn: true, describeWord: "TEST MODE"},
		{name: "explicit PAYMENTS_DEMO=on", cfg: payments.Config{Demo: true}, demo: true, card: true, paypalOn: true, describeWord: "TEST MODE"},
		{name: "APP_ENV unset: no demo", cfg: payments.Config{}, describeWord: "OFF"},
		{name: "PAYMENTS_DEMO=off wins over development", cfg: payments.Config{AppEnv: "development", NoDemo: true}, describeWord: "OFF"},
		{name: "live Stripe, no PayPal, no APP_ENV: no demo PayPal", cfg: payments.Config{Stripe: liveStripe, SiteURL: "https://f.example.org"}, card: true, describeWord: "PayPal → OFF"},
		{name: "live keys without APP_ENV need an https SITE_URL", cfg: payments.Config{Stripe: liveStripe}, err: "SITE_URL"},
		{name: "PayPal keys without their webhook id", cfg: payments.Config{AppEnv: "development", PayPal: paypal.Config{ClientID: "id", ClientSecret: "s"}}, err: "PAYPAL_WEBHOOK_ID"},
		{name: "live Stripe in development: still no demo", cfg: payments.Config{AppEnv: "development", Stripe: liveStripe}, card: true, describeWord: "PayPal → OFF"},
		{name: "live PayPal in development: no demo card", cfg: payments.Config{AppEnv: "development", PayPal: livePayPal}, paypalOn: true, describeWord: "cards → OFF"},
		{name: "production without keys", cfg: payments.Config{AppEnv: "production", SiteURL: "https://f.example.org"}, describeWord: "OFF"},
		{name: "prod is not a word we know", cfg: payments.Config{AppEnv: "prod"}, err: "APP_ENV"},
		{name: "live is not a word we know", cfg: payments.Config{AppEnv: "live"}, err: "APP_ENV"},
		{name: "production with a space", cfg: payments.Config{AppEnv: "production "}, err: "APP_ENV"},
		{name: "demo asked in production", cfg: payments.Config{AppEnv: "production", SiteURL: "https://f.example.org", Demo: true}, err: "PAYMENTS_DEMO"},
		{name: "demo asked beside a key", cfg: payments.Config{Demo: true, PayPal: livePayPal, SiteURL: "https://f.example.org"}, err: "PAYMENTS_DEMO"},
		{name: "production without SITE_URL", cfg: payments.Config{AppEnv: "production"}, err: "SITE_URL"},
		{name: "production over http", cfg: payments.Config{AppEnv: "production", SiteURL: "http://f.example.org"}, err: "SITE_URL"},
		{name: "a SITE_URL that is not an address", cfg: payments.Config{SiteURL: "foundation.org"}, err: "SITE_URL"},
		{name: "a Stripe key without its webhook secret", cfg: payments.Config{AppEnv: "test", Stripe: stripe.Config{SecretKey: "sk_live_x"}}, err: "STRIPE_WEBHOOK_SECRET"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			svc, err := payments.NewService(c.cfg)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want one naming %s", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if svc.Test() != c.demo || (svc.Card != nil) != c.card || (svc.PayPal != nil) != c.paypalOn {
				t.Fatalf("test=%v card=%v paypal=%v, want %v %v %v", svc.Test(), svc.Card != nil, svc.PayPal != nil, c.demo, c.card, c.paypalOn)
			}
			if !strings.Contains(svc.Describe(), c.describeWord) {
				t.Errorf("start-up line %q does not say %q", svc.Describe(), c.describeWord)
			}
		})
	}
}
