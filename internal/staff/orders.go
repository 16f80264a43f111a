package staff

import (
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/jsonbody"
	"foundation/internal/payments"
	"foundation/internal/records"
	"foundation/internal/shop"
)

// OrderRow is one line of the orders list.
type OrderRow struct {
	ID          string         `json:"id"`
	Number      int            `json:"number"`
	Created     types.DateTime `json:"created"`
	Name        string         `json:"name"`
	Email       string         `json:"email"`
	AmountTotal float64        `json:"amountTotal"`
	Status      string         `json:"status" tstype:"OrderStatus"`
	Payment     bool           `json:"payment"`
	Test        bool           `json:"test"`
}

func orderRow(r *core.Record) OrderRow {
	o := shop.OrderOf(r)
	info := o.ClientInfo()
	return OrderRow{ID: o.Id, Number: o.Number(), Created: o.Created(), Name: info.Name, Email: info.Email,
		AmountTotal: o.AmountTotal().Euros(), Status: o.Status(), Payment: o.Paid(), Test: o.Test()}
}

// ListOrders lists the orders of one list (to pay, to ship…), searched, a page at a time.
func ListOrders(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	selected, ok, err := shop.SelectOrders(e.App, q.Get("list"), q.Get("q"))
	if err != nil {
		return e.InternalServerError("", err)
	}
	if !ok {
		return apis.NewBadRequestError("Unknown list.", validation.Errors{
			"list": validation.NewError("validation_unknown_list", "Choose to_pay, to_ship, shipped, refunded or cancelled."),
		})
	}
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	page, err := listPage(e, p, shop.OrdersCollection, func() *dbx.SelectQuery { return selected.Records(e.App) }, orderRow)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, page)
}

// OrderDetail is everything the order page shows.
type OrderDetail struct {
	OrderRow
	Phone          string         `json:"phone"`
	Address        string         `json:"address"`
	Lines          []shop.Line    `json:"lines"`
	Subtotal       float64        `json:"subtotal"`
	Shipping       float64        `json:"shipping"`
	PayPalOrderID  string         `json:"paypalOrderId"`
	CaptureID      string         `json:"paypalCaptureId"`
	PaidAt         types.DateTime `json:"paidAt"`
	Carrier        string         `json:"carrier"`
	TrackingNumber string         `json:"trackingNumber"`
	AmountRefunded float64        `json:"amountRefunded"`
	PaymentIssue   string         `json:"paymentIssue"`
	CancelReason   string         `json:"cancelReason"`
	// RefundedQuantities are the units refunded of each line, by line index.
	RefundedQuantities []int           `json:"refundedQuantities"`
	Timeline           []TimelineEntry `json:"timeline"`
}

// TimelineEntry is one thing that happened to a record.
type TimelineEntry struct {
	At   string `json:"at"`
	What string `json:"what"`
	Who  string `json:"who,omitempty"`
}

func detailOf(app core.App, o *shop.Order) OrderDetail {
	info := o.ClientInfo()
	d := OrderDetail{
		OrderRow: orderRow(o.Record), Phone: info.Phone, Address: info.Address, Lines: o.Lines(),
		Subtotal: o.Subtotal().Euros(), Shipping: o.Shipping().Euros(), PayPalOrderID: o.PayPalOrderID(),
		CaptureID: o.CaptureID(), PaidAt: o.PaidAt(), Carrier: o.Carrier(), TrackingNumber: o.TrackingNumber(),
		AmountRefunded: o.Refunded().Euros(), PaymentIssue: o.PaymentIssue(), CancelReason: o.CancelReason(),
		RefundedQuantities: o.RefundedQuantities(),
	}
	d.Timeline = append(d.Timeline, TimelineEntry{At: o.Created().String(), What: "Order placed"})
	if !o.PaidAt().IsZero() {
		d.Timeline = append(d.Timeline, TimelineEntry{At: o.PaidAt().String(), What: "Paid with PayPal (capture " + o.CaptureID() + ")"})
	}
	for _, line := range strings.Split(o.PaymentNote(), "\n") {
		if at, what, ok := strings.Cut(line, ": "); ok {
			d.Timeline = append(d.Timeline, TimelineEntry{At: at, What: what})
		}
	}
	d.Timeline = append(d.Timeline, auditTimeline(app, shop.OrdersCollection, o.Id)...)
	return d
}

// auditTimeline lists the staff actions recorded on a record, oldest first.
func auditTimeline(app core.App, collection, id string) []TimelineEntry {
	var rows []*core.Record
	err := app.RecordQuery(AuditCollection).AndWhere(dbx.HashExp{auditCollection: collection, auditRecordID: id}).
		OrderBy(records.FieldCreated, records.RowOrder).All(&rows)
	if err != nil {
		return nil
	}
	out := make([]TimelineEntry, 0, len(rows))
	for _, r := range rows {
		a := auditEntryOf(r)
		out = append(out, TimelineEntry{At: a.Created().String(), What: actionWords[a.Action()], Who: a.ActorEmail()})
	}
	return out
}

// Staff actions, as the audit log names them and the timeline says them.
const (
	ActionShipOrder      = "order.ship"
	ActionCancelOrder    = "order.cancel"
	ActionRefundOrder    = "order.refund"
	ActionChequeReceived = "donation.cheque_received"
	ActionChequeMissing  = "donation.cheque_cancelled"
	ActionCorrectDonor   = "donor.correct"
)

var actionWords = map[string]string{
	ActionShipOrder: "Marked shipped", ActionCancelOrder: "Cancelled", ActionRefundOrder: "Refunded through PayPal",
	ActionChequeReceived: "Cheque received", ActionChequeMissing: "Cheque never came: pledge cancelled",
	ActionCorrectDonor: "Donor's details corrected",
}

// ShowOrder shows an order and marks its message read: opening it is reading it.
func ShowOrder(e *core.RequestEvent) error {
	o, err := shop.FindOrder(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	if msg, err := e.App.FindRecordById(shop.MessagesCollection, o.Id); err == nil && !msg.GetBool(shop.MessageIsRead) {
		msg.Set(shop.MessageIsRead, true)
		if err := e.App.Save(msg); err != nil {
			e.App.Logger().Warn("staff: could not mark an order's message read", "order", o.Id, "error", err)
		}
	}
	return e.JSON(http.StatusOK, detailOf(e.App, o))
}

func notFound(e *core.RequestEvent, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return e.NotFoundError("Not found.", nil)
	}
	return e.InternalServerError("", err)
}

// changeOrder applies a staff action to the {id} order (see change).
func changeOrder(e *core.RequestEvent, action string, apply func(*shop.Order) error) (*shop.Order, error) {
	return change(e, action, "This order cannot be changed so.", shop.FindOrder, apply)
}

// ShipOrder marks a paid order shipped, audited, and mails its customer.
func ShipOrder(e *core.RequestEvent) error {
	var body struct {
		Carrier        string `json:"carrier"`
		TrackingNumber string `json:"trackingNumber"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	o, err := changeOrder(e, ActionShipOrder, func(o *shop.Order) error { return o.Ship(body.Carrier, body.TrackingNumber) })
	if err != nil {
		return err
	}
	shop.MailShipped(e.App, o)
	return e.JSON(http.StatusOK, detailOf(e.App, o))
}

// maxBulkShip bounds a bulk "mark shipped": a day's parcels, not the whole shop.
const maxBulkShip = 100

// ShipNote is an order of a bulk "mark shipped" and what the volunteer
// must know about it.
type ShipNote struct {
	ID      string `json:"id"`
	Message string `json:"message"`
}

// BulkShipped is what a bulk "mark shipped" did: the orders shipped (each
// customer mailed), those left as they were and why, and those shipped
// that were paid while out of stock, to check.
type BulkShipped struct {
	Shipped    []OrderRow `json:"shipped"`
	Refused    []ShipNote `json:"refused"`
	OutOfStock []ShipNote `json:"outOfStock"`
}

// ShipOrders marks the orders {ids} shipped, each on its own as
// POST /orders/{id}/ship does (audited, the customer mailed with the
// carrier and its own tracking number, both optional), and says which were
// shipped and which were refused and why. An order flagged "paid while out
// of stock" is shipped (the volunteer may have restocked) and named with
// its flag: its parcel may lack the missing units.
func ShipOrders(e *core.RequestEvent) error {
	var body struct {
		IDs             []string          `json:"ids"`
		Carrier         string            `json:"carrier"`
		TrackingNumbers map[string]string `json:"trackingNumbers"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	if len(body.IDs) == 0 || len(body.IDs) > maxBulkShip {
		return apis.NewBadRequestError("Choose the orders to mark shipped.", validation.Errors{
			"ids": validation.NewError("validation_length_out_of_range", fmt.Sprintf("Choose from 1 to %d orders.", maxBulkShip))})
	}
	for id := range body.TrackingNumbers {
		if !slices.Contains(body.IDs, id) {
			return apis.NewBadRequestError("A tracking number is for an order not chosen.", validation.Errors{
				"trackingNumbers": validation.NewError("validation_unknown_order", "Give tracking numbers for the chosen orders only.")})
		}
	}
	// The parcels' carrier and tracking numbers by one order's rule, before
	// any is shipped: a wrong one is the form's field, not every order refused.
	if err := checkParcels(body.Carrier, body.TrackingNumbers); err != nil {
		return apis.NewBadRequestError("Check the carrier and the tracking numbers.", err)
	}
	answer := BulkShipped{Shipped: []OrderRow{}, Refused: []ShipNote{}, OutOfStock: []ShipNote{}}
	for _, id := range slices.Compact(slices.Sorted(slices.Values(body.IDs))) {
		o, err := changeByID(e, id, ActionShipOrder, "This order cannot be marked shipped.", shop.FindOrder,
			func(o *shop.Order) error { return o.Ship(body.Carrier, body.TrackingNumbers[id]) })
		if err != nil {
			answer.Refused = append(answer.Refused, ShipNote{ID: id, Message: refusalText(err)})
			continue
		}
		shop.MailShipped(e.App, o)
		answer.Shipped = append(answer.Shipped, orderRow(o.Record))
		if flag := o.OutOfStockFlag(); flag != "" {
			answer.OutOfStock = append(answer.OutOfStock, ShipNote{ID: id, Message: "Shipped, but it was " + flag})
		}
	}
	return e.JSON(http.StatusOK, answer)
}

// checkParcels is shop.CheckShipping of the carrier and of each order's
// tracking number: carrier, then trackingNumbers.{order id}.
func checkParcels(carrier string, tracking map[string]string) validation.Errors {
	errs := validation.Errors{}
	if bad := shop.CheckShipping(carrier, ""); bad != nil {
		errs["carrier"] = bad["carrier"]
	}
	numbers := validation.Errors{}
	for id, number := range tracking {
		if bad := shop.CheckShipping("", number); bad != nil {
			numbers[id] = bad["trackingNumber"]
		}
	}
	if len(numbers) > 0 {
		errs["trackingNumbers"] = numbers
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// refusalText is what an API error says, its first field's words when it has some.
func refusalText(err error) string {
	var apiErr *router.ApiError
	if !errors.As(err, &apiErr) {
		return err.Error()
	}
	for _, field := range apiErr.Data {
		if f, ok := field.(map[string]any); ok {
			if message, ok := f["message"].(string); ok {
				return message
			}
		}
	}
	return apiErr.Message
}

// CancelOrder cancels an unpaid order for the reason given, audited.
func CancelOrder(e *core.RequestEvent) error {
	var body struct {
		Reason string `json:"reason"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	o, err := changeOrder(e, ActionCancelOrder, func(o *shop.Order) error { return o.Cancel(body.Reason) })
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, detailOf(e.App, o))
}

type refunds struct{ gateways *payments.Service }

// RefundOrder is POST /api/staff/orders/{id}/refund, refunding through gateways (refundOrder).
func RefundOrder(gateways *payments.Service) func(*core.RequestEvent) error {
	return refunds{gateways}.refundOrder
}

// refundOrder refunds {lines: [{line, quantity}]} of an order, for {reason},
// through PayPal's refund of its capture: the amount comes from the order's
// stored prices (shop.PlanRefund), never from the browser. PayPal's answer
// is checked, then booked with its audit row (the refunded units' stock
// given back in that transaction), and the customer gets a mail.
func (h refunds) refundOrder(e *core.RequestEvent) error {
	var body struct {
		Lines  []shop.RefundLine `json:"lines"`
		Reason string            `json:"reason"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	o, err := shop.FindOrder(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	plan, err := o.PlanRefund(body.Lines, body.Reason)
	if verrs, ok := err.(validation.Errors); ok {
		return apis.NewBadRequestError("This order cannot be refunded so.", verrs)
	}
	refund, err := h.gateways.RefundPayPal(e.Request.Context(), plan.CaptureID, plan.Amount, shop.Currency, plan.RequestID)
	if err != nil {
		e.App.Logger().Error("staff: PayPal refund failed", "order", o.Id, "error", err)
		var apiErr *router.ApiError
		if errors.As(err, &apiErr) {
			return apiErr
		}
		return apis.NewApiError(http.StatusBadGateway, "PayPal's answer to the refund could not be verified: check the payment in PayPal before trying again.", nil)
	}
	booked := false
	o, err = changeInTx(e, o.Id, ActionRefundOrder, "This order cannot be changed so.", shop.FindOrder, func(tx core.App, o *shop.Order) (err error) {
		booked, err = o.BookRefund(tx, refund.ID, refund.Amount, plan)
		return err
	})
	if err != nil {
		return err
	}
	if booked {
		shop.MailRefunded(e.App, o, refund.Amount, plan.Reason)
	}
	return e.JSON(http.StatusOK, detailOf(e.App, o))
}
