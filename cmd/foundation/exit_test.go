package main

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase"
)

// runMain makes the test binary run main instead of the tests, so the
// tests see the exit status a shell or systemd sees.
const runMain = "FOUNDATION_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMain) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// foundation runs `foundation args…` and returns its exit status and output.
func foundation(t *testing.T, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Env = append(os.Environ(), runMain+"=1", "APP_ENV=development")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), string(out)
}

func TestACommandLineErrorExitsNonZero(t *testing.T) {
	code, out := foundation(t, "restore", "--unknown-flag", "--dir", t.TempDir())
	if code == 0 || !strings.Contains(out, "unknown flag") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// The server refuses a database a newer release migrated, and systemd must
// see it fail rather than a clean stop.
func TestRefusingANewerDatabaseExitsNonZero(t *testing.T) {
	dir := t.TempDir()
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDataDir: dir})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("INSERT INTO _migrations (file, applied) VALUES ('9999999999_from_a_newer_release.go', 0)").Execute(); err != nil {
		t.Fatal(err)
	}
	if err := app.ResetBootstrapState(); err != nil {
		t.Fatal(err)
	}
	code, out := foundation(t, "serve", "--dir", dir, "--http", "127.0.0.1:0")
	if code == 0 || !strings.Contains(out, "newer version") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}

// A command that works still exits 0.
func TestASuccessfulCommandExitsZero(t *testing.T) {
	if code, out := foundation(t, "backup", "--dir", t.TempDir()); code != 0 {
		t.Fatalf("exit %d:\n%s", code, out)
	}
}
