package reconcile

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// Field names of the reconcile_runs collection.
const (
	fieldTrigger    = "trigger"
	fieldActorEmail = "actorEmail" // who started it; "" for the nightly run
	fieldSince      = "since"
	fieldFinishedAt = "finishedAt"
	fieldLooked     = "looked"
	fieldRepaired   = "repaired"
	fieldProblems   = "problems" // one a line; "" for a clean run
)

// run is a record proxy of the reconcile_runs collection.
type run struct {
	records.Stamped
}

func runOf(r *core.Record) *run {
	rec := &run{}
	rec.SetProxyRecord(r)
	return rec
}

func (r *run) Trigger() string            { return r.GetString(fieldTrigger) }
func (r *run) ActorEmail() string         { return r.GetString(fieldActorEmail) }
func (r *run) Since() types.DateTime      { return r.GetDateTime(fieldSince) }
func (r *run) FinishedAt() types.DateTime { return r.GetDateTime(fieldFinishedAt) }
func (r *run) Problems() string           { return r.GetString(fieldProblems) }

// Looked and Repaired are what the run checked and put right.
func (r *run) Looked() (looked Looked) {
	_ = r.UnmarshalJSONField(fieldLooked, &looked)
	return looked
}

func (r *run) Repaired() []string {
	repaired := []string{}
	_ = r.UnmarshalJSONField(fieldRepaired, &repaired)
	return repaired
}
