package demo

import (
	"context"
	"strconv"
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

func TestTheDemoForgetsTheOldestPastItsBound(t *testing.T) {
	p := NewPayPal()
	first := p.Subscribe("P-1", "donor1", 1000)
	for range MaxEntries {
		p.Subscribe("P-1", "donor1", 1000)
	}
	if _, err := p.GetSubscription(context.Background(), first.ID); err == nil {
		t.Fatal("the oldest subscription is still kept past the bound")
	}
	if len(p.subscriptions.byID) != MaxEntries {
		t.Fatalf("%d subscriptions kept, want %d", len(p.subscriptions.byID), MaxEntries)
	}
	in := paypal.CreateOrderInput{Amount: 100, Currency: "EUR"}
	oldest, _ := p.CreateOrder(context.Background(), in, "req-0")
	for i := range MaxEntries {
		p.CreateOrder(context.Background(), in, "req-"+strconv.Itoa(i+1))
	}
	if _, err := p.GetOrder(context.Background(), oldest.ID); err == nil || len(p.orders) != MaxEntries || len(p.byRequestID) != MaxEntries {
		t.Fatalf("orders kept %d, request ids %d, oldest still readable: %v", len(p.orders), len(p.byRequestID), err == nil)
	}
}
