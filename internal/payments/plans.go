package payments

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/records"
)

// PlansCollection holds the prices of recurring gifts as the providers
// know them: one record per amount and interval, naming its Stripe price
// and its PayPal plan.
const PlansCollection = "donation_plans"

// Field names of the donation_plans collection.
const (
	PlanStripePrice = "stripePriceId"
	PlanPayPalPlan  = "paypalPlanId"
	PlanInterval    = "interval"    // "week" or "month"
	PlanAmount      = "unit_amount" // cents
	PlanCurrency    = "currency"
	PlanActive      = "active" // offered on the donation page
)

// Plan is a record proxy of the donation_plans collection.
type Plan struct {
	records.Stamped
}

// PlanOf reads r, a donation_plans record, as a plan.
func PlanOf(r *core.Record) *Plan {
	p := &Plan{}
	p.SetProxyRecord(r)
	return p
}

func (p *Plan) StripePriceID() string { return p.GetString(PlanStripePrice) }
func (p *Plan) PayPalPlanID() string  { return p.GetString(PlanPayPalPlan) }
func (p *Plan) Interval() string      { return p.GetString(PlanInterval) }
func (p *Plan) Amount() money.Cents   { return money.Cents(p.GetInt(PlanAmount)) }
