package stripe

import (
	"encoding/json"
	"errors"

	"foundation/internal/money"
)

// CheckoutSession is the part of a Checkout Session a donation needs.
// PaymentStatus "paid" (or "no_payment_required") on checkout.session.completed
// means the money is secured; "unpaid" means an async method is still pending
// and the async_payment_succeeded/failed event will follow.
type CheckoutSession struct {
	ID              string
	Mode            string // "payment" or "subscription"
	PaymentStatus   string // "paid", "unpaid", "no_payment_required"
	Status          string // "open", "complete", "expired"
	DonationID      string // metadata donation_id, else client_reference_id
	SubscriptionID  string // subscription mode only
	CustomerID      string
	AmountTotal     money.Cents
	Currency        string // lower case ISO code, e.g. "eur"
	PaymentIntentID string // payment mode only
}

// Invoice is one billing cycle of a recurring gift.
type Invoice struct {
	ID             string
	SubscriptionID string
	AmountPaid     money.Cents
	AmountDue      money.Cents // what a failed payment attempted to collect
	Currency       string
	BillingReason  string // "subscription_create" for the first, "subscription_cycle" after
	DonationID     string // snapshot of the subscription's metadata, when present
}

// Subscription is a recurring gift's mandate.
type Subscription struct {
	ID         string
	Status     string // e.g. "active", "past_due", "canceled"
	DonationID string
}

func decodeCheckoutSession(raw json.RawMessage) (*CheckoutSession, error) {
	var s struct {
		ID                string            `json:"id"`
		Mode              string            `json:"mode"`
		PaymentStatus     string            `json:"payment_status"`
		Status            string            `json:"status"`
		Metadata          map[string]string `json:"metadata"`
		ClientReferenceID string            `json:"client_reference_id"`
		Subscription      expandableID      `json:"subscription"`
		Customer          expandableID      `json:"customer"`
		AmountTotal       int64             `json:"amount_total"`
		Currency          string            `json:"currency"`
		PaymentIntent     expandableID      `json:"payment_intent"`
	}
	if err := decodeObject(raw, &s); err != nil {
		return nil, err
	}
	return &CheckoutSession{
		ID:              s.ID,
		Mode:            s.Mode,
		PaymentStatus:   s.PaymentStatus,
		Status:          s.Status,
		DonationID:      firstNonEmpty(s.Metadata[donationIDKey], s.ClientReferenceID),
		SubscriptionID:  string(s.Subscription),
		CustomerID:      string(s.Customer),
		AmountTotal:     money.Cents(s.AmountTotal),
		Currency:        s.Currency,
		PaymentIntentID: string(s.PaymentIntent),
	}, nil
}

// subscriptionDetails appears as parent.subscription_details since API
// version 2025-03-31.basil and as top-level subscription_details before it.
type subscriptionDetails struct {
	Subscription expandableID      `json:"subscription"`
	Metadata     map[string]string `json:"metadata"`
}

func decodeInvoice(raw json.RawMessage) (*Invoice, error) {
	var inv struct {
		ID            string `json:"id"`
		AmountPaid    int64  `json:"amount_paid"`
		AmountDue     int64  `json:"amount_due"`
		Currency      string `json:"currency"`
		BillingReason string `json:"billing_reason"`
		Parent        *struct {
			SubscriptionDetails *subscriptionDetails `json:"subscription_details"`
		} `json:"parent"`
		LegacySubscription        expandableID         `json:"subscription"`
		LegacySubscriptionDetails *subscriptionDetails `json:"subscription_details"`
	}
	if err := decodeObject(raw, &inv); err != nil {
		return nil, err
	}
	var current, legacy subscriptionDetails
	if inv.Parent != nil && inv.Parent.SubscriptionDetails != nil {
		current = *inv.Parent.SubscriptionDetails
	}
	if inv.LegacySubscriptionDetails != nil {
		legacy = *inv.LegacySubscriptionDetails
	}
	return &Invoice{
		ID:             inv.ID,
		SubscriptionID: firstNonEmpty(string(current.Subscription), string(inv.LegacySubscription)),
		AmountPaid:     money.Cents(inv.AmountPaid),
		AmountDue:      money.Cents(inv.AmountDue),
		Currency:       inv.Currency,
		BillingReason:  inv.BillingReason,
		DonationID:     firstNonEmpty(current.Metadata[donationIDKey], legacy.Metadata[donationIDKey]),
	}, nil
}

func decodeSubscription(raw json.RawMessage) (*Subscription, error) {
	var s struct {
		ID       string            `json:"id"`
		Status   string            `json:"status"`
		Metadata map[string]string `json:"metadata"`
	}
	if err := decodeObject(raw, &s); err != nil {
		return nil, err
	}
	return &Subscription{ID: s.ID, Status: s.Status, DonationID: s.Metadata[donationIDKey]}, nil
}

// decodeObject rejects a missing data.object: a typed event without its
// object would look like a donation with every field empty.
func decodeObject(raw json.RawMessage, v any) error {
	if len(raw) == 0 || string(raw) == "null" {
		return errors.New("data.object is missing")
	}
	return json.Unmarshal(raw, v)
}

// expandableID reads a reference that Stripe sends either as an id string or,
// when expanded, as an object carrying that id.
type expandableID string

func (e *expandableID) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, (*string)(e))
	}
	var obj struct {
		ID string `json:"id"`
	}
	if err := json.Unmarshal(b, &obj); err != nil {
		return err
	}
	*e = expandableID(obj.ID)
	return nil
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
