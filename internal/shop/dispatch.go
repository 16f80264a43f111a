package shop

import (
	"strconv"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// What staff may do to an order, as rules the staff routes call inside
// their transaction: each refuses, with a field error, what the order's
// state does not allow, so two staff members acting at once cannot ship or
// cancel it twice.

// Most characters of a carrier name or a tracking number.
const maxShippingText = 100

var (
	errNotPaid        = validation.NewError("validation_order_not_paid", "This order is not paid: it cannot be shipped.")
	errAlreadyShipped = validation.NewError("validation_order_shipped", "This order is already shipped.")
	errRefunded       = validation.NewError("validation_order_refunded", "This order was refunded: it is not to be shipped.")
	errPaidNoCancel   = validation.NewError("validation_order_paid", "This order is paid: refund it instead of cancelling it.")
	errCancelled      = validation.NewError("validation_order_cancelled", "This order is already cancelled.")
)

// Carrier, TrackingNumber and ShippedAt are what the shipping mail tells.
func (o *Order) Carrier() string            { return o.GetString(fieldCarrier) }
func (o *Order) TrackingNumber() string     { return o.GetString(fieldTracking) }
func (o *Order) ShippedAt() types.DateTime  { return o.GetDateTime(fieldShippedAt) }
func (o *Order) CancelReason() string       { return o.GetString(fieldCancelNote) }
func (o *Order) PaidAt() types.DateTime     { return o.GetDateTime(fieldPaidAt) }
func (o *Order) PaymentNote() string        { return o.GetString(fieldPaymentNote) }
func (o *Order) RefundedAt() types.DateTime { return o.GetDateTime(fieldRefundedAt) }

var (
	errNothingToRefund = validation.NewError("validation_nothing_to_refund", "Only a paid order can be refunded, up to what it was paid.")
	errRefundTooLarge  = validation.NewError("validation_refund_too_large", "This is more than is left to refund on this order.")
	errRefundPositive  = validation.NewError("validation_amount_negative", "The amount must be positive.")
)

// RefundNext is what a staff refund of amount (0: all that is left) sends
// to PayPal, after the order's rules: paid, with a capture, at most what is
// left. requestID numbers the refunds of the order, so a repeated click
// reaches PayPal with the same id and refunds once.
func (o *Order) RefundNext(amount money.Cents) (captureID string, refund money.Cents, requestID string, err error) {
	left := o.AmountTotal() - o.Refunded()
	var ids []string
	_ = o.UnmarshalJSONField(fieldRefunds, &ids)
	switch {
	case !o.Paid() || o.CaptureID() == "" || left <= 0:
		err = validation.Errors{"status": errNothingToRefund}
	case amount < 0:
		err = validation.Errors{"amount": errRefundPositive}
	case amount > left:
		err = validation.Errors{"amount": errRefundTooLarge}
	}
	if err != nil {
		return "", 0, "", err
	}
	if amount == 0 {
		amount = left
	}
	return o.CaptureID(), amount, "refund-" + o.Id + "-" + strconv.Itoa(len(ids)+1), nil
}

// BookRefund records a refund PayPal made (once per refund id).
func (o *Order) BookRefund(refundID string, amount money.Cents) bool {
	before := o.Refunded()
	o.refund(refundID, amount)
	if o.Refunded() == before {
		return false
	}
	o.addNote("Refund "+refundID+" of "+amount.French()+" made from the staff area.", time.Now())
	return true
}

// Ship marks a paid order shipped, with an optional carrier and tracking number.
func (o *Order) Ship(carrier, tracking string) error {
	carrier, tracking = forms.CleanLine(carrier), forms.CleanLine(tracking)
	errs := validation.Errors{}
	switch o.Status() {
	case StatusPaid:
	case StatusShipped:
		errs["status"] = errAlreadyShipped
	case StatusRefunded, StatusPartiallyRefunded:
		errs["status"] = errRefunded
	default:
		errs["status"] = errNotPaid
	}
	if carrier != "" {
		errs["carrier"] = forms.Line(carrier, maxShippingText)
	}
	if tracking != "" {
		errs["trackingNumber"] = forms.Line(tracking, maxShippingText)
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	o.Set(fieldStatus, StatusShipped)
	o.Set(fieldShippedAt, types.NowDateTime())
	o.Set(fieldCarrier, carrier)
	o.Set(fieldTracking, tracking)
	return nil
}

// Cancel ends an order that was never paid, with the staff's reason.
func (o *Order) Cancel(reason string) error {
	reason = forms.CleanLine(reason)
	errs := validation.Errors{}
	switch {
	case o.Cancelled():
		errs["status"] = errCancelled
	case o.Paid():
		errs["status"] = errPaidNoCancel
	}
	if reason != "" {
		errs["reason"] = forms.Line(reason, 500)
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	o.Set(fieldStatus, StatusCancelled)
	o.Set(fieldCancelledAt, types.NowDateTime())
	o.Set(fieldCancelNote, reason)
	return nil
}
