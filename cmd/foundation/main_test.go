package main

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"

	"foundation/internal/backup"
)

// A test binary runs from a temporary folder, where pocketbase.New() would
// switch dev mode on.
func TestDevModeIsOffUnlessAsked(t *testing.T) {
	if newApp().IsDev() {
		t.Fatal("dev mode is on without --dev")
	}
}

// Stored settings (the SMTP password, the S3 secret) are encrypted with the
// key in PB_ENCRYPTION_KEY, unless --encryptionEnv names another variable.
func TestSettingsAreEncryptedWithTheKeyOfPBEncryptionKey(t *testing.T) {
	if env := newApp().EncryptionEnv(); env != backup.EncryptionEnv {
		t.Fatalf("settings encrypted with the key in %q", env)
	}
}

func TestDatabaseFilesAreMapped(t *testing.T) {
	mapDatabaseFiles()
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: t.TempDir()})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()
	for name, db := range map[string]dbx.Builder{"data": app.DB(), "auxiliary": app.AuxDB()} {
		var size int
		if err := db.NewQuery("PRAGMA mmap_size").Row(&size); err != nil {
			t.Fatal(err)
		}
		if size != mmapSize {
			t.Errorf("%s database: mmap_size = %d, want %d", name, size, mmapSize)
		}
	}
}
