package shop

import (
	"errors"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
)

// payPalRoutes create and capture an order's PayPal payment on the server:
// the browser only relays PayPal's approval.
type payPalRoutes struct {
	gateways *payments.Service
}

// createPayPalOrder opens a PayPal order for exactly the order's amountTotal.
// The PayPal-Request-Id "order-{id}" makes a retry return the same PayPal order.
func (h payPalRoutes) createPayPalOrder(e *core.RequestEvent) error {
	gateway, err := h.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	order, err := findOrder(e)
	if err != nil {
		return err
	}
	if order.GetBool("payment") {
		return alreadyPaid()
	}
	created, err := gateway.CreateOrder(e.Request.Context(), paypal.CreateOrderInput{
		Amount:      money.FromEuros(order.GetFloat("amountTotal")),
		Currency:    Currency,
		ReferenceID: order.Id,
		CustomID:    order.Id,
		Description: "Amara Diallo Foundation shop, order " + order.Id,
	}, "order-"+order.Id)
	if err != nil {
		e.App.Logger().Error("shop: PayPal order not created", "order", order.Id, "error", err)
		return apis.NewApiError(http.StatusBadGateway, "PayPal could not be reached. Your order is not paid; please try again.", nil)
	}
	// Re-read inside a transaction: a plain Save of the record read above
	// could write back payment=false over a capture that finished meanwhile.
	err = e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById(OrdersCollection, order.Id)
		if err != nil {
			return err
		}
		if fresh.GetBool("payment") {
			return alreadyPaid()
		}
		fresh.Set("paypalOrderId", created.ID)
		return tx.Save(fresh)
	})
	if err != nil {
		var apiErr *router.ApiError
		if errors.As(err, &apiErr) {
			return apiErr
		}
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, map[string]string{"id": created.ID})
}

func alreadyPaid() error {
	return apis.NewApiError(http.StatusConflict, "This order is already paid.", nil)
}

// capturePayPalOrder captures the order's own PayPal order, verifies what
// PayPal answers and fulfils the order. It answers with the payment page's view.
func (h payPalRoutes) capturePayPalOrder(e *core.RequestEvent) error {
	gateway, err := h.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	var body struct {
		PayPalOrderID string `json:"paypalOrderId"`
	}
	if err := e.BindBody(&body); err != nil {
		return apis.NewBadRequestError("The request could not be read.", nil)
	}
	order, err := findOrder(e)
	if err != nil {
		return err
	}
	if order.GetBool("payment") {
		// A double click or a retry after success: nothing more to do.
		return e.JSON(http.StatusOK, viewOf(order))
	}
	stored := order.GetString("paypalOrderId")
	if body.PayPalOrderID == "" || body.PayPalOrderID != stored {
		return apis.NewBadRequestError("This PayPal payment does not belong to this order.", validation.Errors{
			"paypalOrderId": validation.NewError("validation_paypal_order_mismatch", "This PayPal payment does not belong to this order."),
		})
	}

	ctx := e.Request.Context()
	capture, err := gateway.CaptureOrder(ctx, stored, "capture-"+stored)
	if paypal.HasIssue(err, paypal.IssueOrderAlreadyCaptured) {
		// Captured before (another tab, a lost answer): read what was captured.
		capture, err = gateway.GetOrder(ctx, stored)
	}
	if err != nil {
		e.App.Logger().Error("shop: PayPal capture failed", "order", order.Id, "paypalOrder", stored, "error", err)
		return captureError(err)
	}
	amount := money.FromEuros(order.GetFloat("amountTotal"))
	payment, err := VerifyCapture(order.Id, stored, amount, capture)
	if err != nil {
		e.App.Logger().Error("shop: PayPal capture refused, order left unpaid", "order", order.Id, "paypalOrder", stored, "error", err)
		return apis.NewApiError(http.StatusConflict,
			"PayPal's answer does not match this order, so it was not marked paid. Please contact us.", nil)
	}
	if _, err := Fulfil(e.App, order.Id, payment); err != nil {
		e.App.Logger().Error("shop: captured payment not recorded", "order", order.Id, "capture", payment.CaptureID, "error", err)
		return e.InternalServerError("The payment went through but could not be recorded yet; we will confirm it by email.", nil)
	}
	paid, err := e.App.FindRecordById(OrdersCollection, order.Id)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, viewOf(paid))
}

// captureError turns PayPal's refusal into what the buyer can act on.
func captureError(err error) error {
	switch {
	case paypal.HasIssue(err, paypal.IssueInstrumentDeclined):
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal declined this payment method. Please choose another one.", nil)
	case paypal.HasIssue(err, paypal.IssueOrderNotApproved):
		return apis.NewApiError(http.StatusUnprocessableEntity, "The payment was not approved in PayPal.", nil)
	case errors.Is(err, paypal.ErrUnprocessable), errors.Is(err, paypal.ErrNotFound):
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal refused this payment. Your order is not paid.", nil)
	}
	return apis.NewApiError(http.StatusBadGateway, "PayPal could not be reached. Your order is not paid; please try again.", nil)
}
