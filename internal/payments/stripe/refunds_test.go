package stripe_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
)

func TestRefundPayment(t *testing.T) {
	client, proxy := newMockedClient(t)
	charge, err := client.RefundPayment(context.Background(), "pi_1", 1000, "refund-don_1")
	if err != nil {
		t.Fatalf("RefundPayment: %v", err)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodPost, "/v1/refunds", "refund-don_1")
	assertForm(t, req.form, map[string]string{"payment_intent": "pi_1", "amount": "1000"})
	if !strings.HasPrefix(charge, "ch_") {
		t.Errorf("charge %q, want Stripe's charge id", charge)
	}
	if _, err := client.RefundPayment(context.Background(), "pi_1", 0, "refund-don_1"); err == nil {
		t.Error("a refund of nothing was sent")
	}
}
