// Package notify sends the site's mails (order paid, cheque pledge, contact).
// A mail is a side effect, never a gate: a failure is logged for the staff
// (Dashboard → Logs) and never fails, blocks or undoes what triggered it.
package notify

import (
	"net/mail"
	"os"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// Mail is one message; HTML is the body, already escaped by its template.
type Mail struct {
	To      string
	Subject string
	HTML    string
}

// StaffAddress is where staff notices go: STAFF_EMAIL, else the dashboard's sender address.
func StaffAddress(app core.App) string {
	if addr := os.Getenv("STAFF_EMAIL"); addr != "" {
		return addr
	}
	return app.Settings().Meta.SenderAddress
}

// Send delivers m with PocketBase's mailer and reports whether it went out.
func Send(app core.App, m Mail) bool {
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		app.Logger().Error("notify: mail not sent, bad recipient", "to", m.To, "subject", m.Subject, "error", err)
		return false
	}
	meta := app.Settings().Meta
	msg := &mailer.Message{
		From:    mail.Address{Name: meta.SenderName, Address: meta.SenderAddress},
		To:      []mail.Address{*to},
		Subject: m.Subject,
		HTML:    m.HTML,
	}
	if err := app.NewMailClient().Send(msg); err != nil {
		app.Logger().Error("notify: mail not sent", "to", m.To, "subject", m.Subject, "error", err)
		return false
	}
	return true
}

// ToStaff sends m to the staff address.
func ToStaff(app core.App, m Mail) bool {
	m.To = StaffAddress(app)
	return Send(app, m)
}
