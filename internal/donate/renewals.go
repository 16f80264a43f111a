package donate

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
	"foundation/internal/records"
)

// nextAfter is when a gift of rhythm paid at from is due again: the
// estimate shown until the provider says (an invoice's period end).
func nextAfter(rhythm string, from time.Time) time.Time {
	if rhythm == "weekly" {
		return from.AddDate(0, 0, 7)
	}
	return from.AddDate(0, 1, 0)
}

// renewed notes a payment of a running recurring gift: the provider says
// it is active, the last problem is over, the next payment is due at next
// (or one period from now when the provider does not say).
func (d *Donation) renewed(next time.Time) {
	if next.IsZero() {
		next = nextAfter(d.Rhythm(), time.Now())
	}
	d.Set(fieldProviderStatus, "active")
	d.Set(fieldPaymentProblem, "")
	d.Set(fieldNextPaymentAt, next)
}

// renewalFailed notes one failed renewal, once per key (an invoice attempt,
// a PayPal failure count), and reports whether it is new and the gift now
// past due: the donor is mailed once per failure, never for a stopped gift.
func (d *Donation) renewalFailed(key, problem string, retryAt time.Time) bool {
	if !records.AddKey(d.Record, fieldCountedFailures, key) || !d.moveTo(StatusPastDue) {
		return false
	}
	d.Set(fieldProviderStatus, "past_due")
	d.Set(fieldPaymentProblem, problem)
	d.Set(fieldNextPaymentAt, retryAt)
	return true
}

// endedByProvider cancels a gift the provider stopped and reports whether
// it was running until now (a gift the donor stopped is already cancelled,
// and was told so).
func (d *Donation) endedByProvider(providerStatus string) bool {
	running := d.Status() != StatusCancelled && d.moveTo(StatusCancelled)
	d.Set(fieldProviderStatus, providerStatus)
	d.Set(fieldNextPaymentAt, "")
	return running
}

// cardProblem is a decline reason in the donor's words.
func cardProblem(reason string) string {
	if reason = strings.TrimSpace(reason); reason != "" {
		return reason
	}
	return "Your bank refused the payment."
}

// payPalProblems are PayPal's reason codes for a failed subscription
// payment, in the donor's words.
var payPalProblems = map[string]string{
	"PAYMENT_DENIED":                       "PayPal refused the payment.",
	"INTERNAL_SERVER_ERROR":                "PayPal could not take the payment because of a problem on its side.",
	"PAYEE_ACCOUNT_RESTRICTED":             "PayPal could not take the payment because of a problem on the foundation's account.",
	"PAYER_ACCOUNT_RESTRICTED":             "Your PayPal account is restricted.",
	"PAYER_CANNOT_PAY":                     "Your PayPal account cannot pay at the moment.",
	"SENDING_LIMIT_EXCEEDED":               "The payment is above your PayPal sending limit.",
	"TRANSACTION_RECEIVING_LIMIT_EXCEEDED": "PayPal could not take the payment: a limit was reached.",
	"CURRENCY_MISMATCH":                    "PayPal could not take the payment in euros.",
}

func payPalProblem(code string) string {
	if p, ok := payPalProblems[code]; ok {
		return p
	}
	return "PayPal could not take the payment."
}

// invoiceFailed fails a gift whose first payment failed; a failed renewal
// makes it past due, and the donor is told why, when Stripe will try again
// and where to give a new card.
func (s *Service) invoiceFailed(app core.App, inv *stripe.Invoice) error {
	if inv == nil {
		return nil
	}
	_, err := update(app, invoiceFinder(inv), func(d *Donation) {
		if d.Status() == StatusPending || d.Status() == StatusProcessing { // the first debit or card payment
			d.moveTo(StatusFailed)
			return
		}
		if d.renewalFailed("invoice:"+inv.ID+":"+strconv.Itoa(inv.AttemptCount), cardProblem(inv.FailureMessage), inv.NextPaymentAttempt) {
			d.tell(renewalFailedMail(d))
		}
	})
	return err
}

// subscriptionDeleted ends a card gift Stripe cancelled (after its last
// retry, or from its dashboard); the donor hears of it unless they stopped
// it themselves.
func (s *Service) subscriptionDeleted(app core.App, sub *stripe.Subscription) error {
	if sub == nil {
		return nil
	}
	_, err := update(app, byID(stripeGifts, sub.DonationID, fieldSubscription, sub.ID), func(d *Donation) {
		d.SetSubscription(sub.ID)
		if d.endedByProvider(sub.Status) {
			d.tell(endedMail(d, sub.CancellationReason == "payment_failed"))
		}
	})
	return err
}

// payPalPaymentFailed is BILLING.SUBSCRIPTION.PAYMENT.FAILED: as a failed
// card renewal, once per failure PayPal counts.
func (s *Service) payPalPaymentFailed(app core.App, sub *paypal.Subscription) error {
	if sub == nil {
		return nil
	}
	key := "paypal:" + strconv.Itoa(sub.FailedPaymentsCount) + ":" + sub.LastFailedAt.UTC().Format(time.RFC3339)
	_, err := update(app, byField("paypal", fieldSubscription, sub.ID), func(d *Donation) {
		if d.renewalFailed(key, payPalProblem(sub.LastFailedReason), sub.NextBillingTime) {
			d.tell(renewalFailedMail(d))
		}
	})
	return err
}

// cardSaved makes the card a donor saved (Checkout in setup mode) the
// default of their subscription, so the next renewal and Stripe's next
// retry use it.
func (s *Service) cardSaved(app core.App, cs *stripe.CheckoutSession) error {
	if cs.SetupIntentID == "" || cs.SubscriptionToUpdate == "" || s.gateways.Card == nil {
		return nil
	}
	d, err := byID(stripeGifts, cs.DonationID, fieldSubscription, cs.SubscriptionToUpdate)(app)
	if err != nil || d == nil {
		return err
	}
	_, err = s.gateways.Card.UseSetupForSubscription(context.Background(), cs.SetupIntentID, cs.SubscriptionToUpdate, "card-saved-"+cs.ID)
	return err
}
