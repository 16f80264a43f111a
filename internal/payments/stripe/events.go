package stripe

import (
	"context"
	"fmt"
	"slices"
	"time"

	stripego "github.com/stripe/stripe-go/v85"
)

// ListedEvent is an event read back from the API with its raw body, which is
// what a webhook would have delivered.
type ListedEvent struct {
	Event   Event
	Payload []byte
}

// eventsPageSize is Stripe's largest page, so a night's events take few calls.
const eventsPageSize = 100

// ListEvents lists events created at or after since (GET /v1/events, created[gte], types[] when given), every page, oldest first, decoded like webhooks but without a signature (they come from the authenticated API).
//
// Stripe keeps events for 30 days; since should be well inside that.
func (c *Client) ListEvents(ctx context.Context, since time.Time, types []string) ([]ListedEvent, error) {
	if err := c.ready(); err != nil {
		return nil, err
	}
	params := &stripego.EventListParams{
		ListParams:   stripego.ListParams{Limit: stripego.Int64(eventsPageSize)},
		CreatedRange: &stripego.RangeQueryParams{GreaterThanOrEqual: since.Unix()},
		Types:        stripego.StringSlice(types),
	}
	var listed []ListedEvent
	for ev, err := range c.api.V1Events.List(ctx, params).All(ctx) {
		if err != nil {
			return nil, fmt.Errorf("stripe: list events: %w", err)
		}
		// stripe-go hands each listed item its own slice of the page's
		// JSON: the event exactly as Stripe rendered it.
		payload := ev.LastResponse.RawJSON
		decoded, err := DecodeEvent(payload)
		if err != nil {
			return nil, fmt.Errorf("stripe: list events: %w", err)
		}
		listed = append(listed, ListedEvent{Event: decoded, Payload: payload})
	}
	// Stripe lists newest first; handlers replay history in the order it happened.
	slices.Reverse(listed)
	return listed, nil
}
