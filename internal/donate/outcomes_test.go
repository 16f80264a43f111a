package donate_test

import (
	"bytes"
	"net/http"
	"testing"
)

// payDemo plays outcome on a TEST MODE checkout ("" sends no body) and
// returns the status and where it sends the visitor.
func (s *site) payDemo(sessionID, outcome string) (int, string) {
	s.t.Helper()
	body := ""
	if outcome != "" {
		body = `{"outcome":"` + outcome + `"}`
	}
	req, err := http.NewRequest(http.MethodPost, s.base+"/api/payments/demo/checkout/"+sessionID+"/pay", bytes.NewReader([]byte(body)))
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	client := http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := client.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	return res.StatusCode, res.Header.Get("Location")
}

// TEST MODE plays each provider outcome through the handlers real events reach.
func TestTheDemoCheckoutPlaysEachOutcome(t *testing.T) {
	s := newSite(t, nil)
	open := func(path string, body map[string]any) (string, string) {
		body["donorId"] = s.donor
		return s.start(path, body)
	}

	paid, gift := open("/api/donations/unique-checkout-session", map[string]any{"amount": 2500})
	if status, to := s.payDemo(paid, "paid"); status != http.StatusSeeOther || to == "" {
		t.Fatalf("paid: %d %q", status, to)
	}
	expect(t, s.donation(gift), "paid", 1, 2500)

	failed, gift := open("/api/donations/unique-checkout-session", map[string]any{"amount": 2500})
	if status, to := s.payDemo(failed, "failed"); status != http.StatusSeeOther || to != "http://site.test/donation?cancelled=1" {
		t.Fatalf("failed: %d %q, want back to the donation page", status, to)
	}
	expect(t, s.donation(gift), "failed", 0, 0)

	disputed, gift := open("/api/donations/checkout-session", map[string]any{"amount": 3000, "interval": "month"})
	s.payDemo(disputed, "disputed")
	if r := s.donation(gift); r.GetString("status") != "active" || r.GetInt("amountRefunded") != 3000 {
		t.Fatalf("disputed monthly gift: %s, refunded %d", r.GetString("status"), r.GetInt("amountRefunded"))
	}
	if got := s.sortedLedger(gift); got != "[chargeback -3000 payment 3000]" {
		t.Fatalf("disputed gift's ledger: %s", got)
	}
	if log := refundLog(t, s, gift); len(log) != 2 || log[1]["amount"] != float64(-3000) || log[1]["at"] != log[0]["at"] {
		t.Fatalf("payment log %v, want the withdrawal at the first payment's time", log)
	}
	if issue := s.donation(gift).GetString("paymentIssue"); issue != "" {
		t.Fatalf("the dispute flagged the gift: %q", issue)
	}
	if open, _, out, _, _ := s.disputeRow("demo", "du_demo_"+disputed[len("cs_demo_"):]); !open || out != 3000 {
		t.Fatalf("demo dispute: open %v, withdrawn %d", open, out)
	}

	other, _ := open("/api/donations/unique-checkout-session", map[string]any{"amount": 2500})
	if status, _ := s.payDemo(other, "refunded"); status != http.StatusBadRequest {
		t.Fatalf("an unknown outcome: %d", status)
	}
}
