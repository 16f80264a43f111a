package stripetest

import (
	"time"

	"foundation/internal/money"
)

// Dispute is a charge.dispute.* event (created, updated, closed,
// funds_withdrawn, funds_reinstated) of the dispute object as Stripe
// documents it (https://docs.stripe.com/api/disputes/object): the disputed
// charge and its PaymentIntent, the amount, the reason, the status ("needs_response",
// "under_review", "won", "lost"), and the balance transactions that moved
// the money, each dated by movedAt (none when movedAt is zero).
func Dispute(eventID, eventType, disputeID, chargeID, paymentIntentID string, amount money.Cents, status string, movedAt time.Time) []byte {
	transactions := []map[string]any{}
	if !movedAt.IsZero() {
		transactions = append(transactions, map[string]any{
			"id": "txn_" + disputeID, "object": "balance_transaction", "amount": -int64(amount), "currency": "eur",
			"created": movedAt.Unix(), "type": "adjustment", "reporting_category": "dispute",
		})
	}
	return event(eventID, eventType, map[string]any{
		"id": disputeID, "object": "dispute", "amount": int64(amount), "currency": "eur",
		"charge": chargeID, "payment_intent": paymentIntentID, "reason": "fraudulent", "status": status,
		"created": movedAt.Unix(), "is_charge_refundable": false, "livemode": false, "metadata": map[string]any{},
		"balance_transactions": transactions,
		"evidence_details":     map[string]any{"due_by": movedAt.Add(7 * 24 * time.Hour).Unix(), "has_evidence": false, "past_due": false, "submission_count": 0},
	})
}
