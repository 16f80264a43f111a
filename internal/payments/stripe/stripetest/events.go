package stripetest

import (
	"encoding/json"
	"time"

	stripego "github.com/stripe/stripe-go/v85"

	"foundation/internal/money"
)

// Event bodies below follow the snapshot-event JSON Stripe posts for the
// API version stripe-go v85 is pinned to, trimmed to the fields the
// payments code reads plus the ones that make them recognisable. Currency is
// always "eur". Ids of related objects are derived from the ids given:
//
//	customer        "cus_" + donationID
//	subscription    "sub_" + sessionID   (checkout sessions in subscription mode)
//	payment intent  "pi_" + sessionID    (checkout sessions in payment mode)

// CheckoutSessionCompleted is checkout.session.completed. mode is "payment"
// or "subscription"; paymentStatus is "paid", "unpaid" (async method still
// pending) or "no_payment_required".
func CheckoutSessionCompleted(eventID, sessionID, donationID, mode, paymentStatus string, amount money.Cents) []byte {
	return event(eventID, "checkout.session.completed", checkoutSession(sessionID, donationID, mode, paymentStatus, amount))
}

// AsyncPaymentSucceeded is checkout.session.async_payment_succeeded, sent
// when a delayed method (e.g. SEPA debit) settles after completion.
func AsyncPaymentSucceeded(eventID, sessionID, donationID, mode string, amount money.Cents) []byte {
	return event(eventID, "checkout.session.async_payment_succeeded", checkoutSession(sessionID, donationID, mode, "paid", amount))
}

// CheckoutSessionExpired is checkout.session.expired: the donor left the checkout.
func CheckoutSessionExpired(eventID, sessionID, donationID, mode string, amount money.Cents) []byte {
	session := checkoutSession(sessionID, donationID, mode, "unpaid", amount)
	session["status"] = "expired"
	return event(eventID, "checkout.session.expired", session)
}

// AsyncPaymentFailed is checkout.session.async_payment_failed.
func AsyncPaymentFailed(eventID, sessionID, donationID, mode string, amount money.Cents) []byte {
	return event(eventID, "checkout.session.async_payment_failed", checkoutSession(sessionID, donationID, mode, "unpaid", amount))
}

// InvoicePaid is invoice.paid for one cycle of a recurring gift.
// billingReason is "subscription_create" for the first payment and
// "subscription_cycle" for renewals.
func InvoicePaid(eventID, invoiceID, subscriptionID, donationID string, amount money.Cents, billingReason string) []byte {
	return event(eventID, "invoice.paid", invoice(invoiceID, subscriptionID, donationID, amount, amount, "paid", billingReason))
}

// InvoicePaymentFailed is invoice.payment_failed: nothing was collected of
// the amount due.
func InvoicePaymentFailed(eventID, invoiceID, subscriptionID, donationID string, amount money.Cents, billingReason string) []byte {
	return event(eventID, "invoice.payment_failed", invoice(invoiceID, subscriptionID, donationID, 0, amount, "open", billingReason))
}

// SubscriptionDeleted is customer.subscription.deleted, sent when a
// recurring gift ends (donor or charity cancelled, or retries exhausted).
func SubscriptionDeleted(eventID, subscriptionID, donationID string) []byte {
	return event(eventID, "customer.subscription.deleted", map[string]any{
		"id":       subscriptionID,
		"object":   "subscription",
		"status":   "canceled",
		"customer": "cus_" + donationID,
		"metadata": map[string]string{"donation_id": donationID},
		"livemode": false,
	})
}

func checkoutSession(sessionID, donationID, mode, paymentStatus string, amount money.Cents) map[string]any {
	var subscription, paymentIntent any // JSON null unless the mode creates one
	if mode == "subscription" {
		subscription = "sub_" + sessionID
	} else {
		paymentIntent = "pi_" + sessionID
	}
	return map[string]any{
		"id":                  sessionID,
		"object":              "checkout.session",
		"mode":                mode,
		"status":              "complete",
		"payment_status":      paymentStatus,
		"amount_total":        int64(amount),
		"amount_subtotal":     int64(amount),
		"currency":            "eur",
		"client_reference_id": donationID,
		"customer":            "cus_" + donationID,
		"metadata":            map[string]string{"donation_id": donationID},
		"subscription":        subscription,
		"payment_intent":      paymentIntent,
		"livemode":            false,
	}
}

// invoice uses the parent.subscription_details shape that replaced the
// top-level subscription field in API version 2025-03-31.basil.
func invoice(invoiceID, subscriptionID, donationID string, paid, due money.Cents, status, billingReason string) map[string]any {
	return map[string]any{
		"id":             invoiceID,
		"object":         "invoice",
		"status":         status,
		"amount_paid":    int64(paid),
		"amount_due":     int64(due),
		"currency":       "eur",
		"billing_reason": billingReason,
		"customer":       "cus_" + donationID,
		"parent": map[string]any{
			"type":          "subscription_details",
			"quote_details": nil,
			"subscription_details": map[string]any{
				"subscription": subscriptionID,
				"metadata":     map[string]string{"donation_id": donationID},
			},
		},
		"livemode": false,
	}
}

// ChargeRefunded is charge.refunded: refunds of the charge add up to
// amountRefunded. paymentIntentID names a one-off gift's payment; invoiceID
// (empty since API version 2025-03-31.basil) a renewal's; customerID always.
func ChargeRefunded(eventID, chargeID, paymentIntentID, invoiceID, customerID string, amount, amountRefunded money.Cents, created time.Time) []byte {
	charge := map[string]any{
		"id": chargeID, "object": "charge", "amount": int64(amount), "amount_refunded": int64(amountRefunded), "currency": "eur",
		"customer": customerID, "payment_intent": paymentIntentID, "refunded": amountRefunded >= amount, "created": created.Unix(), "status": "succeeded",
	}
	if invoiceID != "" {
		charge["invoice"] = invoiceID
	}
	return event(eventID, "charge.refunded", charge)
}

func event(eventID, eventType string, object map[string]any) []byte {
	body, err := json.Marshal(map[string]any{
		"id":               eventID,
		"object":           "event",
		"api_version":      stripego.APIVersion,
		"created":          time.Now().Unix(),
		"type":             eventType,
		"livemode":         false,
		"pending_webhooks": 1,
		"request":          map[string]any{"id": nil, "idempotency_key": nil},
		"data":             map[string]any{"object": object},
	})
	if err != nil {
		panic(err) // only maps of strings and numbers: cannot fail
	}
	return body
}
