package testapp

import (
	"math"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// MailWatch hears of each mail an app sends once every hook on it has run
// (the mail log's among them): PocketBase sends some (sign-in codes) from a
// goroutine of its own, so a test waits for them.
type MailWatch struct{ sent chan struct{} }

// WatchMails listens to app's mails until t ends. Started before what sends
// them, it misses none.
func WatchMails(t testing.TB, app core.App) *MailWatch {
	w, stop := watch(app)
	t.Cleanup(stop)
	return w
}

func watch(app core.App) (*MailWatch, func()) {
	w := &MailWatch{sent: make(chan struct{}, 1)}
	// First in the chain: when Next returns, the other hooks have run,
	// those that end the chain (the mail log) too.
	id := app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{Priority: math.MinInt, Func: func(e *core.MailerEvent) error {
		err := e.Next()
		select {
		case w.sent <- struct{}{}:
		default:
		}
		return err
	}})
	return w, func() { app.OnMailerSend().Unbind(id) }
}

// Until reports whether done holds, asked now and after each mail sent,
// never on a timer; false after 30 s without it.
func (w *MailWatch) Until(done func() bool) bool {
	timeout := time.After(30 * time.Second)
	for !done() {
		select {
		case <-w.sent:
		case <-timeout:
			return false
		}
	}
	return true
}

// AwaitMails returns the mails sent so far once they satisfy enough, and
// fails the test after 30 s.
func AwaitMails(t testing.TB, app *tests.TestApp, enough func([]*mailer.Message) bool) []*mailer.Message {
	t.Helper()
	w, stop := watch(app)
	defer stop()
	var mails []*mailer.Message
	if !w.Until(func() bool { mails = app.TestMailer.Messages(); return enough(mails) }) {
		t.Fatalf("after 30 s, %d mails sent, not the ones awaited", app.TestMailer.TotalSend())
	}
	return mails
}

// AwaitMailCount waits for at least n mails sent (AwaitMails).
func AwaitMailCount(t testing.TB, app *tests.TestApp, n int) []*mailer.Message {
	t.Helper()
	return AwaitMails(t, app, func(mails []*mailer.Message) bool { return len(mails) >= n })
}
