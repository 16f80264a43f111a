package stripe

import (
	"context"
	"errors"
	"fmt"

	stripego "github.com/stripe/stripe-go/v85"
)

// subscriptionIDKey names, on a card update's session and SetupIntent, the
// subscription the new card is for.
const subscriptionIDKey = "subscription_id"

// CardUpdateParams describes a donor replacing the card of a recurring gift.
type CardUpdateParams struct{ SubscriptionID, CustomerID, DonationID, SuccessURL, CancelURL, IdempotencyKey string }

// CreateCardUpdateSession opens Checkout in setup mode for the subscription's customer; metadata and setup_intent_data.metadata carry donation_id and subscription_id.
func (c *Client) CreateCardUpdateSession(ctx context.Context, p CardUpdateParams) (Session, error) {
	if p.SubscriptionID == "" || p.CustomerID == "" {
		return Session{}, errors.New("stripe: card update session: subscription and customer ids are required")
	}
	ids := map[string]string{donationIDKey: p.DonationID, subscriptionIDKey: p.SubscriptionID}
	params := &stripego.CheckoutSessionCreateParams{
		Mode: stripego.String(string(stripego.CheckoutSessionModeSetup)),
		// The card is saved on the customer the subscription bills.
		Customer: stripego.String(p.CustomerID),
		// Setup mode needs a currency to offer the account's methods for it
		// (SEPA Direct Debit only exists for EUR).
		Currency:        stripego.String(defaultCurrency),
		Metadata:        map[string]string{subscriptionIDKey: p.SubscriptionID},
		SetupIntentData: &stripego.CheckoutSessionCreateSetupIntentDataParams{Metadata: ids},
	}
	return c.createSession(ctx, params, sessionCommon{
		donationID:     p.DonationID,
		successURL:     p.SuccessURL,
		cancelURL:      p.CancelURL,
		idempotencyKey: p.IdempotencyKey,
	})
}

// UseSetupForSubscription makes the card saved by a completed setup session the subscription's default payment method (retrieve the SetupIntent → payment_method; update subscription default_payment_method; also the customer's invoice_settings.default_payment_method), so the next renewal really uses it. Returns the payment method id.
//
// The two updates carry idempotencyKey suffixed "-subscription" and
// "-customer": Stripe binds a key to one request.
func (c *Client) UseSetupForSubscription(ctx context.Context, setupIntentID, subscriptionID, idempotencyKey string) (string, error) {
	if err := c.readyToChange(subscriptionID, idempotencyKey); err != nil {
		return "", err
	}
	if setupIntentID == "" {
		return "", errors.New("stripe: setup intent id is required")
	}
	si, err := c.api.V1SetupIntents.Retrieve(ctx, setupIntentID, nil)
	if err != nil {
		return "", fmt.Errorf("stripe: get setup intent %s: %w", setupIntentID, err)
	}
	if si.Status != stripego.SetupIntentStatusSucceeded || si.PaymentMethod == nil || si.PaymentMethod.ID == "" {
		return "", fmt.Errorf("stripe: setup intent %s is %s with no saved payment method", setupIntentID, si.Status)
	}
	// A card saved for one gift must not silently pay another.
	if meant := si.Metadata[subscriptionIDKey]; meant != "" && meant != subscriptionID {
		return "", fmt.Errorf("stripe: setup intent %s was made for subscription %s, not %s", setupIntentID, meant, subscriptionID)
	}
	pm := si.PaymentMethod.ID

	subParams := &stripego.SubscriptionUpdateParams{DefaultPaymentMethod: stripego.String(pm)}
	subParams.SetIdempotencyKey(idempotencyKey + "-subscription")
	sub, err := c.api.V1Subscriptions.Update(ctx, subscriptionID, subParams)
	if err != nil {
		return "", fmt.Errorf("stripe: set subscription %s payment method: %w", subscriptionID, err)
	}
	// The subscription's default pays its invoices; the customer's is what
	// Stripe falls back on when a subscription has none, and what the
	// dashboard shows as the donor's card.
	if sub.Customer == nil || sub.Customer.ID == "" {
		return "", fmt.Errorf("stripe: subscription %s names no customer", subscriptionID)
	}
	customerParams := &stripego.CustomerUpdateParams{
		InvoiceSettings: &stripego.CustomerUpdateInvoiceSettingsParams{DefaultPaymentMethod: stripego.String(pm)},
	}
	customerParams.SetIdempotencyKey(idempotencyKey + "-customer")
	if _, err := c.api.V1Customers.Update(ctx, sub.Customer.ID, customerParams); err != nil {
		return "", fmt.Errorf("stripe: set customer %s payment method: %w", sub.Customer.ID, err)
	}
	return pm, nil
}
