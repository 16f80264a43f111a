package donate_test

import (
	"net/http"
	"testing"
	"time"

	"foundation/internal/donate"
)

func TestATestCheckoutLeftUnpaidExpiresAfterHalfAnHour(t *testing.T) {
	s := newSite(t, nil)
	status, body := s.post("/api/donations/unique-checkout-session", map[string]any{"amount": 2000, "donorId": s.donor})
	if status != http.StatusOK {
		t.Fatalf("checkout: %d %v", status, body)
	}
	gift, err := s.app.FindFirstRecordByData("donations", "providerSessionId", data(body)["sessionId"])
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		after time.Duration
		want  string
	}{{29 * time.Minute, donate.StatusPending}, {31 * time.Minute, donate.StatusExpired}} {
		if _, err := donate.ExpireTestCheckouts(s.app, time.Now().Add(c.after)); err != nil {
			t.Fatal(err)
		}
		if got := s.donation(gift.Id).GetString("status"); got != c.want {
			t.Fatalf("after %s: %s, want %s", c.after, got, c.want)
		}
	}
}
