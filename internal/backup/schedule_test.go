package backup_test

import (
	"testing"

	"foundation/internal/backup"
	"foundation/internal/testapp"
)

// The nightly backup is on from the start, and a settings save that
// clears it (the dashboard) does not switch it off: PocketBase's backup job
// is scheduled again with it.
func TestNightlyBackupsStayOn(t *testing.T) {
	app := testapp.New(t)
	if b := app.Settings().Backups; b.Cron != backup.Nightly || b.CronMaxKeep != backup.Keep {
		t.Fatalf("backups at start: %+v", b)
	}
	settings := app.Settings()
	settings.Backups.Cron, settings.Backups.CronMaxKeep = "", 0
	if err := app.Save(settings); err != nil {
		t.Fatal(err)
	}
	if b := app.Settings().Backups; b.Cron != backup.Nightly || b.CronMaxKeep != backup.Keep {
		t.Fatalf("backups after the dashboard cleared them: %+v", b)
	}
	scheduled := false
	for _, job := range app.Cron().Jobs() {
		scheduled = scheduled || (job.Id() == "__pbAutoBackup__" && job.Expression() == backup.Nightly)
	}
	if !scheduled {
		t.Fatal("PocketBase's backup job is not scheduled at " + backup.Nightly)
	}
}
