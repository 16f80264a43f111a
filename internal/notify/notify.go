// Package notify sends the site's mails (order paid, cheque pledge, donation
// received, contact message) in one layout. A mail is a side effect, never a
// gate: Send renders it at once and delivers it in the background, so no
// request waits for the mail server; a mail that still fails after a few
// attempts is logged for the staff (Dashboard → Logs) with the record it
// concerns, and nothing that triggered it is blocked, failed or undone.
package notify

import (
	"bytes"
	"io"
	"net/mail"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/routine"
)

// Mail is one message, as words: the layout adds the foundation's header,
// footer and the TEST MODE banner, and escapes everything.
type Mail struct {
	// To is the recipient; ToStaff fills it.
	To string
	// Subject is our words and our references only, never text a visitor
	// chose: a subject is what a spammer would use our server to deliver.
	Subject string
	// Ref names the record the mail concerns ("orders/abc123"), logged with
	// any failure so the staff can find who was not told.
	Ref string
	// Test marks a mail about a payment made through the TEST MODE gateway.
	Test bool

	Heading string
	// Paragraphs come before the rows, Closing after; a \n breaks a line.
	Paragraphs []string
	Rows       []Row
	// Action is the one thing the mail asks the reader to do, as a button.
	Action  *Link
	Closing []string

	// Attachments go with the mail as files (a tax receipt's PDF).
	Attachments []Attachment
}

// Attachment is one file sent with a mail.
type Attachment struct {
	Name    string // the file name the recipient sees
	Content []byte
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

// SendStaffTo sets where staff notices go (STAFF_EMAIL, read by
// internal/config); "" leaves them to the sender address.
func SendStaffTo(app core.App, address string) { app.Store().Set(staffKey, address) }

// StaffAddress is where staff notices go: STAFF_EMAIL, else the sender address.
func StaffAddress(app core.App) string {
	if addr, _ := app.Store().Get(staffKey).(string); addr != "" {
		return addr
	}
	return app.Settings().Meta.SenderAddress
}

// ToStaff sends m to the staff address.
func ToStaff(app core.App, m Mail) {
	m.To = StaffAddress(app)
	Send(app, m)
}

// Send renders m now and delivers it in the background; it returns at once.
// Callers send after the change the mail reports is committed.
func Send(app core.App, m Mail) {
	log := app.Logger().With("ref", m.Ref, "to", m.To, "subject", m.Subject)
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		log.Error("notify: mail not sent, bad recipient", "error", err)
		return
	}
	if m.Action != nil && strings.HasPrefix(m.Action.URL, "/") {
		link := *m.Action
		link.URL = siteURL(app) + link.URL
		m.Action = &link
	}
	subject, html, text, err := Render(m)
	if err != nil {
		log.Error("notify: mail not rendered", "error", err)
		return
	}
	meta := app.Settings().Meta
	msg := mailer.Message{
		From:    mail.Address{Name: meta.SenderName, Address: meta.SenderAddress},
		To:      []mail.Address{*to},
		Subject: subject,
		HTML:    html,
		Text:    text,
	}
	routine.FireAndForget(func() {
		var err error
		for attempt := 0; ; attempt++ {
			// A send hook may change the message it is given, and an
			// attachment's reader is read once: each attempt has its own.
			copy := msg
			copy.Attachments = attachments(m.Attachments)
			if err = app.NewMailClient().Send(&copy); err == nil {
				return
			}
			if attempt == len(retryDelays) {
				break
			}
			time.Sleep(retryDelays[attempt])
		}
		log.Error("notify: mail not sent", "attempts", len(retryDelays)+1, "error", err)
	}, pending(app))
}

// attachments are a mail's files as the mailer takes them, or nil.
func attachments(files []Attachment) map[string]io.Reader {
	if len(files) == 0 {
		return nil
	}
	out := make(map[string]io.Reader, len(files))
	for _, f := range files {
		out[f.Name] = bytes.NewReader(f.Content)
	}
	return out
}

// retryDelays are the pauses between attempts: a mail server that restarts
// or refuses for a moment is given a few seconds, then the staff are told.
var retryDelays = []time.Duration{2 * time.Second, 10 * time.Second}

const (
	pendingKey = "foundation.notify.pending"
	siteKey    = "foundation.notify.site"
	staffKey   = "foundation.notify.staff"
)

// UseSite gives the site's address to the mails of app: an Action whose URL
// is a path ("/donor?gift=…") links to it there.
func UseSite(app core.App, address func() string) { app.Store().Set(siteKey, address) }

func siteURL(app core.App) string {
	if address, ok := app.Store().Get(siteKey).(func() string); ok {
		return address()
	}
	return ""
}

// pending counts app's mails still being delivered; it lives in the app's
// store, so each app (and each test app) has its own.
func pending(app core.App) *sync.WaitGroup {
	return app.Store().GetOrSet(pendingKey, func() any { return &sync.WaitGroup{} }).(*sync.WaitGroup)
}

// Wait blocks until every mail Send accepted for app is delivered or given
// up. Tests call it before reading app.TestMailer.
func Wait(app core.App) {
	pending(app).Wait()
}
