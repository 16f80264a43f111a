package paypaltest

import (
	"encoding/json"
	"net/http"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

func (s *Server) createOrder(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Intent        string `json:"intent"`
		PurchaseUnits []struct {
			ReferenceID string `json:"reference_id"`
			CustomID    string `json:"custom_id"`
			Description string `json:"description"`
			Amount      struct {
				CurrencyCode string `json:"currency_code"`
				Value        string `json:"value"`
			} `json:"amount"`
		} `json:"purchase_units"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON"))
		return
	}
	// PayPal allows up to ten purchase units; the client only ever sends one.
	if req.Intent != "CAPTURE" || len(req.PurchaseUnits) != 1 || req.PurchaseUnits[0].Amount.CurrencyCode == "" {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"))
		return
	}
	unit := req.PurchaseUnits[0]
	amount, err := money.ParseDecimal(unit.Amount.Value)
	if err != nil || amount <= 0 {
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", "CANNOT_BE_ZERO_OR_NEGATIVE"))
		return
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	requestID := r.Header.Get("PayPal-Request-Id")
	if id, ok := s.orderByRequestID[requestID]; ok {
		writeJSON(w, http.StatusOK, s.orderBody(s.orders[id]))
		return
	}
	o := &order{
		id:          s.newID("FAKEORDER"),
		status:      "CREATED",
		amount:      amount,
		currency:    unit.Amount.CurrencyCode,
		referenceID: unit.ReferenceID,
		customID:    unit.CustomID,
		description: unit.Description,
	}
	s.orders[o.id] = o
	if requestID != "" {
		s.orderByRequestID[requestID] = o.id
	}
	writeJSON(w, http.StatusCreated, s.orderBody(o))
}

func (s *Server) getOrder(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[r.PathValue("id")]
	if !ok {
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		return
	}
	writeJSON(w, http.StatusOK, s.orderBody(o))
}

func (s *Server) captureOrder(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	key := captureKey{orderID: r.PathValue("id"), requestID: r.Header.Get("PayPal-Request-Id")}
	if reply, ok := s.captureByRequest[key]; ok {
		writeBody(w, http.StatusCreated, reply)
		return
	}
	o, ok := s.orders[key.orderID]
	switch {
	case !ok:
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		return
	case o.status == "COMPLETED":
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", paypal.IssueOrderAlreadyCaptured))
		return
	case o.status != "APPROVED" && !s.AutoApprove:
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", paypal.IssueOrderNotApproved))
		return
	}
	captured := o.amount
	if s.CaptureAmountOverride != 0 {
		captured = s.CaptureAmountOverride
	}
	status := "COMPLETED"
	if s.CaptureStatus != "" {
		status = s.CaptureStatus
	}
	o.captures = append(o.captures, capture{id: s.newID("FAKECAPTURE"), amount: captured, status: status})
	o.status = "COMPLETED"
	reply, err := json.Marshal(s.orderBody(o))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if key.requestID != "" {
		s.captureByRequest[key] = reply
	}
	writeBody(w, http.StatusCreated, reply)
}

// orderBody renders an order the way PayPal does with Prefer: return=representation.
func (s *Server) orderBody(o *order) map[string]any {
	unit := map[string]any{
		"reference_id": o.referenceID,
		"amount":       moneyBody(o.currency, o.amount),
		"payee":        map[string]string{"email_address": "charity@example.org", "merchant_id": "FAKEMERCHANT1"},
	}
	if o.customID != "" {
		unit["custom_id"] = o.customID
	}
	if o.description != "" {
		unit["description"] = o.description
	}
	if len(o.captures) > 0 {
		captures := make([]map[string]any, 0, len(o.captures))
		for _, c := range o.captures {
			capture := map[string]any{
				"id":            c.id,
				"status":        c.status,
				"amount":        moneyBody(o.currency, c.amount),
				"final_capture": true,
				"seller_protection": map[string]any{
					"status": "ELIGIBLE", "dispute_categories": []string{"ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"},
				},
				"create_time": "2024-05-01T10:00:00Z",
				"update_time": "2024-05-01T10:00:00Z",
				"links": []map[string]string{
					{"href": s.URL + "/v2/payments/captures/" + c.id, "rel": "self", "method": "GET"},
					{"href": s.URL + "/v2/payments/captures/" + c.id + "/refund", "rel": "refund", "method": "POST"},
					{"href": s.URL + "/v2/checkout/orders/" + o.id, "rel": "up", "method": "GET"},
				},
			}
			if o.customID != "" {
				capture["custom_id"] = o.customID
			}
			if c.status == "COMPLETED" {
				fee := FeeOf(c.amount)
				capture["seller_receivable_breakdown"] = map[string]any{
					"gross_amount": moneyBody(o.currency, c.amount), "paypal_fee": moneyBody(o.currency, fee), "net_amount": moneyBody(o.currency, c.amount-fee),
				}
			}
			captures = append(captures, capture)
		}
		unit["payments"] = map[string]any{"captures": captures}
	}
	links := []map[string]string{
		{"href": s.URL + "/v2/checkout/orders/" + o.id, "rel": "self", "method": "GET"},
	}
	if o.status != "COMPLETED" {
		links = append(links,
			map[string]string{"href": "https://www.sandbox.paypal.com/checkoutnow?token=" + o.id, "rel": "approve", "method": "GET"},
			map[string]string{"href": s.URL + "/v2/checkout/orders/" + o.id + "/capture", "rel": "capture", "method": "POST"},
		)
	}
	return map[string]any{
		"id":             o.id,
		"intent":         "CAPTURE",
		"status":         o.status,
		"purchase_units": []map[string]any{unit},
		"create_time":    "2024-05-01T09:58:00Z",
		"links":          links,
	}
}

func moneyBody(currency string, amount money.Cents) map[string]string {
	return map[string]string{"currency_code": currency, "value": amount.Decimal()}
}

// FeeOf is the fee the fake takes of a completed capture of amount, as PayPal
// reports it in seller_receivable_breakdown.paypal_fee: 2.9 % and 0.35.
func FeeOf(amount money.Cents) money.Cents { return amount*29/1000 + 35 }
