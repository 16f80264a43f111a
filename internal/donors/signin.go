package donors

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/ratelimit"
)

const tooManyCodes = "Too many codes were asked for. Please wait a minute, then ask for a new code."

type codeLimits struct {
	*ratelimit.Codes
}

// newCodeLimits caps the codes one email, and one IP, may ask for at limit.
func newCodeLimits(limit ratelimit.Limit) *codeLimits {
	return &codeLimits{ratelimit.NewCodes(limit, limit, tooManyCodes)}
}

// beforeSending runs when someone asks for a sign-in code. Past the limits
// it refuses, whoever the email; an email that gave gets its account (made
// now, the first time); any other email gets PocketBase's answer for an
// unknown one, which looks the same: nothing tells who gave.
func (l *codeLimits) beforeSending(e *core.RecordCreateOTPRequestEvent) error {
	email, err := l.Check(e)
	if err != nil {
		return err
	}
	if e.Record == nil {
		account, err := accountFor(e.App, e.Collection, email)
		if err != nil {
			return e.InternalServerError("", err)
		}
		e.Record = account
	}
	return e.Next()
}

// accountFor makes the account of an email that gave, or returns nil.
func accountFor(app core.App, accounts *core.Collection, email string) (*core.Record, error) {
	gave, err := donate.HasGifts(app, email)
	if err != nil || !gave {
		return nil, err
	}
	r := core.NewRecord(accounts)
	r.SetEmail(email)
	r.SetRandomPassword() // never used: the collection signs in with codes only
	if err := app.Save(r); err != nil {
		// Two requests at once: the other one made it.
		if existing, findErr := app.FindAuthRecordByEmail(accounts, email); findErr == nil {
			return existing, nil
		}
		return nil, err
	}
	return r, nil
}

// writeCodeMail lays the sign-in code out as every other mail of the site.
func writeCodeMail(e *core.MailerRecordEvent) error {
	code, _ := e.Meta["password"].(string)
	subject, html, text, err := notify.Render(e.App, notify.Mail{
		Subject: "Your code for your donor space: " + code,
		Heading: "Your sign-in code",
		Paragraphs: []string{
			"Here is the code to open your donor space at the " + notify.Foundation + ":",
			code,
			"It works once, for 10 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it.",
		},
		Closing: []string{"The " + notify.Foundation},
	})
	if err != nil {
		return err
	}
	e.Message.Subject, e.Message.HTML, e.Message.Text = subject, html, text
	return e.Next()
}
