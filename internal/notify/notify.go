// Package notify sends the site's mails (order paid, cheque pledge, donation
// received, contact message) in one layout, through a durable outbox. A mail
// is a side effect, never a gate: Send only writes the rendered mail as a row
// of the outbox (in the caller's transaction when it has one, so the mail is
// committed with the change it reports, or not at all), and a worker sends
// it later, retrying for days (worker.go). Nothing that triggered a mail is
// ever blocked, failed or undone by it; a mail that still fails after its
// last try is counted on the admins' staff home, who can send it again.
package notify

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
)

// Mail is one message, as words: the layout adds the foundation's header,
// footer and the TEST MODE banner, and escapes everything.
type Mail struct {
	// To is the recipient; ToStaff fills it.
	To string
	// ReplyTo is where a reply goes, when not to the sender: the visitor
	// who wrote through the contact form.
	ReplyTo string
	// Subject is our words and our references only, never text a visitor
	// chose: a subject is what a spammer would use our server to deliver.
	Subject string
	// Ref names the record the mail concerns ("orders/abc123"), kept on its
	// outbox row and logged with any failure, so the staff can find who was
	// not told.
	Ref string
	// Kind says what caused the mail ("order.paid"), kept on its outbox row.
	Kind string
	// Test marks a mail about a payment made through the TEST MODE gateway.
	Test bool
	// Locale is the language the mail is written in ("": English): the
	// layout's own words follow it; the caller writes the rest in it (a
	// donor's mail, in the gift's locale). ToStaff sets the staff's.
	Locale i18n.Locale

	Heading string
	// Paragraphs come before the rows, Closing after; a \n breaks a line.
	Paragraphs []string
	Rows       []Row
	// Action is the one thing the mail asks the reader to do, as a button;
	// a URL that is a path ("/donor?gift=…") links to it on the site
	// (PocketBase's application URL, which internal/site keeps at SITE_URL).
	Action  *Link
	Closing []string

	// Attachments go with the mail as files (a tax receipt's PDF).
	Attachments []Attachment
}

// Link is a button in the HTML mail and "Label: URL" in the text one.
type Link struct {
	Label, URL string
}

// Row is one line of a mail's table: an amount, a reference, a field.
// A \n in Value breaks a line (an address).
type Row struct {
	Label, Value string
}

// StaffAddress is where staff notices go: STAFF_EMAIL, else the sender address.
func StaffAddress(app core.App) string {
	if addr, _ := app.Store().Get(staffKey).(string); addr != "" {
		return addr
	}
	return app.Settings().Meta.SenderAddress
}

// ToStaff sends m to the staff address, in the staff's language (i18n.Staff:
// French): one address the staff share, so one language, which the
// caller writes m's words in.
func ToStaff(app core.App, m Mail) {
	m.To = StaffAddress(app)
	m.Locale = i18n.Staff
	if m.Action == nil { // the staff act in the staff area, whatever the notice
		m.Action = &Link{Label: openStaffArea, URL: "/staff"}
	}
	Send(app, m)
}

// Send renders m and writes it to the outbox through app; the worker sends
// it once app's transaction, if any, is committed. It never fails its
// caller: a mail to an address that cannot receive mail is stored as failed
// (the admins see it), and one that cannot be stored is logged.
func Send(app core.App, m Mail) {
	log := app.Logger().With("ref", m.Ref, "kind", m.Kind, "to", m.To, "subject", m.Subject)
	if m.Action != nil && strings.HasPrefix(m.Action.URL, "/") {
		link := *m.Action
		link.URL = strings.TrimRight(app.Settings().Meta.AppURL, "/") + link.URL
		m.Action = &link
	}
	subject, html, text, err := Render(app, m)
	if err != nil {
		log.Error("notify: mail not rendered", "error", err)
		return
	}
	row, err := newRow(app, m, subject, html, text)
	if err == nil {
		err = app.Save(row)
	}
	if err != nil {
		log.Error("notify: mail not queued", "error", err)
		return
	}
	if row.GetString(FieldStatus) == StatusFailed {
		log.Error("notify: mail not sent, bad recipient", "error", row.GetString(fieldLastError))
	}
}

// openStaffArea is a staff mail's button when its caller names none: the
// French back office's name for itself (Espace équipe).
const openStaffArea = "Ouvrir l’espace équipe"

// staffKey holds app's staff address (Register).
const staffKey = "foundation.notify.staff"
