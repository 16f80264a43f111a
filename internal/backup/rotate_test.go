package backup_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"foundation/internal/backup"
	"foundation/internal/testapp"
)

// Backups taken by hand are rotated like the nightly ones: the newest
// KeepManual stay, and the nightly ones are not counted with them.
func TestBackupsTakenByHandAreRotated(t *testing.T) {
	app := testapp.New(t)
	ctx := context.Background()
	if err := app.CreateBackup(ctx, "@auto_pb_backup_foundation_20260101000000.zip"); err != nil {
		t.Fatal(err)
	}
	start := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	var names []string
	for i := range backup.KeepManual + 2 {
		created, err := backup.Create(ctx, app, start.Add(time.Duration(i)*time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, created.Name)
	}
	backups, err := app.NewBackupsFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer backups.Close()
	files, err := backups.List("")
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, f := range files {
		kept = append(kept, f.Key)
	}
	want := append([]string{"@auto_pb_backup_foundation_20260101000000.zip"}, names[2:]...)
	slices.Sort(kept)
	slices.Sort(want)
	if !slices.Equal(kept, want) {
		t.Fatalf("kept %v\nwant %v", kept, want)
	}
}
