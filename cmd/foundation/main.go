// Command foundation is the foundation's web server: PocketBase with the
// site's collections, routes and embedded React app, plus a `seed` command.
package main

import (
	"log"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"

	"foundation/internal/content"
	"foundation/internal/payments"
	"foundation/internal/site"
)

func main() {
	app := pocketbase.New()
	// Migrations are Go code in internal/schema; the dashboard must not write JS ones.
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{Automigrate: false})
	app.RootCmd.AddCommand(content.SeedCommand(app))
	if err := site.Register(app, payments.NewService(payments.ConfigFromEnv())); err != nil {
		log.Fatal(err)
	}
	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
