package notify_test

import (
	"testing"

	"foundation/internal/notify"
	"foundation/internal/testapp"
)

func TestSendUsesTheAppMailer(t *testing.T) {
	app := testapp.New(t)
	if !notify.Send(app, notify.Mail{To: "donor@example.org", Subject: "Thanks", HTML: "<p>Thank you</p>"}) {
		t.Fatal("Send reported a failure")
	}
	if app.TestMailer.TotalSend() != 1 {
		t.Fatalf("%d mails sent, want 1", app.TestMailer.TotalSend())
	}
	last := app.TestMailer.LastMessage()
	if last.Subject != "Thanks" || last.To[0].Address != "donor@example.org" {
		t.Fatalf("sent %+v", last)
	}
}

func TestStaffMailGoesToStaffEmail(t *testing.T) {
	t.Setenv("STAFF_EMAIL", "staff@foundation.example")
	app := testapp.New(t)
	notify.ToStaff(app, notify.Mail{Subject: "New order", HTML: "<p>x</p>"})
	if got := app.TestMailer.LastMessage().To[0].Address; got != "staff@foundation.example" {
		t.Fatalf("staff mail went to %q", got)
	}
}

func TestABadRecipientIsLoggedNotFatal(t *testing.T) {
	app := testapp.New(t)
	if notify.Send(app, notify.Mail{To: "not an address", Subject: "x"}) {
		t.Fatal("Send reported success for a bad address")
	}
	if app.TestMailer.TotalSend() != 0 {
		t.Fatal("a mail went out to a bad address")
	}
}
