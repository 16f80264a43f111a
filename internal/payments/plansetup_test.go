package payments_test

import (
	"context"
	"strings"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
	"foundation/internal/testapp"
)

// testProviders are the real clients, pointed at stripe-mock and the fake PayPal.
type testProviders struct {
	payments.PlanProviders
	StripeBase string
}

func planProviders(t *testing.T) (testProviders, *paypaltest.Server) {
	fake := paypaltest.NewServer(t)
	base := stripetest.StartMock(t)
	return testProviders{payments.PlanProviders{
		Stripe: stripe.New(stripe.Config{SecretKey: "sk_test_123", APIBase: base}),
		PayPal: paypal.New(fake.Config()),
	}, base}, fake
}

// The operator creates a production plan: a Stripe price and a PayPal plan
// charging its amount every interval, and the offered record naming both.
func TestAPlanIsCreatedAtBothProvidersThenOffered(t *testing.T) {
	app := testapp.New(t)
	providers, fake := planProviders(t)
	plan, err := payments.CreatePlan(context.Background(), app, providers.PlanProviders, 2000, "month")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(plan.StripePriceID(), "price_") || !strings.HasPrefix(plan.PayPalPlanID(), "P-") || !plan.GetBool(payments.PlanActive) {
		t.Fatalf("plan %v", plan.PublicExport())
	}
	got, err := providers.PayPal.GetPlan(context.Background(), plan.PayPalPlanID())
	if err != nil || got.Amount != 2000 || got.Currency != "EUR" || got.Interval != "month" || got.Status != "ACTIVE" {
		t.Fatalf("PayPal plan %+v, %v", got, err)
	}
	for _, r := range fake.Requests() {
		if r.Method == "POST" && !strings.Contains(r.Path, "token") && r.Header.Get("PayPal-Request-Id") == "" {
			t.Errorf("%s %s without PayPal-Request-Id", r.Method, r.Path)
		}
	}
	if _, err := payments.CreatePlan(context.Background(), app, providers.PlanProviders, 2000, "month"); err == nil {
		t.Fatal("a second plan of 20 EUR a month was created")
	}
}

// plans check reads each offered plan back from both providers, names
// what differs and fails, so a script or a monitor sees it. stripe-mock
// answers every price with its fixture (20.00 USD a month): a plan of
// 10.00 EUR a week differs there in amount and interval.
func TestPlansCheckNamesWhatDiffersAtTheProviders(t *testing.T) {
	app := testapp.New(t)
	providers, fake := planProviders(t)
	plan, err := payments.CreatePlan(context.Background(), app, providers.PlanProviders, 1000, "week")
	if err != nil {
		t.Fatal(err)
	}
	check := func() string {
		t.Helper()
		cfg := payments.Config{Stripe: stripe.Config{SecretKey: "sk_test_123", APIBase: providers.StripeBase}, PayPal: fake.Config()}
		cmd := payments.PlansCommand(app, cfg)
		var out strings.Builder
		cmd.SetOut(&out)
		cmd.SetArgs([]string{"check"})
		if err := cmd.Execute(); err == nil {
			t.Fatalf("plans check passed:\n%s", out.String())
		}
		return out.String()
	}
	out := check()
	for _, want := range []string{"plan " + plan.Id + ": 10.00 EUR every week: WRONG", "charges 20.00 USD, the site offers 10.00 EUR",
		`charges every "month", the site offers every week`} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "PayPal plan") {
		t.Errorf("the PayPal plan, as created, was found wrong:\n%s", out)
	}
	fake.SetPlanStatus(plan.PayPalPlanID(), "INACTIVE")
	if out := check(); !strings.Contains(out, "PayPal plan "+plan.PayPalPlanID()+" is not active") {
		t.Errorf("the deactivated PayPal plan is not named:\n%s", out)
	}
}
