package backup_test

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/backup"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
)

// paidGifts records n paid one-off gifts of distinct donors, numbered from
// first; with receipts on, each gets its receipt.
func paidGifts(t testing.TB, app core.App, first, n int) {
	t.Helper()
	for i := first; i < first+n; i++ {
		if _, err := receiptstest.PaidGift(app, fmt.Sprintf("donor%d@example.org", i), 1000+i); err != nil {
			t.Fatal(err)
		}
	}
}

// counted are the collections whose records a restore must bring back.
var counted = []string{"donation_users", "donations", receipts.Collection}

func counts(t testing.TB, app core.App) map[string]int {
	t.Helper()
	n := map[string]int{}
	for _, c := range counted {
		total, err := app.CountRecords(c)
		if err != nil {
			t.Fatal(err)
		}
		n[c] = int(total)
	}
	return n
}

func wantCounts(t testing.TB, restored core.App, want map[string]int) {
	t.Helper()
	if got := counts(t, restored); !maps.Equal(got, want) {
		t.Fatalf("restored counts %v, want %v", got, want)
	}
}

// numbers lists app's receipt numbers in order.
func numbers(t testing.TB, app core.App) []string {
	t.Helper()
	var out []string
	if err := app.RecordQuery(receipts.Collection).Select("number").OrderBy("year", "seq").Column(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// sameReceipts checks that every receipt restored is the source's, its
// PDF byte-identical (and matching its SHA-256, which PDF checks).
func sameReceipts(t testing.TB, source, restored core.App) {
	t.Helper()
	var ids []string
	if err := restored.RecordQuery(receipts.Collection).Select("id").Column(&ids); err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		was, err := receipts.FindReceipt(source, id)
		if err != nil {
			t.Fatalf("receipt %s restored but not in the source: %v", id, err)
		}
		is, err := receipts.FindReceipt(restored, id)
		if err != nil {
			t.Fatal(err)
		}
		wasPDF, err := was.PDF(source)
		if err != nil {
			t.Fatal(err)
		}
		isPDF, err := is.PDF(restored)
		if err != nil {
			t.Fatalf("restored %s: %v", is.Number(), err)
		}
		if is.Number() != was.Number() || is.SHA256() != was.SHA256() || !bytes.Equal(isPDF, wasPDF) {
			t.Fatalf("receipt %s restored as %s, PDF %d bytes (sha %s), was %d bytes (sha %s)",
				was.Number(), is.Number(), len(isPDF), is.SHA256(), len(wasPDF), was.SHA256())
		}
	}
}

// localBackup is the path of a backup kept in app's data directory.
func localBackup(app core.App, name string) string {
	return filepath.Join(app.DataDir(), core.LocalBackupsDirName, name)
}

// backupArchive takes a backup of app and opens it (closed when t ends).
func backupArchive(t testing.TB, app core.App) *zip.ReadCloser {
	t.Helper()
	created, err := backup.Create(context.Background(), app, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	archive, err := zip.OpenReader(localBackup(app, created.Name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { archive.Close() })
	return archive
}
