package backup_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/backup"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// receipted is a test app with receipts on and three receipted gifts.
func receipted(t *testing.T) core.App {
	t.Helper()
	app := testapp.New(t)
	receiptstest.Enable(t, app)
	paidGifts(t, app, 1, 3)
	return app
}

// backedUp is receipted, with a backup of it moved out of its data
// directory.
func backedUp(t *testing.T) (app core.App, zip string) {
	t.Helper()
	app = receipted(t)
	return app, backUp(t, app)
}

// backUp takes a backup of app and moves it out of app's data directory.
func backUp(t *testing.T, app core.App) (zip string) {
	t.Helper()
	created, err := backup.Create(context.Background(), app, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	zip = filepath.Join(t.TempDir(), created.Name)
	if err := os.Rename(localBackup(app, created.Name), zip); err != nil {
		t.Fatal(err)
	}
	return zip
}

// `foundation restore FILE --dir D`: PocketBase creates D's databases
// before the command runs; a D that was empty before is restored into
// without --force, and says what it did.
func TestTheRestoreCommandFillsANewFolder(t *testing.T) {
	source, zip := backedUp(t)
	dir := filepath.Join(t.TempDir(), "pb_data")
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	cmd := backup.RestoreCommand(app, backup.Config{})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetArgs([]string{zip})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "restored into "+dir) || !strings.Contains(out.String(), "No receipt numbering journal at "+dir+".receipts.jsonl") {
		t.Fatalf("restore said:\n%s", out.String())
	}
	restored := testapp.Open(t, dir)
	wantCounts(t, restored, counts(t, source))
	sameReceipts(t, source, restored)
}

// A folder that is not empty is refused without --force, and left as it
// was; with it, its content moves aside, never deleted, but for its
// backups, which stay where the dashboard lists them.
func TestRestoreKeepsWhatItReplaces(t *testing.T) {
	_, zip := backedUp(t)
	dir := filepath.Join(t.TempDir(), "pb_data")
	kept := filepath.Join(dir, "notes.txt")
	earlier := filepath.Join(dir, core.LocalBackupsDirName, "earlier.zip")
	if err := os.MkdirAll(filepath.Dir(earlier), 0o755); err != nil {
		t.Fatal(err)
	}
	for path, text := range map[string]string{kept: "the operator's notes", earlier: "an earlier backup"} {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := backup.Restore(zip, dir, false, time.Now()); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("restore into a folder in use: %v", err)
	}
	if _, err := os.Stat(kept); err != nil {
		t.Fatal("the refused restore touched the folder")
	}
	done, err := backup.Restore(zip, dir, true, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if notes, err := os.ReadFile(filepath.Join(done.Former, "notes.txt")); err != nil || string(notes) != "the operator's notes" {
		t.Fatalf("the former content is not in %q: %v", done.Former, err)
	}
	if info, err := os.Stat(dir); err != nil || info.Mode().Perm() != 0o755 {
		t.Fatalf("the restored folder's permissions: %v (%v)", info.Mode(), err)
	}
	for _, restored := range []string{"data.db", filepath.Join(core.LocalBackupsDirName, "earlier.zip")} {
		if _, err := os.Stat(filepath.Join(dir, restored)); err != nil {
			t.Fatal(err)
		}
	}
}

// A zip that is not a backup is refused before the folder is touched.
func TestAZipThatIsNotABackupIsRefused(t *testing.T) {
	source := testapp.New(t)
	zip := filepath.Join(t.TempDir(), "photos.zip")
	if err := os.WriteFile(zip, []byte("PK\x05\x06"+strings.Repeat("\x00", 18)), 0o644); err != nil { // an empty zip
		t.Fatal(err)
	}
	if _, err := backup.Restore(zip, source.DataDir(), true, time.Now()); err == nil || !strings.Contains(err.Error(), "no data.db") {
		t.Fatalf("restore of a zip without a database: %v", err)
	}
	if _, err := os.Stat(filepath.Join(source.DataDir(), "data.db")); err != nil {
		t.Fatal("the refused restore touched the folder")
	}
}

// While the server serves a folder, neither a backup from the shell nor a
// restore into it may run (its files would change under them), --force or
// not; the backup command otherwise says what it wrote, and where.
func TestAFolderInUseIsNeitherBackedUpNorReplaced(t *testing.T) {
	_, zip := backedUp(t)
	idle := testapp.New(t)
	var out bytes.Buffer
	cmd := backup.Command(idle)
	cmd.SetOut(&out)
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	name, where, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(out.String()), "backup: "), " written to ")
	if _, err := os.Stat(where); err != nil || filepath.Base(where) != name {
		t.Fatalf("the backup command said %q", out.String())
	}

	served := testapp.New(t)
	testapp.Serve(t, served)
	refused := backup.Command(served)
	refused.SetErr(&bytes.Buffer{})
	if err := refused.Execute(); !errors.Is(err, backup.ErrInUse) || !strings.Contains(err.Error(), "Settings → Backups") {
		t.Fatalf("backup of a served folder: %v", err)
	}
	if _, err := backup.Restore(zip, served.DataDir(), true, time.Now()); !errors.Is(err, backup.ErrInUse) {
		t.Fatalf("restore into a served folder: %v", err)
	}
	if _, err := served.CountRecords("donations"); err != nil {
		t.Fatal(err)
	}
}
