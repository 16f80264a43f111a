package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// The data folder, its databases and its backups are the service user's
// alone, whether the server creates them or an earlier release left them
// readable by everyone.
func TestTheDataFolderIsTheServiceUsersAlone(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pb_data")
	if err := os.MkdirAll(filepath.Join(dir, "storage", "receipts"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "storage", "receipts", "2026-000001.pdf"), []byte("%PDF"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out := foundation(t, "backup", "--dir", dir); code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	seen := map[string]bool{}
	err := filepath.WalkDir(dir, func(path string, entry fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := entry.Info()
		if err != nil {
			return err
		}
		want := fs.FileMode(0o600)
		if entry.IsDir() {
			want = 0o700
		}
		if info.Mode().Perm() != want {
			t.Errorf("%s: %v, want %v", path, info.Mode().Perm(), want)
		}
		seen[filepath.Ext(path)] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !seen[".db"] || !seen[".zip"] || !seen[".pdf"] {
		t.Errorf("the walk missed the databases, the backup or the old file: %v", seen)
	}
}
