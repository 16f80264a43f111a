package notify

import (
	"fmt"
	"net/mail"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// retryDelays are the pauses after each failed try: a mail server down for
// a moment, an hour or a long weekend still gets the mail. After the tenth
// try (about four days) the mail is failed and shown to the admins.
var retryDelays = []time.Duration{
	time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 6 * time.Hour,
	12 * time.Hour, 24 * time.Hour, 24 * time.Hour, 24 * time.Hour,
}

// sendTimeout bounds one try: PocketBase's SMTP client has no deadline, and
// a server that accepts a connection and never answers would otherwise stop
// every mail behind it. A try cut short counts as failed and the mail is
// tried again later; should the abandoned try still get through, the
// recipient has the mail twice (the outbox delivers at least once).
var sendTimeout = time.Minute

const (
	// claimFor is how long a row stays claimed by a try: far longer than
	// sendTimeout, so only a worker that died (kill -9, power cut) leaves a
	// claim to expire, and its mail is tried again.
	claimFor = 5 * time.Minute
	// pollEvery is how often the served worker looks for rows whose retry
	// is due; new rows wake it at once.
	pollEvery = 30 * time.Second
	// batchSize is how many due rows a pass reads at a time.
	batchSize = 50
)

// worker sends the outbox of one app: the served loop (serve.go) and Flush
// both run passes, one at a time.
type worker struct {
	passing  sync.Mutex
	wake     chan struct{}
	quit     chan struct{}
	done     chan struct{}
	started  atomic.Bool
	stopOnce sync.Once
}

const workerKey = "foundation.notify.worker"

// workerOf is app's worker; it lives in the app's store, so each app (and
// each test app) has its own.
func workerOf(app core.App) *worker {
	return app.Store().GetOrSet(workerKey, func() any {
		return &worker{wake: make(chan struct{}, 1), quit: make(chan struct{}), done: make(chan struct{})}
	}).(*worker)
}

// Flush sends every mail of app due now, in the calling goroutine, after
// any pass already running. Tests call it before reading app.TestMailer.
func Flush(app core.App) {
	workerOf(app).pass(app, time.Now, nil)
}

// dueKey is where a pass is in the due rows, ordered by (dueAt, id).
type dueKey struct {
	ID    string `db:"id"`
	DueAt string `db:"dueAt"`
}

// pass tries every row due when it starts, oldest first, until quit is
// closed; a row being tried when quit closes is finished first. Each row is
// read once per pass, so one that cannot even be claimed does not hold it.
func (w *worker) pass(app core.App, clock func() time.Time, quit <-chan struct{}) {
	w.passing.Lock()
	defer w.passing.Unlock()
	until, _ := types.ParseDateTime(clock())
	var after dueKey
	for {
		var keys []dueKey
		err := app.DB().Select("id", fieldDueAt).From(Collection).
			Where(dbx.In(FieldStatus, StatusPending, StatusSending)).
			AndWhere(dbx.NewExp("dueAt <= {:until} AND (dueAt, id) > ({:afterDue}, {:afterID})",
				dbx.Params{"until": until.String(), "afterDue": after.DueAt, "afterID": after.ID})).
			OrderBy(fieldDueAt+" ASC", "id ASC").Limit(batchSize).All(&keys)
		if err != nil {
			app.Logger().Error("notify: the outbox could not be read", "error", err)
			return
		}
		for _, k := range keys {
			select {
			case <-quit:
				return
			default:
			}
			try(app, k.ID, clock)
			after = k
		}
		if len(keys) < batchSize {
			return
		}
	}
}

// try claims row id if it is still due, sends it and records the outcome.
func try(app core.App, id string, clock func() time.Time) {
	row, err := claim(app, id, clock())
	if err != nil {
		app.Logger().Error("notify: an outbox row could not be claimed", "id", id, "error", err)
		return
	}
	if row != nil {
		settle(app, row, deliver(app, row), clock())
	}
}

// claim marks row id as being sent, in a transaction that re-reads it, so
// two workers never both take it; nil when it is no longer due.
func claim(app core.App, id string, now time.Time) (*core.Record, error) {
	var claimed *core.Record
	err := app.RunInTransaction(func(tx core.App) error {
		row, err := tx.FindRecordById(Collection, id)
		if err != nil || !due(row, now) {
			return err
		}
		row.Set(FieldStatus, StatusSending)
		row.Set(fieldAttempts, row.GetInt(fieldAttempts)+1)
		row.Set(fieldDueAt, now.Add(claimFor))
		if err := tx.Save(row); err != nil {
			return err
		}
		claimed = row
		return nil
	})
	return claimed, err
}

// deliver hands row to app's mailer, from the sender the settings name now
// (a mail queued before the sender was set goes out from it).
func deliver(app core.App, row *core.Record) error {
	to, err := mail.ParseAddress(row.GetString(fieldRecipient))
	if err != nil {
		return err
	}
	files, err := readAttachments(app, row)
	if err != nil {
		return err
	}
	meta := app.Settings().Meta
	msg := &mailer.Message{
		From:        mail.Address{Name: meta.SenderName, Address: meta.SenderAddress},
		To:          []mail.Address{*to},
		Subject:     row.GetString(fieldSubject),
		HTML:        row.GetString(fieldHTML),
		Text:        row.GetString(fieldText),
		Attachments: files,
	}
	if replyTo, err := mail.ParseAddress(row.GetString(fieldReplyTo)); err == nil {
		msg.Headers = map[string]string{"Reply-To": replyTo.String()}
	}
	return sendWithin(app, msg, sendTimeout)
}

// sendWithin sends msg through app's mailer, or gives up on it after limit
// (see sendTimeout).
func sendWithin(app core.App, msg *mailer.Message, limit time.Duration) error {
	result := make(chan error, 1)
	go func() { result <- app.NewMailClient().Send(msg) }()
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case err := <-result:
		return err
	case <-timer.C:
		return fmt.Errorf("the mail server did not answer within %s", limit)
	}
}

// maxErrorLength keeps an error within the row's lastError field.
const maxErrorLength = 1000

// settle records the outcome of a try of row: sent (its body, with the
// recipient's details, is dropped: the record named by ref keeps them), due
// again after the next retry delay, or failed after the last one.
func settle(app core.App, row *core.Record, sendErr error, now time.Time) {
	attempt := row.GetInt(fieldAttempts)
	log := app.Logger().With("ref", row.GetString(fieldRef), "kind", row.GetString(fieldKind),
		"to", row.GetString(fieldRecipient), "subject", row.GetString(fieldSubject), "attempt", attempt)
	switch {
	case sendErr == nil:
		row.Load(map[string]any{FieldStatus: StatusSent, fieldSentAt: now, fieldLastError: "", fieldHTML: "", fieldText: ""})
	case attempt > len(retryDelays):
		row.Load(map[string]any{FieldStatus: StatusFailed, fieldLastError: truncate(sendErr.Error())})
		log.Error("notify: mail not sent", "attempts", attempt, "error", sendErr)
	default:
		next := now.Add(retryDelays[attempt-1])
		row.Load(map[string]any{FieldStatus: StatusPending, fieldDueAt: next, fieldLastError: truncate(sendErr.Error())})
		log.Warn("notify: mail not sent yet, tried again later", "next", next, "error", sendErr)
	}
	if err := app.Save(row); err != nil {
		log.Error("notify: the outcome of a mail could not be recorded; it is tried again when its claim expires", "error", err)
	}
}

func truncate(s string) string {
	if r := []rune(s); len(r) > maxErrorLength {
		return string(r[:maxErrorLength])
	}
	return s
}
