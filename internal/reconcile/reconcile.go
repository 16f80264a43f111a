// Package reconcile keeps our records true to Stripe and PayPal when a
// webhook never arrives: a nightly run (PocketBase's cron), which the staff
// may also start, asks Stripe for the events since the last run and PayPal
// for the status and payments of every running subscription, and applies
// what is missing through the same idempotent dispatch the webhooks use, so
// a provider fact changes our records in one place. Each run is kept.
package reconcile

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/payments"
	"foundation/internal/records"
)

// Collection keeps one record per run.
const Collection = "reconcile_runs"

// Triggers of a run.
const (
	TriggerNightly = "nightly"
	TriggerStaff   = "staff"
)

// firstLook is how far back the first run looks: Stripe retries a webhook
// for three days, so an event older than that was delivered or is lost.
const firstLook = 3 * 24 * time.Hour

// overlap re-reads the end of the previous window: an event created just
// before a run may be listed only after it. Dispatch ignores what is handled.
const overlap = 10 * time.Minute

// Result is what one run looked at and repaired.
type Result struct {
	Since    time.Time `json:"since"`
	Looked   Looked    `json:"looked"`
	Repaired []string  `json:"repaired"`
	Problems []string  `json:"problems"`
}

// Looked counts what a run asked the providers about.
type Looked struct {
	StripeEvents        int `json:"stripeEvents"`
	PayPalSubscriptions int `json:"paypalSubscriptions"`
}

// Reconciler runs one reconciliation at a time.
type Reconciler struct {
	gateways *payments.Service
	mu       sync.Mutex
	now      func() time.Time
}

func New(gateways *payments.Service) *Reconciler {
	return &Reconciler{gateways: gateways, now: time.Now}
}

// ErrRunning is a run asked for while another is under way.
var ErrRunning = fmt.Errorf("reconcile: a run is already under way")

// Run reconciles once and records the run; a provider that cannot be
// reached is noted in the run's problems, and the next run covers its window
// again (it starts where the last run without problems started).
func (r *Reconciler) Run(ctx context.Context, app core.App, trigger, actorEmail string) (*core.Record, error) {
	if !r.mu.TryLock() {
		return nil, ErrRunning
	}
	defer r.mu.Unlock()
	started := r.now()
	since, err := r.windowStart(app, started)
	if err != nil {
		return nil, err
	}
	res := Result{Since: since, Repaired: []string{}, Problems: []string{}}
	r.stripe(ctx, app, &res)
	r.paypal(ctx, app, &res, started)
	return record(app, trigger, actorEmail, res, r.now())
}

// windowStart is where the last clean run started, less the overlap, or
// firstLook ago.
func (r *Reconciler) windowStart(app core.App, now time.Time) (time.Time, error) {
	last, err := app.FindRecordsByFilter(Collection, fieldProblems+" = ''", "-"+records.FieldCreated, 1, 0)
	if err != nil {
		return time.Time{}, err
	}
	if len(last) == 0 {
		return now.Add(-firstLook), nil
	}
	return runOf(last[0]).Created().Time().Add(-overlap), nil
}

func record(app core.App, trigger, actorEmail string, res Result, finished time.Time) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(c)
	finishedAt, _ := types.ParseDateTime(finished)
	since, _ := types.ParseDateTime(res.Since)
	rec.Load(map[string]any{
		fieldTrigger: trigger, fieldActorEmail: actorEmail, fieldSince: since, fieldFinishedAt: finishedAt,
		fieldLooked: res.Looked, fieldRepaired: res.Repaired, fieldProblems: truncate(strings.Join(res.Problems, "\n"), 5000),
	})
	return rec, app.Save(rec)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}
