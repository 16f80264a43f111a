package reconcile

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/records"
	"foundation/internal/staff"
)

// Nightly is when the scheduled run starts (server time): after the day's
// renewals, before anyone reads the staff home.
const Nightly = "20 3 * * *"

// runTimeout bounds a run: a provider that hangs does not hold the lock.
const runTimeout = 10 * time.Minute

// ActionRun is the audit log's name of a run started by a staff member.
const ActionRun = "reconcile.run"

// Register schedules the nightly run of r; its staff routes (the runs, and
// a run now, for treasurers and admins) are bound by the route index
// (internal/api) on the same r: one run at a time, whoever starts it
// (ErrRunning).
func Register(app core.App, r *Reconciler) {
	app.Cron().MustAdd("reconcile", Nightly, func() {
		ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
		defer cancel()
		if _, err := r.Run(ctx, app, TriggerNightly, ""); err != nil {
			app.Logger().Error("reconcile: the nightly run failed", "error", err)
		}
	})
}

// RunView is one run as the staff read it.
type RunView struct {
	ID         string   `json:"id"`
	Created    string   `json:"created"`
	FinishedAt string   `json:"finishedAt"`
	Trigger    string   `json:"trigger" tstype:"ReconcileTrigger"`
	ActorEmail string   `json:"actorEmail"`
	Since      string   `json:"since"`
	Looked     Looked   `json:"looked"`
	Repaired   []string `json:"repaired"`
	Problems   string   `json:"problems"`
}

func viewOf(rec *core.Record) RunView {
	run := runOf(rec)
	return RunView{
		ID: run.Id, Created: run.Created().String(), FinishedAt: run.FinishedAt().String(),
		Trigger: run.Trigger(), ActorEmail: run.ActorEmail(), Since: run.Since().String(),
		Looked: run.Looked(), Repaired: run.Repaired(), Problems: run.Problems(),
	}
}

// Runs are the latest runs (runsShown of them), newest first, and the
// disputes still open (the provider's dashboard answers them; the money they
// moved is in the ledger already).
type Runs struct {
	Items    []RunView            `json:"items"`
	Disputes []donate.DisputeView `json:"disputes"`
}

// runsShown is how many recent runs the staff screen lists.
const runsShown = 30

// ListRuns lists the recent runs, newest first.
func ListRuns(e *core.RequestEvent) error {
	rs, err := e.App.FindRecordsByFilter(Collection, "", "-"+records.FieldCreated, runsShown, 0)
	if err != nil {
		return e.InternalServerError("", err)
	}
	runs := Runs{Items: make([]RunView, len(rs))}
	for i, rec := range rs {
		runs.Items[i] = viewOf(rec)
	}
	if runs.Disputes, err = donate.OpenDisputes(e.App, runsShown); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, runs)
}

// RunNow runs a reconciliation for the staff member asking, audited.
func (r *Reconciler) RunNow(e *core.RequestEvent) error {
	ctx, cancel := context.WithTimeout(e.Request.Context(), runTimeout)
	defer cancel()
	rec, err := r.Run(ctx, e.App, TriggerStaff, e.Auth.Email())
	if errors.Is(err, ErrRunning) {
		return apis.NewApiError(http.StatusConflict, "A reconciliation is already running. Its result will appear here in a moment.", nil)
	}
	if err != nil {
		return e.InternalServerError("The reconciliation could not run.", err)
	}
	if err := staff.Audit(e.App, e.Auth, ActionRun, rec, nil, nil); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, viewOf(rec))
}
