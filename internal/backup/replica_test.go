package backup_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"foundation/internal/backup"
	"foundation/internal/donate"
	"foundation/internal/receipts/journal"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/replica"
	"foundation/internal/testapp"
)

// A server replicating to a folder (REPLICA_URL=file:///…) issues receipts
// 1-3, and its disk is lost at once: no clean shutdown, no journal, no
// backup. `restore --replica` rebuilds a data folder on a new machine from
// the replica alone; the server started on it holds receipts 1-3, and the
// next gift's receipt is 4.
func TestALostDiskLosesNoReceiptAndReusesNoNumber(t *testing.T) {
	replicaURL := "file://" + t.TempDir()
	t.Setenv("REPLICA_URL", replicaURL)
	app := testapp.New(t)
	receiptstest.Enable(t, app)
	testapp.Serve(t, app) // replication starts with the server
	paidGifts(t, app, 1, 3)
	// The disk is lost here: the server is not stopped.

	dir := filepath.Join(t.TempDir(), "pb_data")
	t.Cleanup(func() { os.Remove(journal.PathBeside(dir)) })
	done, err := backup.RestoreReplica(context.Background(), replicaURL, dir, false, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if done.JournalFound {
		t.Fatalf("a journal beside %s on the new machine", dir)
	}
	restored := testapp.Open(t, dir)
	year := strconv.Itoa(time.Now().In(donate.Paris).Year())
	want := []string{year + "-000001", year + "-000002", year + "-000003"}
	if got := numbers(t, restored); !slices.Equal(got, want) {
		t.Fatalf("restored from the replica: receipts %v, want %v", got, want)
	}
	paidGifts(t, restored, 4, 1)
	if got := numbers(t, restored); !slices.Equal(got, append(want, year+"-000004")) {
		t.Fatalf("after a new gift: receipts %v", got)
	}
}

// Litestream keeps its state in the data folder (.data.db-litestream); a
// backup leaves it out: it is rebuilt from the database.
func TestABackupHoldsNoReplicationState(t *testing.T) {
	t.Setenv("REPLICA_URL", "file://"+t.TempDir())
	app := testapp.New(t)
	testapp.Serve(t, app)
	if err := replica.Sync(app); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(app.DataDir(), ".data.db-litestream")); err != nil {
		t.Fatalf("no replication state where expected: %v", err)
	}
	archive := backupArchive(t, app)
	for _, f := range archive.File {
		if strings.HasPrefix(f.Name, ".data.db-litestream") {
			t.Fatalf("the backup holds %s", f.Name)
		}
	}
}
