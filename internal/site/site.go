// Package site wires every part of the foundation's server into a PocketBase app.
package site

import (
	"compress/gzip"
	"io/fs"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/api"
	"foundation/internal/backup"
	"foundation/internal/config"
	"foundation/internal/content"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/httpsecurity"
	"foundation/internal/ledger"
	"foundation/internal/notify"
	"foundation/internal/pages"
	"foundation/internal/payments"
	"foundation/internal/receipts"
	"foundation/internal/reconcile"
	"foundation/internal/replica"
	"foundation/internal/schema"
	_ "foundation/internal/schema" // registers the migrations
	"foundation/internal/shop"
	"foundation/internal/signin"
	"foundation/internal/staff"
	"foundation/web"
)

// Register binds every hook, the routes (internal/api) and the web app to
// app; gateways supplies the payment gateways (real, demo, or test fakes)
// and cfg the rest of the environment (internal/config; tests give a zero
// one).
func Register(app core.App, gateways *payments.Service, cfg config.Config) error {
	return register(app, gateways, cfg, web.Dist())
}

// register is Register with the built app given (tests give their own).
func register(app core.App, gateways *payments.Service, cfg config.Config, dist fs.FS) error {
	notify.Register(app, cfg.StaffEmail)
	signin.RateLimit(app, cfg.Limits.SignIns())
	// The gateways learn the listening address first: the settings then
	// take the site's address from it (useEnvironment).
	gateways.Register(app)
	useEnvironment(app, cfg, gateways.SiteURL)
	signin.AccountMails(app, gateways.SiteURL)
	content.Register(app)
	ledger.Register(app)
	donate.Register(app, gateways)
	shop.Register(app, gateways)
	staff.Register(app, cfg.Limits.StaffCodes())
	receipts.Register(app)
	backup.Register(app, cfg.Backups)
	// A receipt's number is off the machine before it is given out.
	replica.Register(app, cfg.ReplicaURL, receipts.Collection)
	donors.Register(app, cfg.Limits.DonorCodes())
	reconciler := reconcile.New(gateways)
	reconcile.Register(app, reconciler)
	if gateways.Config.Production() {
		signin.SuperusersUseMFA(app)
		errorsTo(app, os.Stderr, os.Getenv("JOURNAL_STREAM") != "")
	}
	if gateways.Config.Local() {
		// No mail may leave a development machine, and `make run` or the
		// browser tests read sign-in codes from the log (GET /api/logs).
		notify.LogMails(app)
	}

	public, err := pages.New(app, dist, gateways.SiteURL, gateways.Now)
	if err != nil {
		return err
	}
	routes := api.Index(api.Services{Gateways: gateways, Limits: cfg.Limits, Reconciler: reconciler, MonitorToken: cfg.MonitorToken,
		Pages: public.Pages})
	codes := signin.CodeGuard(time.Now)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := schema.CheckNotNewer(se.App); err != nil {
			return err
		}
		se.Router.Unbind(apis.DefaultCorsMiddlewareId)
		if err := api.Bind(se.Router, routes); err != nil {
			return err
		}
		se.Router.Bind(codes)
		se.Router.Bind(httpsecurity.SameSiteOnly(gateways.SiteURL)...)
		// The kept reads come before the compression: they keep their own gzip.
		se.Router.Bind(httpsecurity.StrictTransport(gateways.SiteURL), quietCatalogueReads(), public.KeptReads(), compressAPI())
		public.ReadThrough(se.Router)
		return se.Next()
	})
	return nil
}

// quietCatalogueReads keeps visitors' reads of the public blogs and products
// out of the dashboard's request log: one log write per page view would cost
// more than the read itself and bury what staff look for. Failures are still logged.
func quietCatalogueReads() *hook.Handler[*core.RequestEvent] {
	skip := apis.SkipSuccessActivityLog()
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationQuietCatalogueReads",
		Func: func(e *core.RequestEvent) error {
			p := e.Request.URL.Path
			if e.Request.Method == http.MethodGet &&
				(strings.HasPrefix(p, "/api/collections/blogs/records") || strings.HasPrefix(p, "/api/collections/products/records") ||
					strings.HasPrefix(p, "/api/collections/"+schema.BlogListing+"/records")) {
				return skip.Func(e)
			}
			return e.Next()
		},
	}
}

// compressAPI gzips JSON answers of the records API and our routes; the
// realtime stream must not be buffered and the app's files are pre-compressed.
func compressAPI() *hook.Handler[*core.RequestEvent] {
	// Fastest level: JSON compresses well even so, and the server's CPU is the
	// bottleneck under load (the app's own files are compressed once, at best).
	compress := apis.GzipWithConfig(apis.GzipConfig{MinLength: 1024, Level: gzip.BestSpeed})
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationCompressAPI",
		Func: func(e *core.RequestEvent) error {
			p := e.Request.URL.Path
			if !strings.HasPrefix(p, "/api/") || strings.HasPrefix(p, "/api/realtime") || strings.HasPrefix(p, "/api/files/") {
				return e.Next()
			}
			return compress.Func(e)
		},
	}
}
