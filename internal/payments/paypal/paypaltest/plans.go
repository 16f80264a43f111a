package paypaltest

import (
	"encoding/json"
	"io"
	"net/http"
)

// createProduct follows POST /v1/catalogs/products.
func (s *Server) createProduct(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Name string `json:"name"`
		Type string `json:"type"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Name == "" || req.Type == "" {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MISSING_REQUIRED_PARAMETER"))
		return
	}
	s.mu.Lock()
	id := s.newID("PROD-")
	s.products[id] = true
	s.mu.Unlock()
	writeJSON(w, http.StatusCreated, map[string]string{"id": id, "name": req.Name})
}

// createPlan follows POST /v1/billing/plans: the product must exist; the
// plan is stored as sent, with its id, and read back by getPlan.
func (s *Server) createPlan(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	var plan map[string]any
	if err == nil {
		err = json.Unmarshal(body, &plan)
	}
	productID, _ := plan["product_id"].(string)
	s.mu.Lock()
	defer s.mu.Unlock()
	if err != nil || !s.products[productID] {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE"))
		return
	}
	plan["id"] = s.newID("P-")
	if plan["status"] == nil {
		plan["status"] = "CREATED"
	}
	s.plans[plan["id"].(string)] = plan
	writeJSON(w, http.StatusCreated, plan)
}

// getPlan follows GET /v1/billing/plans/{id}.
func (s *Server) getPlan(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	plan, ok := s.plans[r.PathValue("id")]
	s.mu.Unlock()
	if !ok {
		writeAPIError(w, newAPIError(http.StatusNotFound, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID"))
		return
	}
	writeJSON(w, http.StatusOK, plan)
}

// SetPlanStatus changes a plan as the PayPal dashboard would (INACTIVE: deactivated).
func (s *Server) SetPlanStatus(id, status string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.plans[id]["status"] = status
}
