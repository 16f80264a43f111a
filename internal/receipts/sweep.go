package receipts

import (
	"errors"
	"strings"
	"time"

	"foundation/internal/donate"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// A crash (kill -9, a power cut) between a payment's commit and its
// receipt's leaves a paid gift without one, and may leave a PDF in the file
// storage whose receipt never committed. The sweep, at start and every few
// minutes, issues what is missing and removes such files.
const (
	// sweepSchedule is the sweep's cron: every five minutes.
	sweepSchedule = "*/5 * * * *"
	// sweepWindow is how far back a payment is looked at: a crash is
	// noticed at the next start, within minutes; an older gift without a
	// receipt was left so on purpose (paid while receipts were off) or is on
	// the receipts screen's list of missing ones.
	sweepWindow = 7 * 24 * time.Hour
	// orphanAge is how old a file without its receipt must be to go: one
	// younger may belong to an issue still committing.
	orphanAge = time.Hour
)

// sweepAtStartAndEveryFewMinutes binds the sweep.
func sweepAtStartAndEveryFewMinutes(app core.App) {
	app.Cron().MustAdd("receiptsSweep", sweepSchedule, func() { Sweep(app, time.Now()) })
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil { // a real start, not a test's routes
			go Sweep(se.App, time.Now())
		}
		return se.Next()
	})
}

// Sweep issues the receipt of each one-off gift paid within sweepWindow
// that never had one (valid or cancelled), and deletes receipt files
// older than orphanAge that no receipt names. It logs what it did; it
// reports the receipts issued.
func Sweep(app core.App, now time.Time) (issued int) {
	since, _ := types.ParseDateTime(now.Add(-sweepWindow))
	var missing []string
	err := app.DB().Select(core.FieldNameId).From(donate.DonationsCollection).Where(dbx.NewExp(`rhythm = 'once' AND status = 'paid' AND NOT test
		AND lastPaymentAt >= {:since} AND NOT EXISTS (SELECT 1 FROM `+Collection+` r WHERE r.donation = donations.id AND r.kind = 'single')`,
		dbx.Params{"since": since.String()})).Column(&missing)
	if err != nil {
		app.Logger().Error("receipts: sweep could not look for missing receipts", "error", err)
	}
	for _, id := range missing {
		_, err := IssueForDonation(app, id, nil, now)
		var off ErrReceiptsOff
		var refused validation.Errors
		var stopped ErrNumberingStopped
		switch {
		case err == nil:
			issued++
			app.Logger().Warn("receipts: sweep issued a missing receipt", "donation", id)
		case errors.As(err, &off), errors.As(err, &refused):
			// Nothing was missed: the gift gets none, for the reason the receipts screen shows.
		case errors.As(err, &stopped):
			// No gift gets one until an operator settles the numbering.
			numberingOf(app).alertOnce(app, stopped)
			removeOrphans(app, now)
			return issued
		default:
			app.Logger().Error("receipts: sweep could not issue a missing receipt", "donation", id, "error", err)
		}
	}
	removeOrphans(app, now)
	return issued
}

// removeOrphans deletes the receipt files older than orphanAge that no
// receipt record names and the numbering journal never saw committed: a
// file whose receipt a restore lost (the storage on S3, the database from
// an older backup) may be the only copy of what a donor was sent, and is
// kept.
func removeOrphans(app core.App, now time.Time) {
	c, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return
	}
	kept := map[string]bool{}
	var ids []string
	if err := app.DB().Select(core.FieldNameId).From(Collection).Column(&ids); err != nil {
		app.Logger().Error("receipts: sweep could not read the receipts", "error", err)
		return
	}
	entries, _, err := numberingOf(app).journal.Read()
	if err != nil {
		app.Logger().Error("receipts: sweep could not read the numbering journal", "error", err)
		return
	}
	for _, id := range ids {
		kept[id] = true
	}
	for _, e := range entries {
		kept[e.Receipt] = true
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		app.Logger().Error("receipts: sweep could not open the file storage", "error", err)
		return
	}
	defer fsys.Close()
	files, err := fsys.List(c.Id + "/")
	if err != nil {
		app.Logger().Error("receipts: sweep could not list the receipt files", "error", err)
		return
	}
	for _, f := range files {
		recordID, _, _ := strings.Cut(strings.TrimPrefix(f.Key, c.Id+"/"), "/")
		if kept[recordID] || now.Sub(f.ModTime) < orphanAge {
			continue
		}
		if err := fsys.Delete(f.Key); err != nil {
			app.Logger().Error("receipts: sweep could not delete an orphan file", "file", f.Key, "error", err)
			continue
		}
		app.Logger().Warn("receipts: sweep deleted a file whose receipt never committed", "file", f.Key)
	}
}
