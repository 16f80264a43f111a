package backup

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Created is a backup just written: its name, and where it is.
type Created struct {
	Name  string
	Where string
}

// Create writes a backup of app's data directory now, through PocketBase
// (to the S3 storage when configured): the name says when, in UTC. The
// nightly ones are named by PocketBase (@auto_pb_backup_…) and count toward
// the 14 kept; those taken by hand, here or in the dashboard, toward their
// own KeepManual (rotate.go).
func Create(ctx context.Context, app core.App, now time.Time) (Created, error) {
	name := "foundation_" + now.UTC().Format("20060102_150405") + ".zip"
	if err := app.CreateBackup(ctx, name); err != nil {
		return Created{}, err
	}
	return Created{Name: name, Where: storage(app, name)}, nil
}

// storage says where a backup named name is kept.
func storage(app core.App, name string) string {
	if s3 := app.Settings().Backups.S3; s3.Enabled {
		return fmt.Sprintf("s3://%s/%s (%s)", s3.Bucket, name, s3.Endpoint)
	}
	return filepath.Join(app.DataDir(), core.LocalBackupsDirName, name)
}
