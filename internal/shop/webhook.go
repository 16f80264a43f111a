package shop

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// PayPal webhook event types the shop acts on; every other type (donations,
// subscriptions) is someone else's and ignored here.
const (
	EventCaptureCompleted = "PAYMENT.CAPTURE.COMPLETED"
	EventCaptureDenied    = "PAYMENT.CAPTURE.DENIED"
	EventCaptureRefunded  = "PAYMENT.CAPTURE.REFUNDED"
)

// onPayPalEvent handles one verified, first-delivered PayPal event (the
// payments package verifies the signature and records each event once). An
// error makes PayPal deliver the event again, so it is returned only for
// failures a retry can fix (the database), never for an event that is not
// ours or does not match.
func onPayPalEvent(app core.App, ev *paypal.Event) error {
	switch ev.EventType {
	case EventCaptureCompleted, EventCaptureDenied, EventCaptureRefunded:
	default:
		return nil
	}
	order, err := findEventOrder(app, ev)
	if err != nil || order == nil {
		return err
	}
	switch ev.EventType {
	case EventCaptureCompleted:
		return captureCompleted(app, order, ev)
	case EventCaptureDenied:
		return noteOnOrder(app, order.Id, "", fmt.Sprintf("PayPal denied capture %s; the order stays unpaid.", ev.ResourceID))
	default:
		return captureRefunded(app, order, ev)
	}
}

// findEventOrder finds the order an event is about: custom_id is our order id
// (set when the PayPal order is created); else the PayPal order or capture id
// we stored. nil, nil means the event is not about an order.
func findEventOrder(app core.App, ev *paypal.Event) (*core.Record, error) {
	lookups := []struct{ field, value string }{
		{"id", ev.CustomID}, {"paypalOrderId", ev.OrderID}, {"paypalCaptureId", ev.RefundedCaptureID},
	}
	for _, l := range lookups {
		if l.value == "" {
			continue
		}
		order, err := app.FindFirstRecordByData(OrdersCollection, l.field, l.value)
		if err == nil {
			return order, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
	}
	return nil, nil
}

// captureCompleted fulfils an order whose buyer closed the browser before our
// capture call finished. The event is verified; its capture must still pay
// exactly the order.
func captureCompleted(app core.App, order *core.Record, ev *paypal.Event) error {
	paypalOrderID := ev.OrderID
	if paypalOrderID == "" {
		paypalOrderID = order.GetString("paypalOrderId")
	}
	capture := &paypal.Capture{
		OrderID: paypalOrderID, CaptureID: ev.ResourceID, CaptureStatus: ev.ResourceStatus,
		CustomID: ev.CustomID, Currency: ev.Currency, Amount: ev.Amount,
	}
	payment, err := VerifyCapture(order.Id, paypalOrderID, money.FromEuros(order.GetFloat("amountTotal")), capture)
	if err != nil {
		app.Logger().Error("shop: PayPal capture event refused, order left unpaid", "order", order.Id, "event", ev.ID, "error", err)
		return noteOnOrder(app, order.Id, "", "PayPal reported capture "+ev.ResourceID+" that does not match this order; not marked paid.")
	}
	_, err = Fulfil(app, order.Id, payment)
	return err
}

// captureRefunded keeps the history readable: payment stays true with its
// paidAt and capture id (the money was received), the status says refunded
// and the note says how much and when.
func captureRefunded(app core.App, order *core.Record, ev *paypal.Event) error {
	status := StatusRefunded
	if ev.Amount > 0 && ev.Amount < money.FromEuros(order.GetFloat("amountTotal")) {
		status = "partially_refunded"
	}
	return noteOnOrder(app, order.Id, status,
		fmt.Sprintf("PayPal refund %s of %s %s.", ev.ResourceID, ev.Amount.Decimal(), ev.Currency))
}

// noteOnOrder appends a dated line to the order's paymentNote and, when status
// is set, changes the status; it re-reads the order in a transaction so it
// never writes back a stale payment flag.
func noteOnOrder(app core.App, orderID, status, note string) error {
	return app.RunInTransaction(func(tx core.App) error {
		order, err := tx.FindRecordById(OrdersCollection, orderID)
		if err != nil {
			return err
		}
		line := time.Now().UTC().Format("2006-01-02 15:04 UTC") + ": " + note
		notes := strings.TrimSpace(order.GetString("paymentNote") + "\n" + line)
		order.Set("paymentNote", notes)
		if status != "" {
			order.Set("status", status)
			if status == StatusRefunded || status == "partially_refunded" {
				order.Set("refundedAt", types.NowDateTime())
			}
		}
		return tx.Save(order)
	})
}
