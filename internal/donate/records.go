package donate

import (
	"database/sql"
	"errors"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
)

// Collections.
const (
	donationsCollection = "donations"
	donorsCollection    = "donation_users"
	plansCollection     = "donation_plans"
)

// Statuses of a donation (the dashboard's "status" field).
const (
	StatusPending        = "pending"
	StatusPaid           = "paid"
	StatusAwaitingCheque = "awaiting_cheque"
	StatusActive         = "active"
	StatusSuspended      = "suspended"
	StatusCancelled      = "cancelled"
	StatusFailed         = "failed"
)

// transitions lists where each status may go. Paid and cancelled are final,
// which is what makes reordered or repeated provider events converge: a late
// "activated" cannot revive a cancelled gift, a late "failed" cannot undo a
// paid one.
var transitions = map[string][]string{
	StatusPending:        {StatusPaid, StatusActive, StatusFailed, StatusCancelled, StatusSuspended},
	StatusFailed:         {StatusPaid, StatusActive, StatusCancelled},
	StatusActive:         {StatusSuspended, StatusCancelled},
	StatusSuspended:      {StatusActive, StatusCancelled},
	StatusAwaitingCheque: {StatusPaid, StatusCancelled},
}

// CanMove reports whether a donation in status from may go to status to.
func CanMove(from, to string) bool {
	return from == to || slices.Contains(transitions[from], to)
}

// moveTo sets the status when the transition is allowed and reports whether it was.
func moveTo(r *core.Record, to string) bool {
	if !CanMove(r.GetString("status"), to) {
		return false
	}
	r.Set("status", to)
	return true
}

// fromPending moves a donation that is still pending, and only such a one.
func fromPending(to string) func(*core.Record) {
	return func(r *core.Record) {
		if r.GetString("status") == StatusPending {
			moveTo(r, to)
		}
	}
}

// countPayment adds one collected payment, once per key (e.g. "initial",
// "invoice:in_…", "sale:…"): a payment reported by two events or delivered
// twice is counted once.
func countPayment(r *core.Record, key string, amount money.Cents) bool {
	var keys []string
	_ = r.UnmarshalJSONField("countedPayments", &keys)
	if slices.Contains(keys, key) {
		return false
	}
	r.Set("countedPayments", append(keys, key))
	r.Set("paymentsCount", r.GetInt("paymentsCount")+1)
	r.Set("amountCollected", r.GetInt("amountCollected")+int(amount))
	r.Set("lastPaymentAt", types.NowDateTime())
	return true
}

// newDonation is what a route knows when it opens a donation.
type newDonation struct {
	donor, plan              string
	amount                   money.Cents
	rhythm, method, provider string
	status                   string
	subscriptionID           string
}

func createDonation(app core.App, d newDonation) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(donationsCollection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	r.Load(map[string]any{
		"donor": d.donor, "plan": d.plan, "amount": int64(d.amount), "currency": "EUR",
		"rhythm": d.rhythm, "method": d.method, "status": d.status, "provider": d.provider,
		"providerSubscriptionId": d.subscriptionID, "paymentsCount": 0, "amountCollected": 0,
		"countedPayments": []string{},
	})
	return r, app.Save(r)
}

func createDonor(app core.App, d Donor) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(donorsCollection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	r.Load(d.fields())
	return r, app.Save(r)
}

// finder looks a donation up inside a transaction; nil, nil means "not ours".
type finder func(tx core.App) (*core.Record, error)

// byID finds a donation by record id, else by a provider field, among the
// donations of one method (so a card event never touches a PayPal gift).
func byID(method, id, field, value string) finder {
	return func(tx core.App) (*core.Record, error) {
		if id != "" {
			r, err := tx.FindRecordById(donationsCollection, id)
			if err == nil && r.GetString("method") == method {
				return r, nil
			}
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return nil, err
			}
		}
		return byField(method, field, value)(tx)
	}
}

func byField(method, field, value string) finder {
	return func(tx core.App) (*core.Record, error) {
		if value == "" {
			return nil, nil
		}
		r, err := tx.FindFirstRecordByFilter(donationsCollection, "method = {:m} && "+field+" = {:v}",
			dbx.Params{"m": method, "v": value})
		if errors.Is(err, sql.ErrNoRows) {
			return nil, nil
		}
		return r, err
	}
}

// update reads a donation, changes it and saves it in one transaction, so a
// webhook and the browser's confirmation racing on one gift see each other's
// writes. A donation that is not found is not ours: nothing happens.
func update(app core.App, find finder, change func(r *core.Record)) (*core.Record, error) {
	var found *core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		r, err := find(tx)
		if err != nil || r == nil {
			return err
		}
		change(r)
		found = r
		return tx.Save(r)
	})
	return found, err
}

// plan is a donation_plans record as the routes use it.
type plan struct {
	ID, StripePriceID, PayPalPlanID, Interval string
	Amount                                    money.Cents
}

func (p plan) rhythm() string {
	if p.Interval == "month" {
		return "monthly"
	}
	return "weekly"
}

func toPlan(r *core.Record) plan {
	return plan{
		ID: r.Id, StripePriceID: r.GetString("stripePriceId"), PayPalPlanID: r.GetString("paypalPlanId"),
		Interval: r.GetString("interval"), Amount: money.Cents(r.GetInt("unit_amount")),
	}
}

// activePlans lists the plans on offer, weekly first, largest amount first
// (so the first plan of a rhythm matches the page's default of 80 €).
func activePlans(app core.App) ([]plan, error) {
	records, err := app.FindRecordsByFilter(plansCollection, "active = true && currency = 'EUR'", "-interval,-unit_amount", 0, 0)
	if err != nil {
		return nil, err
	}
	plans := make([]plan, 0, len(records))
	for _, r := range records {
		plans = append(plans, toPlan(r))
	}
	return plans, nil
}

// findPlan returns the active plan whose field (stripePriceId or paypalPlanId) is id.
func findPlan(app core.App, field, id string) (plan, bool) {
	if id == "" {
		return plan{}, false
	}
	r, err := app.FindFirstRecordByFilter(plansCollection, "active = true && currency = 'EUR' && "+field+" = {:id}", dbx.Params{"id": id})
	if err != nil {
		return plan{}, false
	}
	return toPlan(r), true
}

// amountOf is a donation's amount (one payment of it, for a recurring gift).
func amountOf(r *core.Record) money.Cents {
	return money.Cents(r.GetInt("amount"))
}
