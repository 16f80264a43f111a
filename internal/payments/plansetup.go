package payments

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// The production plans: `foundation plans create` makes a recurring gift's
// price at Stripe and its plan at PayPal, then the donation_plans record
// naming both; `foundation plans check` reads every offered plan back from
// both providers. The demo `seed` writes made-up ids no provider knows.

// PlanProviders are the two providers' calls the plans need (the real
// clients; tests point them at stripe-mock and an httptest PayPal).
type PlanProviders struct {
	Stripe *stripe.Client
	PayPal *paypal.Client
}

// planCurrency is the only currency gifts are taken in.
const planCurrency = "EUR"

// CreatePlan creates the Stripe price and the PayPal plan of a recurring
// gift of amount every interval, then the offered donation_plans record
// naming them. An offered plan of the same amount and interval is refused.
// The record's id, chosen first, keys both providers' idempotency: a retry
// after a failure creates nothing twice at either.
func CreatePlan(ctx context.Context, app core.App, p PlanProviders, amount money.Cents, interval string) (*Plan, error) {
	if interval != "week" && interval != "month" {
		return nil, fmt.Errorf("--interval %q: week or month", interval)
	}
	if amount < 100 {
		return nil, fmt.Errorf("--amount %s: a plan takes at least 1.00 EUR", amount.Decimal())
	}
	existing, err := app.FindFirstRecordByFilter(PlansCollection, "unit_amount = {:a} && interval = {:i} && active = true",
		map[string]any{"a": int64(amount), "i": interval})
	if err == nil {
		return nil, fmt.Errorf("plan %s already offers %s EUR every %s", existing.Id, amount.Decimal(), interval)
	}
	collection, err := app.FindCollectionByNameOrId(PlansCollection)
	if err != nil {
		return nil, err
	}
	record := core.NewRecord(collection)
	record.Id = planRecordID(amount, interval)
	if retired, err := app.FindRecordById(PlansCollection, record.Id); err == nil {
		return nil, fmt.Errorf("plan %s (%s EUR every %s) exists, retired: switch it active again in the dashboard, then run plans check", retired.Id, amount.Decimal(), interval)
	}
	name := fmt.Sprintf("Recurring gift, %s EUR every %s", amount.Decimal(), interval)
	price, err := p.Stripe.CreatePrice(ctx, name, amount, planCurrency, interval, "plan-"+record.Id)
	if err != nil {
		return nil, fmt.Errorf("stripe: %w", err)
	}
	plan, err := p.PayPal.CreatePlan(ctx, name, amount, planCurrency, interval, "plan-"+record.Id)
	if err != nil {
		return nil, fmt.Errorf("paypal (the Stripe price %s is made; run the command again): %w", price.ID, err)
	}
	record.Load(map[string]any{
		PlanAmount: int64(amount), PlanInterval: interval, PlanCurrency: planCurrency, PlanActive: true,
		PlanStripePrice: price.ID, PlanPayPalPlan: plan.ID,
	})
	if err := app.Save(record); err != nil {
		return nil, err
	}
	return PlanOf(record), nil
}

// planRecordID names a plan by what it charges, so that running create
// again after a failure finds the same idempotency keys.
func planRecordID(amount money.Cents, interval string) string {
	id := fmt.Sprintf("plan%d%s", amount, interval)
	return (id + strings.Repeat("0", core.DefaultIdLength))[:core.DefaultIdLength]
}

// CheckPlans reads every offered plan back from Stripe and PayPal and
// returns, for each, what differs from the record (nothing for a good one).
func CheckPlans(ctx context.Context, app core.App, p PlanProviders) (map[*Plan][]string, error) {
	records, err := app.FindAllRecords(PlansCollection)
	if err != nil {
		return nil, err
	}
	found := map[*Plan][]string{}
	for _, r := range records {
		if !r.GetBool(PlanActive) {
			continue
		}
		plan := PlanOf(r)
		found[plan] = append(checkStripePrice(ctx, p.Stripe, plan), checkPayPalPlan(ctx, p.PayPal, plan)...)
	}
	return found, nil
}

func checkStripePrice(ctx context.Context, client *stripe.Client, plan *Plan) []string {
	if plan.StripePriceID() == "" {
		return []string{"no Stripe price"}
	}
	price, err := client.GetPrice(ctx, plan.StripePriceID())
	if err != nil {
		return []string{fmt.Sprintf("Stripe price %s: %v", plan.StripePriceID(), err)}
	}
	return differences("Stripe price "+price.ID, price.Active, price.Amount, price.Currency, price.Interval, plan)
}

func checkPayPalPlan(ctx context.Context, client *paypal.Client, plan *Plan) []string {
	if plan.PayPalPlanID() == "" {
		return []string{"no PayPal plan"}
	}
	got, err := client.GetPlan(ctx, plan.PayPalPlanID())
	if err != nil {
		return []string{fmt.Sprintf("PayPal plan %s: %v", plan.PayPalPlanID(), err)}
	}
	return differences("PayPal plan "+got.ID, got.Status == "ACTIVE", got.Amount, got.Currency, got.Interval, plan)
}

func differences(what string, active bool, amount money.Cents, currency, interval string, plan *Plan) []string {
	var found []string
	if !active {
		found = append(found, what+" is not active")
	}
	if amount != plan.Amount() || !strings.EqualFold(currency, plan.GetString(PlanCurrency)) {
		found = append(found, fmt.Sprintf("%s charges %s %s, the site offers %s %s", what, amount.Decimal(), currency,
			plan.Amount().Decimal(), plan.GetString(PlanCurrency)))
	}
	if interval != plan.Interval() {
		found = append(found, fmt.Sprintf("%s charges every %q, the site offers every %s", what, interval, plan.Interval()))
	}
	return found
}

// errPlansWrong fails `plans check` so a script or a monitor sees it.
var errPlansWrong = errors.New("some offered plans do not match their providers: fix them at the provider, or retire the plan (active off in the dashboard) and create it again")
