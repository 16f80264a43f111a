package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"time"

	"foundation/internal/money"
)

// ManageURL is where a PayPal donor changes the payment method of their
// automatic payments: PayPal, not the foundation, holds it.
const ManageURL = "https://www.paypal.com/myaccount/autopay/"

// Subscription is a PayPal billing subscription as needed for recurring donations.
type Subscription struct {
	ID              string
	Status          string // APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED
	PlanID          string
	CustomID        string
	SubscriberEmail string
	// From billing_info: the next payment, and the last failure PayPal saw.
	NextBillingTime     time.Time
	FailedPaymentsCount int
	LastFailedAt        time.Time
	LastFailedReason    string // reason_code, e.g. PAYMENT_DENIED
}

// subscriptionJSON is the documented subscription resource, as GET returns
// it and as BILLING.SUBSCRIPTION.* webhooks carry it.
type subscriptionJSON struct {
	ID         string `json:"id"`
	Status     string `json:"status"`
	PlanID     string `json:"plan_id"`
	CustomID   string `json:"custom_id"`
	Subscriber struct {
		EmailAddress string `json:"email_address"`
	} `json:"subscriber"`
	BillingInfo struct {
		NextBillingTime     time.Time `json:"next_billing_time"`
		FailedPaymentsCount int       `json:"failed_payments_count"`
		LastFailedPayment   struct {
			ReasonCode string    `json:"reason_code"`
			Time       time.Time `json:"time"`
		} `json:"last_failed_payment"`
	} `json:"billing_info"`
}

func (s subscriptionJSON) subscription() *Subscription {
	return &Subscription{
		ID: s.ID, Status: s.Status, PlanID: s.PlanID, CustomID: s.CustomID, SubscriberEmail: s.Subscriber.EmailAddress,
		NextBillingTime: s.BillingInfo.NextBillingTime, FailedPaymentsCount: s.BillingInfo.FailedPaymentsCount,
		LastFailedAt: s.BillingInfo.LastFailedPayment.Time, LastFailedReason: s.BillingInfo.LastFailedPayment.ReasonCode,
	}
}

// decodeSubscription reads a subscription resource.
func decodeSubscription(raw json.RawMessage) (*Subscription, error) {
	var s subscriptionJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	if s.ID == "" {
		return nil, errors.New("paypal: subscription without id")
	}
	return s.subscription(), nil
}

// GetSubscription reads a subscription; use it to confirm what a browser or a
// webhook claims before recording a recurring donation.
func (c *Client) GetSubscription(ctx context.Context, id string) (*Subscription, error) {
	path, err := resourcePath("/v1/billing/subscriptions", id, "")
	if err != nil {
		return nil, err
	}
	var raw json.RawMessage
	if err := c.do(ctx, http.MethodGet, path, nil, "", &raw); err != nil {
		return nil, err
	}
	return decodeSubscription(raw)
}

// ErrNotActive is PayPal refusing to cancel a subscription that is no longer
// active (422 SUBSCRIPTION_STATUS_INVALID): stopping twice is harmless.
var ErrNotActive = errors.New("paypal: the subscription is not active")

// CancelSubscription ends a subscription at once: PayPal takes no further payment.
func (c *Client) CancelSubscription(ctx context.Context, id, reason string) error {
	path, err := resourcePath("/v1/billing/subscriptions", id, "/cancel")
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

// Transaction is one payment attempt of a subscription.
type Transaction struct {
	ID, Status string // COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED, UNCLAIMED
	Amount     money.Cents
	Currency   string
	Time       time.Time
}

// ListSubscriptionTransactions lists the payments of a subscription between
// from and to (PayPal answers them in one list).
func (c *Client) ListSubscriptionTransactions(ctx context.Context, id string, from, to time.Time) ([]Transaction, error) {
	path, err := resourcePath("/v1/billing/subscriptions", id, "/transactions")
	if err != nil {
		return nil, err
	}
	query := url.Values{"start_time": {from.UTC().Format(time.RFC3339)}, "end_time": {to.UTC().Format(time.RFC3339)}}
	var resp struct {
		Transactions []struct {
			ID                  string    `json:"id"`
			Status              string    `json:"status"`
			Time                time.Time `json:"time"`
			AmountWithBreakdown struct {
				GrossAmount struct {
					Value        string `json:"value"`
					CurrencyCode string `json:"currency_code"`
				} `json:"gross_amount"`
			} `json:"amount_with_breakdown"`
		} `json:"transactions"`
	}
	if err := c.do(ctx, http.MethodGet, path+"?"+query.Encode(), nil, "", &resp); err != nil {
		return nil, err
	}
	out := make([]Transaction, 0, len(resp.Transactions))
	for _, t := range resp.Transactions {
		amount, err := money.ParseDecimal(t.AmountWithBreakdown.GrossAmount.Value)
		if err != nil {
			return nil, err
		}
		out = append(out, Transaction{ID: t.ID, Status: t.Status, Amount: amount, Currency: t.AmountWithBreakdown.GrossAmount.CurrencyCode, Time: t.Time})
	}
	return out, nil
}

// IsUnavailable reports a PayPal that could not be reached or failed on its
// side (network, timeout, 5xx, 429): trying later may work.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		return apiErr.Status >= 500 || apiErr.Status == http.StatusTooManyRequests
	}
	var netErr interface{ Timeout() bool }
	return errors.As(err, &netErr) || errors.Is(err, context.DeadlineExceeded)
}
