package config

import (
	"fmt"
	"net/mail"
	"net/url"
	"strings"
)

// exampleEncryptionKey is the PB_ENCRYPTION_KEY deploy/foundation.env.example
// ships: published in this repository, it protects nothing.
const exampleEncryptionKey = "0123456789abcdef0123456789abcdef"

// placeholderMark is what the example file writes where a secret goes.
const placeholderMark = "change-me"

// secretVariables may hold the example file's "change-me" placeholders.
var secretVariables = []string{
	"STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID",
	"SMTP_PASSWORD", "SMTP_USERNAME", "BACKUP_S3_ACCESS_KEY", "BACKUP_S3_SECRET", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
}

// addressVariables name a host or a mailbox; the example file puts them
// under the documentation domains, which nobody can run a site or a mail
// server under (RFC 2606).
var addressVariables = []string{
	"SITE_URL", "SMTP_HOST", "SMTP_USERNAME", "MAIL_FROM_ADDRESS", "STAFF_EMAIL", "BACKUP_S3_ENDPOINT", "REPLICA_URL",
}

var exampleDomains = []string{"example.org", "example.com", "example.net"}

// checkPlaceholders refuses, in production, the values the example
// environment file ships unedited, naming each variable: a live key
// "sk_live_change-me" or a mail server "smtp.example.org" would otherwise
// start a site that cannot take a payment nor send a code, and the example
// encryption key would encrypt the settings with a key everyone has.
func checkPlaceholders(getenv func(string) string) []error {
	var problems []error
	if getenv("PB_ENCRYPTION_KEY") == exampleEncryptionKey {
		problems = append(problems, fmt.Errorf("PB_ENCRYPTION_KEY is the example file's key: set your own (openssl rand -hex 16) and keep a copy off the server"))
	}
	for _, name := range secretVariables {
		if strings.Contains(strings.ToLower(getenv(name)), placeholderMark) {
			problems = append(problems, fmt.Errorf("%s is still the example file's %q: set the real value", name, getenv(name)))
		}
	}
	for _, name := range addressVariables {
		if domain := exampleDomain(getenv(name)); domain != "" {
			problems = append(problems, fmt.Errorf("%s=%q names the example domain %s: set the foundation's own", name, getenv(name), domain))
		}
	}
	return problems
}

// exampleDomain returns the documentation domain value's host or mailbox
// is under, or "".
func exampleDomain(value string) string {
	host := strings.TrimSpace(value)
	if a, err := mail.ParseAddress(host); err == nil {
		host = a.Address[strings.LastIndex(a.Address, "@")+1:]
	} else if u, err := url.Parse(host); err == nil && u.Host != "" {
		host = u.Hostname()
		if endpoint := u.Query().Get("endpoint"); endpoint != "" && exampleDomain(endpoint) != "" {
			return exampleDomain(endpoint)
		}
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	for _, domain := range exampleDomains {
		if host == domain || strings.HasSuffix(host, "."+domain) {
			return domain
		}
	}
	return ""
}
