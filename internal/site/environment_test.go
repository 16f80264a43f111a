package site_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/config"
	"foundation/internal/i18n"
	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/site"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// The mail server, the sender, the foundation's name and address and the
// proxy's header come from the environment, survive a dashboard save, and PocketBase's own mails
// (a staff member's sign-in code) are in the site's layout, not "Acme"'s.
func TestMailsComeFromTheEnvironmentsServerInTheSitesLayout(t *testing.T) {
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir(), EncryptionEnv: "pb_test_env"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	cfg := config.Config{ProxyHeader: "X-Forwarded-For", Mail: config.Mail{Host: "smtp.example.org", Port: 587, Username: "site",
		Password: "secret", FromAddress: "bonjour@example.org", FromName: "Fondation Amara Diallo"}}
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "https://foundation.example.org"})
	if err := site.Register(app, svc, cfg); err != nil {
		t.Fatal(err)
	}
	base := testapp.Serve(t, app)

	check := func(when string) {
		t.Helper()
		s := app.Settings()
		if !s.SMTP.Enabled || s.SMTP.Host != "smtp.example.org" || s.SMTP.Port != 587 || s.SMTP.Username != "site" ||
			s.Meta.AppName != notify.Foundation || s.Meta.AppURL != "https://foundation.example.org" ||
			s.Meta.SenderAddress != "bonjour@example.org" || s.Meta.SenderName != "Fondation Amara Diallo" ||
			len(s.TrustedProxy.Headers) != 1 || s.TrustedProxy.Headers[0] != "X-Forwarded-For" {
			t.Errorf("%s: SMTP %+v, meta %+v", when, s.SMTP, s.Meta)
		}
	}
	check("at start")
	saved := app.Settings()
	saved.SMTP.Enabled, saved.Meta.AppName, saved.TrustedProxy.Headers = false, "Acme", nil
	if err := app.Save(saved); err != nil {
		t.Fatal(err)
	}
	check("after a dashboard save")

	if err := staff.Add(app, "editor@foundation.test", "Ed", []string{staff.RoleEditor}); err != nil {
		t.Fatal(err)
	}
	if a := testapp.Call(t, base, "", http.MethodPost, "/api/collections/staff/request-otp", map[string]string{"email": "editor@foundation.test"}); a.Status != http.StatusOK {
		t.Fatalf("request-otp: %d %s", a.Status, a.Raw)
	}
	m := testapp.AwaitMailCount(t, app, 1)[0]
	// In the member's language: French, the back office's, until they choose.
	if !strings.HasPrefix(m.Subject, "Votre code de connexion : ") || !strings.Contains(m.HTML, notify.FoundationIn(i18n.French)) ||
		strings.Contains(m.HTML+m.Text+m.Subject, "Acme") || m.From.Address != "bonjour@example.org" {
		t.Errorf("the code mail: from %v, %q\n%s", m.From, m.Subject, m.Text)
	}
}
