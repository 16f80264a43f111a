package replica

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// LagBound is how long the replica may miss changes the database holds
// before the monitor is told (docs/deploy.md section 11): Litestream sends
// each within a second and retries a failure with a growing wait, so a
// replica five minutes behind is storage that is down or refuses the keys,
// and every write since would be lost with the disk.
const LagBound = 5 * time.Minute

// Position is where the replica stands for the monitor.
type Position struct {
	// LagSeconds is 0 while the replica holds every change the database
	// has sent out of its WAL (Litestream does so each second), otherwise
	// the seconds since it last held them all.
	LagSeconds int `json:"lagSeconds"`
	// SyncedAt is when the replica last held every change (zero before the
	// first sync since the server started).
	SyncedAt time.Time `json:"syncedAt,omitzero"`
}

// Lag reads the replica's position at now from what the running
// replication knows (no call to the storage); replicating is false when app
// replicates nothing.
func Lag(app core.App, now time.Time) (p Position, replicating bool) {
	r, ok := app.Store().Get(storeKey).(*replicator)
	if !ok {
		return p, false
	}
	p.SyncedAt = r.db.LastSuccessfulSyncAt()
	local, err := r.db.Pos()
	if err == nil && local.TXID <= r.db.Replica.Pos().TXID {
		return p, true
	}
	since := p.SyncedAt
	if since.IsZero() {
		since = r.started
	}
	p.LagSeconds = int(max(now.Sub(since), 0) / time.Second)
	return p, true
}
