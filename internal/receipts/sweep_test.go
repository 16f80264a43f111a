package receipts_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"foundation/internal/receipts"
	"foundation/internal/receipts/journal"
)

// After a crash between a payment and its receipt, the sweep issues the
// missing receipt (once, mailed), leaves alone a gift whose receipt was
// cancelled on purpose, and deletes a PDF whose receipt never committed.
func TestTheSweepIssuesWhatACrashLeftMissing(t *testing.T) {
	d := newDesk(t, nil)
	donor := d.donor("jean@example.org", "x")
	// The crash: the gift was saved paid, its receipt never issued.
	crashed := d.create("donations", map[string]any{"donor": donor, "amount": 4000, "currency": "EUR", "rhythm": "once", "method": "card",
		"status": "paid", "paymentsCount": 1, "amountCollected": 4000, "lastPaymentAt": time.Now().Add(-time.Minute)}).Id
	// Paid long ago without a receipt (receipts were off then): left alone.
	old := d.create("donations", map[string]any{"donor": donor, "amount": 1000, "currency": "EUR", "rhythm": "once", "method": "card",
		"status": "paid", "paymentsCount": 1, "amountCollected": 1000, "lastPaymentAt": time.Now().AddDate(0, -2, 0)}).Id
	// A receipt the treasurer cancelled without a replacement: not issued again.
	cancelled := d.gift(donor, 2500, "cheque", "awaiting_cheque")
	d.pay(cancelled)
	if _, _, err := receipts.Cancel(d.app, d.receipts()[0].Id, "issued by mistake", false, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	// Files of receipts that never committed: an old one, and one still being issued.
	storage := filepath.Join(d.app.DataDir(), "storage", d.receiptsCollectionID())
	orphan, young := filepath.Join(storage, "neverrecorded01", "recu-2026-000099.pdf"), filepath.Join(storage, "beingissued0001", "recu-2026-000100.pdf")
	storedFile(t, orphan, 2*time.Hour)
	storedFile(t, young, 0)
	mailsBefore := len(d.mailsTo("jean@example.org"))

	for run, want := range []int{1, 0} { // a second sweep finds nothing more
		if issued := receipts.Sweep(d.app, time.Now()); issued != want {
			t.Fatalf("sweep %d issued %d, want %d", run+1, issued, want)
		}
	}
	byGift := map[string][]string{}
	for _, r := range d.receipts() {
		byGift[r.DonationID()] = append(byGift[r.DonationID()], r.GetString("status"))
	}
	if len(byGift[crashed]) != 1 || byGift[crashed][0] != receipts.StatusValid || len(byGift[old]) != 0 || len(byGift[cancelled]) != 1 {
		t.Errorf("receipts by gift after the sweep: %v", byGift)
	}
	if mails := d.mailsTo("jean@example.org"); len(mails) != mailsBefore+1 {
		t.Errorf("mails to the donor: %v, want one more (the swept receipt)", mails)
	}
	if _, err := os.Stat(orphan); !os.IsNotExist(err) {
		t.Error("the orphan PDF is still there")
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("a file still being issued was deleted: %v", err)
	}

	// A receipt the journal saw committed and the database lost (an older
	// backup restored, the storage elsewhere): its file may be the only copy
	// of what the donor was sent, and stays.
	lost := filepath.Join(storage, "lostinrestore01", "recu-2026-000098.pdf")
	storedFile(t, lost, 2*time.Hour)
	entry := journal.Entry{Kind: journal.KindIssued, Number: "2026-000098", Year: 2026, Seq: 98, Receipt: "lostinrestore01", At: time.Now().UTC().Format(time.RFC3339)}
	if err := journal.At(journal.PathBeside(d.app.DataDir())).Append(entry); err != nil {
		t.Fatal(err)
	}
	receipts.Sweep(d.app, time.Now())
	if _, err := os.Stat(lost); err != nil {
		t.Errorf("the file of a receipt the journal knows was deleted: %v", err)
	}
}

// storedFile puts a PDF at path in the file storage, written age ago.
func storedFile(t *testing.T, path string, age time.Duration) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte("%PDF-1.4"), 0o644); err != nil {
		t.Fatal(err)
	}
	at := time.Now().Add(-age)
	if err := os.Chtimes(path, at, at); err != nil {
		t.Fatal(err)
	}
}
