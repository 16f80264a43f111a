package signin

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/donors"
	"foundation/internal/i18n"
	"foundation/internal/notify"
	"foundation/internal/staff"
)

// linkWords are the words of a mail that asks to follow a link.
type linkWords struct{ Title, Ask, Do string }

// accountWords are the words of PocketBase's own mails, in one language:
// {code} is a sign-in code, {info} where a new sign-in came from.
type accountWords struct {
	CodeSubject, CodeHeading, CodeIntro, CodeOnce string
	Reset, Verification, EmailChange              linkWords
	NotAsked                                      string
	Alert, AlertFrom, AlertNotYou                 string
}

var accountMails = i18n.Both[accountWords]{
	En: accountWords{
		CodeSubject: "Your sign-in code: {code}", CodeHeading: "Your sign-in code",
		CodeIntro: "Here is the code to finish signing in to the " + notify.Foundation + "'s back office:",
		CodeOnce:  "It works once, for a few minutes. If you did not just sign in with your password, change it: someone knows it.",
		Reset: linkWords{"Reset your password",
			"Someone asked to reset the password of your account. If it was you, choose a new one:", "Choose a new password"},
		Verification: linkWords{"Confirm your email", "Confirm that this address is yours:", "Confirm my email"},
		EmailChange: linkWords{"Confirm your new email",
			"Someone asked to sign in with this address from now on. If it was you, confirm it:", "Confirm the new email"},
		NotAsked:    "If you did not ask for this, ignore this mail.",
		Alert:       "A new sign-in to your account",
		AlertFrom:   "Your account was just signed in to from a new place: {info}.",
		AlertNotYou: "If it was not you, change your password at once and tell the foundation's admin.",
	},
	Fr: accountWords{
		CodeSubject: "Votre code de connexion : {code}", CodeHeading: "Votre code de connexion",
		CodeIntro: "Voici le code pour terminer votre connexion à l’espace équipe de la " + notify.FoundationIn(i18n.French) + " :",
		CodeOnce:  "Il ne sert qu’une fois, pendant quelques minutes. Si vous ne venez pas de vous connecter avec votre mot de passe, changez-le : quelqu’un le connaît.",
		Reset: linkWords{"Réinitialisez votre mot de passe",
			"Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Si c’est vous, choisissez-en un nouveau :", "Choisir un nouveau mot de passe"},
		Verification: linkWords{"Confirmez votre adresse e-mail", "Confirmez que cette adresse est bien la vôtre :", "Confirmer mon adresse e-mail"},
		EmailChange: linkWords{"Confirmez votre nouvelle adresse e-mail",
			"Quelqu’un a demandé à se connecter désormais avec cette adresse. Si c’est vous, confirmez-la :", "Confirmer la nouvelle adresse"},
		NotAsked:    "Si vous n’avez rien demandé, ignorez cet e-mail.",
		Alert:       "Une nouvelle connexion à votre compte",
		AlertFrom:   "Quelqu’un vient de se connecter à votre compte depuis un nouvel endroit : {info}.",
		AlertNotYou: "Si ce n’était pas vous, changez aussitôt votre mot de passe et prévenez l’administrateur de la fondation.",
	},
}

// languageOf is the language of the mails about r's account: a staff
// member's back office's (staff.Member.Language); English for the
// PocketBase dashboard's superusers, and any other account.
func languageOf(r *core.Record) i18n.Locale {
	if r.Collection().Name == staff.Collection {
		return staff.MemberOf(r).Language()
	}
	return i18n.English
}

// AccountMails lays out PocketBase's own mails (sign-in codes, password
// resets, email changes, new sign-in alerts) as every other mail of the
// site, with the foundation's name, instead of PocketBase's "Acme"
// templates, in the account's language (languageOf). The donor space
// writes its code mail itself (internal/donors).
func AccountMails(app core.App, siteURL func() string) {
	app.OnMailerRecordOTPSend().BindFunc(func(e *core.MailerRecordEvent) error {
		if e.Record.Collection().Name == donors.Collection {
			return e.Next()
		}
		code := fmt.Sprint(e.Meta["password"])
		return relay(e, func(w accountWords) notify.Mail {
			return notify.Mail{
				Subject: strings.ReplaceAll(w.CodeSubject, "{code}", code), Heading: w.CodeHeading,
				Paragraphs: []string{w.CodeIntro, code, w.CodeOnce},
			}
		})
	})
	link := func(path string) func(*core.MailerRecordEvent) string {
		return func(e *core.MailerRecordEvent) string {
			return strings.TrimRight(siteURL(), "/") + path + fmt.Sprint(e.Meta["token"])
		}
	}
	for _, m := range []struct {
		hook  *hook.TaggedHook[*core.MailerRecordEvent]
		words func(accountWords) linkWords
		url   func(*core.MailerRecordEvent) string
	}{
		{app.OnMailerRecordPasswordResetSend(), func(w accountWords) linkWords { return w.Reset },
			link("/_/#/auth/confirm-password-reset/")},
		{app.OnMailerRecordVerificationSend(), func(w accountWords) linkWords { return w.Verification },
			link("/_/#/auth/confirm-verification/")},
		{app.OnMailerRecordEmailChangeSend(), func(w accountWords) linkWords { return w.EmailChange },
			link("/_/#/auth/confirm-email-change/")},
	} {
		m.hook.BindFunc(func(e *core.MailerRecordEvent) error {
			return relay(e, func(w accountWords) notify.Mail {
				l := m.words(w)
				return notify.Mail{Subject: l.Title, Heading: l.Title, Paragraphs: []string{l.Ask},
					Action: &notify.Link{Label: l.Do, URL: m.url(e)}, Closing: []string{w.NotAsked}}
			})
		})
	}
	app.OnMailerRecordAuthAlertSend().BindFunc(func(e *core.MailerRecordEvent) error {
		return relay(e, func(w accountWords) notify.Mail {
			return notify.Mail{
				Subject: w.Alert, Heading: w.Alert,
				Paragraphs: []string{strings.ReplaceAll(w.AlertFrom, "{info}", fmt.Sprint(e.Meta["info"])), w.AlertNotYou},
			}
		})
	})
}

// relay replaces PocketBase's message with the mail write makes from the
// words in the language of the account it is about (languageOf), in the
// site's layout, and sends it.
func relay(e *core.MailerRecordEvent, write func(accountWords) notify.Mail) error {
	l := languageOf(e.Record)
	m := write(accountMails.In(l))
	m.Locale = l
	m.Closing = append(m.Closing, notify.Signature(m.Locale))
	subject, html, text, err := notify.Render(e.App, m)
	if err != nil {
		return err
	}
	e.Message.Subject, e.Message.HTML, e.Message.Text = subject, html, text
	return e.Next()
}
