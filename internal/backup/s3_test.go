package backup_test

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"foundation/internal/backup"
	"foundation/internal/testapp"
)

const bucket = "foundation-backups"

// fakeS3 serves an in-process S3 with an empty bucket and sets the
// BACKUP_S3_* variables to it; it returns the store behind it.
func fakeS3(t *testing.T) *s3mem.Backend {
	t.Helper()
	store := s3mem.New()
	if err := store.CreateBucket(bucket); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(store).Server())
	t.Cleanup(srv.Close)
	for name, value := range map[string]string{"BACKUP_S3_ENDPOINT": srv.URL, "BACKUP_S3_BUCKET": bucket, "BACKUP_S3_REGION": "eu-west-3",
		"BACKUP_S3_ACCESS_KEY": "backup-writer", "BACKUP_S3_SECRET": "not-a-real-secret", "BACKUP_S3_FORCE_PATH_STYLE": "true"} {
		t.Setenv(name, value)
	}
	return store
}

// With BACKUP_S3_* set, a backup lands in the bucket (not on the server's
// disk), and `restore` fetches it from there by name.
func TestABackupGoesOffSiteAndRestoresFromThere(t *testing.T) {
	store := fakeS3(t)
	cfg, err := backup.ConfigFrom(os.Getenv, false)
	if err != nil {
		t.Fatal(err)
	}
	app := receipted(t)
	created, err := backup.Create(context.Background(), app, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(created.Where, "s3://"+bucket+"/"+created.Name) {
		t.Fatalf("backup written to %s", created.Where)
	}
	if _, err := store.HeadObject(bucket, created.Name); err != nil {
		t.Fatalf("%s is not in the bucket: %v", created.Name, err)
	}
	if _, err := os.Stat(localBackup(app, created.Name)); err == nil {
		t.Fatal("the backup was also written on the server's disk")
	}

	dir := filepath.Join(t.TempDir(), "pb_data")
	zip, cleanup, err := backup.Fetch(context.Background(), created.Name, dir, cfg.S3)
	if err != nil {
		t.Fatal(err)
	}
	defer cleanup()
	if _, err := backup.Restore(zip, dir, false, time.Now()); err != nil {
		t.Fatal(err)
	}
	restored := testapp.Open(t, dir)
	wantCounts(t, restored, counts(t, app))
	sameReceipts(t, app, restored)
}
