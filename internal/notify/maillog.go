package notify

import (
	"context"
	"html"
	"regexp"
	"slices"
	"strings"

	"github.com/microcosm-cc/bluemonday"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/logger"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// LogMails writes to the app log (Dashboard → Logs, message "mail", with
// to, subject, text and the names of attached files) every mail the app
// would hand to sendmail, and does not send it: our mails and PocketBase's
// own (sign-in codes, password resets). Call it only in development and
// test environments: there no SMTP server is set, a machine's sendmail
// would lose the mail or deliver it for real, and a sign-in code is read
// from the log instead.
//
// PocketBase falls back to sendmail exactly when the dashboard's SMTP
// settings are off, so a configured SMTP server still gets every mail; and
// a test app's own mailer (tests.TestMailer, put in place before this hook
// runs) still captures them.
func LogMails(app core.App) {
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if _, sendmail := e.Mailer.(*mailer.Sendmail); !sendmail {
			return e.Next()
		}
		to := make([]string, 0, len(e.Message.To))
		for _, a := range e.Message.To {
			to = append(to, a.Address)
		}
		files := make([]string, 0, len(e.Message.Attachments))
		for name := range e.Message.Attachments {
			files = append(files, name)
		}
		slices.Sort(files)
		e.App.Logger().Info("mail", "to", strings.Join(to, ", "), "subject", e.Message.Subject, "text", mailText(e.Message),
			"attachments", strings.Join(files, ", "))
		// PocketBase writes its log in batches, once 3 s pass without a new
		// entry: on a busy server a sign-in code would wait for minutes.
		// Written at once, it is there when the person looks for it.
		if batch, ok := e.App.Logger().Handler().(*logger.BatchHandler); ok {
			if err := batch.WriteAll(context.Background()); err != nil {
				e.App.Logger().Warn("notify: the mail log could not be written at once", "error", err)
			}
		}
		return nil
	})
}

// blockEnd matches the HTML tags after which a reader sees a new line.
var blockEnd = regexp.MustCompile(`(?i)<br\s*/?>|</(p|div|h[1-6]|li|tr|table)>`)

// blankLines matches the runs of spaces and empty lines left between blocks.
var blankLines = regexp.MustCompile(`[ \t]*\n[\s]*`)

// mailText is the plain text of m: its text part or, for a mail with HTML
// only (PocketBase's sign-in code), the HTML's words, so the code is readable.
func mailText(m *mailer.Message) string {
	if strings.TrimSpace(m.Text) != "" {
		return m.Text
	}
	words := bluemonday.StrictPolicy().Sanitize(blockEnd.ReplaceAllString(m.HTML, "$0\n"))
	return strings.TrimSpace(blankLines.ReplaceAllString(html.UnescapeString(words), "\n"))
}
