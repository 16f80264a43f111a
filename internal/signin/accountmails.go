package signin

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/donors"
	"foundation/internal/notify"
)

// AccountMails lays out PocketBase's own mails (sign-in codes, password
// resets, email changes, new sign-in alerts) as every other mail of the
// site, with the foundation's name, instead of PocketBase's "Acme"
// templates. The donor space writes its code mail itself (internal/donors).
func AccountMails(app core.App, siteURL func() string) {
	app.OnMailerRecordOTPSend().BindFunc(func(e *core.MailerRecordEvent) error {
		if e.Record.Collection().Name == donors.Collection {
			return e.Next()
		}
		code := fmt.Sprint(e.Meta["password"])
		return relay(e, notify.Mail{
			Subject: "Your sign-in code: " + code, Heading: "Your sign-in code",
			Paragraphs: []string{"Here is the code to finish signing in to the " + notify.Foundation + "'s back office:", code,
				"It works once, for a few minutes. If you did not just sign in with your password, change it: someone knows it."},
		})
	})
	link := func(path string) func(*core.MailerRecordEvent) string {
		return func(e *core.MailerRecordEvent) string {
			return strings.TrimRight(siteURL(), "/") + path + fmt.Sprint(e.Meta["token"])
		}
	}
	for _, m := range []struct {
		hook                      *hook.TaggedHook[*core.MailerRecordEvent]
		subject, heading, ask, do string
		url                       func(*core.MailerRecordEvent) string
	}{
		{app.OnMailerRecordPasswordResetSend(), "Reset your password", "Reset your password",
			"Someone asked to reset the password of your account. If it was you, choose a new one:", "Choose a new password",
			link("/_/#/auth/confirm-password-reset/")},
		{app.OnMailerRecordVerificationSend(), "Confirm your email", "Confirm your email",
			"Confirm that this address is yours:", "Confirm my email", link("/_/#/auth/confirm-verification/")},
		{app.OnMailerRecordEmailChangeSend(), "Confirm your new email", "Confirm your new email",
			"Someone asked to sign in with this address from now on. If it was you, confirm it:", "Confirm the new email",
			link("/_/#/auth/confirm-email-change/")},
	} {
		m.hook.BindFunc(func(e *core.MailerRecordEvent) error {
			return relay(e, notify.Mail{Subject: m.subject, Heading: m.heading, Paragraphs: []string{m.ask},
				Action: &notify.Link{Label: m.do, URL: m.url(e)}, Closing: []string{"If you did not ask for this, ignore this mail."}})
		})
	}
	app.OnMailerRecordAuthAlertSend().BindFunc(func(e *core.MailerRecordEvent) error {
		return relay(e, notify.Mail{
			Subject: "A new sign-in to your account", Heading: "A new sign-in to your account",
			Paragraphs: []string{"Your account was just signed in to from a new place: " + fmt.Sprint(e.Meta["info"]) + ".",
				"If it was not you, change your password at once and tell the foundation's admin."},
		})
	})
}

// relay replaces PocketBase's message with m in the site's layout and sends it.
func relay(e *core.MailerRecordEvent, m notify.Mail) error {
	m.Closing = append(m.Closing, "The "+notify.Foundation)
	subject, html, text, err := notify.Render(e.App, m)
	if err != nil {
		return err
	}
	e.Message.Subject, e.Message.HTML, e.Message.Text = subject, html, text
	return e.Next()
}
