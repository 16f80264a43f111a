package paypaltest

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"foundation/internal/money"
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

// getSubscription follows GET /v1/billing/subscriptions/{id}: billing_info
// always, last_failed_payment and the inline plan only when the fields query
// asks for them, as PayPal leaves them out otherwise. The plan's regular
// cycle is priced at the seeded Amount.
func (s *Server) getSubscription(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sub, ok := s.subscriptions[r.PathValue("id")]
	if !ok {
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		return
	}
	fields := strings.Split(r.URL.Query().Get("fields"), ",")
	billing := map[string]any{
		"outstanding_balance":   moneyBody(sub.Currency, 0),
		"failed_payments_count": sub.FailedPaymentsCount,
	}
	if !sub.NextBillingTime.IsZero() {
		billing["next_billing_time"] = rfc3339(sub.NextBillingTime)
	}
	if !sub.LastPaymentAt.IsZero() {
		billing["last_payment"] = map[string]any{"amount": moneyBody(sub.Currency, sub.LastPaymentAmount), "time": rfc3339(sub.LastPaymentAt)}
	}
	if !sub.LastFailedAt.IsZero() && slices.Contains(fields, "last_failed_payment") {
		billing["last_failed_payment"] = map[string]any{
			"amount": moneyBody(sub.Currency, sub.Amount), "time": rfc3339(sub.LastFailedAt), "reason_code": sub.LastFailedReason,
		}
	}
	body := map[string]any{
		"id":        sub.ID,
		"plan_id":   sub.PlanID,
		"status":    sub.Status,
		"custom_id": sub.CustomID,
		"quantity":  "1",
		"subscriber": map[string]any{
			"email_address": sub.SubscriberEmail,
			"payer_id":      "2J6QB8YJQSJRJ",
			"name":          map[string]string{"given_name": "John", "surname": "Doe"},
		},
		"billing_info":    billing,
		"create_time":     "2016-04-30T21:23:05Z",
		"plan_overridden": s.overridden[sub.ID],
		"links": []map[string]string{
			{"href": s.URL + "/v1/billing/subscriptions/" + sub.ID, "rel": "self", "method": "GET"},
		},
	}
	if sub.Amount != 0 && slices.Contains(fields, "plan") {
		body["plan"] = map[string]any{"billing_cycles": []map[string]any{{
			"pricing_scheme": map[string]any{"fixed_price": moneyBody(sub.Currency, sub.Amount)},
			"frequency":      map[string]any{"interval_unit": "MONTH", "interval_count": 1},
			"tenure_type":    "REGULAR", "sequence": 1, "total_cycles": 0,
		}}}
	}
	writeJSON(w, http.StatusOK, body)
}

// createSubscription follows POST /v1/billing/subscriptions: plan_id is
// required (400 MISSING_REQUIRED_PARAMETER); the plan override (plan) may
// price the regular cycle, billing_cycles[].pricing_scheme.fixed_price with
// its sequence, each amount a currency_code and a value (400
// INVALID_PARAMETER_VALUE otherwise). The subscription waits in
// APPROVAL_PENDING for the payer (ApproveSubscription), and a repeated
// PayPal-Request-Id gets the same one back, as PayPal does.
func (s *Server) createSubscription(w http.ResponseWriter, r *http.Request) {
	var req struct {
		PlanID   string `json:"plan_id"`
		CustomID string `json:"custom_id"`
		Plan     *struct {
			BillingCycles []struct {
				Sequence      int `json:"sequence"`
				PricingScheme struct {
					FixedPrice *struct {
						CurrencyCode string `json:"currency_code"`
						Value        string `json:"value"`
					} `json:"fixed_price"`
				} `json:"pricing_scheme"`
			} `json:"billing_cycles"`
		} `json:"plan"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.PlanID == "" {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"))
		return
	}
	sub := Subscription{Status: "APPROVAL_PENDING", PlanID: req.PlanID, CustomID: req.CustomID, Currency: "EUR"}
	if req.Plan != nil {
		for _, cycle := range req.Plan.BillingCycles {
			price := cycle.PricingScheme.FixedPrice
			if cycle.Sequence < 1 || price == nil || len(price.CurrencyCode) != 3 {
				writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"))
				return
			}
			amount, err := money.ParseDecimal(price.Value)
			if err != nil || amount <= 0 {
				writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"))
				return
			}
			sub.Amount, sub.Currency = amount, price.CurrencyCode
		}
	}
	requestID := r.Header.Get("PayPal-Request-Id")
	s.mu.Lock()
	defer s.mu.Unlock()
	if id, ok := s.subscriptionByRequestID[requestID]; ok && requestID != "" {
		sub = s.subscriptions[id]
	} else {
		sub.ID = s.newID("I-")
		s.subscriptions[sub.ID] = sub
		s.overridden[sub.ID] = req.Plan != nil
		if requestID != "" {
			s.subscriptionByRequestID[requestID] = sub.ID
		}
	}
	writeJSON(w, http.StatusCreated, map[string]any{
		"id": sub.ID, "status": sub.Status, "plan_id": sub.PlanID, "custom_id": sub.CustomID,
		"plan_overridden": s.overridden[sub.ID], "create_time": "2016-04-30T21:23:05Z",
		"links": []map[string]string{
			{"href": "https://www.paypal.com/webapps/billing/subscriptions?ba_token=BA-" + sub.ID, "rel": "approve", "method": "GET"},
			{"href": s.URL + "/v1/billing/subscriptions/" + sub.ID, "rel": "edit", "method": "PATCH"},
			{"href": s.URL + "/v1/billing/subscriptions/" + sub.ID, "rel": "self", "method": "GET"},
		},
	})
}

// ApproveSubscription stands for the payer approving a subscription in
// PayPal's window: it is ACTIVE, its first payment taken.
func (s *Server) ApproveSubscription(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	sub := s.subscriptions[id]
	sub.Status = "ACTIVE"
	sub.LastPaymentAt, sub.LastPaymentAmount = time.Now(), sub.Amount
	s.subscriptions[id] = sub
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

// moveSubscription follows POST /v1/billing/subscriptions/{id}/suspend and
// /activate: a reason is required (400 INVALID_REQUEST otherwise), the
// subscription must be in status from (422 SUBSCRIPTION_STATUS_INVALID),
// and PayPal answers 204 once it is in status to.
func (s *Server) moveSubscription(from, to string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Reason string `json:"reason"`
		}
		if err := json.NewDecoder(r.Body).Decode(&body); err != nil || body.Reason == "" {
			writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"))
			return
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		sub, ok := s.subscriptions[r.PathValue("id")]
		switch {
		case !ok:
			writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		case sub.Status != from:
			writeAPIError(w, newAPIError(http.StatusUnprocessableEntity, "UNPROCESSABLE_ENTITY", "SUBSCRIPTION_STATUS_INVALID"))
		default:
			sub.Status = to
			s.subscriptions[sub.ID] = sub
			w.WriteHeader(http.StatusNoContent)
		}
	}
}

// listTransactions follows GET /v1/billing/subscriptions/{id}/transactions,
// whose start_time and end_time are required. With TransactionsPageSize set
// it answers one page (page=N, from 1) and links the next.
func (s *Server) listTransactions(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	from, errFrom := time.Parse(time.RFC3339, query.Get("start_time"))
	to, errTo := time.Parse(time.RFC3339, query.Get("end_time"))
	page := 1
	if p := query.Get("page"); p != "" {
		page, _ = strconv.Atoi(p)
	}
	if errFrom != nil || errTo != nil || page < 1 {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"))
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	within := []map[string]any{} // JSON [] rather than null when none match
	for _, t := range s.transactions[r.PathValue("id")] {
		if t.Time.Before(from) || t.Time.After(to) {
			continue
		}
		within = append(within, map[string]any{
			"id": t.ID, "status": t.Status, "time": rfc3339(t.Time),
			"amount_with_breakdown": map[string]any{"gross_amount": moneyBody(t.Currency, t.Amount)},
		})
	}
	size := s.TransactionsPageSize
	if size == 0 {
		size = max(len(within), 1)
	}
	pages := max((len(within)+size-1)/size, 1)
	list := within[min((page-1)*size, len(within)):min(page*size, len(within))]
	self := s.URL + r.URL.Path + "?"
	links := []map[string]string{{"href": self + r.URL.RawQuery, "rel": "self", "method": "GET"}}
	if page < pages {
		query.Set("page", strconv.Itoa(page+1))
		links = append(links, map[string]string{"href": self + query.Encode(), "rel": "next", "method": "GET"})
	}
	writeJSON(w, http.StatusOK, map[string]any{"transactions": list, "total_items": len(within), "total_pages": pages, "links": links})
}

func rfc3339(t time.Time) string { return t.UTC().Format(time.RFC3339) }
