package donate_test

import (
	"net/http"
	"testing"
)

func TestACustomRecurringCardAmountNeedsNoPlan(t *testing.T) {
	s := newSite(t, nil)
	for _, c := range []struct {
		name   string
		body   map[string]any
		status int
		field  string
	}{
		{"15 € a month", map[string]any{"amount": 1500, "interval": "month", "donorId": s.donor}, http.StatusOK, ""},
		{"7 € a week", map[string]any{"amount": 700, "interval": "week", "donorId": s.donor}, http.StatusOK, ""},
		{"no interval", map[string]any{"amount": 1500, "donorId": s.donor}, http.StatusBadRequest, "interval"},
		{"a yearly gift", map[string]any{"amount": 1500, "interval": "year", "donorId": s.donor}, http.StatusBadRequest, "interval"},
		{"50 cents", map[string]any{"amount": 50, "interval": "month", "donorId": s.donor}, http.StatusBadRequest, "amount"},
		{"an unknown plan", map[string]any{"priceId": "price_nope", "donorId": s.donor}, http.StatusBadRequest, "priceId"},
	} {
		status, body := s.post("/api/donations/checkout-session", c.body)
		if status != c.status {
			t.Fatalf("%s: %d %v", c.name, status, body)
		}
		if c.field != "" && data(body)[c.field] == nil {
			t.Fatalf("%s: no %s error in %v", c.name, c.field, body)
		}
		if c.status != http.StatusOK {
			continue
		}
		gift, err := s.app.FindFirstRecordByData("donations", "providerSessionId", data(body)["sessionId"])
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{"month": "monthly", "week": "weekly"}[c.body["interval"].(string)]
		if gift.GetInt("amount") != int(c.body["amount"].(int)) || gift.GetString("rhythm") != want || gift.GetString("plan") != "" {
			t.Fatalf("%s: %v", c.name, gift.FieldsData())
		}
	}
}
