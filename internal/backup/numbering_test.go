package backup_test

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"foundation/internal/backup"
	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// Receipts 1-3 issued; gift X paid, its receipt failing; a backup; X's
// receipt issued (4) and two more (5, 6), all mailed; then the backup
// restored into the server's folder and the server started. Receipts stop
// rather than give 4 again; once an operator records 4-6 as lost, the next
// receipt is 7, and X gets none: its donor holds 4.
func TestRestoringAnOlderBackupReusesNoReceiptNumber(t *testing.T) {
	app := receipted(t)
	receipts.SetRenderer(app, func(receipts.Document) ([]byte, error) { return nil, errors.New("the font is gone") })
	x, err := receiptstest.PaidGift(app, "x@example.org", 3100)
	if err != nil {
		t.Fatal(err)
	}
	receipts.SetRenderer(app, nil)
	older := backUp(t, app)
	if _, err := receipts.IssueForDonation(app, x, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	paidGifts(t, app, 4, 2)
	year := strconv.Itoa(time.Now().In(donate.Paris).Year())
	if got := numbers(t, app); len(got) != 6 {
		t.Fatalf("issued %v", got)
	}

	dir := app.DataDir()
	if err := app.ResetBootstrapState(); err != nil { // the server stops
		t.Fatal(err)
	}
	done, err := backup.Restore(older, dir, true, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(done.Former) })
	if !done.JournalFound {
		t.Fatalf("the journal beside %s is gone", dir)
	}
	restarted := testapp.Open(t, dir)
	if got := numbers(t, restarted); len(got) != 3 {
		t.Fatalf("restored %v", got)
	}
	gift, err := receiptstest.PaidGift(restarted, "after@example.org", 4200)
	if err != nil {
		t.Fatal(err)
	}
	var stopped receipts.ErrNumberingStopped
	if _, err := receipts.IssueForDonation(restarted, gift, nil, time.Now()); !errors.As(err, &stopped) || len(stopped.Missing) != 3 {
		t.Fatalf("issue after the restore: %v", err)
	}
	if issued := receipts.Sweep(restarted, time.Now()); issued != 0 || len(numbers(t, restarted)) != 3 {
		t.Fatalf("the sweep issued %d receipts while the numbering is stopped", issued)
	}

	if _, err := receipts.AcknowledgeLost(restarted, "restored the backup of the morning after a disk failure", time.Now()); err != nil {
		t.Fatal(err)
	}
	if issued := receipts.Sweep(restarted, time.Now()); issued != 1 { // the new gift, not X
		t.Fatalf("the sweep issued %d receipts", issued)
	}
	if _, err := receipts.IssueForDonation(restarted, x, nil, time.Now()); err == nil || !strings.Contains(err.Error(), year+"-000004") {
		t.Fatalf("a second receipt for X: %v", err)
	}
	want := []string{year + "-000001", year + "-000002", year + "-000003", year + "-000007"}
	if got := numbers(t, restarted); !slices.Equal(got, want) {
		t.Fatalf("after the loss was recorded: numbers %v, want %v", got, want)
	}
}
