// Command foundation is the foundation's web server: PocketBase with the
// site's collections, routes and embedded React app, plus the operator's
// commands (seed, staff, receipts, backup, restore, rotate-key, plans).
package main

import (
	"io"
	"log"
	"os"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/spf13/cobra"

	"foundation/internal/backup"
	"foundation/internal/config"
	"foundation/internal/content"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/site"
	"foundation/internal/staff"
)

func main() {
	cfg, err := config.Load(os.Getenv, os.Environ())
	if err != nil {
		log.Fatalf("The server cannot start with this environment:\n%v", err)
	}
	gateways, err := payments.NewService(cfg.Payments)
	if err != nil {
		log.Fatal(err)
	}
	mapDatabaseFiles()
	backup.PrivateUmask()
	app := newApp()
	// Migrations are Go code in internal/schema; the dashboard must not write JS ones.
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{Automigrate: false})
	commands := []*cobra.Command{content.SeedCommand(app), staff.Command(app), receipts.Command(app),
		backup.Command(app), backup.RestoreCommand(app, cfg.Backups), backup.RotateKeyCommand(app), payments.PlansCommand(app, cfg.Payments)}
	failures := watchFailures(app.RootCmd)
	app.RootCmd.AddCommand(commands...)
	if err := site.Register(app, gateways, cfg); err != nil {
		log.Fatal(err)
	}
	if err := app.Start(); err != nil {
		log.Fatal(backup.ExplainKey(err, app.EncryptionEnv()))
	}
	if failures.seen {
		os.Exit(1)
	}
}

// newApp leaves dev mode (which logs every SQL statement, password hashes
// included) to the --dev flag alone: PocketBase would otherwise switch it on
// whenever the binary runs from a temporary folder. Stored settings are
// encrypted with the key in PB_ENCRYPTION_KEY, when set.
func newApp() *pocketbase.PocketBase {
	return pocketbase.NewWithConfig(pocketbase.Config{DefaultDev: false, DefaultEncryptionEnv: backup.EncryptionEnv})
}

// failureWatch notes that cobra reported a failure on the commands' error
// stream. PocketBase prints a command's error but exits 0, whatever failed:
// a command (`foundation backup`), the server refusing to start (a database
// a newer release migrated), a mistyped flag or command; a script or
// systemd would take each for success. Cobra writes to that stream only
// to report a failure, with "Error: …"; our commands write nothing else there.
type failureWatch struct {
	out  io.Writer
	seen bool
}

func (f *failureWatch) Write(p []byte) (int, error) {
	f.seen = true
	return f.out.Write(p)
}

// watchFailures watches root's error stream, which its subcommands share,
// and makes a failure print its error alone, not the usage after it.
func watchFailures(root *cobra.Command) *failureWatch {
	f := &failureWatch{out: root.ErrOrStderr()}
	root.SetErr(f)
	root.SilenceUsage = true
	return f
}
