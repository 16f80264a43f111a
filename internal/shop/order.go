package shop

import (
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/records"
)

// Collections of the shop.
const (
	OrdersCollection   = "orders"
	MessagesCollection = "messages"
)

// Order statuses, declared once. The migrations hold their own copies: a
// new status needs a migration accepting it (internal/schema checks that
// they agree).
const (
	StatusPending           = "pending"
	StatusPaid              = "paid"
	StatusRefunded          = "refunded"
	StatusPartiallyRefunded = "partially_refunded"
	StatusShipped           = "shipped"
	StatusCancelled         = "cancelled"
)

// OrderStatuses lists every status an order may have.
var OrderStatuses = []string{StatusPending, StatusPaid, StatusRefunded, StatusPartiallyRefunded, StatusShipped, StatusCancelled}

// Field names of the orders collection (the spec's, plus the payment trail).
const (
	fieldItems       = "items"
	fieldTotal       = "total"
	fieldTax         = "tax"
	fieldAmountTotal = "amountTotal"
	fieldClientInfo  = "clientInfo"
	FieldStatus      = "status"
	FieldPayment     = "payment"
	fieldPaidAt      = "paidAt"
	fieldPayPalOrder = "paypalOrderId"
	fieldCapture     = "paypalCaptureId"
	fieldPaymentNote = "paymentNote"
	fieldRefundedAt  = "refundedAt"
	fieldTest        = "test"
	// fieldNumber is the order's number, given by the database on insert
	// (internal/schema/1734900000_order_numbers.go).
	fieldNumber         = "number"
	fieldShippedAt      = "shippedAt"
	fieldCarrier        = "carrier"
	fieldTracking       = "trackingNumber"
	fieldCancelledAt    = "cancelledAt"
	fieldCancelNote     = "cancelReason"
	fieldRefunds        = "refunds"
	fieldAmountRefunded = "amountRefunded"
	fieldPaymentIssue   = "paymentIssue"
	// fieldFee and fieldFeeKnown are PayPal's fee on the capture, in cents,
	// when it reported one (internal/schema/1735400300_paypal_fees.go).
	fieldFee      = "paypalFee"
	fieldFeeKnown = "paypalFeeKnown"
)

// Order is a record proxy of the orders collection (PocketBase's own style,
// as core.OTP): typed reads and the changes an order may go through.
type Order struct {
	records.Stamped
}

func orderOf(r *core.Record) *Order {
	o := &Order{}
	o.SetProxyRecord(r)
	return o
}

// NewOrder is a pending, unpaid order of priced lines; test marks one that
// only the TEST MODE gateway can pay.
func NewOrder(c *core.Collection, lines []Line, totals Totals, client ClientInfo, test bool) *Order {
	o := orderOf(core.NewRecord(c))
	o.Load(map[string]any{
		fieldItems: lines, fieldTotal: totals.Subtotal.Euros(), fieldTax: totals.Shipping.Euros(),
		fieldAmountTotal: totals.Total.Euros(), fieldClientInfo: client, FieldStatus: StatusPending, FieldPayment: false,
		fieldTest: test,
	})
	return o
}

// FindOrder reads an order by id.
func FindOrder(app core.App, id string) (*Order, error) {
	r, err := app.FindRecordById(OrdersCollection, id)
	if err != nil {
		return nil, err
	}
	return orderOf(r), nil
}

func (o *Order) Paid() bool               { return o.GetBool(FieldPayment) }
func (o *Order) Status() string           { return o.GetString(FieldStatus) }
func (o *Order) Subtotal() money.Cents    { return money.FromEuros(o.GetFloat(fieldTotal)) }
func (o *Order) Shipping() money.Cents    { return money.FromEuros(o.GetFloat(fieldTax)) }
func (o *Order) AmountTotal() money.Cents { return money.FromEuros(o.GetFloat(fieldAmountTotal)) }
func (o *Order) PayPalOrderID() string    { return o.GetString(fieldPayPalOrder) }
func (o *Order) CaptureID() string        { return o.GetString(fieldCapture) }
func (o *Order) Test() bool               { return o.GetBool(fieldTest) }

// Number is the order's number (0 until the database gave it).
func (o *Order) Number() int { return o.GetInt(fieldNumber) }

// Label is how people read the order: "n° 1042" (its id before it has a number).
func (o *Order) Label() string {
	if n := o.Number(); n > 0 {
		return "n° " + strconv.Itoa(n)
	}
	return o.Id
}

// readNumber loads the number the database gave the order on insert.
func (o *Order) readNumber(app core.App) error {
	var n int
	err := app.DB().Select(fieldNumber).From(OrdersCollection).Where(dbx.HashExp{core.FieldNameId: o.Id}).Row(&n)
	o.Set(fieldNumber, n)
	return err
}

func (o *Order) SetPayPalOrderID(id string) { o.Set(fieldPayPalOrder, id) }

// ClientInfo is the checkout form as stored.
func (o *Order) ClientInfo() ClientInfo {
	var info ClientInfo
	_ = o.UnmarshalJSONField(fieldClientInfo, &info)
	return info
}

// Lines are the priced lines as stored.
func (o *Order) Lines() []Line {
	var lines []Line
	_ = o.UnmarshalJSONField(fieldItems, &lines)
	return lines
}

// Charge is what PayPal must capture for this order.
func (o *Order) Charge() payments.Charge {
	return payments.Charge{
		Ref: payments.OrderRef(o.Id), Amount: o.AmountTotal(), Currency: Currency,
		Description: "Amara Diallo Foundation shop, order " + o.Id,
	}
}

// markPaid books a verified capture: the units it held are the sale's now.
func (o *Order) markPaid(p payments.Captured) {
	o.release()
	o.Set(FieldPayment, true)
	o.Set(FieldStatus, StatusPaid)
	o.Set(fieldPaidAt, types.NowDateTime())
	o.Set(fieldPayPalOrder, p.PayPalOrderID)
	o.Set(fieldCapture, p.CaptureID)
	o.Set(fieldTest, o.Test() || p.Test)
	o.Set(fieldFee, int64(p.Fee))
	o.Set(fieldFeeKnown, p.FeeKnown)
}

// PaidAfterCancel is the payment problem of an order paid after staff
// cancelled it: the money is kept on the order until staff refund it.
const PaidAfterCancel = "paid after cancel: refund"

// bookPaidAfterCancel records a verified capture of a cancelled order: the
// money came in (payment, paidAt, capture: what a refund needs) but the
// status stays cancelled, and the order is flagged for staff. It reports
// whether the flag is new.
func (o *Order) bookPaidAfterCancel(p payments.Captured) bool {
	status := o.Status()
	o.markPaid(p)
	o.Set(FieldStatus, status)
	o.addNote("PayPal capture "+p.CaptureID+" paid this order after it was cancelled; it stays cancelled until refunded.", time.Now())
	return o.flag(PaidAfterCancel)
}

// Cancelled reports whether staff cancelled the order.
func (o *Order) Cancelled() bool { return o.Status() == StatusCancelled }

// Refunded is how much of the order went back to the buyer.
func (o *Order) Refunded() money.Cents { return money.FromEuros(o.GetFloat(fieldAmountRefunded)) }

// refund books one PayPal refund, once per refund id, and keeps the history
// readable: payment stays true with its paidAt and capture id (the money was
// received), the status says refunded once the refunds reach the total, and
// never goes back from refunded to partially refunded.
func (o *Order) refund(refundID string, amount money.Cents) {
	if !records.AddKey(o.Record, fieldRefunds, refundID) {
		return
	}
	total := o.Refunded() + amount
	o.Set(fieldAmountRefunded, total.Euros())
	o.Set(fieldRefundedAt, types.NowDateTime())
	switch {
	case amount <= 0 || total >= o.AmountTotal():
		o.Set(FieldStatus, StatusRefunded)
	case o.Status() != StatusRefunded:
		o.Set(FieldStatus, StatusPartiallyRefunded)
	}
}

// PaymentIssue is a payment problem the staff must look at; until it is
// resolved the order is not captured again.
func (o *Order) PaymentIssue() string { return o.GetString(fieldPaymentIssue) }

// flag records a payment problem, once; it reports whether it is new.
func (o *Order) flag(issue string) bool {
	return records.AddLine(o.Record, fieldPaymentIssue, issue, issue)
}

// addNote appends a dated line to the payment trail, once: the same fact
// reported again (a retried capture, a redelivered event) adds nothing. It
// reports whether the note is new.
func (o *Order) addNote(note string, now time.Time) bool {
	return records.AddLine(o.Record, fieldPaymentNote, note, now.UTC().Format("2006-01-02 15:04 UTC")+": "+note)
}

// Order lists staff filter by: what needs doing, by status.
const (
	ListToPay     = "to_pay"
	ListToShip    = "to_ship"
	ListShipped   = "shipped"
	ListRefunded  = "refunded"
	ListCancelled = "cancelled"
)

var listStatuses = map[string][]any{
	ListToPay: {StatusPending}, ListToShip: {StatusPaid}, ListShipped: {StatusShipped},
	ListRefunded: {StatusRefunded, StatusPartiallyRefunded}, ListCancelled: {StatusCancelled},
}

// OrderOf wraps a record of the orders collection.
func OrderOf(r *core.Record) *Order { return orderOf(r) }
