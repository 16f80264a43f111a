// Command foundation is the foundation's web server: PocketBase with the
// site's collections, routes and embedded React app, plus a `seed` command.
package main

import (
	"log"
	"os"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"

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
	app.RootCmd.AddCommand(content.SeedCommand(app), staff.Command(app), receipts.Command(app))
	if err := site.Register(app, gateways, cfg); err != nil {
		log.Fatal(err)
	}
	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// newApp leaves dev mode (which logs every SQL statement, password hashes
// included) to the --dev flag alone: PocketBase would otherwise switch it on
// whenever the binary runs from a temporary folder.
func newApp() *pocketbase.PocketBase {
	return pocketbase.NewWithConfig(pocketbase.Config{DefaultDev: false})
}
