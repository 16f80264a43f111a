package stripe

import (
	"encoding/json"
	"errors"
	"time"

	"foundation/internal/money"
)

// CheckoutSession is the part of a Checkout Session a donation needs.
// PaymentStatus "paid" (or "no_payment_required") on checkout.session.completed
// means the money is secured; "unpaid" means an async method is still pending
// and the async_payment_succeeded/failed event will follow.
type CheckoutSession struct {
	ID              string
	Mode            string // "payment", "subscription" or "setup" (a card update)
	PaymentStatus   string // "paid", "unpaid", "no_payment_required"
	Status          string // "open", "complete", "expired"
	DonationID      string // metadata donation_id, else client_reference_id
	SubscriptionID  string // subscription mode only
	CustomerID      string
	AmountTotal     money.Cents
	Currency        string // lower case ISO code, e.g. "eur"
	PaymentIntentID string // payment mode only

	// Setup mode only: the SetupIntent holding the saved card, and the
	// subscription it is for (metadata subscription_id), to pass together
	// to UseSetupForSubscription.
	SetupIntentID        string
	SubscriptionToUpdate string
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

	AttemptCount       int       // payment attempts so far, the failed one included
	NextPaymentAttempt time.Time // zero when Stripe will not retry
	// FailureMessage is why the payment failed, in Stripe's words: the
	// expanded payment_intent.last_payment_error.message, else the expanded
	// charge.failure_message, else last_finalization_error.message. Webhooks
	// never expand, and API versions since 2025-03-31.basil dropped both
	// fields, so a card decline is usually only on the PaymentIntent's own
	// event and this is often empty.
	FailureMessage string
	PeriodEnd      time.Time // lines.data[0].period.end: when the payment after this one is due
	// PaidAt is status_transitions.paid_at: when the payment succeeded
	// (for a SEPA debit, days after the invoice was made).
	PaidAt time.Time
}

// Charge is a payment as a charge.succeeded or charge.refunded event reports it: the
// refunds so far add up to AmountRefunded. The charge names its
// PaymentIntent (a one-off gift's providerPaymentId) and, before API
// version 2025-03-31.basil, its invoice (a renewal); its customer always.
type Charge struct {
	ID              string
	PaymentIntentID string
	InvoiceID       string
	CustomerID      string
	AmountRefunded  money.Cents
	Currency        string
	Created         time.Time
	// DonationID is metadata donation_id, which Stripe copies from the
	// PaymentIntent of a one-off gift.
	DonationID string
	// PaidWith is how the charge was paid, from its payment_method_details:
	// the wallet of a card payment ("apple_pay", "google_pay"…), else the
	// method's type ("card", "sepa_debit"…).
	PaidWith string
}

// Subscription is a recurring gift's mandate.
type Subscription struct {
	ID                 string
	Status             string // e.g. "active", "past_due", "canceled"
	DonationID         string
	CurrentPeriodEnd   time.Time
	CancellationReason string // cancellation_details.reason: "payment_failed", "cancellation_requested"…
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
		SetupIntent       expandableID      `json:"setup_intent"`
	}
	if err := decodeObject(raw, &s); err != nil {
		return nil, err
	}
	// Only a setup session updates a card: a stray subscription_id on any
	// other session must not read as one.
	var toUpdate string
	if s.Mode == "setup" {
		toUpdate = s.Metadata[subscriptionIDKey]
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

		SetupIntentID:        string(s.SetupIntent),
		SubscriptionToUpdate: toUpdate,
	}, nil
}

// subscriptionDetails appears as parent.subscription_details since API
// version 2025-03-31.basil and as top-level subscription_details before it.
type subscriptionDetails struct {
	Subscription expandableID      `json:"subscription"`
	Metadata     map[string]string `json:"metadata"`
}

func decodeCharge(raw json.RawMessage) (*Charge, error) {
	var c struct {
		ID             string            `json:"id"`
		PaymentIntent  expandableID      `json:"payment_intent"`
		Invoice        expandableID      `json:"invoice"`
		Customer       expandableID      `json:"customer"`
		AmountRefunded int64             `json:"amount_refunded"`
		Currency       string            `json:"currency"`
		Created        int64             `json:"created"`
		Metadata       map[string]string `json:"metadata"`
		Details        *struct {
			Type string `json:"type"`
			Card *struct {
				Wallet *struct {
					Type string `json:"type"`
				} `json:"wallet"`
			} `json:"card"`
		} `json:"payment_method_details"`
	}
	if err := decodeObject(raw, &c); err != nil {
		return nil, err
	}
	var paidWith string
	if d := c.Details; d != nil {
		paidWith = d.Type
		if d.Card != nil && d.Card.Wallet != nil && d.Card.Wallet.Type != "" {
			paidWith = d.Card.Wallet.Type
		}
	}
	return &Charge{
		ID: c.ID, PaymentIntentID: string(c.PaymentIntent), InvoiceID: string(c.Invoice), CustomerID: string(c.Customer),
		AmountRefunded: money.Cents(c.AmountRefunded), Currency: c.Currency, Created: time.Unix(c.Created, 0).UTC(),
		DonationID: c.Metadata[donationIDKey], PaidWith: paidWith,
	}, nil
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

		AttemptCount          int             `json:"attempt_count"`
		NextPaymentAttempt    int64           `json:"next_payment_attempt"`
		LastFinalizationError *stripeMessage  `json:"last_finalization_error"`
		PaymentIntent         expandedFailure `json:"payment_intent"`
		Charge                expandedFailure `json:"charge"`
		StatusTransitions     struct {
			PaidAt int64 `json:"paid_at"`
		} `json:"status_transitions"`
		Lines struct {
			Data []struct {
				Period struct {
					End int64 `json:"end"`
				} `json:"period"`
			} `json:"data"`
		} `json:"lines"`
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
	var periodEnd int64
	if len(inv.Lines.Data) > 0 {
		periodEnd = inv.Lines.Data[0].Period.End
	}
	return &Invoice{
		ID:             inv.ID,
		SubscriptionID: firstNonEmpty(string(current.Subscription), string(inv.LegacySubscription)),
		AmountPaid:     money.Cents(inv.AmountPaid),
		AmountDue:      money.Cents(inv.AmountDue),
		Currency:       inv.Currency,
		BillingReason:  inv.BillingReason,
		DonationID:     firstNonEmpty(current.Metadata[donationIDKey], legacy.Metadata[donationIDKey]),

		AttemptCount:       inv.AttemptCount,
		NextPaymentAttempt: unixTime(inv.NextPaymentAttempt),
		FailureMessage:     firstNonEmpty(inv.PaymentIntent.LastPaymentError.text(), inv.Charge.FailureMessage, inv.LastFinalizationError.text()),
		PeriodEnd:          unixTime(periodEnd),
		PaidAt:             unixTime(inv.StatusTransitions.PaidAt),
	}, nil
}

// stripeMessage is the shape of Stripe's error objects, of which we read the
// human sentence.
type stripeMessage struct {
	Message string `json:"message"`
}

func (m *stripeMessage) text() string {
	if m == nil {
		return ""
	}
	return m.Message
}

// expandedFailure reads why an expanded PaymentIntent or Charge failed; as
// an unexpanded id string it stays empty.
type expandedFailure struct {
	LastPaymentError *stripeMessage `json:"last_payment_error"` // PaymentIntent
	FailureMessage   string         `json:"failure_message"`    // Charge
}

func (f *expandedFailure) UnmarshalJSON(b []byte) error {
	if len(b) == 0 || b[0] != '{' {
		return nil
	}
	type plain expandedFailure // without this method, so no recursion
	return json.Unmarshal(b, (*plain)(f))
}

func decodeSubscription(raw json.RawMessage) (*Subscription, error) {
	var s subscriptionJSON
	if err := decodeObject(raw, &s); err != nil {
		return nil, err
	}
	return &Subscription{
		ID: s.ID, Status: s.Status, DonationID: s.Metadata[donationIDKey],
		CurrentPeriodEnd: s.currentPeriodEnd(), CancellationReason: s.CancellationDetails.Reason,
	}, nil
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

// unixTime reads Stripe's epoch seconds; 0 or null (never, none) stays the
// zero time so callers can test IsZero.
func unixTime(seconds int64) time.Time {
	if seconds == 0 {
		return time.Time{}
	}
	return time.Unix(seconds, 0).UTC()
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
