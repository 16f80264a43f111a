package shop

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/ledger"
	"foundation/internal/money"
)

// bookMovements writes to the ledger an order's payment when its save marks
// it paid, and each refund its save counts, through the save's transaction.
func bookMovements(app core.App) {
	ledger.Follow(app, OrdersCollection, func(tx core.App, before, after *core.Record) ([]ledger.Entry, error) {
		o := orderOf(after)
		if o.Number() == 0 {
			// A new order's number comes from the database, after its insert.
			if err := o.readNumber(tx); err != nil {
				return nil, err
			}
		}
		return o.movementsSince(orderOf(before)), nil
	})
}

// movementsSince lists the money o moved since before (the same order as it was read).
func (o *Order) movementsSince(before *Order) []ledger.Entry {
	var moves []ledger.Entry
	if o.Paid() && !before.Paid() {
		paid := o.entry("payment", ledger.KindPayment, o.AmountTotal(), o.GetDateTime(fieldPaidAt), o.CaptureID())
		paid.Fee, paid.FeeKnown = money.Cents(o.GetInt(fieldFee)), o.GetBool(fieldFeeKnown)
		moves = append(moves, paid)
	}
	refund := func(key string, gross money.Cents, ref string) ledger.Entry {
		return o.entry(key, ledger.KindRefund, gross, types.NowDateTime(), ref)
	}
	return append(moves, ledger.Refunds(before.GetStringSlice(fieldRefunds), o.GetStringSlice(fieldRefunds), o.Refunded()-before.Refunded(), refund)...)
}

func (o *Order) entry(key, kind string, gross money.Cents, at types.DateTime, ref string) ledger.Entry {
	client := o.ClientInfo()
	return ledger.Entry{
		Key: key, Kind: kind, Subject: ledger.SubjectOrder, SubjectID: o.Id, OrderNumber: o.Number(),
		Email: client.Email, Name: client.Name, Means: "paypal", Gross: gross, ProviderRef: ref, MovedAt: at, Test: o.Test(),
	}
}
