package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

// SuspendSubscription stops a subscription's payments until it is
// activated again (POST /v1/billing/subscriptions/{id}/suspend): PayPal
// bills nothing while it is SUSPENDED. The reason is shown to the subscriber.
// ErrNotActive when PayPal refuses it for the subscription's status.
func (c *Client) SuspendSubscription(ctx context.Context, id, reason string) error {
	return c.subscriptionAction(ctx, id, "/suspend", reason)
}

// ActivateSubscription takes the payments of a suspended subscription up
// again (POST /v1/billing/subscriptions/{id}/activate). ErrNotActive when
// PayPal refuses it for the subscription's status (one cancelled meanwhile).
func (c *Client) ActivateSubscription(ctx context.Context, id, reason string) error {
	return c.subscriptionAction(ctx, id, "/activate", reason)
}

// subscriptionAction posts {"reason"} to one of a subscription's actions,
// which PayPal answers 204.
func (c *Client) subscriptionAction(ctx context.Context, id, action, reason string) error {
	path, err := resourcePath("/v1/billing/subscriptions", id, action)
	if err != nil {
		return err
	}
	body, err := json.Marshal(map[string]string{"reason": reason})
	if err != nil {
		return err
	}
	err = c.do(ctx, http.MethodPost, path, body, "", nil)
	if HasIssue(err, "SUBSCRIPTION_STATUS_INVALID") {
		return errors.Join(ErrNotActive, err)
	}
	return err
}
