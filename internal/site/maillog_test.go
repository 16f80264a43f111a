package site_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/config"
	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/site"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// realMailerApp is a registered app on PocketBase's own mailer (a test app
// would put its TestMailer in place): SMTP off, so sendmail unless we stop it.
func realMailerApp(t *testing.T, cfg payments.Config) *core.BaseApp {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir()})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = app.OnTerminate().Trigger(&core.TerminateEvent{App: app}, func(e *core.TerminateEvent) error {
			return e.App.ResetBootstrapState()
		})
	})
	if err := site.Register(app, payments.MustService(cfg), config.Config{}); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	return app
}

// In development and test environments without SMTP, mails are written to
// the log, where a developer or a browser test reads a sign-in code.
func TestWithoutSMTPADevelopmentServerWritesMailsToTheLog(t *testing.T) {
	app := realMailerApp(t, payments.Config{AppEnv: payments.EnvDevelopment})
	base := testapp.Serve(t, app)
	sent := testapp.WatchMails(t, app)
	if err := staff.Add(app, "editor@foundation.test", "Ed", []string{staff.RoleEditor}); err != nil {
		t.Fatal(err)
	}
	res, err := http.Post(base+"/api/collections/staff/request-otp", "application/json", strings.NewReader(`{"email":"editor@foundation.test"}`))
	if err != nil || res.StatusCode != http.StatusOK {
		t.Fatalf("request-otp: %v %v", res, err)
	}
	var otp struct {
		OTPID string `json:"otpId"`
	}
	_ = json.NewDecoder(res.Body).Decode(&otp)
	res.Body.Close()
	notify.Send(app, notify.Mail{To: "donor@example.org", Subject: "Thanks", Heading: "Thank you", Paragraphs: []string{"Dear Ada,"}})
	notify.Flush(app)

	superuser := testapp.Superuser(t, app)
	mails := map[string]map[string]any{} // to → data
	logged := func() bool {
		req, _ := http.NewRequest(http.MethodGet, base+"/api/logs?filter="+url.QueryEscape(`message = "mail"`), nil)
		req.Header.Set("Authorization", superuser)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var page struct {
			Items []struct {
				Data map[string]any `json:"data"`
			} `json:"items"`
		}
		_ = json.NewDecoder(res.Body).Decode(&page)
		res.Body.Close()
		for _, it := range page.Items {
			mails[it.Data["to"].(string)] = it.Data
		}
		return len(mails) >= 2
	}
	if !sent.Until(logged) {
		t.Fatalf("after 30 s, the log holds %v", mails)
	}
	code := regexp.MustCompile(`\b\d{6}\b`).FindString(textOf(mails["editor@foundation.test"]))
	o, err := app.FindOTPById(otp.OTPID)
	if err != nil || code == "" || !o.ValidatePassword(code) {
		t.Fatalf("no valid sign-in code in the logged mails %v (%v)", mails, err)
	}
	if d := mails["donor@example.org"]; d["subject"] == nil || !regexp.MustCompile(`Dear Ada`).MatchString(textOf(d)) {
		t.Fatalf("our own mail was not logged with its text: %v", d)
	}
}

func textOf(data map[string]any) string {
	s, _ := data["text"].(string)
	return s
}

// In production (or with APP_ENV unset) mails go on to the mailer as before.
func TestAProductionServerDoesNotWriteMailsToTheLog(t *testing.T) {
	hooks := func(cfg payments.Config) int {
		return realMailerApp(t, cfg).OnMailerSend().Length()
	}
	local := hooks(payments.Config{AppEnv: payments.EnvTest})
	for _, cfg := range []payments.Config{{AppEnv: payments.EnvProduction, SiteURL: "https://foundation.example.org"}, {}} {
		if got := hooks(cfg); got != local-1 {
			t.Errorf("APP_ENV=%q: %d mail hooks, want %d (no mail log)", cfg.AppEnv, got, local-1)
		}
	}
}
