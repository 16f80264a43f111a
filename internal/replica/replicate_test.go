package replica_test

import (
	"testing"
	"time"

	"foundation/internal/replica"
	"foundation/internal/testapp"
)

// PocketBase's midnight checkpoint waits for the read transaction
// Litestream keeps open until SQLite's busy timeout (10 seconds, every
// write held behind it); while the server replicates, the job goes through
// Litestream, which closes it first. (The bound is half that timeout, far
// above the milliseconds the job takes.)
func TestTheDailyCheckpointHoldsNoWritesWhileReplicating(t *testing.T) {
	t.Setenv("REPLICA_URL", "file://"+t.TempDir())
	app := testapp.New(t)
	testapp.Serve(t, app)
	testapp.Superuser(t, app) // a write
	if err := replica.Sync(app); err != nil {
		t.Fatal(err)
	}
	ran := false
	for _, job := range app.Cron().Jobs() {
		if job.Id() == "__pbDBOptimize__" {
			start := time.Now()
			job.Run()
			if took := time.Since(start); took > 5*time.Second {
				t.Fatalf("the daily checkpoint took %v", took)
			}
			ran = true
		}
	}
	if !ran {
		t.Fatal("no daily checkpoint job")
	}
}
