package replica

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"time"

	"github.com/benbjohnson/litestream"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Database is the file replicated: the site's data. The auxiliary database
// holds only PocketBase's request logs.
const Database = "data.db"

// syncTimeout bounds how long a write waiting for the replica (WaitFor)
// holds its caller when the storage is slow or unreachable.
const syncTimeout = 10 * time.Second

// levels are Litestream's compactions of the replica, its command's
// defaults: the small files of each second are merged every 30 seconds,
// those every 5 minutes and every hour, so a restore reads few files.
var levels = litestream.CompactionLevels{
	{Level: 0},
	{Level: 1, Interval: 30 * time.Second},
	{Level: 2, Interval: 5 * time.Minute},
	{Level: 3, Interval: time.Hour},
}

// replicator is the running replication of one app; it lives in the app's store.
type replicator struct {
	store *litestream.Store
	db    *litestream.DB
	files *files
	// started is when replication began: the replica's lag counts from it
	// until the first sync.
	started time.Time
}

const storeKey = "foundation.replica"

// Register replicates app's database to rawURL (checked by CheckURL; ""
// replicates nothing) while the server serves: Litestream copies each
// change within a second (its sync interval), and at once when a record of
// one of waitFor is created, before the caller goes on, so a receipt number
// given out is off the machine. The files records point to are mirrored
// beside the database (files.go) as their records are saved. Replication
// stops, its last changes sent, when the server stops.
func Register(app core.App, rawURL string, waitFor ...string) {
	if rawURL == "" {
		return
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r, err := start(se.App, rawURL)
		if err != nil {
			return fmt.Errorf("the database cannot be replicated to %s: %w", Variable, err)
		}
		se.App.Store().Set(storeKey, r)
		checkpointThroughLitestream(se.App, r)
		return se.Next()
	})
	// Litestream's own connection must close after PocketBase's: SQLite's
	// locks belong to the process, and closing one connection to a file
	// drops the locks every other holds on it.
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		err := e.Next()
		if r, ok := e.App.Store().Get(storeKey).(*replicator); ok {
			e.App.Store().Remove(storeKey)
			err = errors.Join(err, r.store.Close(context.Background()), r.files.Close())
		}
		return err
	})
	app.OnRecordAfterCreateSuccess().BindFunc(func(e *core.RecordEvent) error {
		keep(e, slices.Contains(waitFor, e.Record.Collection().Name))
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess().BindFunc(func(e *core.RecordEvent) error {
		keep(e, false)
		return e.Next()
	})
	// The replica's local state has no place in a backup (it is rebuilt
	// from the database).
	app.OnBackupCreate().BindFunc(func(e *core.BackupEvent) error {
		e.Exclude = append(e.Exclude, "."+Database+litestream.MetaDirSuffix)
		return e.Next()
	})
}

// keep mirrors the files of a record just saved and, when wait is set,
// sends the database's changes to the replica at once. A failure is logged:
// the save stands, and Litestream retries the database every second.
func keep(e *core.RecordEvent, wait bool) {
	r, ok := e.App.Store().Get(storeKey).(*replicator)
	if !ok {
		return
	}
	err := r.files.mirror(e.App, e.Record)
	if wait {
		err = errors.Join(err, Sync(e.App))
	}
	if err != nil {
		e.App.Logger().Error("replica: a record saved is not yet whole in the replica",
			"collection", e.Record.Collection().Name, "id", e.Record.Id, "error", err)
	}
}

func start(app core.App, rawURL string) (*replicator, error) {
	client, err := clientFor(rawURL)
	if err != nil {
		return nil, err
	}
	mirror, err := openFiles(rawURL)
	if err != nil {
		return nil, err
	}
	if _, err := mirror.catchUp(app); err != nil {
		return nil, errors.Join(fmt.Errorf("the files cannot be mirrored: %w", err), mirror.Close())
	}
	db := litestream.NewDB(filepath.Join(app.DataDir(), Database))
	r := litestream.NewReplicaWithClient(db, client)
	db.Replica = r
	store := litestream.NewStore([]*litestream.DB{db}, levels)
	store.Logger = slog.New(warnings{app.Logger().Handler()})
	db.SetLogger(store.Logger)
	if err := store.Open(context.Background()); err != nil {
		return nil, errors.Join(err, mirror.Close())
	}
	return &replicator{store: store, db: db, files: mirror, started: time.Now()}, nil
}

// dailyCheckpoint is PocketBase's midnight job (its id), which empties the
// WAL files into the databases and optimizes the main one.
const dailyCheckpoint = "__pbDBOptimize__"

// checkpointThroughLitestream replaces PocketBase's midnight job: its
// TRUNCATE checkpoint of the main database would wait, every write held
// behind it, for the read transaction Litestream keeps open until SQLite's
// busy timeout (10 seconds), and then give up. Litestream's own checkpoint
// closes that transaction first.
func checkpointThroughLitestream(app core.App, r *replicator) {
	app.Cron().Add(dailyCheckpoint, "0 0 * * *", func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := r.db.Checkpoint(ctx, litestream.CheckpointModeTruncate); err != nil {
			app.Logger().Warn("replica: the daily checkpoint of the main database failed", "error", err)
		}
		for query, db := range map[string]dbx.Builder{"PRAGMA wal_checkpoint(TRUNCATE)": app.AuxNonconcurrentDB(), "PRAGMA optimize": app.NonconcurrentDB()} {
			if _, err := db.NewQuery(query).Execute(); err != nil {
				app.Logger().Warn("replica: the daily "+query+" failed", "error", err)
			}
		}
	})
}

// Sync sends the database's changes to the replica now and returns once
// it holds them (nil when app replicates nothing).
func Sync(app core.App) error {
	r, ok := app.Store().Get(storeKey).(*replicator)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), syncTimeout)
	defer cancel()
	return r.db.SyncAndWait(ctx)
}

// warnings passes on Litestream's warnings and errors, not its notes of
// each sync, which would fill the logs.
type warnings struct{ slog.Handler }

func (w warnings) Enabled(ctx context.Context, level slog.Level) bool {
	return level >= slog.LevelWarn && w.Handler.Enabled(ctx, level)
}
func (w warnings) WithAttrs(attrs []slog.Attr) slog.Handler {
	return warnings{w.Handler.WithAttrs(attrs)}
}
func (w warnings) WithGroup(name string) slog.Handler { return warnings{w.Handler.WithGroup(name)} }
