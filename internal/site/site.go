// Package site wires every part of the foundation's server into a PocketBase app.
package site

import (
	"compress/gzip"
	"errors"
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
	"foundation/internal/campaigns"
	"foundation/internal/config"
	"foundation/internal/content"
	"foundation/internal/donate"
	"foundation/internal/donors"
	"foundation/internal/ledger"
	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/readcache"
	"foundation/internal/receipts"
	"foundation/internal/reconcile"
	"foundation/internal/render"
	"foundation/internal/replica"
	"foundation/internal/schema"
	_ "foundation/internal/schema" // registers the migrations
	"foundation/internal/shop"
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
	limitSignIns(app, cfg.Limits.SignIns())
	// The gateways learn the listening address first: the settings then
	// take the site's address from it (useEnvironment).
	gateways.Register(app)
	useEnvironment(app, cfg, gateways.SiteURL)
	layAccountMails(app, gateways.SiteURL)
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
		SuperusersUseMFA(app)
		errorsTo(app, os.Stderr, os.Getenv("JOURNAL_STREAM") != "")
	}
	if gateways.Config.Local() {
		// No mail may leave a development machine, and `make run` or the
		// browser tests read sign-in codes from the log (GET /api/logs).
		notify.LogMails(app)
	}

	assets, err := loadAssets(dist)
	if err != nil {
		return err
	}
	index, ok := assets["index.html"]
	if !ok {
		return errors.New("the built app has no index.html")
	}
	routeFiles, err := readRouteFiles(dist)
	if err != nil {
		return err
	}
	// The pages' loaders read through the server's own routes, as a guest.
	reads := &guestReads{}
	renderer, err := render.FromDist(dist, render.Config{Fetch: reads.fetch})
	if err != nil {
		return err
	}
	// What the public reads (the rendered pages, the records API's catalogue reads) is kept until
	// a save or a deletion changes it, or a scheduled article's time comes (by the gateways' clock,
	// which tests move).
	nextChange := func() (time.Time, error) { return content.NextPublication(app, gateways.Now()) }
	keptPages := readcache.New[answer](maxKeptPages, gateways.Now, nextChange)
	keptReads := readcache.New[readcache.Answer](maxKeptReads, gateways.Now, nextChange)
	readcache.DropOnChange(app, []string{content.Blogs, content.Products, campaigns.Collection}, keptPages, keptReads)
	campaignPagesFollowGifts(app, keptPages)
	appPages, err := newPages(index.body, routeFiles, renderer, reads, gateways.SiteURL, keptPages)
	if err != nil {
		return err
	}
	appPages.renderOnSave(app)
	routes := api.Index(api.Services{Gateways: gateways, Limits: cfg.Limits, Reconciler: reconciler, MonitorToken: cfg.MonitorToken,
		Pages: discoveryPages(gateways.SiteURL, spaHandler(assets, appPages))})
	codes := newCodeGuard(time.Now)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := schema.CheckNotNewer(se.App); err != nil {
			return err
		}
		se.Router.Unbind(apis.DefaultCorsMiddlewareId)
		if err := api.Bind(se.Router, routes); err != nil {
			return err
		}
		se.Router.Bind(codes.middleware())
		se.Router.Bind(sameSiteOnly(gateways.SiteURL)...)
		// The kept reads come before the compression: they keep their own gzip.
		se.Router.Bind(strictTransport(gateways.SiteURL), quietCatalogueReads(),
			readcache.Records(keptReads, map[string]string{content.Blogs: content.Blogs, content.Products: content.Products, schema.BlogListing: content.Blogs}), compressAPI())
		reads.serveFrom(se.Router)
		return se.Next()
	})
	return nil
}

// maxKeptReads bounds the records API's kept answers (a page of articles or
// products, an article: a few KB to 60 KB each).
const maxKeptReads = 500

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
