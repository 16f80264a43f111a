package stripe

import (
	"context"
	"errors"
	"fmt"
	"strings"

	stripego "github.com/stripe/stripe-go/v85"

	"foundation/internal/money"
)

// donationIDKey is the metadata key that ties every Stripe object back to our
// donation record; webhooks rely on finding it.
const donationIDKey = "donation_id"

const defaultCurrency = "eur"

// Session is a hosted Checkout page; send the donor to URL.
type Session struct {
	ID  string
	URL string
}

// PaymentSessionParams describes a one-off gift. Currency defaults to EUR.
// IdempotencyKey must be stable across retries of the same donation attempt so
// a retried request cannot open a second session.
type PaymentSessionParams struct {
	Amount         money.Cents
	Currency       string
	Description    string
	DonationID     string
	CustomerEmail  string
	SuccessURL     string
	CancelURL      string
	IdempotencyKey string
	// SepaDebit asks for a SEPA Direct Debit instead of what the account offers.
	SepaDebit bool
}

// SubscriptionSessionParams describes a recurring gift: either at a Price
// configured in the Stripe dashboard (PriceID, amount and interval live
// there) or at an amount the donor chose (Amount, Interval, Description),
// billed in EUR through an inline price.
type SubscriptionSessionParams struct {
	PriceID        string
	Amount         money.Cents
	Interval       string // "week" or "month"
	Description    string // the product name the donor sees on Checkout and receipts
	DonationID     string
	CustomerEmail  string
	SuccessURL     string
	CancelURL      string
	IdempotencyKey string
	// SepaDebit asks for a SEPA Direct Debit mandate instead of what the account offers.
	SepaDebit bool
}

// Validate reports a gift that names no price or two: exactly one of PriceID
// or (Amount > 0 and a valid Interval) is required, and an inline price needs
// a Description because Stripe requires its product to have a name.
func (p SubscriptionSessionParams) Validate() error {
	inline := p.Amount != 0 || p.Interval != ""
	switch {
	case p.PriceID != "" && inline:
		return errors.New("stripe: subscription session: a price id and an amount or interval are exclusive")
	case p.PriceID != "":
		return nil
	case p.Amount <= 0:
		return fmt.Errorf("stripe: subscription session: a price id or a positive amount is required, got %d", p.Amount)
	case !validInterval(p.Interval):
		return fmt.Errorf("stripe: subscription session: interval must be week or month, got %q", p.Interval)
	case p.Description == "":
		return errors.New("stripe: subscription session: a description is required to name the gift")
	}
	return nil
}

// validInterval reports whether a recurring gift can renew at interval; the
// charity offers weekly and monthly gifts only.
func validInterval(interval string) bool {
	return interval == "week" || interval == "month"
}

// CreatePaymentSession opens a Checkout session for a one-off gift. The
// donation id is stamped on the session and on its PaymentIntent so it can be
// recovered from either object's events.
func (c *Client) CreatePaymentSession(ctx context.Context, p PaymentSessionParams) (Session, error) {
	if p.Amount <= 0 {
		return Session{}, fmt.Errorf("stripe: payment session: amount must be positive, got %d", p.Amount)
	}
	currency := strings.ToLower(p.Currency)
	if currency == "" {
		currency = defaultCurrency
	}
	params := &stripego.CheckoutSessionCreateParams{
		Mode: stripego.String(string(stripego.CheckoutSessionModePayment)),
		LineItems: []*stripego.CheckoutSessionCreateLineItemParams{{
			PriceData: &stripego.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:   stripego.String(currency),
				UnitAmount: stripego.Int64(int64(p.Amount)),
				ProductData: &stripego.CheckoutSessionCreateLineItemPriceDataProductDataParams{
					Name: stripego.String(p.Description),
				},
			},
			Quantity: stripego.Int64(1),
		}},
		PaymentIntentData: &stripego.CheckoutSessionCreatePaymentIntentDataParams{
			Metadata: map[string]string{donationIDKey: p.DonationID},
		},
	}
	return c.createSession(ctx, params, sessionCommon{
		donationID:     p.DonationID,
		customerEmail:  p.CustomerEmail,
		successURL:     p.SuccessURL,
		cancelURL:      p.CancelURL,
		idempotencyKey: p.IdempotencyKey,
		sepaDebit:      p.SepaDebit,
	})
}

// CreateSubscriptionSession opens a Checkout session for a recurring gift. The
// donation id is copied onto the subscription, whose metadata Stripe then
// snapshots onto every invoice it generates.
func (c *Client) CreateSubscriptionSession(ctx context.Context, p SubscriptionSessionParams) (Session, error) {
	if err := p.Validate(); err != nil {
		return Session{}, err
	}
	item := &stripego.CheckoutSessionCreateLineItemParams{Quantity: stripego.Int64(1)}
	if p.PriceID != "" {
		item.Price = stripego.String(p.PriceID)
	} else {
		item.PriceData = &stripego.CheckoutSessionCreateLineItemPriceDataParams{
			Currency:   stripego.String(defaultCurrency),
			UnitAmount: stripego.Int64(int64(p.Amount)),
			Recurring:  &stripego.CheckoutSessionCreateLineItemPriceDataRecurringParams{Interval: stripego.String(p.Interval)},
			ProductData: &stripego.CheckoutSessionCreateLineItemPriceDataProductDataParams{
				Name: stripego.String(p.Description),
			},
		}
	}
	params := &stripego.CheckoutSessionCreateParams{
		Mode:      stripego.String(string(stripego.CheckoutSessionModeSubscription)),
		LineItems: []*stripego.CheckoutSessionCreateLineItemParams{item},
		SubscriptionData: &stripego.CheckoutSessionCreateSubscriptionDataParams{
			Metadata: map[string]string{donationIDKey: p.DonationID},
		},
	}
	return c.createSession(ctx, params, sessionCommon{
		donationID:     p.DonationID,
		customerEmail:  p.CustomerEmail,
		successURL:     p.SuccessURL,
		cancelURL:      p.CancelURL,
		idempotencyKey: p.IdempotencyKey,
		sepaDebit:      p.SepaDebit,
	})
}

// sessionCommon is what both kinds of gift set identically.
type sessionCommon struct {
	donationID, customerEmail, successURL, cancelURL, idempotencyKey string
	sepaDebit                                                        bool
}

// sepaDebit is Stripe's name of SEPA Direct Debit among payment methods.
const sepaDebit = "sepa_debit"

// createSession sets payment_method_types only for a SEPA gift (the donor
// chose the debit on our form): otherwise Stripe offers what the account
// enables in its dashboard (card, Apple and Google Pay…) instead of the
// list pinned at the time of writing.
func (c *Client) createSession(ctx context.Context, params *stripego.CheckoutSessionCreateParams, common sessionCommon) (Session, error) {
	if err := c.ready(); err != nil {
		return Session{}, err
	}
	// Without a donation id the webhook cannot be matched to a record, and
	// without an idempotency key a network retry could open a second session.
	if common.donationID == "" {
		return Session{}, errors.New("stripe: checkout session: donation id is required")
	}
	if common.idempotencyKey == "" {
		return Session{}, errors.New("stripe: checkout session: idempotency key is required")
	}
	params.SetIdempotencyKey(common.idempotencyKey)
	params.AddMetadata(donationIDKey, common.donationID)
	params.ClientReferenceID = stripego.String(common.donationID)
	params.SuccessURL = stripego.String(common.successURL)
	params.CancelURL = stripego.String(common.cancelURL)
	if common.customerEmail != "" {
		params.CustomerEmail = stripego.String(common.customerEmail)
	}
	if common.sepaDebit {
		params.PaymentMethodTypes = stripego.StringSlice([]string{sepaDebit})
	}

	s, err := c.api.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return Session{}, fmt.Errorf("stripe: create %s checkout session: %w", *params.Mode, err)
	}
	return Session{ID: s.ID, URL: s.URL}, nil
}
