package donate

import (
	"errors"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/ledger"
	"foundation/internal/money"
	"foundation/internal/notify"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
	"foundation/internal/records"
)

// DisputesCollection holds one row per provider dispute
// (internal/schema/1735640000_disputes.go).
const DisputesCollection = "disputes"

// Field names of the disputes collection.
const (
	disputeProvider   = "provider"
	disputeID         = "disputeId"
	disputeDonation   = "donation"
	disputePayment    = "paymentRef"
	disputeAmount     = "amount"
	disputeCurrency   = "currency"
	disputeReason     = "reason"
	disputeStatus     = "providerStatus"
	DisputeOpen       = "open"
	disputeWithdrawn  = "withdrawn"
	disputeReinstated = "reinstated"
	DisputeOpenedAt   = "openedAt"
	disputeClosedAt   = "closedAt"
	disputeTest       = "test"
)

// disputeKeyPrefix starts a dispute's movement keys among a gift's
// countedRefunds: "dispute:du_…" for the money withdrawn and
// "dispute:du_…:reinstated" for the money won back.
const (
	disputeKeyPrefix = "dispute:"
	reinstatedSuffix = ":reinstated"
)

// refundKind is the ledger's kind of a gift's refund-like movement of ref.
func refundKind(ref string) string {
	switch {
	case !strings.HasPrefix(ref, disputeKeyPrefix):
		return ledger.KindRefund
	case strings.HasSuffix(ref, reinstatedSuffix):
		return ledger.KindReinstated
	}
	return ledger.KindChargeback
}

// disputeReport is what one provider event says of a dispute.
type disputeReport struct {
	provider, id, paymentRef, reason, status string
	amount                                   money.Cents
	currency                                 string
	open                                     bool
	// withdrawn and reinstated say this event moved the disputed money out
	// of the foundation's account, or back into it.
	withdrawn, reinstated bool
	opened                time.Time
}

// onCardDispute follows Stripe's charge.dispute.* events. Stripe takes the
// money when the dispute opens (funds_withdrawn) and gives it back when the
// foundation wins it (funds_reinstated); the other events change its status.
func (s *Service) onCardDispute(app core.App, ev stripe.Event) error {
	du := ev.Dispute
	if du == nil {
		return nil
	}
	return followDispute(app, disputeReport{
		provider: s.cardProvider(), id: du.ID, paymentRef: du.PaymentIntentID, reason: du.Reason, status: du.Status,
		amount: du.Amount, currency: du.Currency, open: du.Open(), opened: du.Created,
		withdrawn:  ev.Type == "charge.dispute.funds_withdrawn",
		reinstated: ev.Type == "charge.dispute.funds_reinstated",
	}, firstOf(byField(stripeGifts, fieldProviderPayment, du.PaymentIntentID), byCharge(du.ChargeID, du.PaymentIntentID)))
}

// onPayPalDispute follows PayPal's CUSTOMER.DISPUTE.* events. PayPal moves
// the money itself with PAYMENT.CAPTURE.REVERSED (booked as the capture's
// refund, internal/donate/paypal.go), so these events only open and close
// the dispute: booking its amount again would count it twice.
func (s *Service) onPayPalDispute(app core.App, ev *paypal.Event) error {
	du, err := ev.Dispute()
	if err != nil || du == nil {
		return err
	}
	capture := ""
	if len(du.CaptureIDs) > 0 {
		capture = du.CaptureIDs[0]
	}
	status := du.Status
	if du.Outcome != "" {
		status += " " + du.Outcome
	}
	return followDispute(app, disputeReport{
		provider: "paypal", id: du.ID, paymentRef: capture, reason: du.Reason, status: status,
		amount: du.Amount, currency: du.Currency, open: du.Open(), opened: du.Created,
	}, byField("paypal", fieldProviderPayment, capture))
}

// followDispute records what a provider said of a dispute and moves the
// gift's money once per dispute and direction, in one transaction: the
// dispute's row, the gift (its ledger row and, after the commit, its receipt
// cancelled or replaced as for a refund) and the treasurer's mail when the
// dispute opens or closes. A redelivered or reordered event changes nothing
// twice; a dispute of a payment no gift names is recorded and mailed all the
// same, for the treasurer to place by hand.
func followDispute(app core.App, rep disputeReport, find finder) error {
	return app.RunInTransaction(func(tx core.App) error {
		gift, err := find(tx)
		if err != nil {
			return err
		}
		row, isNew, err := disputeRow(tx, rep)
		if err != nil {
			return err
		}
		wasOpen := row.GetBool(DisputeOpen)
		row.Set(disputeStatus, rep.status)
		row.Set(disputeReason, rep.reason)
		row.Set(DisputeOpen, rep.open)
		if !rep.open && row.GetDateTime(disputeClosedAt).IsZero() {
			row.Set(disputeClosedAt, types.NowDateTime())
		}
		if gift != nil {
			row.Set(disputeDonation, gift.Id)
			row.Set(disputeTest, gift.Test())
			if moveDisputedMoney(gift, row, rep) {
				if err := tx.Save(gift); err != nil {
					return err
				}
			}
		}
		if err := tx.Save(row); err != nil {
			return err
		}
		if isNew || wasOpen != rep.open {
			mailDispute(tx, row, gift)
		}
		return nil
	})
}

// moveDisputedMoney books the money rep moved on the gift, once per
// dispute and direction (the row remembers each), and reports whether the
// gift changed.
func moveDisputedMoney(gift *Donation, row *core.Record, rep disputeReport) bool {
	key := disputeKeyPrefix + rep.id
	switch {
	case rep.withdrawn && row.GetInt(disputeWithdrawn) == 0 && rep.amount > 0:
		row.Set(disputeWithdrawn, int64(rep.amount))
		if gift.Recurring() {
			// The disputed payment's year loses it: a renewal's charge (charge.succeeded
			// dated it), else the first payment, whose PaymentIntent the gift keeps.
			paidAt := gift.chargedAt(rep.paymentRef)
			if paidAt.IsZero() {
				paidAt = gift.paymentAt(initialPayment)
			}
			gift.refundPayment(key, rep.amount, paidAt)
		} else {
			gift.refund(key, rep.amount)
		}
		return true
	case rep.reinstated && row.GetInt(disputeReinstated) == 0 && row.GetInt(disputeWithdrawn) > 0:
		back := money.Cents(row.GetInt(disputeWithdrawn))
		row.Set(disputeReinstated, int64(back))
		gift.reinstate(key+reinstatedSuffix, back)
		return true
	}
	return false
}

// reinstate books money a dispute gave back, once per key: what the gift
// kept grows again, and a gift the dispute had emptied is paid again (its
// receipt then issued anew, internal/receipts). This is the one way back
// from refunded: the money came back through the provider, not a late event.
// A recurring gift's paymentLog takes the line that undoes the withdrawal's,
// in the same month, so the year's annual receipt counts the payment again.
func (d *Donation) reinstate(key string, amount money.Cents) {
	if !records.AddKey(d.Record, fieldCountedRefunds, key) {
		return
	}
	d.Set(fieldAmountRefunded, int64(max(0, d.Refunded()-amount)))
	if d.Recurring() && records.AddKey(d.Record, fieldCountedPayments, refundKeyPrefix+key) {
		withdrawnAt := d.paymentAt(refundKeyPrefix + strings.TrimSuffix(key, reinstatedSuffix))
		d.Set(fieldPaymentLog, append(d.Payments(), Payment{At: withdrawnAt, Amount: amount, Refund: true}))
	}
	if d.Status() == StatusRefunded && d.Refunded() < max(d.Collected(), d.Amount()) {
		d.Set(FieldStatus, StatusPaid)
	}
}

// disputeRow is the dispute's row, a new one the first time it is reported.
func disputeRow(tx core.App, rep disputeReport) (*core.Record, bool, error) {
	var rows []*core.Record
	err := tx.RecordQuery(DisputesCollection).AndWhere(dbx.HashExp{disputeProvider: rep.provider, disputeID: rep.id}).Limit(1).All(&rows)
	if err != nil || len(rows) == 1 {
		return firstOrNil(rows), false, err
	}
	if rep.id == "" {
		return nil, false, errors.New("donate: a dispute without id")
	}
	c, err := tx.FindCachedCollectionByNameOrId(DisputesCollection)
	if err != nil {
		return nil, false, err
	}
	r := core.NewRecord(c)
	opened := rep.opened
	if opened.IsZero() {
		opened = time.Now()
	}
	r.Load(map[string]any{
		disputeProvider: rep.provider, disputeID: rep.id, disputePayment: rep.paymentRef, disputeAmount: int64(rep.amount),
		disputeCurrency: strings.ToUpper(rep.currency), DisputeOpenedAt: opened.UTC(), disputeTest: rep.provider == "demo",
	})
	return r, true, nil
}

func firstOrNil(rows []*core.Record) *core.Record {
	if len(rows) == 0 {
		return nil
	}
	return rows[0]
}

// mailDispute tells the treasurer a dispute opened or closed, in French
// (notify.ToStaff: the back office's "contestation"); the provider's
// reason and status are said as it words them, as the staff screens do.
func mailDispute(tx core.App, row *core.Record, gift *Donation) {
	id, open := row.GetString(disputeID), row.GetBool(DisputeOpen)
	subject, heading, about := "paiement contesté", "Un paiement est contesté", "Le payeur a contesté un paiement auprès de sa banque ou de PayPal."
	if !open {
		subject, heading, about = "contestation close", "Une contestation est close", "La contestation est terminée : "+row.GetString(disputeStatus)+"."
	}
	gifted := "Aucun don ne correspond à ce paiement : retrouvez-le dans le tableau de bord du prestataire."
	ref := DisputesCollection + "/" + row.Id
	var action *notify.Link
	if gift != nil {
		gifted = "Ce paiement est celui du don " + gift.Id + " ; son reçu suit l’argent, comme pour un remboursement."
		ref = DonationsCollection + "/" + gift.Id
		action = &notify.Link{Label: "Ouvrir le don", URL: "/staff/donations/" + gift.Id}
	}
	notify.ToStaff(tx, notify.Mail{
		Subject: "Contestation " + id + " : " + subject, Ref: ref, Kind: "donation.dispute", Test: row.GetBool(disputeTest),
		Heading: heading,
		Paragraphs: []string{about, gifted, "Répondez-y dans le tableau de bord " + row.GetString(disputeProvider) +
			" avant sa date limite ; l’accueil de l’espace équipe liste les contestations ouvertes."},
		Rows: []notify.Row{
			{Label: "Contestation", Value: id}, {Label: "Montant", Value: money.Cents(row.GetInt(disputeAmount)).French()},
			{Label: "Motif", Value: row.GetString(disputeReason)}, {Label: "Statut", Value: row.GetString(disputeStatus)},
		},
		Action: action,
	})
}

// DisputeView is one dispute as the staff read it.
type DisputeView struct {
	Provider   string      `json:"provider"`
	DisputeID  string      `json:"disputeId"`
	DonationID string      `json:"donationId"`
	Amount     money.Cents `json:"amount"`
	Currency   string      `json:"currency"`
	Reason     string      `json:"reason"`
	Status     string      `json:"status"`
	Withdrawn  money.Cents `json:"withdrawn"`
	Reinstated money.Cents `json:"reinstated"`
	OpenedAt   string      `json:"openedAt"`
	Test       bool        `json:"test"`
}

// OpenDisputes lists the disputes waiting for an outcome, oldest first (the
// nearest deadline first), up to limit.
func OpenDisputes(app core.App, limit int) ([]DisputeView, error) {
	var rows []*core.Record
	err := app.RecordQuery(DisputesCollection).AndWhere(dbx.HashExp{DisputeOpen: true}).
		OrderBy(DisputeOpenedAt+" ASC", core.FieldNameId+" ASC").Limit(int64(limit)).All(&rows)
	views := make([]DisputeView, len(rows))
	for i, r := range rows {
		views[i] = DisputeView{
			Provider: r.GetString(disputeProvider), DisputeID: r.GetString(disputeID), DonationID: r.GetString(disputeDonation),
			Amount: money.Cents(r.GetInt(disputeAmount)), Currency: r.GetString(disputeCurrency), Reason: r.GetString(disputeReason),
			Status: r.GetString(disputeStatus), Withdrawn: money.Cents(r.GetInt(disputeWithdrawn)),
			Reinstated: money.Cents(r.GetInt(disputeReinstated)), OpenedAt: r.GetDateTime(DisputeOpenedAt).String(), Test: r.GetBool(disputeTest),
		}
	}
	return views, err
}
