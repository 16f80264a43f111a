package donate

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/ledger"
	"foundation/internal/money"
)

// bookMovements writes to the ledger the money a gift's save counted: each
// new counted payment (its key and its paymentLog line, added together by
// countPaymentAt) and each new refund, through the save's own transaction
// (e.App). Every path that counts money (a provider event, the donor's
// capture, a treasurer's cheque) saves the gift, so none can skip its row.
func bookMovements(app core.App) {
	ledger.Follow(app, DonationsCollection, func(tx core.App, before, after *core.Record) ([]ledger.Entry, error) {
		moves := donationOf(after).movementsSince(donationOf(before))
		if len(moves) == 0 {
			return nil, nil
		}
		var donor Donor
		if r, err := tx.FindRecordById(donorsCollection, donationOf(after).DonorID()); err == nil {
			donor = DonorOf(r)
		}
		for i := range moves {
			moves[i].Email, moves[i].Name = donor.Email, donor.DisplayName()
		}
		return moves, nil
	})
}

// chequeKeyPrefix starts the key of a counted cheque ("cheque:BANK:NUMBER").
const chequeKeyPrefix = "cheque:"

// movementsSince lists the payments and refunds d counted since before (the
// same gift as it was read), without the donor's name and address.
func (d *Donation) movementsSince(before *Donation) []ledger.Entry {
	if NonCash(d.Method()) {
		return []ledger.Entry{d.nonCashEntry()}
	}
	var moves []ledger.Entry
	keys, log := d.GetStringSlice(fieldCountedPayments), d.Payments()
	counted, logged := len(before.GetStringSlice(fieldCountedPayments)), len(before.Payments())
	for i := 0; counted+i < len(keys) && logged+i < len(log); i++ {
		if key := keys[counted+i]; !strings.HasPrefix(key, refundKeyPrefix) { // a refund's row follows from countedRefunds
			moves = append(moves, d.paymentEntry(key, log[logged+i], counted+i == 0))
		}
	}
	refund := func(key string, gross money.Cents, ref string) ledger.Entry {
		return d.entry(key, refundKind(ref), gross, types.NowDateTime(), ref)
	}
	return append(moves, ledger.Refunds(before.GetStringSlice(fieldCountedRefunds), d.GetStringSlice(fieldCountedRefunds), d.Refunded()-before.Refunded(), refund)...)
}

// paymentEntry is the ledger's row of the counted payment of key, the
// gift's first or a renewal.
func (d *Donation) paymentEntry(key string, p Payment, first bool) ledger.Entry {
	e := d.paymentEntryOf(key, p, first)
	if p.Fee != nil {
		e.Fee, e.FeeKnown = *p.Fee, true
	}
	return e
}

func (d *Donation) paymentEntryOf(key string, p Payment, first bool) ledger.Entry {
	switch {
	case strings.HasPrefix(key, chequeKeyPrefix):
		e := d.entry(key, ledger.KindCheque, p.Amount, p.At, "")
		e.ChequeBank, e.ChequeNumber, e.FeeKnown = d.GetString(fieldChequeBank), d.GetString(fieldChequeNumber), true
		return e
	case key == initialPayment:
		return d.entry(key, ledger.KindPayment, p.Amount, p.At, d.PaymentID())
	default: // "invoice:in_…" (Stripe), "sale:…" (PayPal)
		_, ref, _ := strings.Cut(key, ":")
		kind := ledger.KindRenewal
		if first {
			kind = ledger.KindPayment
		}
		return d.entry(key, kind, p.Amount, p.At, ref)
	}
}

func (d *Donation) entry(key, kind string, gross money.Cents, at types.DateTime, ref string) ledger.Entry {
	return ledger.Entry{
		Key: key, Kind: kind, Subject: ledger.SubjectDonation, SubjectID: d.Id, Means: d.Method(),
		Gross: gross, ProviderRef: ref, MovedAt: at, Test: d.Test(),
	}
}

// nonCashEntry is the ledger's line of a gift that is not money: its value
// on the day it was given, and no money (ledger.Write keeps its gross at 0).
// Every save offers it; the ledger writes it once, under its key.
func (d *Donation) nonCashEntry() ledger.Entry {
	kind := ledger.KindInKind
	if d.Method() == MethodVolunteerExpenses {
		kind = ledger.KindVolunteerExpenses
	}
	e := d.entry(kind, kind, 0, d.GiftDate(), "")
	e.Value = d.Amount()
	return e
}
