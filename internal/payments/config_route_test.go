package payments_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
	"foundation/internal/testapp"
)

// GET /api/payments/config tells anyone which means of payment the donation
// form may offer: SEPA only when switched on (or played by TEST MODE),
// wallets only with real Stripe keys, a cheque always; never a secret.
func TestPaymentsConfigSaysWhichMethodsAreOn(t *testing.T) {
	live := func(sepa bool) payments.Config {
		return payments.Config{AppEnv: payments.EnvTest, SepaDebit: sepa,
			Stripe: stripe.Config{SecretKey: "sk_test_secret", WebhookSecret: "whsec_secret"},
			PayPal: paypal.Config{ClientID: "client-public", ClientSecret: "paypal-secret", BaseURL: "https://paypal.test", WebhookID: "WH-1"}}
	}
	secrets := []string{"sk_test_secret", "whsec_secret", "paypal-secret", "WH-1"}
	for _, c := range []struct {
		name string
		cfg  payments.Config
		want []string
	}{
		{"TEST MODE plays every method but wallets", payments.Config{AppEnv: payments.EnvTest},
			[]string{`"cardMode":"demo"`, `"sepaMode":"demo"`, `"paypalMode":"demo"`, `"wallets":false`, `"methods":["card","sepa","paypal","cheque"]`}},
		{"live keys, SEPA off", live(false),
			[]string{`"cardMode":"live"`, `"sepaMode":"off"`, `"paypalMode":"live"`, `"paypalClientId":"client-public"`, `"wallets":true`, `"methods":["card","paypal","cheque"]`}},
		{"live keys, SEPA on", live(true),
			[]string{`"sepaMode":"live"`, `"wallets":true`, `"methods":["card","sepa","paypal","cheque"]`}},
		{"no keys in production: cheques only", payments.Config{AppEnv: payments.EnvProduction, SiteURL: "https://foundation.example.org", SepaDebit: true},
			[]string{`"cardMode":"off"`, `"sepaMode":"off"`, `"paypalMode":"off"`, `"wallets":false`, `"methods":["cheque"]`}},
	} {
		svc := payments.MustService(c.cfg)
		(&tests.ApiScenario{
			Name: c.name, Method: http.MethodGet, URL: "/api/payments/config",
			ExpectedStatus: http.StatusOK, ExpectedContent: c.want, NotExpectedContent: secrets,
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testapp.WithPayments(t, svc) },
		}).Test(t)
	}
}

// STRIPE_SEPA is on, off or unset; anything else stops the server.
func TestStripeSepaSetting(t *testing.T) {
	for value, want := range map[string]bool{"": false, "off": false, "on": true} {
		cfg, err := payments.ConfigFrom(func(k string) string { return map[string]string{"STRIPE_SEPA": value, "APP_ENV": "test"}[k] })
		if err != nil || cfg.SepaDebit != want {
			t.Errorf("STRIPE_SEPA=%q: %v, %v", value, cfg.SepaDebit, err)
		}
	}
	if _, err := payments.ConfigFrom(func(k string) string { return map[string]string{"STRIPE_SEPA": "yes"}[k] }); err == nil {
		t.Error("STRIPE_SEPA=yes was accepted")
	}
}
