package donate

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/payments/stripe"
)

// Field names of what Stripe's charges told of a gift.
const (
	// fieldPaidWith is how the last charge was paid, in Stripe's words:
	// "card", "apple_pay", "google_pay" (a card's wallet), "sepa_debit"…
	fieldPaidWith = "paidWith"
	// fieldCharges lists the gift's charges (chargeLine), oldest first.
	fieldCharges = "charges"
)

// chargeLine is one Stripe charge that paid a gift. A renewal's charge and
// PaymentIntent are named by no other event a gift keeps, and a dispute
// names only them: this is how a disputed renewal finds its gift.
type chargeLine struct {
	Charge        string         `json:"charge"`
	PaymentIntent string         `json:"paymentIntent"`
	At            types.DateTime `json:"at"`
}

// chargeSucceeded (charge.succeeded) notes a charge on the gift it paid:
// how it was paid (the staff lists show the wallet, or SEPA) and its ids
// and date (for a dispute of it). It counts no money: the checkout and
// invoice events do.
func chargeSucceeded(app core.App, ch *stripe.Charge) error {
	if ch == nil || ch.ID == "" {
		return nil
	}
	_, err := update(app, chargeFinder(ch), func(d *Donation) { d.noteCharge(ch) })
	return err
}

// chargeFinder finds the gift a charge paid: a one-off gift by its
// PaymentIntent (or the donation id Stripe copies from it), a renewal by the
// invoice it paid (before API version 2025-03-31.basil), else as the only
// recurring Stripe gift of the charge's customer.
func chargeFinder(ch *stripe.Charge) finder {
	finders := []finder{byID(stripeGifts, ch.DonationID, fieldProviderPayment, ch.PaymentIntentID)}
	if ch.InvoiceID != "" {
		finders = append(finders, byCountedPayment(stripeGifts, "invoice:"+ch.InvoiceID))
	}
	return firstOf(append(finders, byRecurringCustomer(ch.CustomerID))...)
}

// firstOf is the gift the first finder that finds one finds.
func firstOf(finders ...finder) finder {
	return func(tx core.App) (*Donation, error) {
		for _, find := range finders {
			if d, err := find(tx); err != nil || d != nil {
				return d, err
			}
		}
		return nil, nil
	}
}

// noteCharge keeps ch on the gift, once per charge.
func (d *Donation) noteCharge(ch *stripe.Charge) {
	if ch.PaidWith != "" {
		d.Set(fieldPaidWith, ch.PaidWith)
	}
	lines := d.chargeLines()
	for _, l := range lines {
		if l.Charge == ch.ID {
			return
		}
	}
	d.Set(fieldCharges, append(lines, chargeLine{Charge: ch.ID, PaymentIntent: ch.PaymentIntentID, At: creditDate(ch.Created)}))
}

func (d *Donation) chargeLines() []chargeLine {
	lines := []chargeLine{}
	_ = d.UnmarshalJSONField(fieldCharges, &lines)
	return lines
}

// chargedAt is when the charge of PaymentIntent pi was made (zero if the
// gift keeps no such charge).
func (d *Donation) chargedAt(pi string) types.DateTime {
	for _, l := range d.chargeLines() {
		if pi != "" && l.PaymentIntent == pi {
			return l.At
		}
	}
	return types.DateTime{}
}

// byCharge finds the Stripe gift one of whose charges is chargeID or was
// made for PaymentIntent pi.
func byCharge(chargeID, pi string) finder {
	return func(tx core.App) (*Donation, error) {
		for _, id := range []string{chargeID, pi} {
			if id == "" {
				continue
			}
			r, err := tx.FindFirstRecordByFilter(DonationsCollection, methodFilter(stripeGifts)+" && "+fieldCharges+" ~ {:id}",
				dbx.Params{"id": `"` + id + `"`})
			if err == nil {
				return donationOf(r), nil
			}
			if !errors.Is(err, sql.ErrNoRows) {
				return nil, err
			}
		}
		return nil, nil
	}
}

// PaidWith is how d was paid, in words (PaidWithWords).
func (d *Donation) PaidWith() string { return PaidWithWords(d.Method(), d.GetString(fieldPaidWith)) }

// PaidWithWords is how a gift was paid, as the staff lists and exports
// show it: "Card", "Apple Pay" or "Google Pay" (a card's wallet, or
// "Wallet" for another), "SEPA Direct Debit", "PayPal", "Cheque", and for
// the gifts that are not money "In kind" or "Volunteer's expenses".
func PaidWithWords(method, paidWith string) string {
	switch {
	case method == MethodInKind:
		return "In kind"
	case method == MethodVolunteerExpenses:
		return "Volunteer's expenses"
	case method == "paypal":
		return "PayPal"
	case method == "cheque":
		return "Cheque"
	case method == MethodSepa || paidWith == "sepa_debit":
		return "SEPA Direct Debit"
	case paidWith == "apple_pay":
		return "Apple Pay"
	case paidWith == "google_pay":
		return "Google Pay"
	case paidWith == "samsung_pay" || paidWith == "link":
		return "Wallet"
	case paidWith != "" && paidWith != "card":
		return paidWith // a method the account turned on since: Stripe's own name
	}
	return "Card"
}
