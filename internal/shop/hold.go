package shop

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// HoldFor is how long opening an order's payment keeps its units for its
// buyer: time to sign in to PayPal and approve. Meanwhile no other buyer can
// order or pay for them; after it they are anyone's again, and the buyer's
// capture holds them again before charging, if they are still there.
const HoldFor = 15 * time.Minute

// fieldHeldUntil is when the order's hold ends
// (internal/schema/1735520000_stock_holds.go); empty when it holds nothing.
const fieldHeldUntil = "stockHeldUntil"

// HeldUntil is when the hold on the order's units ends (zero: no hold).
func (o *Order) HeldUntil() types.DateTime { return o.GetDateTime(fieldHeldUntil) }

func (o *Order) holds(now time.Time) bool { return o.HeldUntil().Time().After(now) }

// release gives the order's held units back to everyone: its payment
// failed, it was paid (the stock took them) or staff cancelled it.
func (o *Order) release() { o.Set(fieldHeldUntil, "") }

// hold keeps the order's counted units for its buyer until now+HoldFor. It
// reads the stock and the other holds and writes the hold in one
// transaction, and the app's transactions run one at a time (SQLite has one
// writer): of buyers opening payments at once for the last units, only as
// many as the stock has get them, the others get the short lines
// (validation.Errors keyed by line index). The order's own live hold is
// reused as is; a paid or cancelled order holds nothing.
func hold(app core.App, orderID string, now time.Time) error {
	return app.RunInTransaction(func(tx core.App) error {
		order, err := FindOrder(tx, orderID)
		if err != nil {
			return err
		}
		if order.Paid() || order.Cancelled() || order.holds(now) {
			return nil
		}
		lines := order.lineInputs()
		catalogue, err := available(tx, lines, order.Id, now)
		if err != nil {
			return err
		}
		if err := checkStock(lines, lookupIn(catalogue)); err != nil {
			return err
		}
		order.Set(fieldHeldUntil, now.Add(HoldFor))
		return tx.Save(order)
	})
}

// releaseHold ends the order's hold, re-read in a transaction so that it
// never writes back a stale payment.
func releaseHold(app core.App, orderID string) error {
	return app.RunInTransaction(func(tx core.App) error {
		order, err := FindOrder(tx, orderID)
		if err != nil || order.HeldUntil().IsZero() {
			return err
		}
		order.release()
		return tx.Save(order)
	})
}

// soldOut is the 409 of a payment that cannot open because part of the
// order is gone or held by buyers paying for it now: the buyer learns it
// before paying, line by line.
func soldOut(short validation.Errors) error {
	return apis.NewApiError(http.StatusConflict,
		"Sorry, part of this order is sold out, or held by buyers paying for it right now, so it cannot be paid. Nothing was charged. Please place a new order or try again in "+
			strconv.Itoa(int(HoldFor.Minutes()))+" minutes.",
		validation.Errors{"items": short})
}

// available is the catalogue of the lines, each counted option's stock less
// the units other buyers' live holds keep (except: the order not counted).
func available(app core.App, lines []LineInput, except string, now time.Time) (map[string]Product, error) {
	catalogue, err := loadCatalogue(app, lines)
	if err != nil {
		return nil, err
	}
	held, err := heldUnits(app, except, now)
	if err != nil {
		return nil, err
	}
	for id, p := range catalogue {
		for option, left := range p.Stock {
			p.Stock[option] = left - held[stockKey(id, option)]
		}
	}
	return catalogue, nil
}

// heldUnits sums the units of the unpaid, pending orders (but except) whose
// hold runs past now, by "productId|size".
func heldUnits(app core.App, except string, now time.Time) (map[string]int, error) {
	var rows []struct {
		Items types.JSONRaw `db:"items"`
	}
	err := app.DB().Select(fieldItems).From(OrdersCollection).Where(dbx.And(
		dbx.NewExp(fieldHeldUntil+" > {:now}", dbx.Params{"now": dbTime(now)}),
		dbx.HashExp{FieldStatus: StatusPending, FieldPayment: false},
		dbx.Not(dbx.HashExp{core.FieldNameId: except}),
	)).All(&rows)
	if err != nil {
		return nil, err
	}
	held := map[string]int{}
	for _, r := range rows {
		var lines []Line
		if err := json.Unmarshal(r.Items, &lines); err != nil {
			return nil, err
		}
		for _, l := range lines {
			held[stockKey(l.ProductID, l.Size)] += l.Quantity
		}
	}
	return held, nil
}

// dbTime is t as PocketBase stores dates, which compare as text.
func dbTime(t time.Time) string {
	d, _ := types.ParseDateTime(t)
	return d.String()
}
