// Package testapp builds PocketBase test apps with the site's migrations,
// hooks and routes on a fresh, empty data directory.
package testapp

import (
	"os"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/api"
	"foundation/internal/config"
	"foundation/internal/payments"
	"foundation/internal/receipts/journal"
	"foundation/internal/site"
	"foundation/internal/staff"
)

// EncryptionEnv names the variable test apps take their settings'
// encryption key from (unset: settings stored in plain text).
const EncryptionEnv = "pb_test_env"

// New returns a registered test app whose data directory holds only our
// migrations, with the demo payment gateway; it is cleaned up when t ends.
func New(t testing.TB) *tests.TestApp {
	t.Helper()
	return WithPayments(t, demoPayments())
}

func demoPayments() *payments.Service {
	return payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://127.0.0.1:8090"})
}

// Open is the server starting on dir as it is, not on a copy (a data
// directory restored from a backup): migrations run, our hooks and routes
// registered, the demo payment gateway. Its databases are closed when t
// ends; dir stays.
func Open(t testing.TB, dir string) *core.BaseApp {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir, EncryptionEnv: EncryptionEnv})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { app.ResetBootstrapState() })
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	if err := site.Register(app, demoPayments(), environment(t)); err != nil {
		t.Fatal(err)
	}
	return app
}

// WithPayments is New with the given payment gateways (e.g. pointed at paypaltest or stripe-mock).
func WithPayments(t testing.TB, svc *payments.Service) *tests.TestApp {
	t.Helper()
	return open(t, t.TempDir(), svc)
}

// Restarted is a new registered test app, with the demo payment gateway, on
// a copy of app's data directory as it is on disk now, app left running and
// untouched: what a server started again after a kill -9 finds.
func Restarted(t testing.TB, app core.App) *tests.TestApp {
	t.Helper()
	return open(t, app.DataDir(), demoPayments())
}

// open registers a test app on a copy of dir (tests.NewTestAppWithConfig
// clones it), cleaned up when t ends.
func open(t testing.TB, dir string, svc *payments.Service) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: dir, EncryptionEnv: EncryptionEnv})
	if err != nil {
		t.Fatal(err)
	}
	if err := site.Register(app, svc, environment(t)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	// The receipt numbering journal lives beside the data directory.
	t.Cleanup(func() { os.Remove(journal.PathBeside(app.DataDir())) })
	return app
}

// Superuser creates a superuser and returns an auth token for the Authorization header.
func Superuser(t testing.TB, app core.App) string {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.SetEmail("staff@example.org")
	r.SetPassword("a-long-test-password")
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	token, err := r.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// StaffMember adds a staff account (role@foundation.test) holding role and
// returns it with an auth token for the Authorization header.
func StaffMember(t testing.TB, app core.App, role string) (*core.Record, string) {
	t.Helper()
	if err := staff.Add(app, role+"@foundation.test", "A "+role, []string{role}); err != nil {
		t.Fatal(err)
	}
	r, err := app.FindAuthRecordByEmail(staff.Collection, role+"@foundation.test")
	if err != nil {
		t.Fatal(err)
	}
	token, err := r.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return r, token
}

// Create saves a record of collection with fields (an "id" field sets its id).
func Create(t testing.TB, app core.App, collection string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	if id, ok := fields["id"].(string); ok {
		r.Id = id
		delete(fields, "id")
	}
	r.Load(fields)
	if err := app.Save(r); err != nil {
		t.Fatalf("%s: %v", collection, err)
	}
	return r
}

// environment is the test's environment read as main reads it, when the app
// is built: a test sets RATE_LIMIT_* or STAFF_EMAIL with t.Setenv first.
func environment(t testing.TB) config.Config {
	t.Helper()
	cfg, err := config.Load(os.Getenv, os.Environ())
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Routes is the route index (internal/api) of a test app: with the demo
// payment gateway, its TEST MODE routes are listed.
func Routes() []api.Route { return api.Index(api.Services{Gateways: demoPayments()}) }
