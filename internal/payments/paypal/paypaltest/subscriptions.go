package paypaltest

import (
	"net/http"
	"time"

	"foundation/internal/payments/paypal"
)

// AddTransactions makes ListSubscriptionTransactions find the payments of a subscription.
func (s *Server) AddTransactions(subscriptionID string, txns ...paypal.Transaction) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.transactions[subscriptionID] = append(s.transactions[subscriptionID], txns...)
}

// Subscription reads a subscription as the fake now holds it.
func (s *Server) Subscription(id string) Subscription {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.subscriptions[id]
}

// cancelSubscription follows POST /v1/billing/subscriptions/{id}/cancel:
// 204, or 422 SUBSCRIPTION_STATUS_INVALID for one no longer active.
func (s *Server) cancelSubscription(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sub, ok := s.subscriptions[r.PathValue("id")]
	switch {
	case !ok:
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
	case sub.Status != "ACTIVE" && sub.Status != "SUSPENDED":
		writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", "SUBSCRIPTION_STATUS_INVALID"))
	default:
		sub.Status = "CANCELLED"
		s.subscriptions[sub.ID] = sub
		w.WriteHeader(http.StatusNoContent)
	}
}

// listTransactions follows GET /v1/billing/subscriptions/{id}/transactions,
// whose start_time and end_time are required.
func (s *Server) listTransactions(w http.ResponseWriter, r *http.Request) {
	from, errFrom := time.Parse(time.RFC3339, r.URL.Query().Get("start_time"))
	to, errTo := time.Parse(time.RFC3339, r.URL.Query().Get("end_time"))
	if errFrom != nil || errTo != nil {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"))
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	list := []map[string]any{}
	for _, t := range s.transactions[r.PathValue("id")] {
		if t.Time.Before(from) || t.Time.After(to) {
			continue
		}
		list = append(list, map[string]any{
			"id": t.ID, "status": t.Status, "time": t.Time.UTC().Format(time.RFC3339),
			"amount_with_breakdown": map[string]any{"gross_amount": moneyBody(t.Currency, t.Amount)},
		})
	}
	writeJSON(w, http.StatusOK, map[string]any{"transactions": list, "total_items": len(list), "total_pages": 1})
}
