package notify

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

func newApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	return app
}

// quickRetries makes the retries of one test immediate.
func quickRetries(t *testing.T) {
	saved := retryDelays
	retryDelays = []time.Duration{0, 0}
	t.Cleanup(func() { retryDelays = saved })
}

var sample = Mail{
	To: "donor@example.org", Subject: "Thanks", Ref: "donations/abc",
	Heading:    "Thank you <for> your gift",
	Paragraphs: []string{"Dear <b>Ada</b>,", "First line\nsecond line"},
	Rows:       []Row{{Label: "Amount", Value: "80,00\u00a0€"}, {Label: "Send it to", Value: "18 rue du Stade\n75015 Paris"}},
	Closing:    []string{"With our thanks"},
}

func TestSendUsesTheAppMailerWithBothParts(t *testing.T) {
	app := newApp(t)
	Send(app, sample)
	Wait(app)
	if app.TestMailer.TotalSend() != 1 {
		t.Fatalf("%d mails sent, want 1", app.TestMailer.TotalSend())
	}
	m := app.TestMailer.LastMessage()
	if m.Subject != "Thanks" || m.To[0].Address != "donor@example.org" || m.HTML == "" || m.Text == "" {
		t.Fatalf("sent %+v", m)
	}
}

func TestStaffMailGoesToStaffEmail(t *testing.T) {
	app := newApp(t)
	SendStaffTo(app, "staff@foundation.example")
	ToStaff(app, Mail{Subject: "New order", Heading: "x"})
	Wait(app)
	if got := app.TestMailer.LastMessage().To; len(got) != 1 || got[0].Address != "staff@foundation.example" {
		t.Fatalf("staff mail went to %v", got)
	}
}

func TestABadRecipientIsLoggedNotFatal(t *testing.T) {
	app := newApp(t)
	Send(app, Mail{To: "not an address", Subject: "x"})
	Wait(app)
	if app.TestMailer.TotalSend() != 0 {
		t.Fatal("a mail went out to a bad address")
	}
}

func TestTheLayout(t *testing.T) {
	_, html, text, err := Render(sample)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Thank you &lt;for&gt; your gift", "Dear &lt;b&gt;Ada&lt;/b&gt;,", "First line<br>second line",
		"18 rue du Stade<br>75015 Paris", "80,00\u00a0€", "With our thanks", Foundation, footer,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("HTML lacks %q:\n%s", want, html)
		}
	}
	for _, banned := range []string{"<b>Ada", TestBanner} {
		if strings.Contains(html, banned) {
			t.Errorf("HTML holds %q", banned)
		}
	}
	for _, want := range []string{
		"Thank you <for> your gift", "Dear <b>Ada</b>,", "First line\nsecond line",
		"Amount: 80,00\u00a0€\n", "Send it to: 18 rue du Stade\n  75015 Paris\n", "With our thanks", footer,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "<br>") || strings.Contains(text, "&lt;") {
		t.Errorf("text part carries HTML:\n%s", text)
	}
}

func TestATestModeMailSaysSo(t *testing.T) {
	m := sample
	m.Test = true
	subject, html, text, err := Render(m)
	if err != nil {
		t.Fatal(err)
	}
	if subject != "[TEST] Thanks" {
		t.Errorf("subject %q", subject)
	}
	if i := strings.Index(html, TestBanner); i < 0 || i > strings.Index(html, m.Heading[:9]) {
		t.Errorf("HTML has no banner above the heading:\n%s", html)
	}
	if !strings.HasPrefix(text, "*** "+TestBanner+" ***") {
		t.Errorf("text does not open with the banner:\n%s", text)
	}
}

// blockMailer makes every send of app wait until release is closed (at most
// 10 s, so a caller that waits for the mail fails the test instead of hanging).
func blockMailer(app core.App) (release func()) {
	ch := make(chan struct{})
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		select {
		case <-ch:
		case <-time.After(10 * time.Second):
		}
		return e.Next()
	})
	return func() { close(ch) }
}

func TestSendNeverWaitsForTheMailServer(t *testing.T) {
	app := newApp(t)
	release := blockMailer(app)
	Send(app, sample)
	// Send has returned while the mail server is still blocked.
	if n := app.TestMailer.TotalSend(); n != 0 {
		t.Fatalf("%d mails delivered before the mail server answered: Send waited for it", n)
	}
	release()
	Wait(app)
	if n := app.TestMailer.TotalSend(); n != 1 {
		t.Fatalf("%d mails delivered after Wait, want 1", n)
	}
}

// failFirst makes the first n sends of app fail and counts every attempt.
func failFirst(app core.App, n int32) *atomic.Int32 {
	var attempts atomic.Int32
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if attempts.Add(1) <= n {
			return errors.New("mail server busy")
		}
		return e.Next()
	})
	return &attempts
}

func TestAFailedSendIsRetried(t *testing.T) {
	quickRetries(t)
	app := newApp(t)
	attempts := failFirst(app, 2)
	Send(app, sample)
	Wait(app)
	if app.TestMailer.TotalSend() != 1 || attempts.Load() != 3 {
		t.Fatalf("%d delivered after %d attempts, want 1 after 3", app.TestMailer.TotalSend(), attempts.Load())
	}
}

func TestASendIsGivenUpAfterThreeAttempts(t *testing.T) {
	quickRetries(t)
	app := newApp(t)
	attempts := failFirst(app, 100)
	Send(app, sample)
	Wait(app)
	if app.TestMailer.TotalSend() != 0 || attempts.Load() != 3 {
		t.Fatalf("%d delivered after %d attempts, want none after 3", app.TestMailer.TotalSend(), attempts.Load())
	}
}

func TestAnActionIsAButtonAndAPlainLink(t *testing.T) {
	m := sample
	m.Action = &Link{Label: "Update my card", URL: "https://example.org/donor?gift=a&b=1"}
	_, html, text, err := Render(m)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html, `href="https://example.org/donor?gift=a&amp;b=1"`) || !strings.Contains(html, ">Update my card</a>") {
		t.Errorf("HTML lacks the button:\n%s", html)
	}
	if !strings.Contains(text, "Update my card: https://example.org/donor?gift=a&b=1\n") {
		t.Errorf("text lacks the link:\n%s", text)
	}
}
