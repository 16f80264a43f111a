package site

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/config"
	"foundation/internal/notify"
	"foundation/internal/records"
)

// useEnvironment gives PocketBase's settings what the environment says, at
// start and after every settings reload, so a dashboard save cannot undo
// them: the mail server (when one is set), the foundation's name as the
// app's and the sender's, the site's address (PocketBase's own mails read
// them), and the header a reverse proxy names the visitor's address in
// (rate limits count visitors, not the proxy).
func useEnvironment(app core.App, cfg config.Config, siteURL func() string) {
	m := cfg.Mail
	apply := func(s *core.Settings) {
		if cfg.ProxyHeader != "" {
			s.TrustedProxy.Headers = []string{cfg.ProxyHeader}
		}
		s.Meta.AppName = notify.Foundation
		if url := siteURL(); url != "" {
			s.Meta.AppURL = url
		}
		s.Meta.SenderName = notify.Foundation
		if m.FromName != "" {
			s.Meta.SenderName = m.FromName
		}
		if m.FromAddress != "" {
			s.Meta.SenderAddress = m.FromAddress
		}
		if m.Configured() {
			s.SMTP = core.SMTPConfig{Enabled: true, Host: m.Host, Port: m.Port, Username: m.Username, Password: m.Password, TLS: m.TLS}
		}
	}
	records.KeepSettings(app, apply)
	// The site's address may come from the listening address, known only now.
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		apply(se.App.Settings())
		return se.Next()
	})
}
