package shop

import (
	"strconv"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/money"
)

// What staff may do to an order, as rules the staff routes call inside
// their transaction: each refuses, with a field error, what the order's
// state does not allow, so two staff members acting at once cannot ship or
// cancel it twice.

// Most characters of a carrier name or a tracking number.
const MaxShippingText = 100

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
	errChooseLines     = validation.NewError("validation_required", "Choose the lines to refund and how many of each.")
	errUnknownLine     = validation.NewError("validation_unknown_line", "This order has no such line.")
	errReasonRequired  = validation.NewError("validation_required", "Give the reason: it is kept on the order.")
)

// RefundLine is units of one order line to refund (line: its index).
type RefundLine struct {
	Line     int `json:"line"`
	Quantity int `json:"quantity"`
}

// Refund is what a staff refund sends to PayPal and then books: the amount
// is the chosen units at the order's stored prices, with their part of the
// shipping fee (the spec's 10%), and everything left once no unit is left.
// RequestID numbers the refunds of the order, so a repeated click reaches
// PayPal with the same id and refunds once.
type Refund struct {
	CaptureID, RequestID, Reason string
	Amount                       money.Cents
	Units                        map[int]int // line index → units
}

// PlanRefund checks a staff refund of lines against the order's rules:
// paid, with a capture, a reason, units not refunded yet.
func (o *Order) PlanRefund(lines []RefundLine, reason string) (Refund, error) {
	reason = forms.CleanLine(reason)
	left := o.AmountTotal() - o.Refunded()
	errs := validation.Errors{}
	if !o.Paid() || o.CaptureID() == "" || left <= 0 {
		return Refund{}, validation.Errors{"status": errNothingToRefund}
	}
	if reason == "" {
		errs["reason"] = errReasonRequired
	} else {
		errs["reason"] = forms.Line(reason, forms.MaxReason)
	}
	stored, refunded := o.Lines(), o.RefundedQuantities()
	units := map[int]int{}
	lineErrs := validation.Errors{}
	for i, l := range lines {
		switch {
		case l.Line < 0 || l.Line >= len(stored):
			lineErrs[strconv.Itoa(i)] = validation.Errors{"line": errUnknownLine}
		case l.Quantity < 1 || units[l.Line]+l.Quantity > stored[l.Line].Quantity-refunded[l.Line]:
			lineErrs[strconv.Itoa(i)] = validation.Errors{"quantity": validation.NewError("validation_quantity_range",
				"At most "+strconv.Itoa(stored[l.Line].Quantity-refunded[l.Line])+" of this line can still be refunded.")}
		default:
			units[l.Line] += l.Quantity
		}
	}
	switch {
	case len(lineErrs) > 0:
		errs["lines"] = lineErrs
	case len(units) == 0:
		errs["lines"] = errChooseLines
	}
	if err := errs.Filter(); err != nil {
		return Refund{}, err
	}
	var value money.Cents
	unitsLeft := 0
	for i, l := range stored {
		value += money.FromEuros(l.UnitPrice) * money.Cents(units[i])
		unitsLeft += l.Quantity - refunded[i] - units[i]
	}
	amount := value + value.PercentRounded(ShippingPercent)
	if unitsLeft == 0 || amount > left {
		amount = left
	}
	var ids []string
	_ = o.UnmarshalJSONField(fieldRefunds, &ids)
	return Refund{CaptureID: o.CaptureID(), RequestID: "refund-" + o.Id + "-" + strconv.Itoa(len(ids)+1),
		Reason: reason, Amount: amount, Units: units}, nil
}

// BookRefund records a refund PayPal made (once per refund id) in tx: the
// money, the units refunded, their stock given back, and a note with the
// reason. It reports whether the refund is new.
func (o *Order) BookRefund(tx core.App, refundID string, amount money.Cents, r Refund) (bool, error) {
	before := o.Refunded()
	o.refund(refundID, amount)
	if o.Refunded() == before {
		return false, nil
	}
	refunded, lines := o.RefundedQuantities(), o.Lines()
	what := make([]string, 0, len(r.Units))
	for i, n := range r.Units {
		refunded[i] = min(refunded[i]+n, lines[i].Quantity)
	}
	for i, l := range lines {
		if n := r.Units[i]; n > 0 {
			what = append(what, lineText(n, l))
		}
	}
	o.Set(fieldRefundedQuantities, refunded)
	if err := o.returnStock(tx, r.Units); err != nil {
		return false, err
	}
	o.addNote("Refund "+refundID+" of "+amount.French()+" made from the staff area for "+strings.Join(what, ", ")+". Reason: "+r.Reason, time.Now())
	return true, nil
}

// CheckShipping is the rule of an order's carrier and tracking number,
// both optional: one line of at most 100 characters each. Ship applies it;
// a bulk "mark shipped" applies it to all its parcels before shipping one.
func CheckShipping(carrier, tracking string) validation.Errors {
	carrier, tracking = forms.CleanLine(carrier), forms.CleanLine(tracking)
	errs := validation.Errors{}
	if carrier != "" {
		errs["carrier"] = forms.Line(carrier, MaxShippingText)
	}
	if tracking != "" {
		errs["trackingNumber"] = forms.Line(tracking, MaxShippingText)
	}
	if errs.Filter() == nil {
		return nil
	}
	return errs
}

// Ship marks a paid order shipped, with an optional carrier and tracking number.
func (o *Order) Ship(carrier, tracking string) error {
	carrier, tracking = forms.CleanLine(carrier), forms.CleanLine(tracking)
	errs := CheckShipping(carrier, tracking)
	if errs == nil {
		errs = validation.Errors{}
	}
	switch o.Status() {
	case StatusPaid:
	case StatusShipped:
		errs["status"] = errAlreadyShipped
	case StatusRefunded, StatusPartiallyRefunded:
		errs["status"] = errRefunded
	default:
		errs["status"] = errNotPaid
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	o.Set(FieldStatus, StatusShipped)
	o.Set(fieldShippedAt, types.NowDateTime())
	o.Set(fieldCarrier, carrier)
	o.Set(fieldTracking, tracking)
	return nil
}

// Cancel ends an order that was never paid, with the staff's reason
// (required). An unpaid order took no stock, so none goes back; what it
// held for its payment is released.
func (o *Order) Cancel(reason string) error {
	reason = forms.CleanLine(reason)
	errs := validation.Errors{}
	switch {
	case o.Cancelled():
		errs["status"] = errCancelled
	case o.Paid():
		errs["status"] = errPaidNoCancel
	}
	if reason == "" {
		errs["reason"] = errReasonRequired
	} else {
		errs["reason"] = forms.Line(reason, forms.MaxReason)
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	o.Set(FieldStatus, StatusCancelled)
	o.release()
	o.Set(fieldCancelledAt, types.NowDateTime())
	o.Set(fieldCancelNote, reason)
	return nil
}
