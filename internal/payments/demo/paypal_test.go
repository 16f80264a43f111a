package demo

import (
	"context"
	"testing"

	"foundation/internal/payments/paypal"
)

func TestCreateOrderReplaysARequestIDAsPayPalDoes(t *testing.T) {
	p := NewPayPal()
	in := paypal.CreateOrderInput{Amount: 4978, Currency: "EUR", CustomID: "order1"}
	first, _ := p.CreateOrder(context.Background(), in, "order-order1")
	again, _ := p.CreateOrder(context.Background(), in, "order-order1")
	other, _ := p.CreateOrder(context.Background(), in, "order-order2")
	if first.ID != again.ID {
		t.Fatalf("same request id gave %s then %s", first.ID, again.ID)
	}
	if other.ID == first.ID {
		t.Fatal("another request id got the same order")
	}
	capture, err := p.CaptureOrder(context.Background(), first.ID, "capture-1")
	if err != nil || capture.Amount != 4978 || capture.CaptureStatus != "COMPLETED" {
		t.Fatalf("capture = %+v, %v", capture, err)
	}
	if _, err := p.CaptureOrder(context.Background(), first.ID, "capture-2"); !paypal.HasIssue(err, paypal.IssueOrderAlreadyCaptured) {
		t.Fatalf("second capture: %v, want ORDER_ALREADY_CAPTURED", err)
	}
}
