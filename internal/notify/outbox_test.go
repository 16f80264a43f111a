package notify_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"

	"foundation/internal/notify"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/settings"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

func mail(subject string) notify.Mail {
	return notify.Mail{To: "donor@example.org", Subject: subject, Ref: "donations/abc", Kind: "donation.thanks",
		Heading: "Thank you", Paragraphs: []string{"Dear Ada,"}}
}

// rows reads app's outbox, oldest first.
func rows(t *testing.T, app core.App) []*core.Record {
	t.Helper()
	var out []*core.Record
	if err := app.RecordQuery(notify.Collection).OrderBy("created ASC", "id ASC").All(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// only is app's one outbox row.
func only(t *testing.T, app core.App) *core.Record {
	t.Helper()
	all := rows(t, app)
	if len(all) != 1 {
		t.Fatalf("%d outbox rows, want 1", len(all))
	}
	return all[0]
}

// show is what a test says of an outbox row, its body left out.
func show(r *core.Record) string {
	return fmt.Sprintf("%s %q to %q: %s, %d tries, due %s, sent %s, error %q", r.GetString("kind"), r.GetString("subject"), r.GetString("recipient"),
		r.GetString("status"), r.GetInt("attempts"), r.GetString("dueAt"), r.GetString("sentAt"), r.GetString("lastError"))
}

// failSends makes every send of app fail while down is true.
func failSends(app core.App, down *atomic.Bool) {
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if down.Load() {
			return errors.New("mail server down")
		}
		return e.Next()
	})
}

// holdSends makes each send of app wait until release is closed (at most
// 10 s, so a test that waits wrongly fails instead of hanging); sending
// gets a value as each send starts.
func holdSends(app core.App) (sending chan struct{}, release func()) {
	sending, held := make(chan struct{}, 10), make(chan struct{})
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		sending <- struct{}{}
		select {
		case <-held:
		case <-time.After(10 * time.Second):
		}
		return e.Next()
	})
	return sending, func() { close(held) }
}

func TestAMailIsAnOutboxRowBeforeItIsSent(t *testing.T) {
	app := testapp.New(t)
	notify.Send(app, mail("Thanks"))
	row := only(t, app)
	if app.TestMailer.TotalSend() != 0 || row.GetString("status") != notify.StatusPending || row.GetString("recipient") != "donor@example.org" ||
		row.GetString("subject") != "Thanks" || row.GetString("kind") != "donation.thanks" || row.GetString("ref") != "donations/abc" ||
		!strings.Contains(row.GetString("html"), "Dear Ada,") || !strings.Contains(row.GetString("text"), "Dear Ada,") ||
		row.GetDateTime("dueAt").Time().After(time.Now()) {
		t.Fatalf("queued: %d sent, row %v", app.TestMailer.TotalSend(), show(row))
	}

	notify.Flush(app)
	sent := app.TestMailer.LastMessage()
	if app.TestMailer.TotalSend() != 1 || sent.To[0].Address != "donor@example.org" || sent.Subject != "Thanks" || sent.HTML == "" || sent.Text == "" {
		t.Fatalf("%d sent, last %+v", app.TestMailer.TotalSend(), sent)
	}
	row = only(t, app)
	if row.GetString("status") != notify.StatusSent || row.GetInt("attempts") != 1 || row.GetDateTime("sentAt").IsZero() ||
		row.GetString("html") != "" || row.GetString("text") != "" {
		t.Fatalf("after the send: %v (the body, with the recipient's details, is dropped once sent)", show(row))
	}
	notify.Flush(app)
	if app.TestMailer.TotalSend() != 1 {
		t.Fatal("a sent mail was sent again")
	}
}

// A mail queued in a transaction is committed with the change it reports:
// rolled back with it, or sent once it is committed.
func TestAMailGoesWithItsTransaction(t *testing.T) {
	app := testapp.New(t)
	changeFailed := errors.New("the change failed")
	err := app.RunInTransaction(func(tx core.App) error {
		notify.Send(tx, mail("Rolled back"))
		return changeFailed
	})
	if !errors.Is(err, changeFailed) || len(rows(t, app)) != 0 {
		t.Fatalf("a rolled back change left %d outbox rows (%v)", len(rows(t, app)), err)
	}
	if err := app.RunInTransaction(func(tx core.App) error {
		notify.Send(tx, mail("Committed"))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	notify.Flush(app)
	if app.TestMailer.TotalSend() != 1 || app.TestMailer.LastMessage().Subject != "Committed" {
		t.Fatalf("%d sent", app.TestMailer.TotalSend())
	}
}

// A staff mail goes to STAFF_EMAIL, laid out in the staff's language
// (French), with the button to the staff area when it names none.
func TestStaffMailGoesToStaffEmail(t *testing.T) {
	t.Setenv("STAFF_EMAIL", "staff@foundation.example")
	app := testapp.New(t)
	notify.ToStaff(app, notify.Mail{Subject: "Nouvelle commande", Heading: "x", Test: true})
	notify.Flush(app)
	sent := app.TestMailer.LastMessage()
	if got := sent.To; len(got) != 1 || got[0].Address != "staff@foundation.example" {
		t.Fatalf("staff mail went to %v", got)
	}
	for _, want := range []string{`<html lang="fr">`, "Fondation Amara Diallo", "MODE TEST", ">Ouvrir l’espace équipe</a>"} {
		if !strings.Contains(sent.HTML, want) {
			t.Errorf("the staff mail lacks %q:\n%s", want, sent.HTML)
		}
	}
	if !strings.Contains(sent.Text, "Ouvrir l’espace équipe: ") || strings.Contains(sent.HTML, notify.Foundation) {
		t.Errorf("the staff mail is not French:\n%s", sent.Text)
	}
}

// A mail to an address that cannot receive mail is failed at once, for the
// staff to see, and never tried.
func TestABadRecipientIsFailedNotFatal(t *testing.T) {
	app := testapp.New(t)
	notify.Send(app, notify.Mail{To: "not an address", Subject: "x"})
	notify.Flush(app)
	row := only(t, app)
	if app.TestMailer.TotalSend() != 0 || row.GetString("status") != notify.StatusFailed || row.GetInt("attempts") != 0 ||
		!strings.Contains(row.GetString("lastError"), "bad recipient") || notify.EntryOf(row).Retryable {
		t.Fatalf("%d sent, row %v", app.TestMailer.TotalSend(), show(row))
	}
}

// A mail the server refuses is tried again after growing delays, for about
// four days; after the last try it is failed and counted on the admins'
// home. Retried by an admin, it is sent once the server takes it.
func TestAFailingMailIsRetriedWithGrowingDelaysThenFailed(t *testing.T) {
	app := testapp.New(t)
	var down atomic.Bool
	down.Store(true)
	failSends(app, &down)
	notify.Send(app, mail("Thanks"))
	at := time.Now()
	notify.FlushAt(app, at)
	total := time.Duration(0)
	for i, delay := range notify.RetryDelays {
		row := only(t, app)
		// dueAt is stored to the millisecond.
		if off := row.GetDateTime("dueAt").Time().Sub(at) - delay; row.GetString("status") != notify.StatusPending ||
			row.GetInt("attempts") != i+1 || off < -time.Millisecond || off > time.Millisecond || row.GetString("lastError") != "mail server down" {
			t.Fatalf("after try %d: %s, want pending, due %s later", i+1, show(row), delay)
		}
		if i > 0 && delay < notify.RetryDelays[i-1] {
			t.Fatalf("delay %d (%s) is shorter than the one before", i+1, delay)
		}
		notify.FlushAt(app, at.Add(delay-time.Second))
		if only(t, app).GetInt("attempts") != i+1 {
			t.Fatalf("tried again before its delay of %s", delay)
		}
		at = at.Add(delay)
		total += delay
		notify.FlushAt(app, at)
	}
	row := only(t, app)
	tries := len(notify.RetryDelays) + 1
	if row.GetString("status") != notify.StatusFailed || row.GetInt("attempts") != tries || app.TestMailer.TotalSend() != 0 {
		t.Fatalf("after the last try: %v", show(row))
	}
	if total < 3*24*time.Hour || total > 5*24*time.Hour {
		t.Fatalf("a mail is given up after %s, want a few days", total)
	}
	notify.FlushAt(app, at.Add(30*24*time.Hour))
	if only(t, app).GetInt("attempts") != tries {
		t.Fatal("a failed mail was tried again on its own")
	}

	base := testapp.Serve(t, app)
	_, admin := testapp.StaffMember(t, app, staff.RoleAdmin)
	failed := func() any {
		return testapp.Call(t, base, admin, http.MethodGet, "/api/staff/summary", nil).JSON["mailsFailed"]
	}
	if n := failed(); n != 1.0 {
		t.Fatalf("the admins' home counts %v failed mails", n)
	}
	down.Store(false)
	if a := testapp.Call(t, base, admin, http.MethodPost, "/api/staff/mails/"+row.Id+"/retry", nil); a.Status != http.StatusOK {
		t.Fatalf("retry: %d %s", a.Status, a.Raw)
	}
	notify.Flush(app)
	if row := only(t, app); row.GetString("status") != notify.StatusSent || row.GetInt("attempts") != 1 || app.TestMailer.TotalSend() != 1 || failed() != 0.0 {
		t.Fatalf("retried: %d sent, row %v", app.TestMailer.TotalSend(), show(row))
	}
	if err := notify.Retry(app, only(t, app)); err == nil {
		t.Fatal("a sent mail was put back in the outbox")
	}
}

// A mail server that never answers does not hold the outbox: the try is
// cut short and counts as failed.
func TestAMailServerThatHangsCostsOneTry(t *testing.T) {
	notify.ShortSendTimeout(t, 50*time.Millisecond)
	app := testapp.New(t)
	_, release := holdSends(app)
	defer release()
	notify.Send(app, mail("Thanks"))
	notify.Flush(app)
	row := only(t, app)
	if row.GetString("status") != notify.StatusPending || row.GetInt("attempts") != 1 || !strings.Contains(row.GetString("lastError"), "did not answer") {
		t.Fatalf("a hung try: %v", show(row))
	}
}

// kill -9: the server dies with mails queued and one being sent. Started
// again on its data, it sends the queued ones at once, and the one whose
// send was cut off once its claim expires (so that one may arrive twice:
// the outbox delivers at least once), attachment included.
func TestMailsSurviveAKill9(t *testing.T) {
	app := testapp.New(t)
	receiptstest.Enable(t, app) // a stored file to attach: the signature image
	stored, err := settings.Find(app)
	if err != nil {
		t.Fatal(err)
	}
	withFile := mail("The one being sent")
	withFile.Attachments = []notify.Attachment{notify.FileOf(stored, settings.FieldSignature, "signature.png")}
	notify.Send(app, withFile)
	sending, release := holdSends(app)
	passed := make(chan struct{})
	go func() {
		defer close(passed)
		notify.Flush(app)
	}()
	<-sending // the first mail is being sent...
	notify.Send(app, mail("Queued one"))
	notify.Send(app, mail("Queued two"))
	restarted := testapp.Restarted(t, app) // ...when the server is killed
	release()
	<-passed

	notify.Flush(restarted)
	got := map[string]int{}
	for _, m := range restarted.TestMailer.Messages() {
		got[m.Subject]++
	}
	if len(got) != 2 || got["Queued one"] != 1 || got["Queued two"] != 1 {
		t.Fatalf("after the restart: %v, want each queued mail once", got)
	}
	notify.FlushAt(restarted, time.Now().Add(notify.ClaimFor))
	last := restarted.TestMailer.LastMessage()
	var file []byte
	if r := last.Attachments["signature.png"]; r != nil {
		file, _ = io.ReadAll(r)
	}
	if restarted.TestMailer.TotalSend() != 3 || last.Subject != "The one being sent" || !bytes.HasPrefix(file, []byte("\x89PNG")) {
		t.Fatalf("once its claim expired: %d sent, last %q with %d bytes attached", restarted.TestMailer.TotalSend(), last.Subject, len(file))
	}
	for _, r := range rows(t, restarted) {
		if r.GetString("status") != notify.StatusSent {
			t.Errorf("%q is %s", r.GetString("subject"), r.GetString("status"))
		}
	}
}

// SIGTERM: the served worker finishes the mail it is sending, takes no
// other and stops; the rest stay pending for the next start.
func TestOnSIGTERMTheWorkerStopsAndPendingMailsStay(t *testing.T) {
	app := testapp.New(t)
	sending, release := holdSends(app)
	testapp.Serve(t, app)
	for _, s := range []string{"One", "Two", "Three"} {
		notify.Send(app, mail(s))
	}
	<-sending // the served worker has taken one
	terminated := make(chan error)
	go func() {
		terminated <- app.OnTerminate().Trigger(&core.TerminateEvent{App: app}, func(e *core.TerminateEvent) error { return nil })
	}()
	<-notify.Quitting(app)
	release()
	if err := <-terminated; err != nil {
		t.Fatal(err)
	}
	if !notify.Stopped(app) {
		t.Fatal("the worker still runs after SIGTERM")
	}
	statuses := map[string]int{}
	for _, r := range rows(t, app) {
		statuses[r.GetString("status")]++
	}
	if app.TestMailer.TotalSend() != 1 || statuses[notify.StatusSent] != 1 || statuses[notify.StatusPending] != 2 {
		t.Fatalf("after SIGTERM: %d sent, rows %v; want the one being sent finished and two pending", app.TestMailer.TotalSend(), statuses)
	}
	n, err := app.CountRecords(notify.Collection, dbx.HashExp{"status": notify.StatusPending, "attempts": 0})
	if err != nil || n != 2 {
		t.Fatalf("%d untouched pending rows (%v)", n, err)
	}
}

// PocketBase's own mails (a sign-in code here) are sent at once by
// PocketBase and recorded, sent or failed, without their content: no code
// is kept, and a failed one is never sent again. The subject is kept, as
// the person saw it, with the code masked.
func TestPocketBaseMailsAreRecordedWithoutTheirContent(t *testing.T) {
	app := testapp.New(t)
	staffer, _ := testapp.StaffMember(t, app, staff.RoleEditor)
	var down atomic.Bool
	failSends(app, &down)
	code := func() error { return sendCode(app, staffer, "246810") }
	if err := code(); err != nil {
		t.Fatal(err)
	}
	down.Store(true)
	if err := code(); err == nil {
		t.Fatal("a failed code mail was reported sent")
	}
	all := rows(t, app)
	if len(all) != 2 || app.TestMailer.TotalSend() != 1 {
		t.Fatalf("%d rows, %d sent", len(all), app.TestMailer.TotalSend())
	}
	var failed *core.Record
	statuses := map[string]int{}
	for _, r := range all {
		statuses[r.GetString("status")]++
		if r.GetString("status") == notify.StatusFailed {
			failed = r
		}
		if r.GetString("kind") != "pocketbase.otp" || r.GetString("recipient") != staffer.Email() ||
			r.GetString("ref") != "staff/"+staffer.Id || r.GetString("subject") != "Votre code de connexion : ••••••" { // in the member's French
			t.Errorf("recorded as %s", show(r))
		}
		for field, v := range r.FieldsData() {
			if s, ok := v.(string); ok && strings.Contains(s, "246810") {
				t.Errorf("the row keeps the code in %s", field)
			}
		}
	}
	if statuses[notify.StatusSent] != 1 || failed == nil || failed.GetString("lastError") != "mail server down" {
		t.Fatalf("rows %v, want one sent and one failed with the server's error", statuses)
	}
	if err := notify.Retry(app, failed); err == nil || notify.EntryOf(failed).Retryable {
		t.Fatal("a sign-in code mail may be sent again from the outbox")
	}
}

// sendCode mails a sign-in code to record as PocketBase does.
func sendCode(app core.App, record *core.Record, code string) error {
	return mails.SendRecordOTP(app, record, "no-such-otp", code)
}
