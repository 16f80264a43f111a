package backup_test

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"foundation/internal/backup"
	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// Receipts 1-3 issued, a backup, receipts 4-5 issued (and mailed), then
// the backup restored into the server's folder and the server started:
// receipts are stopped rather than 4 issued again, and once an operator
// records 4 and 5 as lost the next receipt is 6.
func TestRestoringAnOlderBackupReusesNoReceiptNumber(t *testing.T) {
	app, older := backedUp(t)
	paidGifts(t, app, 4, 2)
	year := strconv.Itoa(time.Now().In(donate.Paris).Year())
	if got := numbers(t, app); len(got) != 5 {
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
	if _, err := receipts.IssueForDonation(restarted, gift, nil, time.Now()); !errors.As(err, &stopped) || len(stopped.Missing) != 2 {
		t.Fatalf("issue after the restore: %v", err)
	}
	if got := numbers(t, restarted); len(got) != 3 {
		t.Fatalf("numbers after the refusal: %v", got)
	}

	if _, err := receipts.AcknowledgeLost(restarted, "restored the backup of the morning after a disk failure", time.Now()); err != nil {
		t.Fatal(err)
	}
	r, err := receipts.IssueForDonation(restarted, gift, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	want := []string{year + "-000001", year + "-000002", year + "-000003", year + "-000006"}
	if got := numbers(t, restarted); r.Number() != year+"-000006" || !slices.Equal(got, want) {
		t.Fatalf("after the loss was recorded: issued %s, numbers %v, want %v", r.Number(), got, want)
	}
}
