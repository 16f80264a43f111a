package backup_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/backup"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// The operator's drill: a backup taken while gifts are paid and receipted
// on four goroutines, restored into a new folder and started there, holds
// exactly what the database held when the backup was taken (the counts are
// read in the backup's own transaction), and every receipt PDF restored is
// byte-identical to the one issued.
func TestABackupTakenUnderWritesRestoresWhole(t *testing.T) {
	app := testapp.New(t)
	receiptstest.Enable(t, app)
	var atBackup map[string]int
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		return e.App.RunInTransaction(func(tx core.App) error {
			atBackup = counts(t, tx)
			e.App = tx // PocketBase's archive runs in this same transaction
			return e.Next()
		})
	})

	issued := make(chan struct{}, 1<<16) // one a receipt issued
	stop := make(chan struct{})
	var writers sync.WaitGroup
	errs := make(chan error, 4)
	for w := range 4 {
		writers.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				if _, err := receiptstest.PaidGift(app, fmt.Sprintf("w%d-%d@example.org", w, i), 1000+i); err != nil {
					errs <- err
					return
				}
				select {
				case issued <- struct{}{}:
				default: // never full in practice; a writer must not block on it
				}
			}
		})
	}
	waitFor(t, issued, 12)
	created, err := backup.Create(context.Background(), app, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for len(issued) > 0 { // what was issued before the backup returned
		<-issued
	}
	waitFor(t, issued, 8) // and the writes go on
	close(stop)
	writers.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}

	dir := filepath.Join(t.TempDir(), "pb_data")
	done, err := backup.Restore(localBackup(app, created.Name), dir, false, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if done.Former != "" || done.Dir != dir {
		t.Fatalf("restore into a new folder: %+v", done)
	}
	restored := testapp.Open(t, dir)
	if atBackup[receipts.Collection] < 12 || counts(t, app)[receipts.Collection] <= atBackup[receipts.Collection] {
		t.Fatalf("the backup holds %v of %v: not taken while receipts were being issued", atBackup, counts(t, app))
	}
	wantCounts(t, restored, atBackup)
	sameReceipts(t, app, restored)
	// Numbers are given in commit order: the backup holds the first ones.
	if got, all := numbers(t, restored), numbers(t, app); !slices.Equal(got, all[:len(got)]) {
		t.Fatalf("restored numbers %v, issued %v", got, all)
	}
}

// waitFor waits for want more receipts issued.
func waitFor(t testing.TB, issued <-chan struct{}, want int) {
	t.Helper()
	timeout := time.After(30 * time.Second)
	for got := 0; got < want; got++ {
		select {
		case <-issued:
		case <-timeout:
			t.Fatalf("only %d of %d writes after 30 s", got, want)
		}
	}
}
