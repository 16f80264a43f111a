package shop

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
)

// errCaptureUnknown asks PayPal to deliver a refund again: the capture it
// refunds is not recorded on the order yet.
var errCaptureUnknown = errors.New("shop: refund of a capture not recorded yet")

// captureDomain is how PayPal's capture events about orders (custom_id
// "order:…") reach the shop.
var captureDomain = payments.CaptureDomain{Find: findEventOrder, Handle: onCaptureEvent}

// findEventOrder names the order of an event without a reference: by the
// PayPal order or capture id we stored.
func findEventOrder(app core.App, paypalOrderID, captureID string) (string, error) {
	for _, l := range []struct{ field, value string }{{fieldPayPalOrder, paypalOrderID}, {fieldCapture, captureID}} {
		if l.value == "" {
			continue
		}
		r, err := app.FindFirstRecordByData(OrdersCollection, l.field, l.value)
		if err == nil {
			return r.Id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return "", err
		}
	}
	return "", nil
}

// onCaptureEvent applies one verified, first-delivered capture event. An
// error makes PayPal deliver it again, so it is returned only for failures a
// retry can fix (the database), never for an event that does not match.
func onCaptureEvent(app core.App, ev payments.CaptureEvent) error {
	order, err := FindOrder(app, ev.Ref.ID)
	if errors.Is(err, sql.ErrNoRows) {
		app.Logger().Warn("shop: PayPal event for an unknown order", "event", ev.EventID, "order", ev.Ref.ID)
		return nil
	}
	if err != nil {
		return err
	}
	switch ev.Type {
	case payments.EventCaptureCompleted:
		// The buyer closed the window before our capture answered: the event
		// must pay exactly this order, through its own PayPal order.
		captured, err := payments.VerifyCapture(order.Charge(), order.PayPalOrderID(), ev.Capture())
		if err != nil {
			app.Logger().Error("shop: PayPal capture event refused, order left unpaid", "order", order.Id, "event", ev.EventID, "error", err)
			flagForStaff(app, order.Id, "PayPal reported capture "+ev.CaptureID+" that does not match this order; not marked paid.")
			return nil
		}
		return Fulfil(app, order.Id, captured)
	case payments.EventCapturePending:
		_, err = noteOnOrder(app, order.Id, "PayPal holds capture "+ev.CaptureID+" pending; the order is paid when PayPal completes it.", nil)
	case payments.EventCaptureDenied, payments.EventCaptureDeclined:
		_, err = noteOnOrder(app, order.Id, "PayPal denied capture "+ev.CaptureID+"; the order stays unpaid.", nil)
	case payments.EventCaptureRefunded, payments.EventCaptureReversed:
		switch {
		case order.CaptureID() == "":
			// Its completion has not reached us yet: PayPal delivers the refund again.
			return errCaptureUnknown
		case ev.CaptureID != order.CaptureID() || !strings.EqualFold(ev.Currency, Currency):
			flagForStaff(app, order.Id, "PayPal reported refund "+ev.RefundID+" of capture "+ev.CaptureID+" ("+ev.Currency+"), which is not this order's capture.")
			return nil
		}
		_, err = noteOnOrder(app, order.Id, "PayPal refund "+ev.RefundID+" of "+ev.Amount.French()+".",
			func(_ core.App, o *Order) { o.refund(ev.RefundID, ev.Amount) })
	}
	return err
}
