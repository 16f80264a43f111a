package donate

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
)

const description = "Donation to the Amara Diallo Foundation"

// cardProvider names who holds the money: Stripe, or the TEST MODE demo.
func (s *Service) cardProvider() string {
	if s.gateways.DemoCard != nil {
		return "demo"
	}
	return "stripe"
}

// CheckoutSession is a card gift's checkout page, where the browser goes.
type CheckoutSession struct {
	SessionID string `json:"sessionId"`
	URL       string `json:"url"`
}

// sessionStarted answers {data:{sessionId,url}}, the spec's createCheckoutSession shape.
func sessionStarted(e *core.RequestEvent, session stripe.Session) error {
	return dataJSON(e, http.StatusOK, CheckoutSession{SessionID: session.ID, URL: session.URL})
}

// startFailed marks a donation whose provider call failed and answers 502.
func startFailed(e *core.RequestEvent, donation *Donation, what string, err error) error {
	e.App.Logger().Error("donate: "+what+" failed", "donation", donation.Id, "error", err)
	donation.moveTo(StatusFailed)
	if saveErr := e.App.Save(donation); saveErr != nil {
		e.App.Logger().Error("donate: could not mark a donation failed", "donation", donation.Id, "error", saveErr)
	}
	return apis.NewApiError(http.StatusBadGateway, "The payment could not be started. Please try again in a moment.", nil)
}

// openOneOff reads {amount (cents), donorId, method?} and records the
// pending one-off donation a provider call is about to pay; the method is
// one of methods (none given: the first).
func (s *Service) openOneOff(e *core.RequestEvent, provider string, methods ...string) (donor *core.Record, donation *Donation, err error) {
	var body struct {
		Amount  json.RawMessage `json:"amount"`
		DonorID string          `json:"donorId"`
		Method  string          `json:"method"`
		Choices
	}
	if err := readJSON(e, &body); err != nil {
		return nil, nil, err
	}
	amount, err := ParseAmount(body.Amount)
	method, methodErr := s.checkoutMethod(body.Method, methods)
	errs := validation.Errors{"amount": err, "method": methodErr}
	if err := body.check(e.App, method, errs); err != nil {
		return nil, nil, e.InternalServerError("", err)
	}
	if errs.Filter() != nil {
		return nil, nil, badFields(errs)
	}
	if donor, err = findDonor(e.App, body.DonorID); err != nil {
		return nil, nil, err
	}
	donation, err = createDonation(e.App, newDonation{
		donor: donor.Id, amount: amount, rhythm: "once", method: method, provider: provider, status: StatusPending,
		test: s.gateways.Test(), choices: body.Choices,
	})
	if err != nil {
		return nil, nil, e.InternalServerError("The donation could not be recorded.", err)
	}
	return donor, donation, nil
}

// checkoutMethod is the method a gift's body asked for among those its
// route takes ("": the first), SEPA only while it is on.
func (s *Service) checkoutMethod(asked string, methods []string) (string, error) {
	switch {
	case asked == "":
		return methods[0], nil
	case !slices.Contains(methods, asked):
		return "", validation.NewError("validation_invalid_method", "Choose one of the payment methods offered.")
	case asked == MethodSepa && !s.gateways.SepaOn():
		return "", validation.NewError("validation_method_off", "Direct debit is not offered at the moment: choose another payment method.")
	}
	return asked, nil
}

// UniqueCheckoutSession is createUniqueCheckoutSession: a one-off card (or,
// with method "sepa", SEPA Direct Debit) gift of {amount (cents), donorId}.
func (s *Service) UniqueCheckoutSession(e *core.RequestEvent) error {
	card, err := s.gateways.RequireCard()
	if err != nil {
		return err
	}
	donor, donation, err := s.openOneOff(e, s.cardProvider(), "card", MethodSepa)
	if err != nil {
		return err
	}
	session, err := card.CreatePaymentSession(e.Request.Context(), stripe.PaymentSessionParams{
		Amount: donation.Charged(), Currency: donation.Currency(), Description: description, DonationID: donation.Id,
		CustomerEmail: DonorOf(donor).Email, SuccessURL: s.thanksURL(donation), CancelURL: s.siteURL(cancelPath),
		IdempotencyKey: "donation-" + donation.Id, SepaDebit: donation.Method() == MethodSepa,
	})
	if err != nil {
		return startFailed(e, donation, "card checkout session", err)
	}
	donation.SetSession(session.ID)
	if err := e.App.Save(donation); err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return sessionStarted(e, session)
}

// SubscriptionCheckoutSession is createCheckoutSession: a recurring card (or,
// with method "sepa", SEPA Direct Debit) gift on the plan whose Stripe price
// is {priceId}, or of any {amount (cents), interval ("week" or "month")},
// which Stripe prices inline.
func (s *Service) SubscriptionCheckoutSession(e *core.RequestEvent) error {
	card, err := s.gateways.RequireCard()
	if err != nil {
		return err
	}
	var body struct {
		PriceID  string          `json:"priceId"`
		Amount   json.RawMessage `json:"amount"`
		Interval string          `json:"interval"`
		DonorID  string          `json:"donorId"`
		Method   string          `json:"method"`
		Choices
	}
	if err := readJSON(e, &body); err != nil {
		return err
	}
	if err := body.checkAlone(e, "card"); err != nil {
		return err
	}
	method, err := s.checkoutMethod(body.Method, []string{"card", MethodSepa})
	if err != nil {
		return badFields(validation.Errors{"method": err})
	}
	gift, err := recurringGift(e.App, body.PriceID, body.Amount, body.Interval)
	if err != nil {
		return err
	}
	donor, err := findDonor(e.App, body.DonorID)
	if err != nil {
		return err
	}
	donation, err := createDonation(e.App, newDonation{
		donor: donor.Id, plan: gift.ID, amount: gift.Amount, rhythm: gift.rhythm(), method: method, provider: s.cardProvider(), status: StatusPending,
		test: s.gateways.Test(), choices: body.Choices,
	})
	if err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	params := stripe.SubscriptionSessionParams{
		PriceID: gift.StripePriceID, Description: description, DonationID: donation.Id, CustomerEmail: DonorOf(donor).Email,
		SuccessURL: s.thanksURL(donation), CancelURL: s.siteURL(cancelPath), IdempotencyKey: "donation-" + donation.Id,
		SepaDebit: method == MethodSepa,
	}
	// A plan's price is its amount alone: a gift covering its fee is
	// priced inline at amount and fee, which every renewal charges.
	if gift.StripePriceID == "" || donation.CoveredFee() > 0 {
		params.PriceID, params.Amount, params.Interval = "", donation.Charged(), gift.Interval
	}
	session, err := card.CreateSubscriptionSession(e.Request.Context(), params)
	if err != nil {
		return startFailed(e, donation, "card subscription session", err)
	}
	donation.SetSession(session.ID)
	if err := e.App.Save(donation); err != nil {
		return e.InternalServerError("The donation could not be recorded.", err)
	}
	return sessionStarted(e, session)
}

// recurringGift is the plan a recurring card gift asks for: a seeded plan
// by its Stripe price, or a custom amount and interval (a plan without id,
// whose price Stripe makes from the amount).
func recurringGift(app core.App, priceID string, rawAmount json.RawMessage, interval string) (plan, error) {
	if priceID != "" {
		p, ok := findPlan(app, payments.PlanStripePrice, priceID)
		if !ok {
			return plan{}, fieldError("priceId", "validation_unknown_plan", "Unknown subscription plan: choose one of the amounts offered.")
		}
		return p, nil
	}
	errs := validation.Errors{}
	amount, err := ParseAmount(rawAmount)
	if err != nil {
		errs["amount"] = err
	}
	if interval != "week" && interval != "month" {
		errs["interval"] = validation.NewError("validation_invalid_interval", "Choose a weekly or a monthly gift.")
	}
	if len(errs) > 0 {
		return plan{}, badFields(errs)
	}
	return plan{Amount: amount, Interval: interval}, nil
}

// initialPayment is the key of a gift's first payment, whichever event
// reports it (checkout completion or the first invoice).
const initialPayment = "initial"

// onCardEvent settles card donations from verified Stripe (or demo) events.
// Each case is idempotent and order-independent; events for anything that
// is not a card donation are ignored.
func (s *Service) onCardEvent(app core.App, ev stripe.Event) error {
	var err error
	switch ev.Type {
	case "checkout.session.completed", "checkout.session.async_payment_succeeded":
		if ev.Session != nil && ev.Session.Mode == "setup" {
			err = s.cardSaved(app, ev.Session)
			break
		}
		err = s.sessionSettled(app, ev.Session, creditedAt(ev))
	case "checkout.session.async_payment_failed":
		err = s.sessionEnded(app, ev.Session, StatusFailed)
	case "checkout.session.expired":
		err = s.sessionEnded(app, ev.Session, StatusExpired)
	case "invoice.paid":
		err = s.invoicePaid(app, ev.Invoice, creditedAt(ev))
	case "charge.succeeded":
		err = chargeSucceeded(app, ev.Charge)
	case "invoice.payment_failed":
		err = s.invoiceFailed(app, ev.Invoice)
	case "customer.subscription.deleted":
		err = s.subscriptionDeleted(app, ev.Subscription)
	case "charge.refunded":
		err = chargeRefunded(app, ev.Charge)
	}
	return err
}

// chargeRefunded books what a charge's refunds gave back since the last
// event: Stripe reports each charge's refunds as a running total, so each
// total is one key ("ch_…@1500") and its difference with the total booked
// before is the refund. A one-off gift is found by its PaymentIntent; a
// renewal by the invoice it paid, else (newer API versions name no invoice)
// as the only recurring card gift of the charge's customer, the payment then
// dated by the charge.
func chargeRefunded(app core.App, ch *stripe.Charge) error {
	if ch == nil || ch.AmountRefunded <= 0 {
		return nil
	}
	refundKey := chargeRefundKey(ch.ID, ch.AmountRefunded)
	if ch.PaymentIntentID != "" {
		d, err := update(app, byField(stripeGifts, fieldProviderPayment, ch.PaymentIntentID), func(d *Donation) {
			if !d.Recurring() {
				d.refund(refundKey, ch.AmountRefunded-d.refundedOfCharge(ch.ID))
			}
		})
		if err != nil || (d != nil && !d.Recurring()) {
			return err
		}
	}
	paymentKey, find := "", byRecurringCustomer(ch.CustomerID)
	if ch.InvoiceID != "" {
		paymentKey = "invoice:" + ch.InvoiceID
		find = byCountedPayment(stripeGifts, paymentKey)
	}
	_, err := update(app, find, func(d *Donation) {
		paidAt := d.paymentAt(paymentKey)
		if paidAt.IsZero() {
			paidAt, _ = types.ParseDateTime(ch.Created)
		}
		d.refundPayment(refundKey, ch.AmountRefunded-d.refundedOfCharge(ch.ID), paidAt)
	})
	return err
}

// chargeRefundKey is the refund key of a charge's refunds at their running
// total: what Stripe's event and the desk's own refund (Refund) both book.
func chargeRefundKey(chargeID string, total money.Cents) string {
	return chargeID + "@" + strconv.FormatInt(int64(total), 10)
}

// refundedOfCharge is the running total of refunds of charge chargeID the
// gift booked (chargeRefunded's keys).
func (d *Donation) refundedOfCharge(chargeID string) money.Cents {
	var most money.Cents
	for _, key := range d.GetStringSlice(fieldCountedRefunds) {
		if total, ok := strings.CutPrefix(key, chargeID+"@"); ok {
			if n, err := strconv.ParseInt(total, 10, 64); err == nil && money.Cents(n) > most {
				most = money.Cents(n)
			}
		}
	}
	return most
}

func sessionFinder(cs *stripe.CheckoutSession) finder {
	return byID(stripeGifts, cs.DonationID, fieldSession, cs.ID)
}

// collects reports whether a payment a provider reports is exactly what the
// gift asked for (its amount and the fee its donor covered); if not it
// flags the gift for the staff, and the payment is not counted: the
// provider said so, but not for this amount or currency.
func collects(d *Donation, provider, what string, amount money.Cents, currency string) bool {
	if amount == d.Charged() && strings.EqualFold(currency, d.Currency()) {
		return true
	}
	d.flag(fmt.Sprintf("%s collected %s %s; the gift is %s. Not counted: check it in %s.",
		what, amount.Decimal(), strings.ToUpper(currency), d.Charged().French(), provider))
	return false
}

// creditedAt is when the money of a payment event arrived: the moment
// Stripe says a delayed payment (a SEPA debit) succeeded, which is the
// event's own, or an invoice's paid_at; zero (now) for a card's checkout,
// paid as the donor left it. A late-December debit reported in January is
// thus counted, in the ledger and on receipts, in the year it was credited.
func creditedAt(ev stripe.Event) time.Time {
	switch {
	case ev.Invoice != nil && !ev.Invoice.PaidAt.IsZero():
		return ev.Invoice.PaidAt
	case ev.Type == "checkout.session.async_payment_succeeded" && ev.Created > 0:
		return time.Unix(ev.Created, 0).UTC()
	}
	return time.Time{}
}

// creditDate is t as a record's date, now when t is zero.
func creditDate(t time.Time) types.DateTime {
	if t.IsZero() {
		return types.NowDateTime()
	}
	dt, _ := types.ParseDateTime(t)
	return dt
}

// sessionSettled marks a completed checkout: paid only once the money is
// secured (payment_status paid) for exactly the gift's amount and currency,
// counted as arrived at credited (zero: now); a subscription becomes
// active. A checkout completed with its money still on the way (a SEPA
// debit) leaves the gift processing until Stripe reports the debit.
func (s *Service) sessionSettled(app core.App, cs *stripe.CheckoutSession, credited time.Time) error {
	if cs == nil {
		return nil
	}
	secured := cs.PaymentStatus == "paid" || cs.PaymentStatus == "no_payment_required"
	_, err := update(app, sessionFinder(cs), func(d *Donation) {
		d.SetSubscription(cs.SubscriptionID)
		d.SetPaymentID(cs.PaymentIntentID)
		d.SetCustomer(cs.CustomerID)
		if !secured {
			fromPending(StatusProcessing)(d) // its own event follows: async_payment_succeeded or _failed
			return
		}
		if !collects(d, "Stripe", "Stripe checkout "+cs.ID, cs.AmountTotal, cs.Currency) {
			return
		}
		if cs.Mode == "subscription" {
			d.moveTo(StatusActive)
			if d.NextPaymentAt().IsZero() {
				d.renewed(time.Time{})
			}
		} else {
			d.moveTo(StatusPaid)
		}
		d.countPaymentAt(initialPayment, cs.AmountTotal, creditDate(credited))
	})
	return err
}

// sessionEnded fails or expires a checkout that brought no money: one still
// pending, or (a debit that bounced) processing.
func (s *Service) sessionEnded(app core.App, cs *stripe.CheckoutSession, status string) error {
	if cs == nil {
		return nil
	}
	_, err := update(app, sessionFinder(cs), func(d *Donation) {
		if d.Status() == StatusPending || (d.Status() == StatusProcessing && status == StatusFailed) {
			d.moveTo(status)
		}
	})
	return err
}

func invoiceFinder(inv *stripe.Invoice) finder {
	return byID(stripeGifts, inv.DonationID, fieldSubscription, inv.SubscriptionID)
}

// invoicePaid counts one payment of a recurring gift, as arrived at
// credited (zero: now); the first invoice is the same payment as the
// checkout's completion, so it shares its key.
func (s *Service) invoicePaid(app core.App, inv *stripe.Invoice, credited time.Time) error {
	if inv == nil {
		return nil
	}
	key := "invoice:" + inv.ID
	if inv.BillingReason == "subscription_create" {
		key = initialPayment
	}
	_, err := update(app, invoiceFinder(inv), func(d *Donation) {
		d.SetSubscription(inv.SubscriptionID)
		if !collects(d, "Stripe", "Stripe invoice "+inv.ID, inv.AmountPaid, inv.Currency) {
			return
		}
		d.moveTo(StatusActive)
		if d.countPaymentAt(key, inv.AmountPaid, creditDate(credited)) || !inv.PeriodEnd.IsZero() {
			d.renewed(inv.PeriodEnd)
		}
	})
	return err
}
