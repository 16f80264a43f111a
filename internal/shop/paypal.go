package shop

import (
	"errors"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/jsonbody"
	"foundation/internal/notify"
	"foundation/internal/payments"
)

// PayPalCheckout opens and captures an order's PayPal payment on the server
// through the payments package's one PayPal path: the browser only relays
// PayPal's approval.
type PayPalCheckout struct {
	gateways *payments.Service
}

// PayPalOrder is the PayPal order that pays an order, which PayPal's buttons approve.
type PayPalOrder struct {
	ID string `json:"id"`
}

// NewPayPalCheckout is the orders' PayPal checkout on gateways.
func NewPayPalCheckout(gateways *payments.Service) PayPalCheckout {
	return PayPalCheckout{gateways: gateways}
}

// CreatePayPalOrder holds the order's units for its buyer (hold.go), then
// opens a PayPal order for exactly the order's amountTotal; a retry gets the
// same PayPal order back and keeps the same hold. An order the stock cannot
// serve, its last units held by other buyers, is a 409 before PayPal opens.
func (h PayPalCheckout) CreatePayPalOrder(e *core.RequestEvent) error {
	order, err := findOrder(e)
	if err != nil {
		return err
	}
	if err := payable(order); err != nil {
		return err
	}
	if err := h.holdStock(e, order.Id); err != nil {
		return err
	}
	paypalOrderID, err := h.gateways.OpenPayPalOrder(e.Request.Context(), order.Charge())
	if err != nil {
		e.App.Logger().Error("shop: PayPal order not created", "order", order.Id, "error", err)
		h.release(e.App, order.Id)
		return err
	}
	// Re-read inside a transaction: a plain Save of the record read above
	// could write back payment=false over a capture that finished meanwhile.
	err = e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := FindOrder(tx, order.Id)
		if err != nil {
			return err
		}
		if err := payable(fresh); err != nil {
			return err
		}
		fresh.SetPayPalOrderID(paypalOrderID)
		return tx.Save(fresh)
	})
	var apiErr *router.ApiError
	switch {
	case errors.As(err, &apiErr):
		return apiErr
	case err != nil:
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, PayPalOrder{ID: paypalOrderID})
}

// holdStock holds the order's units now, or answers the 409 that tells the
// buyer which lines are sold out.
func (h PayPalCheckout) holdStock(e *core.RequestEvent, orderID string) error {
	err := hold(e.App, orderID, h.gateways.Now())
	var short validation.Errors
	switch {
	case errors.As(err, &short):
		return soldOut(short)
	case err != nil:
		return e.InternalServerError("", err)
	}
	return nil
}

// release ends the hold of an order whose payment failed; the hold expires
// anyway if this fails.
func (h PayPalCheckout) release(app core.App, orderID string) {
	if err := releaseHold(app, orderID); err != nil {
		app.Logger().Error("shop: stock hold not released", "order", orderID, "error", err)
	}
}

func mismatch() error {
	return apis.NewApiError(http.StatusConflict,
		"PayPal's answer does not match this order, so it was not marked paid. Please contact us.", nil)
}

// payable refuses to start a payment for an order that is paid or that
// staff cancelled.
func payable(order *Order) error {
	switch {
	case order.Paid():
		return apis.NewApiError(http.StatusConflict, "This order is already paid.", nil)
	case order.Cancelled():
		return cancelledOrder()
	}
	return nil
}

func cancelledOrder() error {
	return apis.NewApiError(http.StatusConflict,
		"This order was cancelled, so it can no longer be paid. Nothing was charged. Please place a new order or contact us.", nil)
}

// CapturePayPalOrder captures the order's own PayPal order, verifies what
// PayPal answers and fulfils the order. It answers with the payment page's
// view; an order already settled is answered from our record, without
// calling PayPal.
func (h PayPalCheckout) CapturePayPalOrder(e *core.RequestEvent) error {
	var body struct {
		PayPalOrderID string `json:"paypalOrderId"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	order, err := findOrder(e)
	if err != nil {
		return err
	}
	if order.Paid() {
		// A double click or a retry after success: nothing more to do.
		return e.JSON(http.StatusOK, viewOf(order))
	}
	if order.Cancelled() {
		return cancelledOrder()
	}
	if order.PaymentIssue() != "" {
		return mismatch()
	}
	stored := order.PayPalOrderID()
	if body.PayPalOrderID == "" || body.PayPalOrderID != stored {
		return apis.NewBadRequestError("This PayPal payment does not belong to this order.", validation.Errors{
			"paypalOrderId": validation.NewError("validation_paypal_order_mismatch", "This PayPal payment does not belong to this order."),
		})
	}
	// The hold may have expired while the buyer approved: take it again,
	// or tell them, before PayPal charges, that the units went to others.
	if err := h.holdStock(e, order.Id); err != nil {
		return err
	}
	captured, err := h.gateways.CapturePayPal(e.Request.Context(), order.Charge(), stored)
	switch {
	case errors.Is(err, payments.ErrMismatch):
		e.App.Logger().Error("shop: PayPal capture refused, order left unpaid", "order", order.Id, "paypalOrder", stored, "error", err)
		flagForStaff(e.App, order.Id, "PayPal's capture of "+stored+" does not match this order; not marked paid. Check it in PayPal.")
		return mismatch()
	case err != nil:
		e.App.Logger().Error("shop: PayPal capture failed", "order", order.Id, "paypalOrder", stored, "error", err)
		return err
	}
	switch captured.Status {
	case payments.CapturePending:
		if _, err := noteOnOrder(e.App, order.Id, "PayPal holds capture "+captured.CaptureID+" pending; the order is paid when PayPal completes it.", nil); err != nil {
			return e.InternalServerError("", err)
		}
		return e.JSON(http.StatusAccepted, viewOf(order))
	case payments.CaptureDeclined, payments.CaptureFailed:
		_, err := noteOnOrder(e.App, order.Id, "PayPal declined capture "+captured.CaptureID+"; the order stays unpaid.",
			func(_ core.App, o *Order) { o.release() })
		if err != nil {
			return e.InternalServerError("", err)
		}
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal declined this payment. Nothing was charged; please choose another payment method.", nil)
	}
	if err := Fulfil(e.App, order.Id, captured); err != nil {
		e.App.Logger().Error("shop: captured payment not recorded", "order", order.Id, "capture", captured.CaptureID, "error", err)
		return e.InternalServerError("The payment went through but could not be recorded yet; we will confirm it by email.", nil)
	}
	paid, err := FindOrder(e.App, order.Id)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, viewOf(paid))
}

// flagForStaff notes a payment problem on the order and tells the staff (in
// French, the note as the order keeps it), in the same transaction, once
// per problem however often it is reported. The order's hold ends: it is
// not captured again until staff resolve it.
func flagForStaff(app core.App, orderID, note string) {
	_, err := noteOnOrder(app, orderID, note, func(tx core.App, o *Order) {
		o.release()
		if o.flag(note) {
			notify.ToStaff(tx, notify.Mail{
				Subject: "Commande " + orderID + " : paiement PayPal à vérifier", Ref: OrdersCollection + "/" + orderID, Kind: "order.payment-to-check",
				Heading:    "Un paiement PayPal à vérifier",
				Paragraphs: []string{note, "La commande " + orderID + " reste impayée tant que ce n’est pas réglé."},
			})
		}
	})
	if err != nil {
		app.Logger().Error("shop: could not note a payment problem", "order", orderID, "error", err)
	}
}
