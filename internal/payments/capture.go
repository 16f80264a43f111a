package payments

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// Charge is what a domain expects a PayPal order to pay: the record it pays
// (the reference also goes on PayPal's order as custom_id), the exact amount
// and currency, and the words the payer sees.
type Charge struct {
	Ref         Reference
	Amount      money.Cents
	Currency    string
	Description string
}

// Capture statuses PayPal gives a capture, as Captured.Status carries them.
const (
	CaptureCompleted = "COMPLETED"
	CapturePending   = "PENDING" // e.g. an eCheck, or a review by PayPal: the money is not there yet
	CaptureDeclined  = "DECLINED"
	CaptureFailed    = "FAILED"
)

// Captured is a capture verified against its charge: the right PayPal order,
// reference, amount and currency. Only a COMPLETED one is money received.
type Captured struct {
	PayPalOrderID string
	CaptureID     string
	Status        string
	Amount        money.Cents
	Currency      string
	// Test is true when the TEST MODE gateway "captured" it: no money moved.
	Test bool
	// Fee is PayPal's fee, when FeeKnown.
	Fee      money.Cents
	FeeKnown bool
}

// Completed reports money received.
func (c Captured) Completed() bool { return c.Status == CaptureCompleted }

// ErrMismatch means PayPal's answer does not pay this charge exactly: another
// PayPal order or reference, another amount or currency, or no capture. It is
// never booked.
var ErrMismatch = errors.New("payments: the PayPal payment does not match what was asked")

// VerifyCapture is the one rule every PayPal capture goes through, whether it
// comes from our capture call, a read of the order or a verified webhook.
func VerifyCapture(c Charge, paypalOrderID string, got *paypal.Capture) (Captured, error) {
	switch {
	case got == nil:
		return Captured{}, fmt.Errorf("%w: no capture", ErrMismatch)
	case paypalOrderID == "" || got.OrderID != paypalOrderID:
		return Captured{}, fmt.Errorf("%w: PayPal order %q, want %q", ErrMismatch, got.OrderID, paypalOrderID)
	case got.CustomID != "" && ParseReference(got.CustomID) != c.Ref:
		return Captured{}, fmt.Errorf("%w: reference %q, want %q", ErrMismatch, got.CustomID, c.Ref)
	case got.CaptureID == "":
		return Captured{}, fmt.Errorf("%w: PayPal order %s is not captured (status %q)", ErrMismatch, got.OrderID, got.OrderStatus)
	case !strings.EqualFold(got.Currency, c.Currency):
		return Captured{}, fmt.Errorf("%w: currency %q, want %s", ErrMismatch, got.Currency, c.Currency)
	case got.Amount != c.Amount:
		return Captured{}, fmt.Errorf("%w: captured %s, want %s", ErrMismatch, got.Amount.Decimal(), c.Amount.Decimal())
	}
	switch got.CaptureStatus {
	case CaptureCompleted, CapturePending, CaptureDeclined, CaptureFailed:
	default:
		return Captured{}, fmt.Errorf("%w: capture %s has status %q", ErrMismatch, got.CaptureID, got.CaptureStatus)
	}
	return Captured{PayPalOrderID: got.OrderID, CaptureID: got.CaptureID, Status: got.CaptureStatus, Amount: got.Amount, Currency: strings.ToUpper(got.Currency),
		Fee: got.Fee, FeeKnown: got.FeeKnown}, nil
}

// OpenPayPalOrder creates the PayPal order the payer approves. Its
// PayPal-Request-Id is derived from the reference, so a retry after a timeout
// gets the same PayPal order back instead of a second one.
func (s *Service) OpenPayPalOrder(ctx context.Context, c Charge) (string, error) {
	gateway, err := s.RequirePayPal()
	if err != nil {
		return "", err
	}
	order, err := gateway.CreateOrder(ctx, paypal.CreateOrderInput{
		Amount: c.Amount, Currency: c.Currency, ReferenceID: c.Ref.ID, CustomID: c.Ref.String(), Description: c.Description,
	}, "open-"+c.Ref.String())
	if err != nil {
		return "", PayPalAnswer(err)
	}
	return order.ID, nil
}

// CapturePayPal captures the charge's PayPal order on the server and verifies
// PayPal's answer. An order captured before (another tab, a lost answer) is
// read instead. Provider refusals come back as PayPalAnswer's API errors; a
// capture that does not match comes back wrapping ErrMismatch.
func (s *Service) CapturePayPal(ctx context.Context, c Charge, paypalOrderID string) (Captured, error) {
	gateway, err := s.RequirePayPal()
	if err != nil {
		return Captured{}, err
	}
	got, err := gateway.CaptureOrder(ctx, paypalOrderID, "capture-"+paypalOrderID)
	if paypal.HasIssue(err, paypal.IssueOrderAlreadyCaptured) {
		got, err = gateway.GetOrder(ctx, paypalOrderID)
	}
	if err != nil {
		return Captured{}, PayPalAnswer(err)
	}
	captured, err := VerifyCapture(c, paypalOrderID, got)
	captured.Test = s.Test()
	return captured, err
}

// PayPalAnswer turns a PayPal error into the one set of answers the payer
// sees, whichever page called. INSTRUMENT_DECLINED carries data.issue so the
// PayPal buttons let the buyer pick another funding source.
func PayPalAnswer(err error) error {
	var apiErr *router.ApiError
	if errors.As(err, &apiErr) {
		return apiErr // already an answer (e.g. PayPal unavailable)
	}
	switch {
	case paypal.HasIssue(err, paypal.IssueInstrumentDeclined):
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal declined this payment method. Please choose another one.",
			validation.Errors{"issue": validation.NewError(paypal.IssueInstrumentDeclined, "Choose another funding source.")})
	case paypal.HasIssue(err, paypal.IssueOrderNotApproved):
		return apis.NewApiError(http.StatusUnprocessableEntity, "The payment has not been approved in PayPal yet.", nil)
	case errors.Is(err, paypal.ErrUnprocessable), errors.Is(err, paypal.ErrNotFound):
		return apis.NewApiError(http.StatusUnprocessableEntity, "PayPal refused this payment. Nothing was charged.", nil)
	}
	return apis.NewApiError(http.StatusBadGateway, "PayPal could not be reached. Please try again in a moment.", nil)
}

// RefundPayPal gives back amount of a capture through PayPal and checks the
// answer: a refund of exactly that amount and currency, COMPLETED or
// PENDING. requestID makes a repeated call (a double click, two staff
// members at once) return the same refund.
func (s *Service) RefundPayPal(ctx context.Context, captureID string, amount money.Cents, currency, requestID string) (*paypal.Refund, error) {
	gateway, err := s.RequirePayPal()
	if err != nil {
		return nil, err
	}
	refund, err := gateway.RefundCapture(ctx, captureID, amount, currency, requestID)
	switch {
	case paypal.HasIssue(err, paypal.IssueRefundAmountExceeded), paypal.HasIssue(err, paypal.IssueCaptureFullyRefunded):
		return nil, apis.NewApiError(http.StatusUnprocessableEntity, "PayPal refused: this is more than is left to refund on the payment.", nil)
	case err != nil:
		return nil, PayPalAnswer(err)
	case refund.Amount != amount || !strings.EqualFold(refund.Currency, currency) ||
		(refund.Status != CaptureCompleted && refund.Status != CapturePending):
		return nil, fmt.Errorf("%w: refund %s is %s %s %s, asked %s %s", ErrMismatch, refund.ID, refund.Status,
			refund.Amount.Decimal(), refund.Currency, amount.Decimal(), currency)
	}
	return refund, nil
}
