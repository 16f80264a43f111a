package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/receipts/journal"
	"foundation/internal/receipts/receiptstest"
	_ "foundation/internal/schema" // the migrations
)

// Receipts run in this process on their own scratch data dir: no server.
func init() {
	sections = append(sections, section{name: "receipts", run: benchReceipts, ownServer: true})
}

const (
	annualDonors     = 10_000
	receiptsBudget   = 100.0 // receipts per second
	receiptPDFBudget = 60 << 10
)

// benchReceipts issues the annual receipts of last year for 10,000 monthly
// donors (twelve payments each) in this process, on a scratch data dir, as
// the treasurer's run does: each receipt numbered, rendered, stored and
// its mail queued in the outbox (no worker runs here: nothing is sent). It checks
// the numbers (1..10,000, no gap, no duplicate) and that a rerun issues
// nothing. It needs no server: `go run ./cmd/bench -only receipts`.
func benchReceipts(*target) (string, error) {
	dir, err := os.MkdirTemp("", "foundation-receipts-bench-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	defer os.Remove(journal.PathBeside(dir))
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return "", err
	}
	defer app.ResetBootstrapState()
	if err := app.RunAllMigrations(); err != nil {
		return "", err
	}
	receipts.Register(app)
	if err := receiptstest.Fill(app); err != nil {
		return "", err
	}
	now := time.Now()
	year := now.In(donate.Paris).Year() - 1
	if err := seedMonthlyDonors(app, year); err != nil {
		return "", err
	}

	runtime.GC()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // peak RSS from here (Linux)
	var peakHeap atomic.Uint64
	stop := sampleHeap(&peakHeap)
	start := time.Now()
	run, err := receipts.RunAnnual(app, year, now)
	elapsed := time.Since(start)
	stop()
	if err != nil {
		return "", err
	}
	rss := peakRSS()
	rerunStart := time.Now()
	rerun, err := receipts.RunAnnual(app, year, now)
	if err != nil {
		return "", err
	}
	rerunTime := time.Since(rerunStart)
	mails, err := app.CountRecords(notify.Collection, dbx.HashExp{"kind": "receipt.issued"})
	if err != nil {
		return "", err
	}

	var count, distinct, first, last int
	if err := app.DB().NewQuery("SELECT count(*), count(DISTINCT number), min(seq), max(seq) FROM "+receipts.Collection).
		Row(&count, &distinct, &first, &last); err != nil {
		return "", err
	}
	sizes, err := pdfSizes(filepath.Join(dir, "storage"))
	if err != nil {
		return "", err
	}
	median, largest := 0, 0
	if len(sizes) > 0 {
		median, largest = sizes[len(sizes)/2], sizes[len(sizes)-1]
	}
	perSecond := float64(run.Issued) / elapsed.Seconds()

	numbering := "1..10000, no gap, no duplicate"
	if count != annualDonors || distinct != count || first != 1 || last != count || run.Issued != annualDonors {
		numbering = fmt.Sprintf("**MISMATCH**: %d receipts, %d numbers, seq %d..%d, %d issued", count, distinct, first, last, run.Issued)
	}
	verdict := "within budget"
	if perSecond < receiptsBudget || median >= receiptPDFBudget || largest >= receiptPDFBudget {
		verdict = "**over budget**"
	}
	var b strings.Builder
	b.WriteString("## Receipts\n\n")
	fmt.Fprintf(&b, "### Annual run: %d receipts in one run (in process, scratch data dir, budget ≥ %.0f receipts/s and PDF < 60 KB)\n\n",
		annualDonors, receiptsBudget)
	fmt.Fprintf(&b, "`receipts.RunAnnual` for %d: %d monthly donors with 12 payments each in the payment ledger. Each receipt is one "+
		"transaction (number allocated, Cerfa PDF rendered with its embedded font and signature, record and file stored), "+
		"with its mail queued in the outbox, the PDF attached by reference (%d queued; no worker sends them here).\n\n", year, annualDonors, mails)
	b.WriteString("| receipts | time | receipts/s | peak RSS | peak Go heap | median PDF | largest PDF | numbers | rerun | verdict |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| %d | %s | %.0f | %s | %s | %.1f KB | %.1f KB | %s | %d issued, %d skipped in %s | %s |\n",
		run.Issued, elapsed.Round(10*time.Millisecond), perSecond, mib(rss), mib(peakHeap.Load()),
		float64(median)/1024, float64(largest)/1024, numbering, rerun.Issued, rerun.AlreadyIssued, rerunTime.Round(time.Millisecond), verdict)
	b.WriteString("\nPeak RSS is the process's high-water mark (VmHWM) from the start of the run; peak Go heap is sampled every 50 ms. " +
		"Each mail is an outbox row written in its receipt's transaction, so a run holds no mail in memory.\n")
	return b.String(), nil
}

// seedMonthlyDonors records annualDonors donors, each with a monthly card
// gift paid on the 5th of every month of year.
func seedMonthlyDonors(app core.App, year int) error {
	donors, err := app.FindCollectionByNameOrId("donation_users")
	if err != nil {
		return err
	}
	gifts, err := app.FindCollectionByNameOrId("donations")
	if err != nil {
		return err
	}
	return app.RunInTransaction(func(tx core.App) error {
		for i := range annualDonors {
			donor := core.NewRecord(donors)
			donor.Load(map[string]any{"email": fmt.Sprintf("donor-%05d@bench.example.org", i), "prenom": "Hélène", "nom": "Lefèvre-" + strconv.Itoa(i),
				"adresse": "12 rue des Lilas\n75011 Paris", "codePostal": "75011", "ville": "Paris", "pays": "France", "telephone": "0612345678"})
			if err := tx.Save(donor); err != nil {
				return err
			}
			var ledger []map[string]any
			for month := time.January; month <= time.December; month++ {
				ledger = append(ledger, map[string]any{"at": time.Date(year, month, 5, 9, 0, 0, 0, time.UTC).Format("2006-01-02 15:04:05.000Z"),
					"amount": 2000})
			}
			gift := core.NewRecord(gifts)
			gift.Load(map[string]any{"donor": donor.Id, "amount": 2000, "currency": "EUR", "rhythm": "monthly", "method": "card",
				"status": "active", "paymentsCount": 12, "amountCollected": 24000, "paymentLog": ledger})
			if err := tx.Save(gift); err != nil {
				return err
			}
		}
		return nil
	})
}

// sampleHeap records the largest live Go heap until the returned stop is called.
func sampleHeap(peak *atomic.Uint64) (stop func()) {
	done := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			if m.HeapAlloc > peak.Load() {
				peak.Store(m.HeapAlloc)
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	return func() { close(done); <-ended }
}

// peakRSS is the process's peak resident memory (VmHWM), 0 where unknown.
func peakRSS() uint64 {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range bytes.Lines(status) {
		if rest, ok := bytes.CutPrefix(line, []byte("VmHWM:")); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(string(rest)), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func mib(b uint64) string { return fmt.Sprintf("%.0f MiB", float64(b)/(1<<20)) }

// pdfSizes lists the sizes of the PDFs stored below dir, smallest first.
func pdfSizes(dir string) ([]int, error) {
	var sizes []int
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".pdf") {
			return err
		}
		info, err := d.Info()
		if err == nil {
			sizes = append(sizes, int(info.Size()))
		}
		return err
	})
	slices.Sort(sizes)
	return sizes, err
}
