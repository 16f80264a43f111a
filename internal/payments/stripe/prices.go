package stripe

import (
	"context"
	"fmt"
	"strings"

	stripego "github.com/stripe/stripe-go/v85"

	"foundation/internal/money"
)

// Price is a Stripe recurring price as a recurring gift needs it.
type Price struct {
	ID       string
	Active   bool
	Interval string // "week" or "month"; "" when it is not one cycle of one unit, or not recurring
	Amount   money.Cents
	Currency string // upper-cased, as the site stores it (EUR)
}

// CreatePrice creates a recurring price of amount every interval ("week"
// or "month") with its product; idempotencyKey makes it once only.
func (c *Client) CreatePrice(ctx context.Context, name string, amount money.Cents, currency, interval, idempotencyKey string) (Price, error) {
	if err := c.ready(); err != nil {
		return Price{}, err
	}
	if idempotencyKey == "" {
		return Price{}, fmt.Errorf("stripe: creating a price needs an idempotency key")
	}
	params := &stripego.PriceCreateParams{
		Currency:    stripego.String(strings.ToLower(currency)),
		UnitAmount:  stripego.Int64(int64(amount)),
		Recurring:   &stripego.PriceCreateRecurringParams{Interval: stripego.String(interval), IntervalCount: stripego.Int64(1)},
		ProductData: &stripego.PriceCreateProductDataParams{Name: stripego.String(name)},
	}
	params.SetIdempotencyKey(idempotencyKey)
	p, err := c.api.V1Prices.Create(ctx, params)
	if err != nil {
		return Price{}, err
	}
	return readPrice(p), nil
}

// GetPrice reads a price, to check it charges what the site offers.
func (c *Client) GetPrice(ctx context.Context, id string) (Price, error) {
	if err := c.ready(); err != nil {
		return Price{}, err
	}
	p, err := c.api.V1Prices.Retrieve(ctx, id, nil)
	if err != nil {
		return Price{}, err
	}
	return readPrice(p), nil
}

func readPrice(p *stripego.Price) Price {
	price := Price{ID: p.ID, Active: p.Active, Amount: money.Cents(p.UnitAmount), Currency: strings.ToUpper(string(p.Currency))}
	if p.Recurring != nil && p.Recurring.IntervalCount == 1 {
		price.Interval = string(p.Recurring.Interval)
	}
	return price
}
