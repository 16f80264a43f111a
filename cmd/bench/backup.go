package main

import (
	"fmt"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
)

// Backup and restore run the built server's commands, as an operator does.
func init() { sections = append(sections, section{name: "backup", run: benchBackup, ownServer: true}) }

// backupReceipts are the receipt PDFs added to the storage for the second
// measure: the staff data has gifts but no receipts.
const backupReceipts = 10_000

// drillTimes is one `foundation backup` then `foundation restore` of it
// into a new folder.
type drillTimes struct {
	DataBytes, ZipBytes int64
	Backup, Restore     time.Duration
	Donations           int // counted in the restored database
}

// benchBackup times `foundation backup` and `foundation restore` on the
// staff benchmark's data (100,000 gifts), then again once 10,000 receipt
// PDFs are in its storage.
func benchBackup(*target) (string, error) {
	root, err := os.MkdirTemp("", "foundation-bench-backup-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(root)
	dir := filepath.Join(root, "pb_data")
	log.Printf("backup: seeding %s", dir)
	data, err := seedStaff(dir, time.Now())
	if err != nil {
		return "", err
	}
	log.Printf("backup: backup and restore")
	gifts, err := backupAndRestore(dir, filepath.Join(root, "restored"))
	if err != nil {
		return "", err
	}
	log.Printf("backup: adding %d receipt PDFs", backupReceipts)
	pdfSize, err := addReceiptPDFs(dir, backupReceipts)
	if err != nil {
		return "", err
	}
	withPDFs, err := backupAndRestore(dir, filepath.Join(root, "restored-with-pdfs"))
	if err != nil {
		return "", err
	}

	var b strings.Builder
	fmt.Fprintf(&b, "## Backup and restore\n\nMeasured on %s: %d cores (load average %s at the end: the machine is shared), Go %s, the built server's commands as an operator runs them "+
		"(`foundation backup --dir D`, then `foundation restore ZIP --dir NEW`, each a process of its own, times from start to exit). "+
		"Data: the staff benchmark's (%s donations, %s donor records, %s orders), then the same with %s receipt PDFs of %.1f KB "+
		"in its storage (one rendered receipt copied into as many record folders, as PocketBase stores files; the staff data has no receipts).\n\n",
		time.Now().UTC().Format("2006-01-02"), runtime.NumCPU(), loadAverage(), runtime.Version(), thousands(data.Donations), thousands(data.Donors),
		thousands(data.Orders), thousands(backupReceipts), float64(pdfSize)/1024)
	b.WriteString("| data | data dir | backup zip | backup | restore | donations restored |\n|---|---|---|---|---|---|\n")
	for _, row := range []struct {
		name string
		d    drillTimes
	}{{"100,000 gifts", gifts}, {"100,000 gifts + 10,000 receipt PDFs", withPDFs}} {
		fmt.Fprintf(&b, "| %s | %.0f MB | %.0f MB | %s | %s | %s |\n", row.name, float64(row.d.DataBytes)/(1<<20), float64(row.d.ZipBytes)/(1<<20),
			row.d.Backup.Round(100*time.Millisecond), row.d.Restore.Round(100*time.Millisecond), thousands(row.d.Donations))
	}
	b.WriteString("\nA backup is PocketBase's: the database checkpointed, then the data directory zipped inside one transaction, " +
		"so the server's writes wait for about the backup's time (the nightly one runs at 03:00 UTC). " +
		"A restore extracts the zip beside the target folder, checks the database (SQLite `quick_check`) and renames it into place.\n" +
		"\nRun: `go build -o bin/foundation ./cmd/foundation && go run ./cmd/bench -only backup`.\n")
	return b.String(), nil
}

// backupAndRestore backs dir up, restores the backup into a new folder
// and counts the donations there; the backup is removed afterwards, so the
// next measure zips the same data.
func backupAndRestore(dir, into string) (drillTimes, error) {
	var d drillTimes
	var err error
	if d.DataBytes, err = treeSize(dir); err != nil {
		return d, err
	}
	start := time.Now()
	out, err := exec.Command(serverBin, "backup", "--dir", dir).CombinedOutput()
	d.Backup = time.Since(start)
	if err != nil {
		return d, fmt.Errorf("backup: %v\n%s", err, out)
	}
	_, zip, found := strings.Cut(strings.TrimSpace(string(out)), " written to ")
	if !found {
		return d, fmt.Errorf("backup said %q", out)
	}
	defer os.Remove(zip)
	if d.ZipBytes, err = treeSize(zip); err != nil {
		return d, err
	}
	start = time.Now()
	out, err = exec.Command(serverBin, "restore", zip, "--dir", into).CombinedOutput()
	d.Restore = time.Since(start)
	if err != nil {
		return d, fmt.Errorf("restore: %v\n%s", err, out)
	}
	db, err := core.DefaultDBConnect(filepath.Join(into, "data.db"))
	if err != nil {
		return d, err
	}
	defer db.Close()
	return d, db.NewQuery("SELECT count(*) FROM donations").Row(&d.Donations)
}

// addReceiptPDFs renders one receipt and stores n copies in the receipts'
// storage folder, one per record folder; it returns the PDF's size.
func addReceiptPDFs(dir string, n int) (int, error) {
	pdf, err := receipts.Render(receipts.Document{Number: "2025-000001", Foundation: receiptstest.Foundation(), Signature: receiptstest.Signature(),
		DonorName: "Jean Martin", DonorLastName: "Martin", DonorFirstNames: "Jean", DonorAddress: "3 place du Marché", DonorPostalCode: "69001", DonorCountry: "France",
		Amount: 5000, GiftDate: time.Now(), Methods: []string{receipts.MethodCard}, IssuedAt: time.Now()})
	if err != nil {
		return 0, err
	}
	db, err := core.DefaultDBConnect(filepath.Join(dir, "data.db"))
	if err != nil {
		return 0, err
	}
	var collection string
	err = db.NewQuery("SELECT id FROM _collections WHERE name = {:name}").Bind(map[string]any{"name": receipts.Collection}).Row(&collection)
	db.Close()
	if err != nil {
		return 0, err
	}
	for i := range n {
		folder := filepath.Join(dir, "storage", collection, fmt.Sprintf("benchreceipt%05d", i))
		if err := os.MkdirAll(folder, 0o755); err != nil {
			return 0, err
		}
		if err := os.WriteFile(filepath.Join(folder, fmt.Sprintf("recu-2025-%06d.pdf", i+1)), pdf, 0o644); err != nil {
			return 0, err
		}
	}
	return len(pdf), nil
}

// treeSize is the bytes of the files under path (or of the file path).
func treeSize(path string) (int64, error) {
	var size int64
	err := filepath.WalkDir(path, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err == nil {
			size += info.Size()
		}
		return err
	})
	return size, err
}

// loadAverage is the system's one-minute load average ("?" off Linux).
func loadAverage() string {
	load, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(load))[0]
}
