package replica

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/benbjohnson/litestream"
)

// Restore fills the empty data directory dir from the replica at rawURL:
// the database as the replica last received it, checked whole by SQLite,
// and the files mirrored. It returns how many files it wrote.
func Restore(ctx context.Context, rawURL, dir string) (int, error) {
	if err := restoreDatabase(ctx, rawURL, filepath.Join(dir, Database)); err != nil {
		return 0, err
	}
	mirror, err := openFiles(rawURL)
	if err != nil {
		return 0, err
	}
	defer mirror.Close()
	mirror.fsys.SetContext(ctx)
	n, err := mirror.restoreInto(dir)
	return n + 1, err
}

func restoreDatabase(ctx context.Context, rawURL, path string) error {
	client, err := clientFor(rawURL)
	if err != nil {
		return err
	}
	if err := client.Init(ctx); err != nil {
		return err
	}
	opt := litestream.NewRestoreOptions()
	opt.OutputPath = path
	opt.IntegrityCheck = litestream.IntegrityCheckFull
	err = litestream.NewReplicaWithClient(nil, client).Restore(ctx, opt)
	if errors.Is(err, litestream.ErrNoSnapshots) || errors.Is(err, litestream.ErrTxNotAvailable) {
		return fmt.Errorf("the replica holds no database: is %s the address the server replicated to? %w", Variable, err)
	}
	return err
}
