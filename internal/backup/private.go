package backup

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/pocketbase/pocketbase/core"
)

// The data folder holds donors' names, addresses and gifts, the settings
// and every local backup of them: it is the service user's alone. Left to
// itself, PocketBase creates its folders for everyone to read (0755) and
// SQLite its files too (0644).

// PrivateUmask makes every file and folder this process creates from now
// on its user's alone (files 0600, folders 0700). main sets it before the
// app opens its folder: databases, their WAL, uploads and backups are
// created private.
func PrivateUmask() { syscall.Umask(0o077) }

// keepDataDirPrivate takes away, at every start, what a folder created by
// an earlier release (or copied in by hand) gives others.
func keepDataDirPrivate(app core.App) {
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return MakePrivate(e.App.DataDir())
	})
}

// MakePrivate makes dir and everything under it its owner's alone: folders
// 0700, files 0600.
func MakePrivate(dir string) error {
	return filepath.WalkDir(dir, func(path string, entry fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		mode := fs.FileMode(0o600)
		if entry.IsDir() {
			mode = 0o700
		} else if !entry.Type().IsRegular() {
			return nil // a socket or a link: its target is not ours to change
		}
		info, err := entry.Info()
		if err != nil || info.Mode().Perm() == mode {
			return err
		}
		return os.Chmod(path, mode)
	})
}
