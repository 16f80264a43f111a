package receipts_test

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/receipts/journal"
	"foundation/internal/staff"
)

// journal reads the numbering journal beside d's data directory.
func (d *desk) journal() []journal.Entry {
	d.t.Helper()
	entries, unreadable, err := journal.At(journal.PathBeside(d.app.DataDir())).Read()
	if err != nil || unreadable != 0 {
		d.t.Fatalf("journal: %v, %d unreadable lines", err, unreadable)
	}
	return entries
}

// paidGift records a paid one-off gift; with receipts on it is receipted.
func (d *desk) paidGift(email string, amount int) string {
	d.t.Helper()
	id := d.gift(d.donor(email, "x"), amount, "card", "pending")
	d.pay(id)
	return id
}

func TestEveryNumberIssuedIsJournaledWithItsReceipt(t *testing.T) {
	d := newDesk(t, nil)
	d.paidGift("ana@example.org", 5000)
	d.paidGift("ben@example.org", 7000)
	entries := d.journal()
	stored := d.receipts()
	if len(entries) != 2 || len(stored) != 2 {
		t.Fatalf("%d journal entries for %d receipts", len(entries), len(stored))
	}
	for i, e := range entries {
		r := stored[i]
		if e.Kind != journal.KindIssued || e.Number != r.Number() || e.Receipt != r.Id || e.SHA256 != r.SHA256() || e.Donation != r.DonationID() {
			t.Errorf("entry %+v for receipt %s %s", e, r.Number(), r.Id)
		}
	}
}

// Receipts issued before the journal existed (or while it could not be
// written) are written to it when the numbering is checked.
func TestTheJournalCatchesUpWithTheDatabase(t *testing.T) {
	d := newDesk(t, nil)
	d.paidGift("ana@example.org", 5000)
	if err := os.Remove(journal.PathBeside(d.app.DataDir())); err != nil {
		t.Fatal(err)
	}
	state, err := receipts.CheckNumbering(d.app)
	if err != nil || len(state.Missing) != 0 {
		t.Fatalf("check: %+v, %v", state, err)
	}
	if entries := d.journal(); len(entries) != 1 || entries[0].Number != d.numbers()[0] {
		t.Fatalf("journal after the check: %+v", entries)
	}
}

// The journal knows a number the database lacks, as after a restore: the
// treasurer is refused (409, saying why and what to do), the staff are
// mailed once, and no number is used until an operator records the loss;
// the series then resumes after the lost number, never on it.
func TestANumberTheDatabaseLostStopsReceiptsUntilTheLossIsRecorded(t *testing.T) {
	d := newDesk(t, nil)
	d.paidGift("ana@example.org", 5000)
	year := time.Now().In(donate.Paris).Year()
	lost := journal.Entry{Kind: journal.KindIssued, Number: fmt.Sprintf("%d-000002", year), Year: year, Seq: 2, Receipt: "gone00000000001", At: "2026-01-05 10:00:00.000Z"}
	if err := journal.At(journal.PathBeside(d.app.DataDir())).Append(lost); err != nil {
		t.Fatal(err)
	}
	// What the server does when it starts (the numbering is checked once
	// per process: only a restore takes the database back, and it restarts).
	if state, err := receipts.CheckNumbering(d.app); err != nil || len(state.Missing) != 1 {
		t.Fatalf("check: %+v, %v", state, err)
	}
	gift := d.paidGift("ben@example.org", 7000) // its receipt is refused
	status, body, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/receipt", nil)
	message := fmt.Sprint(body["message"])
	if status != http.StatusConflict || !strings.Contains(message, lost.Number) || !strings.Contains(message, "foundation receipts acknowledge") {
		t.Fatalf("issue while a number is missing: %d %s", status, message)
	}
	if got := d.mailsTo(notify.StaffAddress(d.app)); len(got) != 1 || !strings.Contains(got[0], "Tax receipts stopped") {
		t.Fatalf("staff mails: %q", got)
	}
	if n := len(d.receipts()); n != 1 {
		t.Fatalf("%d receipts after the refusals", n)
	}

	if _, err := receipts.AcknowledgeLost(d.app, "  ", time.Now()); err == nil {
		t.Fatal("a loss recorded without a reason")
	}
	var out bytes.Buffer
	cmd := receipts.Command(d.app)
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"acknowledge", "--reason", "restored the backup of 4 January after a disk failure"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	next := fmt.Sprintf("%d-000003", year)
	if !strings.Contains(out.String(), lost.Number) || !strings.Contains(out.String(), "next number "+next) {
		t.Fatalf("acknowledge said:\n%s", out.String())
	}
	entries := d.journal()
	if last := entries[len(entries)-1]; last.Kind != journal.KindLost || last.Number != lost.Number || !strings.Contains(last.Reason, "disk failure") {
		t.Fatalf("journal's last line: %+v", last)
	}
	status, body, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/receipt", nil)
	if status != http.StatusCreated || body["number"] != next {
		t.Fatalf("issue after the loss was recorded: %d %v", status, body)
	}
}
