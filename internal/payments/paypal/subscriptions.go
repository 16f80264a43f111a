package paypal

import (
	"context"
	"errors"
	"net/http"
)

// Subscription is a PayPal billing subscription as needed for recurring donations.
type Subscription struct {
	ID              string
	Status          string // APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED
	PlanID          string
	CustomID        string
	SubscriberEmail string
}

// GetSubscription reads a subscription; use it to confirm what a browser or a
// webhook claims before recording a recurring donation.
func (c *Client) GetSubscription(ctx context.Context, id string) (*Subscription, error) {
	path, err := resourcePath("/v1/billing/subscriptions", id, "")
	if err != nil {
		return nil, err
	}
	var resp struct {
		ID         string `json:"id"`
		Status     string `json:"status"`
		PlanID     string `json:"plan_id"`
		CustomID   string `json:"custom_id"`
		Subscriber struct {
			EmailAddress string `json:"email_address"`
		} `json:"subscriber"`
	}
	if err := c.do(ctx, http.MethodGet, path, nil, "", &resp); err != nil {
		return nil, err
	}
	if resp.ID == "" {
		return nil, errors.New("paypal: subscription response without id")
	}
	return &Subscription{
		ID:              resp.ID,
		Status:          resp.Status,
		PlanID:          resp.PlanID,
		CustomID:        resp.CustomID,
		SubscriberEmail: resp.Subscriber.EmailAddress,
	}, nil
}
