// Command foundation is the foundation's web server: PocketBase with the
// site's collections, routes and embedded React app, plus the operator's
// commands (seed, staff, receipts, backup, restore).
package main

import (
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
	app := newApp()
	// Migrations are Go code in internal/schema; the dashboard must not write JS ones.
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{Automigrate: false})
	commands := []*cobra.Command{content.SeedCommand(app), staff.Command(app), receipts.Command(app),
		backup.Command(app), backup.RestoreCommand(app, cfg.Backups)}
	failed := false
	noteFailures(&failed, commands...)
	app.RootCmd.AddCommand(commands...)
	if err := site.Register(app, gateways, cfg); err != nil {
		log.Fatal(err)
	}
	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
	if failed {
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

// noteFailures sets *failed when one of commands (or their subcommands)
// fails: PocketBase prints the error but exits 0, which a script or a
// systemd unit running `foundation backup` would take for success. A
// failure prints its error alone, not the usage after it.
func noteFailures(failed *bool, commands ...*cobra.Command) {
	for _, c := range commands {
		c.SilenceUsage = true
		if run := c.RunE; run != nil {
			c.RunE = func(cmd *cobra.Command, args []string) error {
				err := run(cmd, args)
				*failed = *failed || err != nil
				return err
			}
		}
		noteFailures(failed, c.Commands()...)
	}
}
