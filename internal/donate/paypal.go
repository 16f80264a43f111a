package donate

import (
	"context"
	"errors"
	"net/http"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
)

// createPayPalOrder opens a one-off PayPal gift of {amount (cents), donorId}:
// a pending donation and the PayPal order (EUR) the buttons approve.
func (s *service) createPayPalOrder(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	_, donation, err := openOneOff(e, "paypal", "paypal")
	if err != nil {
		return err
	}
	order, err := gateway.CreateOrder(e.Request.Context(), paypal.CreateOrderInput{
		Amount: amountOf(donation), Currency: "EUR", ReferenceID: donation.Id, CustomID: "donation:" + donation.Id, Description: description,
	}, "donation-"+donation.Id)
	if err != nil {
		return startFailed(e, donation, "PayPal order", err)
	}
	donation.Set("providerOrderId", order.ID)
	if err := e.App.Save(donation); err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return dataJSON(e, http.StatusCreated, map[string]string{"orderId": order.ID, "donationId": donation.Id})
}

// capturePayPalOrder captures an approved order on the server. The gift is
// paid only when PayPal says the capture is COMPLETED for exactly the
// donation's amount in EUR. A repeated call answers the recorded outcome.
func (s *service) capturePayPalOrder(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	orderID := e.Request.PathValue("id")
	donation, err := byField("paypal", "providerOrderId", orderID)(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if donation == nil {
		return e.NotFoundError("Unknown PayPal order.", nil)
	}
	if status := donation.GetString("status"); status == StatusPaid {
		return captured(e, donation)
	}
	capture, err := captureOnce(e.Request.Context(), gateway, orderID, "capture-"+donation.Id)
	switch {
	case paypal.HasIssue(err, paypal.IssueInstrumentDeclined):
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal declined this payment method. Please choose another one.",
			validation.Errors{"issue": validation.NewError(paypal.IssueInstrumentDeclined, "Choose another funding source.")})
	case paypal.HasIssue(err, paypal.IssueOrderNotApproved):
		return apis.NewApiError(http.StatusUnprocessableEntity, "The payment has not been approved in PayPal yet.", nil)
	case err != nil:
		e.App.Logger().Error("donate: PayPal capture failed", "donation", donation.Id, "order", orderID, "error", err)
		return apis.NewApiError(http.StatusBadGateway, "PayPal could not complete the payment. Please try again.", nil)
	}
	expected := amountOf(donation)
	verified := capture.CaptureStatus == "COMPLETED" && capture.Amount == expected && strings.EqualFold(capture.Currency, "EUR")
	pending := capture.CaptureStatus == "PENDING" && capture.Amount == expected && strings.EqualFold(capture.Currency, "EUR")
	donation, err = update(e.App, byField("paypal", "providerOrderId", orderID), func(r *core.Record) {
		r.Set("providerPaymentId", capture.CaptureID)
		switch {
		case verified:
			moveTo(r, StatusPaid)
			countPayment(r, initialPayment, capture.Amount)
		case !pending:
			moveTo(r, StatusFailed)
		}
	})
	if err != nil || donation == nil {
		return e.InternalServerError("Your payment went through but could not be recorded yet. Please do not pay again: the team will confirm it by email.", err)
	}
	if !verified && !pending {
		e.App.Logger().Error("donate: PayPal capture does not match the donation", "donation", donation.Id, "order", orderID,
			"status", capture.CaptureStatus, "captured", capture.Amount, "currency", capture.Currency, "expected", expected)
		notify.ToStaff(e.App, notify.Mail{
			Subject: "PayPal donation to check: capture does not match", Ref: donationsCollection + "/" + donation.Id,
			Heading: "A PayPal capture does not match its donation", Paragraphs: []string{"The PayPal order " + orderID + " of donation " + donation.Id + " was captured as " + capture.Amount.Decimal() + " " + capture.Currency + " (status " + capture.CaptureStatus + ") instead of " + expected.French() + ". Check it in PayPal."},
		})
		return apis.NewApiError(http.StatusBadGateway, "The payment could not be verified. The team has been told and will contact you.", nil)
	}
	return captured(e, donation)
}

// captureOnce captures, and reads the order instead when it already was (a
// double click or a retry with another request id).
func captureOnce(ctx context.Context, gateway payments.PayPalGateway, orderID, requestID string) (*paypal.Capture, error) {
	capture, err := gateway.CaptureOrder(ctx, orderID, requestID)
	if paypal.HasIssue(err, paypal.IssueOrderAlreadyCaptured) {
		return gateway.GetOrder(ctx, orderID)
	}
	return capture, err
}

func captured(e *core.RequestEvent, donation *core.Record) error {
	return dataJSON(e, http.StatusOK, map[string]string{"donationId": donation.Id, "status": donation.GetString("status")})
}

// confirmPayPalSubscription records the recurring gift of a subscription the
// donor approved in PayPal, after reading it from PayPal: it must be ACTIVE
// or APPROVED, on the plan named, and (when PayPal carries one) for this donor.
func (s *service) confirmPayPalSubscription(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	var body struct {
		DonorID string `json:"donorId"`
		PlanID  string `json:"planId"`
	}
	if err := readJSON(e, &body); err != nil {
		return err
	}
	p, ok := findPlan(e.App, "paypalPlanId", body.PlanID)
	if !ok {
		return fieldError("planId", "validation_unknown_plan", "Unknown subscription plan: choose one of the amounts offered.")
	}
	donor, err := findDonor(e.App, body.DonorID)
	if err != nil {
		return err
	}
	subscriptionID := e.Request.PathValue("id")
	if existing, err := byField("paypal", "providerSubscriptionId", subscriptionID)(e.App); err != nil || existing != nil {
		if err != nil {
			return e.InternalServerError("", err)
		}
		return subscribed(e, existing)
	}
	sub, err := gateway.GetSubscription(e.Request.Context(), subscriptionID)
	switch {
	case errors.Is(err, paypal.ErrNotFound):
		return apis.NewBadRequestError("PayPal does not know this subscription.", nil)
	case err != nil:
		e.App.Logger().Error("donate: reading a PayPal subscription failed", "subscription", subscriptionID, "error", err)
		return apis.NewApiError(http.StatusBadGateway, "PayPal could not be reached. Please try again.", nil)
	case sub.Status != "ACTIVE" && sub.Status != "APPROVED":
		return apis.NewBadRequestError("This PayPal subscription is not active.", nil)
	case sub.PlanID != p.PayPalPlanID:
		return apis.NewBadRequestError("This PayPal subscription is for another plan.", nil)
	case sub.CustomID != "" && sub.CustomID != donor.Id:
		return apis.NewBadRequestError("This PayPal subscription belongs to another donor.", nil)
	}
	donation, err := recordSubscription(e.App, donor.Id, p, sub.ID)
	if err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return subscribed(e, donation)
}

func subscribed(e *core.RequestEvent, donation *core.Record) error {
	return dataJSON(e, http.StatusCreated, map[string]string{"id": donation.Id, "status": donation.GetString("status")})
}

// recordSubscription makes the active recurring donation of a verified PayPal
// subscription, once: a concurrent confirmation or webhook loses the unique
// index race and gets the first record.
func recordSubscription(app core.App, donorID string, p plan, subscriptionID string) (*core.Record, error) {
	donation, err := createDonation(app, newDonation{
		donor: donorID, plan: p.ID, amount: p.Amount, rhythm: p.rhythm(), method: "paypal", provider: "paypal",
		status: StatusActive, subscriptionID: subscriptionID,
	})
	if err == nil {
		return donation, nil
	}
	if existing, findErr := byField("paypal", "providerSubscriptionId", subscriptionID)(app); findErr == nil && existing != nil {
		return existing, nil
	}
	return nil, err
}

// onPayPalEvent follows recurring PayPal gifts from verified webhooks; the
// shop's events (orders, captures) are ignored here.
func (s *service) onPayPalEvent(app core.App, ev *paypal.Event) error {
	switch ev.EventType {
	case "BILLING.SUBSCRIPTION.ACTIVATED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusActive)
	case "BILLING.SUBSCRIPTION.CANCELLED", "BILLING.SUBSCRIPTION.EXPIRED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusCancelled)
	case "BILLING.SUBSCRIPTION.SUSPENDED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusSuspended)
	case "PAYMENT.SALE.COMPLETED":
		if ev.BillingAgreementID == "" {
			return nil // a sale outside a subscription is not a donation
		}
		if !strings.EqualFold(ev.Currency, "EUR") {
			app.Logger().Error("donate: PayPal renewal in another currency", "subscription", ev.BillingAgreementID, "currency", ev.Currency)
			return nil
		}
		if err := s.ensureSubscription(app, ev.BillingAgreementID); err != nil {
			return err
		}
		_, err := update(app, byField("paypal", "providerSubscriptionId", ev.BillingAgreementID), func(r *core.Record) {
			if r.GetString("status") == StatusPending {
				moveTo(r, StatusActive)
			}
			countPayment(r, "sale:"+ev.ResourceID, ev.Amount)
		})
		return err
	}
	return nil
}

func (s *service) subscriptionChanged(app core.App, subscriptionID, status string) error {
	if status == StatusActive {
		if err := s.ensureSubscription(app, subscriptionID); err != nil {
			return err
		}
	}
	_, err := update(app, byField("paypal", "providerSubscriptionId", subscriptionID), func(r *core.Record) {
		moveTo(r, status)
	})
	return err
}

// ensureSubscription records a subscription PayPal reports before the
// donor's browser confirmed it (closed window, lost connection): PayPal is
// asked for it, and it is ours when its custom_id is a donor and its plan
// one of our plans. Anything else is left alone.
func (s *service) ensureSubscription(app core.App, subscriptionID string) error {
	if existing, err := byField("paypal", "providerSubscriptionId", subscriptionID)(app); err != nil || existing != nil {
		return err
	}
	if s.gateways.PayPal == nil {
		return nil
	}
	sub, err := s.gateways.PayPal.GetSubscription(context.Background(), subscriptionID)
	if errors.Is(err, paypal.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err // PayPal delivers the event again later
	}
	p, ok := findPlan(app, "paypalPlanId", sub.PlanID)
	if !ok || sub.CustomID == "" {
		return nil
	}
	if _, err := app.FindRecordById(donorsCollection, sub.CustomID); err != nil {
		return nil
	}
	_, err = recordSubscription(app, sub.CustomID, p, sub.ID)
	return err
}
