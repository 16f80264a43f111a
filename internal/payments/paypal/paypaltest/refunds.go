package paypaltest

import (
	"encoding/json"
	"net/http"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

type refundKey struct{ captureID, requestID string }

// refundCapture follows PayPal's POST /v2/payments/captures/{id}/refund:
// an amount up to what is left of the capture, the same reply for a
// repeated PayPal-Request-Id, 422 REFUND_AMOUNT_EXCEEDED past the capture.
func (s *Server) refundCapture(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Amount struct {
			Value        string `json:"value"`
			CurrencyCode string `json:"currency_code"`
		} `json:"amount"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON"))
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	key := refundKey{captureID: r.PathValue("id"), requestID: r.Header.Get("PayPal-Request-Id")}
	if reply, ok := s.refundByRequest[key]; ok {
		writeBody(w, http.StatusCreated, reply)
		return
	}
	captured, currency, ok := s.findCapture(key.captureID)
	if !ok {
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		return
	}
	amount, err := money.ParseDecimal(body.Amount.Value)
	if err != nil || amount <= 0 || body.Amount.CurrencyCode != currency {
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", "INVALID_CURRENCY_CODE"))
		return
	}
	if s.refunded[key.captureID]+amount > captured {
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", paypal.IssueRefundAmountExceeded))
		return
	}
	s.refunded[key.captureID] += amount
	reply, _ := json.Marshal(map[string]any{"id": s.newID("FAKEREFUND"), "status": "COMPLETED", "amount": moneyBody(currency, amount)})
	s.refundByRequest[key] = reply
	writeBody(w, http.StatusCreated, reply)
}

// findCapture returns a capture's amount and currency; the caller holds s.mu.
func (s *Server) findCapture(id string) (money.Cents, string, bool) {
	for _, o := range s.orders {
		for _, c := range o.captures {
			if c.id == id {
				return c.amount, o.currency, true
			}
		}
	}
	return 0, "", false
}

// RefundCount is how many refunds PayPal made of a capture.
func (s *Server) RefundCount(captureID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k := range s.refundByRequest {
		if k.captureID == captureID {
			n++
		}
	}
	return n
}
