package paypal

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"foundation/internal/money"
)

// BillingPlan is a PayPal billing plan as a recurring gift needs it: one
// regular cycle of a fixed price, every week or every month, forever.
type BillingPlan struct {
	ID       string
	Status   string // CREATED, ACTIVE, INACTIVE
	Interval string // "week" or "month" (PayPal's WEEK, MONTH, lower-cased); "" when it is not one cycle of one unit
	Amount   money.Cents
	Currency string
}

// CreatePlan creates a product for the gifts (PayPal's catalogue wants
// one) and an active plan charging amount every interval ("week" or
// "month"). requestID makes both calls once only, however often retried.
func (c *Client) CreatePlan(ctx context.Context, name string, amount money.Cents, currency, interval, requestID string) (*BillingPlan, error) {
	if requestID == "" {
		return nil, fmt.Errorf("paypal: creating a plan needs a request id")
	}
	productBody, err := json.Marshal(map[string]string{"name": name, "type": "SERVICE", "category": "CHARITY"})
	if err != nil {
		return nil, err
	}
	var product struct {
		ID string `json:"id"`
	}
	if err := c.do(ctx, http.MethodPost, "/v1/catalogs/products", productBody, requestID+"-product", &product); err != nil {
		return nil, err
	}
	plan := planWire{ProductID: product.ID, Name: name, Status: "ACTIVE", BillingCycles: []cycleWire{{
		TenureType: "REGULAR", Sequence: 1, TotalCycles: 0,
		Frequency:     frequencyWire{IntervalUnit: strings.ToUpper(interval), IntervalCount: 1},
		PricingScheme: pricingWire{FixedPrice: &amountWire{CurrencyCode: currency, Value: amount.Decimal()}},
	}}, PaymentPreferences: &preferencesWire{AutoBillOutstanding: true, PaymentFailureThreshold: 3}}
	body, err := json.Marshal(plan)
	if err != nil {
		return nil, err
	}
	var created planWire
	if err := c.do(ctx, http.MethodPost, "/v1/billing/plans", body, requestID+"-plan", &created); err != nil {
		return nil, err
	}
	return created.read()
}

// GetPlan reads a billing plan, to check it charges what the site offers.
func (c *Client) GetPlan(ctx context.Context, id string) (*BillingPlan, error) {
	path, err := resourcePath("/v1/billing/plans", id, "")
	if err != nil {
		return nil, err
	}
	var plan planWire
	if err := c.do(ctx, http.MethodGet, path, nil, "", &plan); err != nil {
		return nil, err
	}
	return plan.read()
}

type planWire struct {
	ID                 string           `json:"id,omitempty"`
	ProductID          string           `json:"product_id"`
	Name               string           `json:"name"`
	Status             string           `json:"status"`
	BillingCycles      []cycleWire      `json:"billing_cycles"`
	PaymentPreferences *preferencesWire `json:"payment_preferences,omitempty"`
}

type cycleWire struct {
	Frequency     frequencyWire `json:"frequency"`
	TenureType    string        `json:"tenure_type"`
	Sequence      int           `json:"sequence"`
	TotalCycles   int           `json:"total_cycles"`
	PricingScheme pricingWire   `json:"pricing_scheme"`
}

type frequencyWire struct {
	IntervalUnit  string `json:"interval_unit"`
	IntervalCount int    `json:"interval_count"`
}

type pricingWire struct {
	FixedPrice *amountWire `json:"fixed_price,omitempty"`
}

type preferencesWire struct {
	AutoBillOutstanding     bool `json:"auto_bill_outstanding"`
	PaymentFailureThreshold int  `json:"payment_failure_threshold"`
}

// read takes the plan's regular cycle; a plan with a trial or several
// regular cycles is not one the site made, and reads with no interval.
func (p planWire) read() (*BillingPlan, error) {
	plan := &BillingPlan{ID: p.ID, Status: p.Status}
	var regular []cycleWire
	for _, cycle := range p.BillingCycles {
		if cycle.TenureType == "REGULAR" {
			regular = append(regular, cycle)
		}
	}
	if len(regular) != 1 || len(p.BillingCycles) != 1 || regular[0].PricingScheme.FixedPrice == nil {
		return plan, nil
	}
	cycle := regular[0]
	amount, err := money.ParseDecimal(cycle.PricingScheme.FixedPrice.Value)
	if err != nil {
		return nil, fmt.Errorf("paypal: plan %s: %w", p.ID, err)
	}
	plan.Amount, plan.Currency = amount, cycle.PricingScheme.FixedPrice.CurrencyCode
	if cycle.Frequency.IntervalCount == 1 {
		plan.Interval = strings.ToLower(cycle.Frequency.IntervalUnit)
	}
	return plan, nil
}
