package donate

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
	"foundation/internal/payments/paypal"
)

// PayPalOrder is a one-off PayPal gift opened: PayPal's order, which its
// buttons approve, and the pending gift.
type PayPalOrder struct {
	OrderID    string `json:"orderId"`
	DonationID string `json:"donationId"`
}

// CreatePayPalOrder opens a one-off PayPal gift of {amount (cents), donorId}:
// a pending donation and the PayPal order (EUR) the buttons approve.
func (s *Service) CreatePayPalOrder(e *core.RequestEvent) error {
	if _, err := s.gateways.RequirePayPal(); err != nil {
		return err
	}
	_, donation, err := s.openOneOff(e, "paypal", "paypal")
	if err != nil {
		return err
	}
	orderID, err := s.gateways.OpenPayPalOrder(e.Request.Context(), donation.Charge())
	if err != nil {
		return startFailed(e, donation, "PayPal order", err)
	}
	donation.SetProviderOrder(orderID)
	if err := e.App.Save(donation); err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return dataJSON(e, http.StatusCreated, PayPalOrder{OrderID: orderID, DonationID: donation.Id})
}

// CapturePayPalOrder captures an approved order on the server through the
// payments package's one PayPal path. The gift is paid only when PayPal says
// the capture is COMPLETED for exactly the donation's amount in EUR; a
// PENDING one waits for PayPal's event. A gift already settled is answered
// from our record, without calling PayPal.
func (s *Service) CapturePayPalOrder(e *core.RequestEvent) error {
	orderID := e.Request.PathValue("id")
	donation, err := byField("paypal", fieldProviderOrder, orderID)(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	if donation == nil {
		return e.NotFoundError("Unknown PayPal order.", nil)
	}
	switch donation.Status() {
	case StatusPaid, StatusRefunded:
		return captured(e, donation)
	}
	if donation.PaymentIssue() != "" {
		return unverified()
	}
	result, err := s.gateways.CapturePayPal(e.Request.Context(), donation.Charge(), orderID)
	if err != nil && !errors.Is(err, payments.ErrMismatch) {
		e.App.Logger().Error("donate: PayPal capture failed", "donation", donation.Id, "order", orderID, "error", err)
		return err
	}
	donation, err = update(e.App, byField("paypal", fieldProviderOrder, orderID), func(d *Donation) {
		if result.CaptureID != "" {
			d.SetPaymentID(result.CaptureID)
		}
		applyCapture(d, result, err, "PayPal capture of order "+orderID)
	})
	if err != nil || donation == nil {
		return e.InternalServerError("Your payment went through but could not be recorded yet. Please do not pay again: the team will confirm it by email.", err)
	}
	switch {
	case donation.PaymentIssue() != "":
		return unverified()
	case result.Status == payments.CaptureDeclined, result.Status == payments.CaptureFailed:
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal declined this payment. Nothing was charged; please choose another payment method.", nil)
	}
	return captured(e, donation)
}

func unverified() error {
	return apis.NewApiError(http.StatusBadGateway, "The payment could not be verified. The team has been told and will contact you; please do not pay again.", nil)
}

// applyCapture is the one place a verified PayPal capture changes a gift,
// from the donor's capture call or from PayPal's events.
func applyCapture(d *Donation, c payments.Captured, verifyErr error, what string) {
	switch {
	case verifyErr != nil:
		d.flag(what + " does not match the gift: " + verifyErr.Error())
	case c.Completed():
		if d.moveTo(StatusPaid) {
			d.countPaymentWithFee(initialPayment, c.Amount, knownFee(c.Fee, c.FeeKnown))
		} else if d.Status() != StatusPaid && d.Status() != StatusRefunded {
			d.flag(what + " received " + c.Amount.French() + " on a gift that is " + d.Status() + ": refund it or restore the gift.")
		}
	case c.Status == payments.CaptureDeclined, c.Status == payments.CaptureFailed:
		fromPending(StatusFailed)(d)
	}
	// PENDING: PayPal holds the money for now; its COMPLETED or DENIED event follows.
}

// Captured is a one-off PayPal gift after its capture.
type Captured struct {
	DonationID string `json:"donationId"`
	Status     string `json:"status" tstype:"DonationStatus"`
}

func captured(e *core.RequestEvent, donation *Donation) error {
	return dataJSON(e, http.StatusOK, Captured{DonationID: donation.Id, Status: donation.Status()})
}

// captureDomain is how PayPal's capture events about one-off gifts
// (custom_id "donation:…") reach the donations.
var captureDomain = payments.CaptureDomain{Find: findEventDonation, Handle: onCaptureEvent}

func findEventDonation(app core.App, paypalOrderID, captureID string) (string, error) {
	for _, f := range []finder{byField("paypal", fieldProviderOrder, paypalOrderID), byField("paypal", fieldProviderPayment, captureID)} {
		d, err := f(app)
		if err != nil || d != nil {
			if d == nil {
				return "", err
			}
			return d.Id, err
		}
	}
	return "", nil
}

// errCaptureUnknown asks PayPal to deliver a refund again: the capture it
// refunds is not recorded on the gift yet (its completion comes later).
var errCaptureUnknown = errors.New("donate: refund of a capture not recorded yet")

// onCaptureEvent settles a one-off PayPal gift from a verified capture event:
// a capture held PENDING that completes, one denied, one refunded, or one
// whose recording failed after PayPal took the money.
func onCaptureEvent(app core.App, ev payments.CaptureEvent) error {
	find := byID("paypal", ev.Ref.ID, fieldProviderOrder, ev.PayPalOrderID)
	refund := ev.Type == payments.EventCaptureRefunded || ev.Type == payments.EventCaptureReversed
	if refund {
		d, err := find(app)
		if err != nil || d == nil {
			return err
		}
		if d.PaymentID() == "" {
			return errCaptureUnknown
		}
	}
	_, err := update(app, find, func(d *Donation) {
		what := "PayPal event " + ev.EventID + " (" + ev.Type + ")"
		ours := ev.CaptureID != "" && (d.PaymentID() == "" || ev.CaptureID == d.PaymentID())
		switch {
		case ev.Type == payments.EventCaptureCompleted, ev.Type == payments.EventCapturePending:
			result, err := payments.VerifyCapture(d.Charge(), d.ProviderOrderID(), ev.Capture())
			if err == nil {
				d.SetPaymentID(result.CaptureID)
			}
			applyCapture(d, result, err, what)
		case ev.Type == payments.EventCaptureDenied, ev.Type == payments.EventCaptureDeclined:
			if ours && ev.PayPalOrderID == d.ProviderOrderID() {
				fromPending(StatusFailed)(d)
			}
		case refund && ev.CaptureID == d.PaymentID():
			d.refund(ev.RefundID, ev.Amount)
		case refund:
			d.flag(what + " refunds capture " + ev.CaptureID + ", which is not this gift's.")
		}
	})
	return err
}

// ConfirmPayPalSubscription records the recurring gift of a subscription the
// donor approved in PayPal, after reading it from PayPal: it must be ACTIVE
// or APPROVED, on the plan named, and (when PayPal carries one) for this donor.
func (s *Service) ConfirmPayPalSubscription(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	var body struct {
		DonorID string `json:"donorId"`
		PlanID  string `json:"planId"`
		Choices
	}
	if err := readJSON(e, &body); err != nil {
		return err
	}
	// A subscription's amount is its PayPal plan's: no fee can be added.
	if err := body.checkAlone(e, ""); err != nil {
		return err
	}
	p, ok := findPlan(e.App, payments.PlanPayPalPlan, body.PlanID)
	if !ok {
		return fieldError("planId", "validation_unknown_plan", "Unknown subscription plan: choose one of the amounts offered.")
	}
	donor, err := findDonor(e.App, body.DonorID)
	if err != nil {
		return err
	}
	subscriptionID := e.Request.PathValue("id")
	if existing, err := byField("paypal", fieldSubscription, subscriptionID)(e.App); err != nil || existing != nil {
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
	donation, err := s.recordSubscription(e.App, donor.Id, p, sub.ID, body.Choices)
	if err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return subscribed(e, donation)
}

// Subscribed is the recurring gift a confirmed PayPal subscription made.
type Subscribed struct {
	ID     string `json:"id"`
	Status string `json:"status" tstype:"DonationStatus"`
}

func subscribed(e *core.RequestEvent, donation *Donation) error {
	return dataJSON(e, http.StatusCreated, Subscribed{ID: donation.Id, Status: donation.Status()})
}

// recordSubscription makes the active recurring donation of a verified PayPal
// subscription, once: a concurrent confirmation or webhook loses the unique
// index race and gets the first record.
func (s *Service) recordSubscription(app core.App, donorID string, p plan, subscriptionID string, choices Choices) (*Donation, error) {
	donation, err := createDonation(app, newDonation{
		donor: donorID, plan: p.ID, amount: p.Amount, rhythm: p.rhythm(), method: "paypal", provider: "paypal",
		status: StatusActive, subscriptionID: subscriptionID, test: s.gateways.Test(), running: true, choices: choices,
	})
	if err == nil {
		return donation, nil
	}
	if existing, findErr := byField("paypal", fieldSubscription, subscriptionID)(app); findErr == nil && existing != nil {
		return existing, nil
	}
	return nil, err
}

// onPayPalEvent follows recurring PayPal gifts from verified webhooks; the
// shop's events (orders, captures) are ignored here.
func (s *Service) onPayPalEvent(app core.App, ev *paypal.Event) error {
	switch ev.EventType {
	case "BILLING.SUBSCRIPTION.ACTIVATED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusActive)
	case "BILLING.SUBSCRIPTION.CANCELLED", "BILLING.SUBSCRIPTION.EXPIRED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusCancelled)
	case "BILLING.SUBSCRIPTION.SUSPENDED":
		return s.subscriptionChanged(app, ev.ResourceID, StatusSuspended)
	case "BILLING.SUBSCRIPTION.PAYMENT.FAILED":
		return s.payPalPaymentFailed(app, ev.Subscription)
	case "PAYMENT.SALE.REFUNDED", "PAYMENT.SALE.REVERSED":
		return saleRefunded(app, ev)
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
		_, err := update(app, byField("paypal", fieldSubscription, ev.BillingAgreementID), func(d *Donation) {
			if d.Status() == StatusPending || d.Status() == StatusPastDue {
				d.moveTo(StatusActive)
			}
			if d.countPaymentWithFee("sale:"+ev.ResourceID, ev.Amount, knownFee(ev.Fee, ev.FeeKnown)) {
				d.renewed(time.Time{})
			}
		})
		return err
	}
	return nil
}

// subscriptionChanged follows a PayPal subscription's status; a gift PayPal
// ends is mailed about unless the donor stopped it themselves.
func (s *Service) subscriptionChanged(app core.App, subscriptionID, status string) error {
	if status == StatusActive {
		if err := s.ensureSubscription(app, subscriptionID); err != nil {
			return err
		}
	}
	_, err := update(app, byField("paypal", fieldSubscription, subscriptionID), func(d *Donation) {
		if status == StatusCancelled {
			if d.endedByProvider("cancelled") {
				d.tell(endedMail(d, false))
			}
			return
		}
		if d.moveTo(status) {
			d.Set(fieldProviderStatus, status)
		}
	})
	return err
}

// ensureSubscription records a subscription PayPal reports before the
// donor's browser confirmed it (closed window, lost connection): PayPal is
// asked for it, and it is ours when its custom_id is a donor and its plan
// one of our plans. Anything else is left alone.
func (s *Service) ensureSubscription(app core.App, subscriptionID string) error {
	if existing, err := byField("paypal", fieldSubscription, subscriptionID)(app); err != nil || existing != nil {
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
	p, ok := findPlan(app, payments.PlanPayPalPlan, sub.PlanID)
	if !ok || sub.CustomID == "" {
		return nil
	}
	if _, err := app.FindRecordById(donorsCollection, sub.CustomID); err != nil {
		return nil
	}
	// The webhook knows no campaign: a subscription confirmed by the donor's
	// browser first keeps the one its form chose.
	_, err = s.recordSubscription(app, sub.CustomID, p, sub.ID, Choices{})
	return err
}

// saleRefunded books a refund (or a reversal) of a subscription payment: the
// recurring gift that counted the sale keeps going, its year loses the money
// (refundPayment), and the ledger and the year's annual receipt follow. A
// sale no gift counted is not a donation's.
func saleRefunded(app core.App, ev *paypal.Event) error {
	if ev.RefundedSaleID == "" {
		return nil
	}
	key := "sale:" + ev.RefundedSaleID
	amount := ev.Amount
	if amount < 0 { // PayPal writes a refund's total either way
		amount = -amount
	}
	_, err := update(app, byCountedPayment("paypal", key), func(d *Donation) {
		d.refundPayment(ev.ResourceID, amount, d.paymentAt(key))
	})
	return err
}
