package main

import (
	"context"
	"strconv"
	"sync"

	"modernc.org/sqlite"
)

// mmapSize is how much of each database file SQLite reads through a memory
// map; a larger file reads its remainder the usual way. The foundation's
// data stays far below it (the staff benchmark's 100,000 gifts: 118 MB).
const mmapSize = 256 << 20

var registerMapping sync.Once

// mapDatabaseFiles makes every SQLite connection read the database files
// through a memory map.
//
// Without it, each page a query reads goes through SQLite's page cache,
// which this build of SQLite (modernc, compiled with
// SQLITE_ENABLE_MEMORY_MANAGEMENT) shares between all connections behind
// one mutex: ten concurrent staff lists spent a fifth of their CPU taking
// and waiting for it. Mapped pages skip that cache while a connection only
// reads. Writes still go through it, and the WAL's pages too.
func mapDatabaseFiles() {
	registerMapping.Do(func() {
		sqlite.RegisterConnectionHook(func(conn sqlite.ExecQuerierContext, _ string) error {
			_, err := conn.ExecContext(context.Background(), "PRAGMA mmap_size = "+strconv.Itoa(mmapSize), nil)
			return err
		})
	})
}
