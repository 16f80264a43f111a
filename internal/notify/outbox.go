package notify

import (
	"net/mail"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Collection is the mail outbox: one row per mail, written before it is
// sent (migration 1734310000_mail_outbox).
const Collection = "mail_outbox"

// Statuses of an outbox row.
const (
	// StatusPending waits for its dueAt: its first try, or the next one.
	StatusPending = "pending"
	// StatusSending is claimed by a worker; its dueAt is when the claim
	// expires, so a row left by a process that died is tried again then.
	StatusSending = "sending"
	StatusSent    = "sent"
	// StatusFailed is given up after its last try, until an admin retries it.
	StatusFailed = "failed"
)

// Statuses lists every status of an outbox row.
var Statuses = []string{StatusPending, StatusSending, StatusSent, StatusFailed}

const (
	fieldRecipient   = "recipient"
	fieldReplyTo     = "replyTo" // where a reply goes; "" for the sender
	fieldSubject     = "subject"
	fieldHTML        = "html"
	fieldText        = "text"
	fieldAttachments = "attachments"
	fieldKind        = "kind"
	fieldRef         = "ref"
	FieldStatus      = "status"
	fieldAttempts    = "attempts"
	fieldDueAt       = "dueAt"
	fieldSentAt      = "sentAt"
	fieldLastError   = "lastError"
)

// newRow is m, rendered, as a pending outbox row due at once; a row to an
// address that cannot receive mail is failed from the start.
func newRow(app core.App, m Mail, subject, html, text string) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	row := core.NewRecord(c)
	row.Load(map[string]any{
		fieldRecipient: m.To, fieldSubject: subject, fieldHTML: html, fieldText: text, fieldAttachments: m.Attachments,
		fieldKind: m.Kind, fieldRef: m.Ref, fieldReplyTo: m.ReplyTo, FieldStatus: StatusPending, fieldDueAt: types.NowDateTime(),
	})
	if _, err := mail.ParseAddress(m.To); err != nil {
		row.Set(FieldStatus, StatusFailed)
		row.Set(fieldLastError, "bad recipient: "+err.Error())
	}
	return row, nil
}

// due reports whether row is for a worker to take at now.
func due(row *core.Record, now time.Time) bool {
	status := row.GetString(FieldStatus)
	return (status == StatusPending || status == StatusSending) && !row.GetDateTime(fieldDueAt).Time().After(now)
}
