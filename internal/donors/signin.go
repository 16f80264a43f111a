package donors

import (
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/i18n"
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
//
// The code mail is written in the body's locale ("fr" or "en"), else in the
// donor's last-used one (their gifts'): the account keeps it for the mail.
func (l *codeLimits) beforeSending(e *core.RecordCreateOTPRequestEvent) error {
	email, err := l.Check(e)
	if err != nil {
		return err
	}
	var body struct {
		Locale string `json:"locale" form:"locale"`
	}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("The request could not be read.", nil)
	}
	if _, err := i18n.Parse(body.Locale); err != nil {
		return apis.NewBadRequestError(i18n.ErrLocale.Message(), validation.Errors{i18n.Field: err})
	}
	if e.Record == nil {
		account, err := accountFor(e.App, e.Collection, email)
		if err != nil {
			return e.InternalServerError("", err)
		}
		e.Record = account
	}
	if e.Record != nil {
		if err := keepLocale(e.App, e.Record, i18n.Locale(body.Locale)); err != nil {
			return e.InternalServerError("", err)
		}
	}
	return e.Next()
}

// keepLocale sets the locale of account's code mail: asked, else its
// donor's last-used one.
func keepLocale(app core.App, account *core.Record, asked i18n.Locale) error {
	if asked == "" {
		var err error
		if asked, err = donate.LocaleOf(app, account.Email()); err != nil {
			return err
		}
	}
	if account.GetString(i18n.Field) == string(asked) {
		return nil
	}
	account.Set(i18n.Field, string(asked))
	return app.Save(account)
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

// codeWords are the words of the sign-in code mail; {code} is the code.
type codeWords struct {
	Subject, Heading, Here, Once string
}

var codeMailWords = i18n.Both[codeWords]{
	En: codeWords{Subject: "Your code for your donor space: {code}", Heading: "Your sign-in code",
		Here: "Here is the code to open your donor space at the {foundation}:",
		Once: "It works once, for 10 minutes. If you did not ask for it, ignore this mail: nobody can sign in without it."},
	Fr: codeWords{Subject: "Votre code pour votre espace donateur : {code}", Heading: "Votre code de connexion",
		Here: "Voici le code pour ouvrir votre espace donateur à la {foundation} :",
		Once: "Il ne sert qu’une fois, pendant 10 minutes. Si vous ne l’avez pas demandé, ignorez ce mail : personne ne peut se connecter sans lui."},
}

// writeCodeMail lays the sign-in code out as every other mail of the site,
// in the account's locale (beforeSending).
func writeCodeMail(e *core.MailerRecordEvent) error {
	code, _ := e.Meta["password"].(string)
	l := i18n.Of(e.Record.GetString(i18n.Field))
	w := codeMailWords.In(l)
	fill := strings.NewReplacer("{code}", code, "{foundation}", notify.FoundationIn(l)).Replace
	subject, html, text, err := notify.Render(e.App, notify.Mail{
		Subject:    fill(w.Subject),
		Heading:    w.Heading,
		Paragraphs: []string{fill(w.Here), code, w.Once},
		Closing:    []string{notify.Signature(l)},
		Locale:     l,
	})
	if err != nil {
		return err
	}
	e.Message.Subject, e.Message.HTML, e.Message.Text = subject, html, text
	return e.Next()
}
