package replica

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/benbjohnson/litestream/file"
	"github.com/benbjohnson/litestream/s3"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Litestream replicates the database, not the files records point to (the
// receipts' PDFs, the signature on them, the shop's and the blog's images):
// files mirrors each into the replica's storage/ folder when its record is
// saved, so that a restore from the replica alone has them too. A deleted
// file stays in the mirror (it is not read back unless a record names it).
type files struct {
	fsys   *filesystem.System
	prefix string // of every key in fsys: the replica's storage/ folder
}

// storageDir is the folder of the mirrored files in the replica and of
// PocketBase's files in a data directory.
const storageDir = core.LocalStorageDirName

// openFiles is the mirror of the replica at rawURL (checked), with the
// replica client's location and credentials.
func openFiles(rawURL string) (*files, error) {
	client, err := clientFor(rawURL)
	if err != nil {
		return nil, err
	}
	switch c := client.(type) {
	case *file.ReplicaClient:
		fsys, err := filesystem.NewLocal(filepath.Join(c.Path(), storageDir))
		return &files{fsys: fsys}, err
	case *s3.ReplicaClient:
		fsys, err := filesystem.NewS3(c.Bucket, c.Region, c.Endpoint, c.AccessKeyID, c.SecretAccessKey, c.ForcePathStyle)
		return &files{fsys: fsys, prefix: path.Join(c.Path, storageDir) + "/"}, err
	}
	return nil, fmt.Errorf("%s: no file mirror for a %s replica", Variable, client.Type())
}

func (f *files) Close() error { return f.fsys.Close() }

// mirror copies the files of record that the mirror lacks.
func (f *files) mirror(app core.App, record *core.Record) error {
	var names []string
	for _, field := range record.Collection().Fields {
		if field.Type() == core.FieldTypeFile {
			names = append(names, record.GetStringSlice(field.GetName())...)
		}
	}
	if len(names) == 0 {
		return nil
	}
	storage, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer storage.Close()
	for _, name := range names {
		key := record.BaseFilesPath() + "/" + name
		if there, err := f.fsys.Exists(f.prefix + key); err != nil || there {
			if err != nil {
				return err
			}
			continue
		}
		if err := copyFile(storage, key, f.fsys, f.prefix+key); err != nil {
			return err
		}
	}
	return nil
}

// catchUp copies every file of app's storage that the mirror lacks (those
// saved before the replica was set, or while it failed), thumbnails aside:
// they are made again on demand.
func (f *files) catchUp(app core.App) (int, error) {
	storage, err := app.NewFilesystem()
	if err != nil {
		return 0, err
	}
	defer storage.Close()
	kept, err := f.fsys.List(f.prefix)
	if err != nil {
		return 0, err
	}
	mirrored := make(map[string]bool, len(kept))
	for _, o := range kept {
		mirrored[strings.TrimPrefix(o.Key, f.prefix)] = true
	}
	stored, err := storage.List("")
	if err != nil {
		return 0, err
	}
	copied := 0
	for _, o := range stored {
		if mirrored[o.Key] || strings.Contains(o.Key, "/thumbs_") {
			continue
		}
		if err := copyFile(storage, o.Key, f.fsys, f.prefix+o.Key); err != nil {
			return copied, err
		}
		copied++
	}
	return copied, nil
}

// restoreInto writes every mirrored file into the data directory dir.
func (f *files) restoreInto(dir string) (int, error) {
	objects, err := f.fsys.List(f.prefix)
	if err != nil {
		return 0, err
	}
	for _, o := range objects {
		target := filepath.Join(dir, storageDir, filepath.FromSlash(strings.TrimPrefix(o.Key, f.prefix)))
		if !strings.HasPrefix(target, filepath.Join(dir, storageDir)+string(filepath.Separator)) {
			return 0, fmt.Errorf("the replica names a file outside the storage folder: %s", o.Key)
		}
		if err := writeFile(f.fsys, o.Key, target); err != nil {
			return 0, err
		}
	}
	return len(objects), nil
}

func copyFile(from *filesystem.System, key string, to *filesystem.System, toKey string) error {
	r, err := from.GetReader(key)
	if err != nil {
		return err
	}
	defer r.Close()
	content, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	return to.Upload(content, toKey)
}

func writeFile(from *filesystem.System, key, target string) error {
	r, err := from.GetReader(key)
	if err != nil {
		return err
	}
	defer r.Close()
	if err := os.MkdirAll(filepath.Dir(target), 0o700); err != nil {
		return err
	}
	out, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, r)
	return errors.Join(err, out.Close())
}
