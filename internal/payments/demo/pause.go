package demo

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// PauseSubscription pauses a demo card gift's collection until resumesAt
// (zero: resumes now), as Stripe's pause_collection: the status stays active.
func (c *Card) PauseSubscription(_ context.Context, id string, resumesAt time.Time, _ string) (stripe.SubscriptionState, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.live(id)
	if err != nil {
		return stripe.SubscriptionState{}, err
	}
	sub.state.PausedUntil = resumesAt
	return sub.state, nil
}

// ChangeSubscriptionInterval makes a demo card gift renew every interval
// from its next payment, whose day stays as it was.
func (c *Card) ChangeSubscriptionInterval(_ context.Context, id, interval, _ string) (stripe.SubscriptionState, error) {
	if interval != "week" && interval != "month" {
		return stripe.SubscriptionState{}, fmt.Errorf("demo: %q is neither week nor month", interval)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	sub, err := c.live(id)
	if err != nil {
		return stripe.SubscriptionState{}, err
	}
	sub.state.Interval = interval
	return sub.state, nil
}

// SuspendSubscription and ActivateSubscription move a demo PayPal
// subscription between ACTIVE and SUSPENDED, refusing any other status as
// PayPal does (422 SUBSCRIPTION_STATUS_INVALID).
func (p *PayPal) SuspendSubscription(_ context.Context, id, _ string) error {
	return p.move(id, "ACTIVE", "SUSPENDED")
}

func (p *PayPal) ActivateSubscription(_ context.Context, id, _ string) error {
	return p.move(id, "SUSPENDED", "ACTIVE")
}

func (p *PayPal) move(id, from, to string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, err := p.subscription(id)
	if err != nil {
		return err
	}
	if s.Status != from {
		return errors.Join(paypal.ErrNotActive, &paypal.APIError{
			Status: http.StatusUnprocessableEntity, Name: "UNPROCESSABLE_ENTITY", Message: "demo: the subscription is " + s.Status,
			Details: []paypal.ErrorDetail{{Issue: "SUBSCRIPTION_STATUS_INVALID"}},
		})
	}
	s.Status = to
	return nil
}
