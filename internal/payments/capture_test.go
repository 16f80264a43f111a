package payments_test

import (
	"errors"
	"testing"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
)

func TestVerifyCaptureIsTheOneRule(t *testing.T) {
	charge := payments.Charge{Ref: payments.OrderRef("order1"), Amount: 2639, Currency: "EUR"}
	good := paypal.Capture{OrderID: "PP-1", OrderStatus: "COMPLETED", CaptureID: "CAP-1", CaptureStatus: "COMPLETED", Currency: "EUR", CustomID: "order:order1", Amount: 2639}
	outcomes := []struct {
		name   string
		change func(*paypal.Capture)
		status string
	}{
		{"completed", func(*paypal.Capture) {}, payments.CaptureCompleted},
		{"an order of before references (bare id)", func(c *paypal.Capture) { c.CustomID = "order1" }, payments.CaptureCompleted},
		{"no custom_id on the capture", func(c *paypal.Capture) { c.CustomID = "" }, payments.CaptureCompleted},
		{"currency in lower case", func(c *paypal.Capture) { c.Currency = "eur" }, payments.CaptureCompleted},
		{"pending (eCheck)", func(c *paypal.Capture) { c.CaptureStatus = "PENDING" }, payments.CapturePending},
		{"declined", func(c *paypal.Capture) { c.CaptureStatus = "DECLINED" }, payments.CaptureDeclined},
	}
	for _, o := range outcomes {
		capture := good
		o.change(&capture)
		got, err := payments.VerifyCapture(charge, "PP-1", &capture)
		if err != nil || got.Status != o.status || got.Amount != 2639 || got.Currency != "EUR" || got.CaptureID != "CAP-1" {
			t.Errorf("%s: %+v %v, want status %s", o.name, got, err, o.status)
		}
		if got.Completed() != (o.status == payments.CaptureCompleted) {
			t.Errorf("%s: Completed() = %v", o.name, got.Completed())
		}
	}
	mismatches := []struct {
		name   string
		change func(*paypal.Capture)
	}{
		{"amount lower", func(c *paypal.Capture) { c.Amount = 2638 }},
		{"amount higher", func(c *paypal.Capture) { c.Amount = 2640 }},
		{"nothing captured", func(c *paypal.Capture) { c.Amount, c.CaptureID, c.CaptureStatus = 0, "", "" }},
		{"currency", func(c *paypal.Capture) { c.Currency = "USD" }},
		{"unknown status", func(c *paypal.Capture) { c.CaptureStatus = "PARTIALLY_REFUNDED" }},
		{"another PayPal order", func(c *paypal.Capture) { c.OrderID = "PP-2" }},
		{"another shop order", func(c *paypal.Capture) { c.CustomID = "order:order2" }},
		{"a donation with the same id", func(c *paypal.Capture) { c.CustomID = "donation:order1" }},
	}
	for _, m := range mismatches {
		capture := good
		m.change(&capture)
		if _, err := payments.VerifyCapture(charge, "PP-1", &capture); !errors.Is(err, payments.ErrMismatch) {
			t.Errorf("%s: err = %v, want ErrMismatch", m.name, err)
		}
	}
	if _, err := payments.VerifyCapture(charge, "PP-1", nil); !errors.Is(err, payments.ErrMismatch) {
		t.Errorf("nil capture: %v", err)
	}
	if _, err := payments.VerifyCapture(charge, "", &good); !errors.Is(err, payments.ErrMismatch) {
		t.Errorf("no stored PayPal order: %v", err)
	}
}

func TestParseReference(t *testing.T) {
	cases := map[string]payments.Reference{
		"order:abc":    payments.OrderRef("abc"),
		"donation:xyz": payments.DonationRef("xyz"),
		"abc":          payments.OrderRef("abc"), // orders opened before references had kinds
		"":             {},
		"gift:abc":     payments.OrderRef("gift:abc"),
	}
	for in, want := range cases {
		if got := payments.ParseReference(in); got != want {
			t.Errorf("ParseReference(%q) = %+v, want %+v", in, got, want)
		}
	}
}
