package replica

import (
	"context"
	"errors"
	"fmt"

	"github.com/benbjohnson/litestream"
)

// Restore writes to path (which must not exist) the database as the
// replica at rawURL last received it, checked whole by SQLite.
func Restore(ctx context.Context, rawURL, path string) error {
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
