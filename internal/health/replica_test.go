package health_test

import (
	"context"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/health"
	"foundation/internal/replica"
	"foundation/internal/testapp"
)

// With REPLICA_URL set, the monitor reads the replica's lag: 0 while it
// holds every change, and a problem (503) once it has missed them for
// longer than replica.LagBound, the storage gone.
func TestTheMonitorLearnsTheReplicasLag(t *testing.T) {
	t.Setenv("MONITOR_TOKEN", token)
	storage := t.TempDir()
	t.Setenv("REPLICA_URL", "file://"+storage)
	app := testapp.New(t)
	if err := app.CreateBackup(context.Background(), "first.zip"); err != nil {
		t.Fatal(err)
	}
	base := testapp.Serve(t, app)
	testapp.Superuser(t, app) // a write
	if err := replica.Sync(app); err != nil {
		t.Fatal(err)
	}
	got := testapp.Call(t, base, "Bearer "+token, http.MethodGet, "/api/health/detail", nil)
	if got.Status != http.StatusOK || !strings.Contains(string(got.Raw), `"replica":{"lagSeconds":0,"syncedAt":`) {
		t.Fatalf("the replica holds every change: %d %s", got.Status, got.Raw)
	}

	// The storage goes away (a file where its folder was), and a write follows.
	if err := os.RemoveAll(storage); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(storage, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { // back before the app stops, whose last sync would retry for its timeout
		os.Remove(storage)
		os.Mkdir(storage, 0o700)
	})
	testapp.Create(t, app, core.CollectionNameSuperusers, map[string]any{"email": "second@example.org", "password": "a-long-test-password"})
	if err := replica.Sync(app); err == nil {
		t.Fatal("the replica took a change with its storage gone")
	}
	later := time.Now().Add(replica.LagBound + time.Minute)
	r, err := health.Read(app, later)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != "attention" || r.Replica == nil || r.Replica.LagSeconds <= int(replica.LagBound/time.Second) ||
		!strings.Contains(strings.Join(r.Problems, "\n"), "the replica has missed the database's changes for") {
		t.Fatalf("the replica behind for %v: %+v", replica.LagBound+time.Minute, r)
	}
}
