package backup

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/archive"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"foundation/internal/receipts/journal"
	"foundation/internal/replica"
)

// Restored says what a restore did.
type Restored struct {
	Dir string
	// Former is where the folder's previous content went; "" when it was empty.
	Former string
	// Files counts the files restored, the database's included.
	Files int
	// Journal is the receipt numbering journal beside Dir, and whether it
	// is there: the server checks the restored database against it.
	Journal      string
	JournalFound bool
}

// Restore extracts the backup zip into dir, which no server may be using.
// A folder that is not empty is refused unless replace is set; its content
// then moves to dir.before-restore-<UTC time>, never deleted, but for its
// backups folder, which stays in dir as PocketBase's own restore leaves it
// (backups hold no backups). The backup is extracted and its database
// checked (SQLite quick_check) beside dir first, so a bad backup leaves dir
// as it was.
func Restore(zip, dir string, replace bool, now time.Time) (Restored, error) {
	return restoreWith(dir, replace, now, func(extracted string) error {
		if err := archive.Extract(zip, extracted); err != nil {
			return fmt.Errorf("%s cannot be read as a backup: %w", zip, err)
		}
		if err := checkDatabase(filepath.Join(extracted, "data.db")); err != nil {
			return fmt.Errorf("%s: %w", zip, err)
		}
		return nil
	})
}

// RestoreReplica is Restore from the replica at replicaURL (REPLICA_URL's
// form): the folder gets the database as the replica last received it and
// the files its records name.
func RestoreReplica(ctx context.Context, replicaURL, dir string, replace bool, now time.Time) (Restored, error) {
	return restoreWith(dir, replace, now, func(extracted string) error {
		if _, err := replica.Restore(ctx, replicaURL, extracted); err != nil {
			return fmt.Errorf("the replica at %s: %w", replicaURL, err)
		}
		return checkDatabase(filepath.Join(extracted, replica.Database))
	})
}

// restoreWith is a restore whose fill writes the data folder's new content
// into the empty folder extracted and checks it.
func restoreWith(dir string, replace bool, now time.Time, fill func(extracted string) error) (Restored, error) {
	dir = filepath.Clean(dir)
	done := Restored{Dir: dir, Journal: journal.PathBeside(dir)}
	empty, err := isEmptyDir(dir)
	if err != nil {
		return done, err
	}
	if !empty {
		release, err := lockDir(dir)
		if err != nil {
			return done, err
		}
		defer release()
		if !replace {
			return done, fmt.Errorf("%s is not empty: restore into a new folder, or add --force to move its content to %s.before-restore-…", dir, dir)
		}
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return done, err
	}
	extracted, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".restoring-")
	if err != nil {
		return done, err
	}
	defer os.RemoveAll(extracted) // gone once renamed
	// MkdirTemp's 0700 would lock out whoever read the folder before.
	if err := os.Chmod(extracted, folderMode(dir)); err != nil {
		return done, err
	}
	if err := fill(extracted); err != nil {
		return done, err
	}
	if done.Files, err = countFiles(extracted); err != nil {
		return done, err
	}
	if !empty {
		done.Former = dir + ".before-restore-" + now.UTC().Format("20060102_150405")
		if err := os.Rename(dir, done.Former); err != nil {
			return done, err
		}
	} else if err := os.Remove(dir); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return done, err
	}
	if err := os.Rename(extracted, dir); err != nil {
		return done, err
	}
	if done.Former != "" {
		backups := filepath.Join(done.Former, core.LocalBackupsDirName)
		if err := os.Rename(backups, filepath.Join(dir, core.LocalBackupsDirName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return done, err
		}
	}
	_, err = os.Stat(done.Journal)
	done.JournalFound = err == nil
	return done, nil
}

// checkDatabase opens a restored database and asks SQLite whether it is whole.
func checkDatabase(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("no data.db: %w", err)
	}
	db, err := core.DefaultDBConnect(path)
	if err != nil {
		return err
	}
	defer db.Close()
	var result string
	if err := db.NewQuery("PRAGMA quick_check").Row(&result); err != nil {
		return err
	}
	if result != "ok" {
		return fmt.Errorf("its database is damaged (SQLite quick_check: %s)", result)
	}
	return nil
}

// folderMode is the permissions the restored folder gets: the replaced
// folder's, else the service user's alone (the server makes it so at start).
func folderMode(dir string) fs.FileMode {
	if info, err := os.Stat(dir); err == nil {
		return info.Mode().Perm()
	}
	return 0o700
}

func isEmptyDir(dir string) (bool, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return true, nil
	}
	return len(entries) == 0, err
}

func countFiles(dir string) (int, error) {
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return err
	})
	return n, err
}

// Fetch returns a local path to the backup named file: file itself when
// it exists, else the object of that name in the S3 storage, downloaded
// beside dir (remove it with the returned cleanup).
func Fetch(ctx context.Context, file, dir string, s3 *core.S3Config) (path string, cleanup func(), err error) {
	if _, err := os.Stat(file); err == nil {
		return file, func() {}, nil
	} else if s3 == nil {
		return "", nil, fmt.Errorf("%s: no such backup file (with BACKUP_S3_* set, a backup's name is looked for in the S3 storage)", file)
	}
	fsys, err := filesystem.NewS3(s3.Bucket, s3.Region, s3.Endpoint, s3.AccessKey, s3.Secret, s3.ForcePathStyle)
	if err != nil {
		return "", nil, err
	}
	defer fsys.Close()
	fsys.SetContext(ctx)
	r, err := fsys.GetReader(file)
	if err != nil {
		return "", nil, fmt.Errorf("%s is neither a file here nor a backup in s3://%s: %w", file, s3.Bucket, err)
	}
	defer r.Close()
	if err := os.MkdirAll(filepath.Dir(filepath.Clean(dir)), 0o755); err != nil {
		return "", nil, err
	}
	local, err := os.CreateTemp(filepath.Dir(filepath.Clean(dir)), filepath.Base(file)+".download-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.Remove(local.Name()) }
	_, err = io.Copy(local, r)
	if closeErr := local.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		cleanup()
		return "", nil, err
	}
	return local.Name(), cleanup, nil
}
