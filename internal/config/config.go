// Package config reads the server's environment once, in main, checks every
// value and refuses to start on a bad or missing one, naming it. Each
// package is then given its part: the payment gateways theirs, the mailer
// its server, the rate limiters their limits.
package config

import (
	"errors"
	"fmt"
	"net/mail"
	"regexp"
	"strconv"
	"strings"

	"foundation/internal/backup"
	"foundation/internal/health"
	"foundation/internal/payments"
	"foundation/internal/ratelimit"
	"foundation/internal/replica"
)

// Config is everything the environment says (docs/configuration.md lists it).
type Config struct {
	Payments payments.Config
	Mail     Mail
	// StaffEmail is where staff notices go (STAFF_EMAIL); "" for the sender address.
	StaffEmail string
	// Limits are the rate limits (RATE_LIMIT_*), each the variable's or its default.
	Limits Limits
	// ProxyHeader is the header a reverse proxy in front of the server names
	// the visitor's address in (TRUSTED_PROXY_HEADER, e.g. X-Forwarded-For);
	// "" when the server faces the internet itself.
	ProxyHeader string
	// Backups says where backups go (BACKUP_S3_*); PB_ENCRYPTION_KEY is checked with it.
	Backups backup.Config
	// ReplicaURL is where the database is replicated as it is written
	// (REPLICA_URL: s3://… or file:///…); "" for nowhere.
	ReplicaURL string
	// MonitorToken opens /api/health/detail to a monitor (MONITOR_TOKEN); "" closes it.
	MonitorToken string
}

// Mail is the SMTP server every mail leaves through (SMTP_*, MAIL_FROM_*).
type Mail struct {
	Host     string
	Port     int
	Username string
	Password string
	// TLS is implicit TLS (port 465); otherwise PocketBase upgrades with STARTTLS when offered.
	TLS         bool
	FromAddress string
	FromName    string
}

// Configured reports whether a mail server is given.
func (m Mail) Configured() bool { return m.Host != "" }

var validHeader = regexp.MustCompile(`^[A-Za-z0-9-]+$`)

// Load reads the environment through getenv (os.Getenv; tests give their
// own) and environ (os.Environ, for the RATE_LIMIT_* names). It reports
// every bad value at once.
func Load(getenv func(string) string, environ []string) (Config, error) {
	var problems []error
	pay, err := payments.ConfigFrom(getenv)
	problems = append(problems, err)
	m, err := loadMail(getenv, pay.Production())
	problems = append(problems, err)
	staff := strings.TrimSpace(getenv("STAFF_EMAIL"))
	if staff != "" {
		if _, err := mail.ParseAddress(staff); err != nil {
			problems = append(problems, fmt.Errorf("STAFF_EMAIL=%q is not an email address", staff))
		}
	}
	set, err := ratelimit.TableFrom(environ)
	problems = append(problems, err)
	proxy := strings.TrimSpace(getenv("TRUSTED_PROXY_HEADER"))
	if proxy != "" && !validHeader.MatchString(proxy) {
		problems = append(problems, fmt.Errorf("TRUSTED_PROXY_HEADER=%q is not a header name such as X-Forwarded-For", proxy))
	}
	backups, err := backup.ConfigFrom(getenv, pay.Production())
	problems = append(problems, err)
	replicaURL := strings.TrimSpace(getenv(replica.Variable))
	problems = append(problems, replica.CheckURL(replicaURL))
	if pay.Production() {
		problems = append(problems, checkPlaceholders(getenv)...)
	}
	monitor := getenv(health.Variable)
	if monitor != "" && len(monitor) < 24 {
		problems = append(problems, fmt.Errorf("%s must be at least 24 characters (openssl rand -hex 16)", health.Variable))
	}
	return Config{Payments: pay, Mail: m, StaffEmail: staff, Limits: Limits{set}, ProxyHeader: proxy, Backups: backups,
		ReplicaURL: replicaURL, MonitorToken: monitor}, errors.Join(problems...)
}

// loadMail reads the mail server. In production one is required: staff
// and superusers sign in with a code mailed to them, and donors are owed
// their receipts.
func loadMail(getenv func(string) string, production bool) (Mail, error) {
	m := Mail{
		Host: strings.TrimSpace(getenv("SMTP_HOST")), Username: getenv("SMTP_USERNAME"), Password: getenv("SMTP_PASSWORD"),
		FromAddress: strings.TrimSpace(getenv("MAIL_FROM_ADDRESS")), FromName: strings.TrimSpace(getenv("MAIL_FROM_NAME")),
	}
	var problems []error
	if port := getenv("SMTP_PORT"); port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			problems = append(problems, fmt.Errorf("SMTP_PORT=%q is not a port number", port))
		}
		m.Port = n
	}
	switch tls := strings.ToLower(getenv("SMTP_TLS")); tls {
	case "", "false", "off", "no":
	case "true", "on", "yes":
		m.TLS = true
	default:
		problems = append(problems, fmt.Errorf("SMTP_TLS=%q: use true or false", tls))
	}
	switch {
	case m.Configured() && m.Port == 0:
		m.Port = 587
		if m.TLS {
			m.Port = 465
		}
	case !m.Configured() && production:
		problems = append(problems, errors.New("APP_ENV=production needs a mail server: set SMTP_HOST (and SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD, MAIL_FROM_ADDRESS); staff sign in with a code sent by mail"))
	}
	if m.FromAddress != "" {
		if _, err := mail.ParseAddress(m.FromAddress); err != nil {
			problems = append(problems, fmt.Errorf("MAIL_FROM_ADDRESS=%q is not an email address", m.FromAddress))
		}
	} else if m.Configured() {
		problems = append(problems, errors.New("SMTP_HOST is set without MAIL_FROM_ADDRESS: mails need a sender address"))
	}
	return m, errors.Join(problems...)
}
