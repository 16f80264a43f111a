package reconcile

import (
	"context"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/payments/paypal"
)

// stripeEvents are the event types the card handlers act on.
var stripeEvents = []string{
	"checkout.session.completed", "checkout.session.async_payment_succeeded", "checkout.session.async_payment_failed",
	"checkout.session.expired", "invoice.paid", "invoice.payment_failed", "customer.subscription.deleted", "charge.refunded", "charge.succeeded",
	"charge.dispute.created", "charge.dispute.updated", "charge.dispute.closed", "charge.dispute.funds_withdrawn", "charge.dispute.funds_reinstated",
}

// stripe lists the card events since the window start and dispatches each:
// one already handled changes nothing; one that never arrived (or failed)
// is applied now, and is a repair.
func (r *Reconciler) stripe(ctx context.Context, app core.App, res *Result) {
	card := r.gateways.Card
	if card == nil {
		return
	}
	events, err := card.ListEvents(ctx, res.Since, stripeEvents)
	if err != nil {
		res.Problems = append(res.Problems, "Stripe could not be asked for its events: "+err.Error())
		return
	}
	res.Looked.StripeEvents = len(events)
	for _, ev := range events {
		ran, err := r.gateways.DispatchCard(app, ev.Event, ev.Payload)
		switch {
		case err != nil:
			res.Problems = append(res.Problems, "Stripe event "+ev.Event.ID+" ("+ev.Event.Type+"): "+err.Error())
		case ran:
			res.Repaired = append(res.Repaired, "Stripe event "+ev.Event.ID+" ("+ev.Event.Type+") applied")
		}
	}
}

// paypal asks PayPal for each running subscription: an end we missed, and
// every completed payment since the window start not counted yet, each fed
// to the PayPal handlers as the webhook PayPal would have sent.
func (r *Reconciler) paypal(ctx context.Context, app core.App, res *Result, now time.Time) {
	pp := r.gateways.PayPal
	if pp == nil {
		return
	}
	gifts, err := donate.RunningPayPalGifts(app)
	if err != nil {
		res.Problems = append(res.Problems, "the PayPal gifts could not be read: "+err.Error())
		return
	}
	for _, d := range gifts {
		res.Looked.PayPalSubscriptions++
		subID := d.SubscriptionID()
		txns, err := pp.ListSubscriptionTransactions(ctx, subID, res.Since, now)
		if err != nil {
			res.Problems = append(res.Problems, "PayPal subscription "+subID+": "+err.Error())
			continue
		}
		for _, t := range txns {
			if t.Status != "COMPLETED" || d.Counted("sale:"+t.ID) {
				continue
			}
			r.applySale(app, res, d, &paypal.Event{
				ID: "reconcile:sale:" + t.ID, EventType: "PAYMENT.SALE.COMPLETED", ResourceType: "sale", ResourceID: t.ID,
				ResourceStatus: "completed", BillingAgreementID: subID, Amount: t.Amount, Currency: t.Currency,
			})
		}
		sub, err := pp.GetSubscription(ctx, subID)
		if err != nil {
			res.Problems = append(res.Problems, "PayPal subscription "+subID+": "+err.Error())
			continue
		}
		if missed := missedStatus(d, sub.Status); missed != "" {
			r.apply(app, res, &paypal.Event{
				ID: "reconcile:" + subID + ":" + missed, EventType: "BILLING.SUBSCRIPTION." + missed, ResourceType: "subscription",
				ResourceID: subID, ResourceStatus: sub.Status, Subscription: sub,
			}, "PayPal subscription "+subID+" is "+strings.ToLower(sub.Status)+": recorded")
		}
	}
}

// missedStatus is the PayPal status a gift has not followed yet (an end, a
// suspension), or "".
func missedStatus(d *donate.Donation, status string) string {
	switch {
	case (status == "CANCELLED" || status == "EXPIRED") && d.Status() != donate.StatusCancelled:
		return status
	case status == "SUSPENDED" && d.Status() != donate.StatusSuspended && !d.Paused(): // a pause suspends on purpose
		return status
	}
	return ""
}

// applySale feeds a payment the webhook missed to d's handlers: counted, it
// is repaired; refused (a sum that is not the gift's, which flags the
// gift), it is a problem for the treasurer, never reported as counted.
func (r *Reconciler) applySale(app core.App, res *Result, d *donate.Donation, ev *paypal.Event) {
	what := "PayPal payment " + ev.ResourceID + " of subscription " + ev.BillingAgreementID
	if !r.dispatch(app, res, ev, what) {
		return
	}
	after, err := donate.FindDonation(app, d.Id)
	switch {
	case err != nil:
		res.Problems = append(res.Problems, what+": "+err.Error())
	case !after.Counted("sale:" + ev.ResourceID):
		res.Problems = append(res.Problems, what+" was not counted: PayPal took another sum than the gift's; the gift is flagged for checking")
	default:
		res.Repaired = append(res.Repaired, what+" counted")
	}
}

func (r *Reconciler) apply(app core.App, res *Result, ev *paypal.Event, repaired string) {
	if r.dispatch(app, res, ev, repaired) {
		res.Repaired = append(res.Repaired, repaired)
	}
}

// dispatch feeds ev to the PayPal handlers: true when they ran it; an error is a problem named by what.
func (r *Reconciler) dispatch(app core.App, res *Result, ev *paypal.Event, what string) bool {
	ran, err := r.gateways.DispatchPayPal(app, ev, nil)
	if err != nil {
		res.Problems = append(res.Problems, what+": "+err.Error())
		return false
	}
	return ran
}
