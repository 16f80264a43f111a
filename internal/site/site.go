// Package site wires every part of the foundation's server into a PocketBase app.
package site

import (
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/contact"
	"foundation/internal/content"
	"foundation/internal/donate"
	"foundation/internal/payments"
	_ "foundation/internal/schema" // registers the migrations
	"foundation/internal/shop"
	"foundation/web"
)

// Register binds every hook, route group and the web app to app; gateways
// supplies the payment gateways (real, demo, or test fakes).
func Register(app core.App, gateways *payments.Service) error {
	content.Register(app)
	gateways.Register(app)
	contact.Register(app)
	donate.Register(app, gateways)
	shop.Register(app, gateways)

	assets, err := loadAssets(web.Dist())
	if err != nil {
		return err
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(compressAPI())
		// The app's files would flood the dashboard's request logs; failures are still logged.
		se.Router.GET("/{path...}", spaHandler(assets)).Bind(apis.SkipSuccessActivityLog())
		return se.Next()
	})
	return nil
}

// compressAPI gzips JSON answers of the records API and our routes; the
// realtime stream must not be buffered and the app's files are pre-compressed.
func compressAPI() *hook.Handler[*core.RequestEvent] {
	gzip := apis.GzipWithConfig(apis.GzipConfig{MinLength: 1024})
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationCompressAPI",
		Func: func(e *core.RequestEvent) error {
			p := e.Request.URL.Path
			if !strings.HasPrefix(p, "/api/") || strings.HasPrefix(p, "/api/realtime") || strings.HasPrefix(p, "/api/files/") {
				return e.Next()
			}
			return gzip.Func(e)
		},
	}
}
