package stripe

import (
	"context"
	"errors"
	"fmt"
	"time"

	stripego "github.com/stripe/stripe-go/v85"

	"foundation/internal/money"
)

// SubscriptionState is a subscription as Stripe reports it now.
type SubscriptionState struct {
	ID, Status, CustomerID, DonationID string // Status as Stripe: active, past_due, canceled, unpaid, incomplete…
	ItemID, ProductID                  string // the subscription's one item (the gift) and its product
	Amount                             money.Cents
	Currency, Interval                 string    // "eur"; "week" or "month"
	CurrentPeriodEnd                   time.Time // the next renewal: items.data[0].current_period_end (API 2025-03-31.basil+), else top-level current_period_end
	DefaultPaymentMethod               string
	PausedUntil                        time.Time // pause_collection.resumes_at; zero when collecting
}

// subscriptionJSON is a subscription object in both API-version shapes; API
// answers and webhook events decode through it alike.
type subscriptionJSON struct {
	ID                   string            `json:"id"`
	Status               string            `json:"status"`
	Customer             expandableID      `json:"customer"`
	Metadata             map[string]string `json:"metadata"`
	Currency             string            `json:"currency"`
	DefaultPaymentMethod expandableID      `json:"default_payment_method"`
	CancellationDetails  struct {
		Reason string `json:"reason"`
	} `json:"cancellation_details"`
	LegacyCurrentPeriodEnd int64 `json:"current_period_end"` // before 2025-03-31.basil
	PauseCollection        struct {
		ResumesAt int64 `json:"resumes_at"`
	} `json:"pause_collection"`
	Items struct {
		Data []subscriptionItemJSON `json:"data"`
	} `json:"items"`
}

type subscriptionItemJSON struct {
	ID               string `json:"id"`
	CurrentPeriodEnd int64  `json:"current_period_end"`
	Price            struct {
		Product    expandableID `json:"product"`
		UnitAmount int64        `json:"unit_amount"`
		Currency   string       `json:"currency"`
		Recurring  struct {
			Interval      string `json:"interval"`
			IntervalCount int64  `json:"interval_count"`
		} `json:"recurring"`
	} `json:"price"`
}

// item is the gift; a subscription of ours has exactly one.
func (s subscriptionJSON) item() subscriptionItemJSON {
	if len(s.Items.Data) == 0 {
		return subscriptionItemJSON{}
	}
	return s.Items.Data[0]
}

func (s subscriptionJSON) currentPeriodEnd() time.Time {
	if end := s.item().CurrentPeriodEnd; end != 0 {
		return unixTime(end)
	}
	return unixTime(s.LegacyCurrentPeriodEnd)
}

func (s subscriptionJSON) state() SubscriptionState {
	item := s.item()
	return SubscriptionState{
		ID: s.ID, Status: s.Status, CustomerID: string(s.Customer), DonationID: s.Metadata[donationIDKey],
		ItemID: item.ID, ProductID: string(item.Price.Product),
		Amount:   money.Cents(item.Price.UnitAmount),
		Currency: firstNonEmpty(item.Price.Currency, s.Currency), Interval: item.Price.Recurring.Interval,
		CurrentPeriodEnd:     s.currentPeriodEnd(),
		DefaultPaymentMethod: string(s.DefaultPaymentMethod),
		PausedUntil:          unixTime(s.PauseCollection.ResumesAt),
	}
}

// readSubscription decodes the raw answer of a subscription call rather than
// stripe-go's typed object, which knows only the current API shape.
func readSubscription(sub *stripego.Subscription) (subscriptionJSON, error) {
	var s subscriptionJSON
	if sub.LastResponse == nil {
		return s, errors.New("stripe: subscription answer has no body")
	}
	return s, decodeObject(sub.LastResponse.RawJSON, &s)
}

func (c *Client) getSubscription(ctx context.Context, id string) (subscriptionJSON, error) {
	if err := c.readyFor(id); err != nil {
		return subscriptionJSON{}, err
	}
	sub, err := c.api.V1Subscriptions.Retrieve(ctx, id, nil)
	if err != nil {
		return subscriptionJSON{}, fmt.Errorf("stripe: get subscription %s: %w", id, err)
	}
	return readSubscription(sub)
}

// GetSubscription reads a subscription as Stripe reports it now.
func (c *Client) GetSubscription(ctx context.Context, id string) (SubscriptionState, error) {
	s, err := c.getSubscription(ctx, id)
	return s.state(), err
}

// CancelSubscription cancels at once (DELETE /v1/subscriptions/{id}), no proration.
// A subscription that is already canceled returns its state and no error (stopping twice is harmless).
func (c *Client) CancelSubscription(ctx context.Context, id, idempotencyKey string) (SubscriptionState, error) {
	if err := c.readyToChange(id, idempotencyKey); err != nil {
		return SubscriptionState{}, err
	}
	params := &stripego.SubscriptionCancelParams{Prorate: stripego.Bool(false), InvoiceNow: stripego.Bool(false)}
	params.SetIdempotencyKey(idempotencyKey)
	sub, err := c.api.V1Subscriptions.Cancel(ctx, id, params)
	if err == nil {
		s, err := readSubscription(sub)
		return s.state(), err
	}
	// Stripe refuses to cancel a canceled subscription; whatever it said,
	// the subscription's own status tells whether the goal is reached.
	if !IsUnavailable(err) {
		if s, getErr := c.getSubscription(ctx, id); getErr == nil && s.Status == string(stripego.SubscriptionStatusCanceled) {
			return s.state(), nil
		}
	}
	return SubscriptionState{}, fmt.Errorf("stripe: cancel subscription %s: %w", id, err)
}

// ChangeSubscriptionAmount sets the one item to a new inline price (price_data: currency, the item's product, unit_amount, recurring interval unchanged) with proration_behavior=none.
func (c *Client) ChangeSubscriptionAmount(ctx context.Context, id string, amount money.Cents, idempotencyKey string) (SubscriptionState, error) {
	if amount <= 0 {
		return SubscriptionState{}, fmt.Errorf("stripe: change subscription amount: amount must be positive, got %d", amount)
	}
	return c.replacePrice(ctx, id, idempotencyKey, "amount", func(current subscriptionJSON, price *stripego.SubscriptionUpdateItemPriceDataParams, _ *stripego.SubscriptionUpdateParams) {
		price.UnitAmount = stripego.Int64(int64(amount))
		if count := current.item().Price.Recurring.IntervalCount; count > 1 {
			price.Recurring.IntervalCount = stripego.Int64(count)
		}
	})
}

// replacePrice gives the subscription's one item a new inline price: the
// item's currency, product, amount and interval, as change alters them (it
// may set more of the update), with proration_behavior=none.
func (c *Client) replacePrice(ctx context.Context, id, idempotencyKey, what string,
	change func(subscriptionJSON, *stripego.SubscriptionUpdateItemPriceDataParams, *stripego.SubscriptionUpdateParams)) (SubscriptionState, error) {
	if err := c.readyToChange(id, idempotencyKey); err != nil {
		return SubscriptionState{}, err
	}
	current, err := c.getSubscription(ctx, id)
	if err != nil {
		return SubscriptionState{}, err
	}
	// Replacing the price of one item among several would change what else
	// the donor pays; a gift of ours has one.
	if n := len(current.Items.Data); n != 1 {
		return SubscriptionState{}, fmt.Errorf("stripe: change subscription %s: %s has %d items, want 1", what, id, n)
	}
	item := current.item()
	price := &stripego.SubscriptionUpdateItemPriceDataParams{
		Currency:   stripego.String(firstNonEmpty(item.Price.Currency, current.Currency)),
		Product:    stripego.String(string(item.Price.Product)),
		UnitAmount: stripego.Int64(item.Price.UnitAmount),
		Recurring:  &stripego.SubscriptionUpdateItemPriceDataRecurringParams{Interval: stripego.String(item.Price.Recurring.Interval)},
	}
	params := &stripego.SubscriptionUpdateParams{
		Items: []*stripego.SubscriptionUpdateItemParams{{ID: stripego.String(item.ID), PriceData: price}},
		// The change applies from the next renewal: no credit or charge now.
		ProrationBehavior: stripego.String("none"),
	}
	change(current, price, params)
	params.SetIdempotencyKey(idempotencyKey)
	sub, err := c.api.V1Subscriptions.Update(ctx, id, params)
	if err != nil {
		return SubscriptionState{}, fmt.Errorf("stripe: change subscription %s %s: %w", id, what, err)
	}
	s, err := readSubscription(sub)
	return s.state(), err
}

// readyFor refuses, before any request, a call that names no subscription.
func (c *Client) readyFor(subscriptionID string) error {
	if err := c.ready(); err != nil {
		return err
	}
	if subscriptionID == "" {
		return errors.New("stripe: subscription id is required")
	}
	return nil
}

// readyToChange also requires the idempotency key that keeps a retried
// change from acting twice.
func (c *Client) readyToChange(subscriptionID, idempotencyKey string) error {
	if err := c.readyFor(subscriptionID); err != nil {
		return err
	}
	if idempotencyKey == "" {
		return errors.New("stripe: idempotency key is required")
	}
	return nil
}
