package journal_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"foundation/internal/receipts/journal"
)

func issued(number string, seq int) journal.Entry {
	return journal.Entry{Kind: journal.KindIssued, Number: number, Year: 2026, Seq: seq, Receipt: "r" + number, SHA256: "ab", At: "2026-01-05 10:00:00.000Z"}
}

func TestAMissingJournalIsEmpty(t *testing.T) {
	entries, unreadable, err := journal.At(filepath.Join(t.TempDir(), "none.jsonl")).Read()
	if err != nil || len(entries) != 0 || unreadable != 0 {
		t.Fatalf("got %v, %d unreadable, %v", entries, unreadable, err)
	}
}

func TestEntriesComeBackInTheOrderWritten(t *testing.T) {
	j := journal.At(filepath.Join(t.TempDir(), "j.jsonl"))
	want := []journal.Entry{issued("2026-000001", 1), issued("2026-000002", 2)}
	if err := j.Append(want[0]); err != nil {
		t.Fatal(err)
	}
	if err := j.Append(want[1]); err != nil {
		t.Fatal(err)
	}
	got, unreadable, err := j.Read()
	if err != nil || unreadable != 0 || !slices.Equal(got, want) {
		t.Fatalf("got %v (%d unreadable, %v), want %v", got, unreadable, err, want)
	}
}

// A crash in the middle of a write leaves half a line: it is counted as
// unreadable, and what is appended afterwards starts a line of its own.
func TestALineCutByACrashSpoilsNothingAfterIt(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	j := journal.At(path)
	if err := j.Append(issued("2026-000001", 1)); err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(`{"kind":"issued","number":"2026-0000`)
	f.Close()
	if err := j.Append(issued("2026-000002", 2)); err != nil {
		t.Fatal(err)
	}
	got, unreadable, err := j.Read()
	if err != nil || unreadable != 1 || len(got) != 2 || got[1].Number != "2026-000002" {
		t.Fatalf("got %v, %d unreadable, %v", got, unreadable, err)
	}
}

func TestTheJournalLivesBesideTheDataDirectory(t *testing.T) {
	if got := journal.PathBeside("/srv/foundation/pb_data/"); got != "/srv/foundation/pb_data.receipts.jsonl" {
		t.Fatal(got)
	}
}

// An operator may create the journal empty beforehand (a sandboxed
// service may write that file, not its folder).
func TestAnEmptyJournalCreatedBeforehandIsAppendedTo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "j.jsonl")
	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	j := journal.At(path)
	if err := j.Append(issued("2026-000001", 1)); err != nil {
		t.Fatal(err)
	}
	if got, unreadable, err := j.Read(); err != nil || unreadable != 0 || len(got) != 1 {
		t.Fatalf("got %v, %d unreadable, %v", got, unreadable, err)
	}
}
