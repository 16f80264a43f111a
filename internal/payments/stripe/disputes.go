package stripe

import (
	"encoding/json"
	"time"

	"foundation/internal/money"
)

// Dispute is a card (or SEPA) payment its payer disputed with their bank,
// as the charge.dispute.* events report it
// (https://docs.stripe.com/api/disputes/object). Stripe withdraws the
// disputed amount when the dispute opens (charge.dispute.funds_withdrawn)
// and gives it back when the foundation wins (charge.dispute.funds_reinstated).
type Dispute struct {
	ID              string
	ChargeID        string
	PaymentIntentID string
	Amount          money.Cents
	Currency        string
	Reason          string // "fraudulent", "product_not_received", "debit_not_authorized"…
	Status          string // "needs_response", "under_review", "won", "lost", "warning_*"
	Created         time.Time
	// MovedAt is when the event's money moved: the newest of the dispute's
	// balance transactions (zero when it lists none).
	MovedAt time.Time
}

// Open reports whether the dispute still waits for an outcome.
func (d *Dispute) Open() bool {
	return d.Status != "won" && d.Status != "lost" && d.Status != "warning_closed"
}

func decodeDispute(raw json.RawMessage) (*Dispute, error) {
	var d struct {
		ID                  string       `json:"id"`
		Charge              expandableID `json:"charge"`
		PaymentIntent       expandableID `json:"payment_intent"`
		Amount              int64        `json:"amount"`
		Currency            string       `json:"currency"`
		Reason              string       `json:"reason"`
		Status              string       `json:"status"`
		Created             int64        `json:"created"`
		BalanceTransactions []struct {
			Created int64 `json:"created"`
		} `json:"balance_transactions"`
	}
	if err := decodeObject(raw, &d); err != nil {
		return nil, err
	}
	var moved int64
	for _, bt := range d.BalanceTransactions {
		moved = max(moved, bt.Created)
	}
	return &Dispute{
		ID: d.ID, ChargeID: string(d.Charge), PaymentIntentID: string(d.PaymentIntent), Amount: money.Cents(d.Amount),
		Currency: d.Currency, Reason: d.Reason, Status: d.Status, Created: unixTime(d.Created), MovedAt: unixTime(moved),
	}, nil
}
