package stripetest

import (
	"encoding/json"
	"time"

	"foundation/internal/money"
)

// ChargeSucceeded is charge.succeeded for the charge object as Stripe
// documents it (https://docs.stripe.com/api/charges/object): its
// PaymentIntent, customer and, before API version 2025-03-31.basil, invoice
// (empty: none), metadata donation_id (copied from a one-off gift's
// PaymentIntent; empty: none) and payment_method_details, whose type is
// "card" (with card.wallet.type walletType when not empty: "apple_pay",
// "google_pay") or "sepa_debit".
func ChargeSucceeded(eventID, chargeID, paymentIntentID, invoiceID, customerID, donationID, methodType, walletType string, amount money.Cents, created time.Time) []byte {
	details := map[string]any{"type": methodType}
	switch methodType {
	case "card":
		var wallet any // JSON null for a card typed or saved
		if walletType != "" {
			wallet = map[string]any{"type": walletType, walletType: map[string]any{}, "dynamic_last4": "4242"}
		}
		details["card"] = map[string]any{"brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2030, "country": "FR", "wallet": wallet}
	case "sepa_debit":
		details["sepa_debit"] = map[string]any{"bank_code": "37040044", "country": "DE", "last4": "3000", "mandate": "mandate_" + chargeID}
	}
	metadata := map[string]string{}
	if donationID != "" {
		metadata["donation_id"] = donationID
	}
	charge := map[string]any{
		"id": chargeID, "object": "charge", "amount": int64(amount), "amount_captured": int64(amount), "amount_refunded": 0,
		"currency": "eur", "customer": customerID, "payment_intent": paymentIntentID, "created": created.Unix(),
		"status": "succeeded", "paid": true, "captured": true, "refunded": false, "livemode": false,
		"metadata": metadata, "payment_method_details": details,
	}
	if invoiceID != "" {
		charge["invoice"] = invoiceID
	}
	return event(eventID, "charge.succeeded", charge)
}

// At is payload, an event of this package, as created at t: when Stripe
// made it (for a SEPA debit's async_payment_succeeded, when the debit
// succeeded).
func At(payload []byte, t time.Time) []byte {
	var ev map[string]any
	if err := json.Unmarshal(payload, &ev); err != nil {
		panic(err) // this package's own events: cannot fail
	}
	ev["created"] = t.Unix()
	body, err := json.Marshal(ev)
	if err != nil {
		panic(err)
	}
	return body
}

// InvoicePaidAt is invoice.paid whose status_transitions.paid_at is paidAt:
// when the payment (a SEPA debit) succeeded.
func InvoicePaidAt(eventID, invoiceID, subscriptionID, donationID string, amount money.Cents, billingReason string, paidAt time.Time) []byte {
	inv := invoice(invoiceID, subscriptionID, donationID, amount, amount, "paid", billingReason)
	inv["status_transitions"] = map[string]any{"finalized_at": paidAt.Add(-5 * 24 * time.Hour).Unix(), "paid_at": paidAt.Unix()}
	return event(eventID, "invoice.paid", inv)
}
