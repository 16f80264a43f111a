package donate

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
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

// PayPalSubscription is a recurring PayPal gift the server opened: the
// subscription PayPal's buttons show the donor (createSubscription) and the
// pending gift its confirmation activates.
type PayPalSubscription struct {
	SubscriptionID string `json:"subscriptionId"`
	DonationID     string `json:"donationId"`
}

// CreatePayPalSubscription opens a recurring PayPal gift of {planId,
// donorId, choices} at a price the server decides: the plan's amount and,
// for a donor covering the fees, the fee by the PayPal rule (coverFee, as
// every covered fee). PayPal creates the subscription on the plan with its
// regular cycle priced at that sum (a plan override) and custom_id the
// donor; the gift waits pending until the donor approves it and
// ConfirmPayPalSubscription finds PayPal's subscription at that price.
func (s *Service) CreatePayPalSubscription(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	body, p, donor, err := readSubscriptionBody(e)
	if err != nil {
		return err
	}
	donation, err := createDonation(e.App, newDonation{
		donor: donor.Id, plan: p.ID, amount: p.Amount, rhythm: p.rhythm(), method: "paypal", provider: "paypal",
		status: StatusPending, test: s.gateways.Test(), choices: body.Choices,
	})
	if err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	sub, err := gateway.CreateSubscription(e.Request.Context(), paypal.CreateSubscriptionInput{
		PlanID: p.PayPalPlanID, CustomID: donor.Id, Amount: donation.Charged(), Currency: donation.Currency(),
	}, "donation-"+donation.Id)
	if err != nil {
		return startFailed(e, donation, "PayPal subscription", err)
	}
	donation.Set(fieldSubscription, sub.ID)
	if err := e.App.Save(donation); err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return dataJSON(e, http.StatusCreated, PayPalSubscription{SubscriptionID: sub.ID, DonationID: donation.Id})
}

// subscriptionBody is what both PayPal subscription routes read.
type subscriptionBody struct {
	DonorID string `json:"donorId"`
	PlanID  string `json:"planId"`
	Choices
}

// readSubscriptionBody reads {planId, donorId, choices}: its PayPal plan
// offered and its donor, or the answer to give.
func readSubscriptionBody(e *core.RequestEvent) (body subscriptionBody, p plan, donor *core.Record, err error) {
	if err = readJSON(e, &body); err != nil {
		return body, p, nil, err
	}
	if err = body.checkAlone(e, "paypal"); err != nil {
		return body, p, nil, err
	}
	p, ok := findPlan(e.App, payments.PlanPayPalPlan, body.PlanID)
	if !ok {
		return body, p, nil, fieldError("planId", "validation_unknown_plan", "Unknown subscription plan: choose one of the amounts offered.")
	}
	donor, err = findDonor(e.App, body.DonorID)
	return body, p, donor, err
}

// errFeesNeedOurSubscription refuses a fee on a subscription PayPal's
// buttons made from the plan alone: only one the server opened carries it.
var errFeesNeedOurSubscription = validation.NewError("validation_fees_not_offered",
	"This PayPal subscription was made at the plan's amount: open it through the site to cover the fees.")

// ConfirmPayPalSubscription records the recurring gift of a subscription the
// donor approved in PayPal, after reading it from PayPal: it must be ACTIVE
// or APPROVED, on the plan named, and (when PayPal carries one) for this
// donor. A subscription the server opened (CreatePayPalSubscription) must
// also charge exactly the price the server set on it (the amount and the
// fee covered); its pending gift then becomes active.
func (s *Service) ConfirmPayPalSubscription(e *core.RequestEvent) error {
	gateway, err := s.gateways.RequirePayPal()
	if err != nil {
		return err
	}
	body, p, donor, err := readSubscriptionBody(e)
	if err != nil {
		return err
	}
	subscriptionID := e.Request.PathValue("id")
	opened, err := byField("paypal", fieldSubscription, subscriptionID)(e.App)
	switch {
	case err != nil:
		return e.InternalServerError("", err)
	case opened != nil && opened.Status() != StatusPending:
		return subscribed(e, opened)
	case opened == nil && body.CoverFees:
		// A subscription PayPal's buttons made from the plan: its amount is the plan's.
		return badFields(validation.Errors{fieldCoverFees: errFeesNeedOurSubscription})
	case opened != nil && (opened.GetString(fieldDonor) != donor.Id || opened.GetString(fieldPlan) != p.ID):
		return apis.NewBadRequestError("This PayPal subscription was opened for another gift.", nil)
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
	if opened != nil {
		return s.activateOpened(e, opened, sub)
	}
	donation, err := s.recordSubscription(e.App, donor.Id, p, sub.ID, body.Choices)
	if err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return subscribed(e, donation)
}

// activateOpened makes active the pending gift of a subscription the server
// opened, once PayPal's copy charges each payment exactly what the gift
// asks (its amount and the fee covered, in EUR); another price is flagged
// for the staff and the gift stays pending.
func (s *Service) activateOpened(e *core.RequestEvent, opened *Donation, sub *paypal.Subscription) error {
	priced := sub.Amount == opened.Charged() && strings.EqualFold(sub.Currency, opened.Currency())
	donation, err := update(e.App, byField("paypal", fieldSubscription, sub.ID), func(d *Donation) {
		switch {
		case !priced:
			d.flag("PayPal subscription " + sub.ID + " charges " + sub.Amount.French() + " " + sub.Currency +
				"; the gift asks " + d.Charged().French() + ". Not activated: check it in PayPal.")
		case d.Status() == StatusPending && d.moveTo(StatusActive):
			d.renewed(time.Time{})
		}
	})
	switch {
	case err != nil || donation == nil:
		return e.InternalServerError("The donation could not be recorded.", err)
	case !priced:
		return unverified()
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
			// Each payment is the amount and the fee covered, as the
			// subscription was priced: another sum is the staff's to check.
			if !collects(d, "PayPal", "PayPal sale "+ev.ResourceID, ev.Amount, ev.Currency) {
				return
			}
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
		// A gift paused here is suspended at PayPal on purpose: it stays
		// active, no renewal expected, nothing for the staff to chase.
		if status == StatusSuspended && d.Paused() {
			d.Set(fieldProviderStatus, status)
			return
		}
		// A gift the server opened waits for its donor's confirmation or
		// its first sale, both checked against its price.
		if status == StatusActive && d.Status() == StatusPending {
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
