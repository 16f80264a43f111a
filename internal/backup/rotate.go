package backup

import (
	"sort"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// KeepManual is how many backups taken by hand (`foundation backup`, the
// dashboard's button) are kept: PocketBase rotates only its nightly ones,
// and a backup taken before each upgrade would otherwise fill the disk (or
// the bucket) over the years. Ten covers the rollback points of the last
// upgrades; the nightly ones are counted apart (Keep).
const KeepManual = 10

// autoPrefix names PocketBase's nightly backups, which it rotates itself.
const autoPrefix = "@auto_pb_backup_"

// rotateManualBackups deletes, once a backup is written, the backups taken
// by hand beyond the newest KeepManual.
func rotateManualBackups(app core.App) {
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if strings.HasPrefix(e.Name, autoPrefix) {
			return nil
		}
		if err := deleteOldManualBackups(e.App); err != nil {
			// The backup itself is written: a failed clean-up is the operator's to see, not a failed backup.
			e.App.Logger().Error("Old backups could not be deleted", "error", err)
		}
		return nil
	})
}

func deleteOldManualBackups(app core.App) error {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	files, err := fsys.List("")
	if err != nil {
		return err
	}
	manual := files[:0]
	for _, f := range files {
		if !strings.HasPrefix(f.Key, autoPrefix) && !strings.HasSuffix(f.Key, ".attrs") {
			manual = append(manual, f)
		}
	}
	// Newest first; backups written the same instant by their name, which says when.
	sort.Slice(manual, func(i, j int) bool {
		if !manual[i].ModTime.Equal(manual[j].ModTime) {
			return manual[i].ModTime.After(manual[j].ModTime)
		}
		return manual[i].Key > manual[j].Key
	})
	for len(manual) > KeepManual {
		old := manual[len(manual)-1]
		if err := fsys.Delete(old.Key); err != nil {
			return err
		}
		app.Logger().Info("Deleted an old backup taken by hand", "name", old.Key, "kept", KeepManual)
		manual = manual[:len(manual)-1]
	}
	return nil
}
