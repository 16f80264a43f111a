package testapp

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// AwaitMails returns the mails sent so far once they satisfy enough:
// PocketBase sends some (sign-in codes) from a goroutine of its own. It
// wakes on each mail sent, never on a timer, and fails the test after 30 s.
func AwaitMails(t testing.TB, app *tests.TestApp, enough func([]*mailer.Message) bool) []*mailer.Message {
	t.Helper()
	sent := make(chan struct{}, 1)
	id := app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{Func: func(e *core.MailerEvent) error {
		err := e.Next()
		select {
		case sent <- struct{}{}:
		default:
		}
		return err
	}})
	defer app.OnMailerSend().Unbind(id)
	timeout := time.After(30 * time.Second)
	for {
		if mails := app.TestMailer.Messages(); enough(mails) {
			return mails
		}
		select {
		case <-sent:
		case <-timeout:
			t.Fatalf("after 30 s, %d mails sent, not the ones awaited", app.TestMailer.TotalSend())
		}
	}
}

// AwaitMailCount waits for at least n mails sent (AwaitMails).
func AwaitMailCount(t testing.TB, app *tests.TestApp, n int) []*mailer.Message {
	t.Helper()
	return AwaitMails(t, app, func(mails []*mailer.Message) bool { return len(mails) >= n })
}
