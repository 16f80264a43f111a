package stripe

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"
)

// ErrBadSignature wraps every reason a webhook is not provably from Stripe:
// missing or malformed header, wrong secret, tampered body, or a timestamp
// outside the tolerance window. Answer it with 400 and do not process the body.
var ErrBadSignature = errors.New("stripe: webhook signature rejected")

// Event is a verified webhook (or an event listed from the API) with the one
// object we understand decoded.
// At most one of Session, Invoice, Subscription, Charge, Dispute is set, chosen by Type;
// all are nil for event types this package does not decode.
type Event struct {
	ID      string
	Type    string
	Created int64

	Session      *CheckoutSession
	Invoice      *Invoice
	Subscription *Subscription
	Charge       *Charge
	Dispute      *Dispute
}

// ParseWebhook verifies signatureHeader (the Stripe-Signature value) against
// the raw request body and decodes it. The body must be the exact bytes
// received: re-encoded JSON will not verify.
//
// The event's api_version is deliberately not compared with stripe-go's: the
// account's webhook endpoint may be pinned to another version, and the fields
// read here are decoded from raw JSON in both their current and legacy places.
func (c *Client) ParseWebhook(payload []byte, signatureHeader string) (Event, error) {
	if c.webhookSecret == "" {
		return Event{}, ErrNotConfigured
	}
	if err := notFromTheFuture(signatureHeader, time.Now()); err != nil {
		return Event{}, err
	}
	if err := webhook.ValidatePayloadWithTolerance(payload, signatureHeader, c.webhookSecret, webhook.DefaultTolerance); err != nil {
		return Event{}, fmt.Errorf("%w: %w", ErrBadSignature, err)
	}
	return DecodeEvent(payload)
}

// DecodeEvent decodes a snapshot event whose origin is already established:
// a webhook body once its signature checks, or an event read from the
// authenticated API.
func DecodeEvent(payload []byte) (Event, error) {
	var env struct {
		ID      string `json:"id"`
		Object  string `json:"object"`
		Type    string `json:"type"`
		Created int64  `json:"created"`
		Data    struct {
			Object json.RawMessage `json:"object"`
		} `json:"data"`
	}
	if err := json.Unmarshal(payload, &env); err != nil {
		return Event{}, fmt.Errorf("stripe: event body: %w", err)
	}
	// Thin (v2) event notifications carry no object snapshot and need a
	// different API; they must not be mistaken for an empty event.
	if env.Object != "event" || env.ID == "" || env.Type == "" {
		return Event{}, fmt.Errorf("stripe: not a snapshot event (object %q, id %q, type %q)", env.Object, env.ID, env.Type)
	}

	ev := Event{ID: env.ID, Type: env.Type, Created: env.Created}
	var err error
	switch {
	case strings.HasPrefix(env.Type, "checkout.session."):
		ev.Session, err = decodeCheckoutSession(env.Data.Object)
	case strings.HasPrefix(env.Type, "invoice."):
		ev.Invoice, err = decodeInvoice(env.Data.Object)
	case strings.HasPrefix(env.Type, "charge.dispute."):
		ev.Dispute, err = decodeDispute(env.Data.Object)
	case env.Type == "charge.refunded", env.Type == "charge.succeeded":
		ev.Charge, err = decodeCharge(env.Data.Object)
	case strings.HasPrefix(env.Type, "customer.subscription."):
		ev.Subscription, err = decodeSubscription(env.Data.Object)
	}
	if err != nil {
		return Event{}, fmt.Errorf("stripe: event %s %s: %w", env.Type, env.ID, err)
	}
	return ev, nil
}

// notFromTheFuture refuses a signature dated beyond the tolerance ahead of
// now: stripe-go checks only the past side, and a signature made for a future
// time would stay replayable long after the event.
func notFromTheFuture(signatureHeader string, now time.Time) error {
	for _, part := range strings.Split(signatureHeader, ",") {
		key, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		if key != "t" {
			continue
		}
		unix, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return fmt.Errorf("%w: malformed timestamp", ErrBadSignature)
		}
		if time.Unix(unix, 0).Sub(now) > webhook.DefaultTolerance {
			return fmt.Errorf("%w: timestamp %s is in the future", ErrBadSignature, time.Unix(unix, 0).UTC().Format(time.RFC3339))
		}
	}
	return nil
}
