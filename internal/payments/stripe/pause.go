package stripe

import (
	"context"
	"fmt"
	"time"

	stripego "github.com/stripe/stripe-go/v85"
)

// PauseSubscription pauses the collection of a subscription until resumesAt
// (pause_collection: behavior void, resumes_at): the renewals falling in the
// pause are voided, nothing is owed for them, and Stripe collects again by
// itself from resumesAt. A zero resumesAt resumes now (pause_collection
// unset). The subscription's status stays active either way.
func (c *Client) PauseSubscription(ctx context.Context, id string, resumesAt time.Time, idempotencyKey string) (SubscriptionState, error) {
	if err := c.readyToChange(id, idempotencyKey); err != nil {
		return SubscriptionState{}, err
	}
	params := &stripego.SubscriptionUpdateParams{}
	if resumesAt.IsZero() {
		params.AddUnsetField(stripego.SubscriptionUpdateParamsUnsetFieldPauseCollection)
	} else {
		params.PauseCollection = &stripego.SubscriptionUpdatePauseCollectionParams{
			Behavior:  stripego.String(string(stripego.SubscriptionPauseCollectionBehaviorVoid)),
			ResumesAt: stripego.Int64(resumesAt.Unix()),
		}
	}
	params.SetIdempotencyKey(idempotencyKey)
	sub, err := c.api.V1Subscriptions.Update(ctx, id, params)
	if err != nil {
		return SubscriptionState{}, fmt.Errorf("stripe: pause subscription %s: %w", id, err)
	}
	s, err := readSubscription(sub)
	return s.state(), err
}

// ChangeSubscriptionInterval makes the one item renew every interval ("week"
// or "month") at the same amount, through a new inline price as
// ChangeSubscriptionAmount. Stripe bills at once when the interval changes
// unless the period runs on: trial_end at the current period's end keeps
// the day already paid for, so nothing is charged now and the new rhythm
// starts at the next payment (proration_behavior none).
func (c *Client) ChangeSubscriptionInterval(ctx context.Context, id, interval, idempotencyKey string) (SubscriptionState, error) {
	if interval != "week" && interval != "month" {
		return SubscriptionState{}, fmt.Errorf("stripe: change subscription interval: %q is neither week nor month", interval)
	}
	return c.replacePrice(ctx, id, idempotencyKey, "interval", func(current subscriptionJSON, price *stripego.SubscriptionUpdateItemPriceDataParams, params *stripego.SubscriptionUpdateParams) {
		price.Recurring.Interval = stripego.String(interval)
		if end := current.currentPeriodEnd(); end.After(time.Now()) {
			params.TrialEnd = stripego.Int64(end.Unix())
		}
	})
}
