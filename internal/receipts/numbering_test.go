package receipts_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
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
	if got := d.mailsTo(notify.StaffAddress(d.app)); len(got) != 1 || got[0] != "Reçus fiscaux arrêtés : numéros absents de la base de données" {
		t.Fatalf("staff mails: %q", got)
	}
	// In French, the back office's language, naming the number and what to do.
	if text := d.mailText("Reçus fiscaux arrêtés"); !strings.Contains(text, "Les reçus "+lost.Number+" ont été émis") ||
		!strings.Contains(text, "foundation receipts acknowledge") || !strings.Contains(text, "Les dons continuent d’arriver") {
		t.Errorf("the staff's mail:\n%s", text)
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

// The journal says a donor's 2025 annual receipt was lost with the
// database (and the loss recorded): the annual run issues that donor no
// other one, and says why; the others get theirs.
func TestAnAnnualReceiptTheDatabaseLostIsNotIssuedAgain(t *testing.T) {
	d := newDesk(t, nil)
	now := time.Date(2026, 1, 10, 9, 0, 0, 0, donate.Paris)
	for _, email := range []string{"kept@example.org", "Lost@Example.org"} {
		d.recurring(d.donor(email, "x"), "card", 1000, false, "2025-03-05 10:00:00.000Z")
	}
	sum := sha256.Sum256([]byte("lost@example.org"))
	lost := journal.Entry{Kind: journal.KindLost, Number: "2026-000001", Year: 2026, Seq: 1, Receipt: "gone00000000001",
		TaxYear: 2025, Donor: hex.EncodeToString(sum[:]), At: "2026-01-08 10:00:00.000Z", Reason: "restored an older backup"}
	if err := journal.At(journal.PathBeside(d.app.DataDir())).Append(lost); err != nil {
		t.Fatal(err)
	}
	if _, err := receipts.CheckNumbering(d.app); err != nil { // as at start
		t.Fatal(err)
	}
	run, err := receipts.RunAnnual(d.app, 2025, now)
	if err != nil {
		t.Fatal(err)
	}
	if run.Issued != 1 || len(run.Blocked) != 1 || run.Blocked[0].Email != "lost@example.org" || !strings.Contains(run.Blocked[0].Reason, "2026-000001") {
		t.Fatalf("annual run: %+v", run)
	}
	if got := d.numbers(); len(got) != 1 || got[0] != "2026-000002" {
		t.Fatalf("numbers %v, want the one after the lost receipt", got)
	}
}

// A one-off gift whose receipt the database lost (its loss recorded) is
// listed as missing with why, and the treasurer cannot issue it another.
func TestAGiftWhoseReceiptTheDatabaseLostGetsNoOther(t *testing.T) {
	d := newDesk(t, nil)
	d.off()
	gift := d.paidGift("ana@example.org", 5000)
	d.on()
	lost := journal.Entry{Kind: journal.KindLost, Number: "2026-000001", Year: 2026, Seq: 1, Receipt: "gone00000000001", Donation: gift,
		At: "2026-01-08 10:00:00.000Z", Reason: "restored an older backup"}
	if err := journal.At(journal.PathBeside(d.app.DataDir())).Append(lost); err != nil {
		t.Fatal(err)
	}
	if _, err := receipts.CheckNumbering(d.app); err != nil { // as at start
		t.Fatal(err)
	}
	_, body, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/missing", nil)
	if items, _ := body["items"].([]any); len(items) != 1 || !strings.Contains(fmt.Sprint(items[0].(map[string]any)["receiptBlocked"]), "2026-000001") {
		t.Fatalf("missing receipts: %v", body)
	}
	status, body, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/receipt", nil)
	if status != http.StatusBadRequest || !strings.Contains(fmt.Sprint(body["data"]), "validation_receipt_held") {
		t.Fatalf("a second receipt for the gift: %d %v", status, body)
	}
}
