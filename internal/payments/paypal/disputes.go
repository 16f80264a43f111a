package paypal

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"foundation/internal/money"
)

// Dispute is a payment its payer disputed (an inquiry, a claim or a
// chargeback), as the CUSTOMER.DISPUTE.CREATED, UPDATED and RESOLVED events
// carry it (https://developer.paypal.com/docs/api/customer-disputes/v1/).
type Dispute struct {
	ID     string // PP-D-…
	Reason string // MERCHANDISE_OR_SERVICE_NOT_RECEIVED, UNAUTHORISED…
	// Status is OPEN, WAITING_FOR_BUYER_RESPONSE, WAITING_FOR_SELLER_RESPONSE,
	// UNDER_REVIEW, RESOLVED or OTHER.
	Status string
	// Outcome is dispute_outcome.outcome_code once resolved:
	// RESOLVED_BUYER_FAVOUR, RESOLVED_SELLER_FAVOUR, RESOLVED_WITH_PAYOUT,
	// CANCELED_BY_BUYER, ACCEPTED, DENIED.
	Outcome string
	// CaptureIDs are the disputed transactions' seller_transaction_id: the captures.
	CaptureIDs []string
	Amount     money.Cents
	Currency   string
	Created    time.Time
}

// Open reports whether the dispute still waits for an outcome.
func (d *Dispute) Open() bool { return d.Status != "RESOLVED" }

// Dispute decodes the event's dispute: nil for an event of another kind.
func (e *Event) Dispute() (*Dispute, error) {
	if !strings.HasPrefix(e.EventType, "CUSTOMER.DISPUTE.") {
		return nil, nil
	}
	var r struct {
		DisputeID     string `json:"dispute_id"`
		Reason        string `json:"reason"`
		Status        string `json:"status"`
		CreateTime    string `json:"create_time"`
		DisputeAmount struct {
			Value        string `json:"value"`
			CurrencyCode string `json:"currency_code"`
		} `json:"dispute_amount"`
		DisputeOutcome struct {
			OutcomeCode string `json:"outcome_code"`
		} `json:"dispute_outcome"`
		DisputedTransactions []struct {
			SellerTransactionID string `json:"seller_transaction_id"`
		} `json:"disputed_transactions"`
	}
	if err := json.Unmarshal(e.Resource, &r); err != nil || r.DisputeID == "" {
		return nil, fmt.Errorf("paypal: dispute of webhook event %s: %v", e.ID, err)
	}
	d := &Dispute{ID: r.DisputeID, Reason: r.Reason, Status: r.Status, Outcome: r.DisputeOutcome.OutcomeCode, Currency: r.DisputeAmount.CurrencyCode}
	for _, t := range r.DisputedTransactions {
		d.CaptureIDs = append(d.CaptureIDs, t.SellerTransactionID)
	}
	if r.DisputeAmount.Value != "" {
		amount, err := money.ParseDecimal(r.DisputeAmount.Value)
		if err != nil {
			return nil, fmt.Errorf("paypal: dispute amount of webhook event %s: %w", e.ID, err)
		}
		d.Amount = amount
	}
	d.Created, _ = time.Parse(time.RFC3339, r.CreateTime)
	return d, nil
}
