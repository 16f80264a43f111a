package config_test

import (
	"strings"
	"testing"
	"time"

	"foundation/internal/config"
)

// env is a made-up environment: getenv and environ over one map.
func env(vars map[string]string) (func(string) string, []string) {
	var entries []string
	for k, v := range vars {
		entries = append(entries, k+"="+v)
	}
	return func(name string) string { return vars[name] }, entries
}

var production = map[string]string{
	"APP_ENV": "production", "SITE_URL": "https://dons.fondation-diallo.fr",
	"STRIPE_SECRET_KEY": "sk_live_x", "STRIPE_WEBHOOK_SECRET": "whsec_x",
	"SMTP_HOST": "smtp.fondation-diallo.fr", "SMTP_USERNAME": "site", "SMTP_PASSWORD": "secret", "MAIL_FROM_ADDRESS": "bonjour@fondation-diallo.fr",
	"PB_ENCRYPTION_KEY": "9f86d081884c7d659a2feaa0c55ad015",
}

func with(base map[string]string, change map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range change {
		if v == "-" {
			delete(out, k)
		} else {
			out[k] = v
		}
	}
	return out
}

func TestAGoodProductionEnvironmentLoads(t *testing.T) {
	cfg, err := config.Load(env(with(production, map[string]string{"RATE_LIMIT_ORDERS": "20/1m", "SMTP_TLS": "true", "STAFF_EMAIL": "staff@fondation-diallo.fr"})))
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.Payments.Production() || cfg.Mail.Host != "smtp.fondation-diallo.fr" || cfg.Mail.Port != 465 || !cfg.Mail.TLS ||
		cfg.Limits.Orders().Max != 20 || cfg.StaffEmail != "staff@fondation-diallo.fr" {
		t.Errorf("config %+v", cfg)
	}
	for _, replica := range []string{"s3://foundation-replica/site?endpoint=https://s3.fr-par.scw.cloud", "file:///srv/replica/foundation"} {
		if cfg, err := config.Load(env(with(production, map[string]string{"REPLICA_URL": replica}))); err != nil || cfg.ReplicaURL != replica {
			t.Errorf("REPLICA_URL=%s: %v, read as %q", replica, err, cfg.ReplicaURL)
		}
	}
	if cfg, _ := config.Load(env(production)); cfg.Mail.Port != 587 {
		t.Errorf("default SMTP port %d, want 587 (STARTTLS)", cfg.Mail.Port)
	}
}

// The server refuses to start on a bad or missing value, naming it; every
// bad value is named at once.
func TestABadEnvironmentIsRefusedNamingTheVariable(t *testing.T) {
	cases := map[string]struct {
		vars map[string]string
		want []string
	}{
		"production without a mail server":     {with(production, map[string]string{"SMTP_HOST": "-"}), []string{"SMTP_HOST"}},
		"a malformed rate limit":               {with(production, map[string]string{"RATE_LIMIT_ORDERS": "lots"}), []string{"RATE_LIMIT_ORDERS"}},
		"an unknown environment":               {map[string]string{"APP_ENV": "prod"}, []string{"APP_ENV"}},
		"PAYMENTS_DEMO neither on nor off":     {map[string]string{"APP_ENV": "development", "PAYMENTS_DEMO": "yes"}, []string{"PAYMENTS_DEMO"}},
		"a mail server without a sender":       {with(production, map[string]string{"MAIL_FROM_ADDRESS": "-"}), []string{"MAIL_FROM_ADDRESS"}},
		"production without an encryption key": {with(production, map[string]string{"PB_ENCRYPTION_KEY": "-"}), []string{"PB_ENCRYPTION_KEY"}},
		"half an off-site storage":             {with(production, map[string]string{"BACKUP_S3_BUCKET": "backups"}), []string{"BACKUP_S3_ENDPOINT"}},
		"a replica to a relative folder":       {with(production, map[string]string{"REPLICA_URL": "file://replica"}), []string{"REPLICA_URL"}},
		"a replica to a bucket's root":         {with(production, map[string]string{"REPLICA_URL": "s3://bucket"}), []string{"REPLICA_URL"}},
		"a replica elsewhere than S3 or a folder": {with(production, map[string]string{"REPLICA_URL": "sftp://host/replica"}),
			[]string{"REPLICA_URL"}},
		"a replica address holding credentials": {with(production, map[string]string{"REPLICA_URL": "s3://key:secret@bucket/site"}),
			[]string{"REPLICA_URL"}},
		"several at once": {with(production, map[string]string{"SMTP_PORT": "smtp", "SMTP_TLS": "maybe", "STAFF_EMAIL": "staff", "RATE_LIMIT_AUTH": "0",
			"TRUSTED_PROXY_HEADER": "X-Forwarded-For: 1.2.3.4"}),
			[]string{"SMTP_PORT", "SMTP_TLS", "STAFF_EMAIL", "RATE_LIMIT_AUTH", "TRUSTED_PROXY_HEADER"}},
	}
	for name, c := range cases {
		_, err := config.Load(env(c.vars))
		for _, variable := range c.want {
			if err == nil || !strings.Contains(err.Error(), variable) {
				t.Errorf("%s: %v, want it to name %s", name, err, variable)
			}
		}
	}
}

// Development needs nothing: no mail server (mails go to the log), no keys (TEST MODE).
func TestDevelopmentNeedsNoMailServer(t *testing.T) {
	if _, err := config.Load(env(map[string]string{"APP_ENV": "development"})); err != nil {
		t.Fatal(err)
	}
}

// Each rate limit is its variable's value when set, else its default; the
// donation and capture limits are read once for every route that takes them.
func TestEachLimitIsItsVariableOrItsDefault(t *testing.T) {
	cfg, err := config.Load(env(map[string]string{"APP_ENV": "development", "RATE_LIMIT_DONATIONS": "5/1h", "RATE_LIMIT_CAPTURES": "7"}))
	if err != nil {
		t.Fatal(err)
	}
	l := cfg.Limits
	if l.Donations().Max != 5 || l.Donations().Window != time.Hour || l.Captures().Max != 7 || l.Captures().Window != time.Minute {
		t.Errorf("set: donations %+v, captures %+v", l.Donations(), l.Captures())
	}
	if l.Orders().Max != 10 || l.Contact().Window != 10*time.Minute || (config.Limits{}).Webhooks().Max != 120 {
		t.Errorf("defaults: orders %+v, contact %+v", l.Orders(), l.Contact())
	}
}
