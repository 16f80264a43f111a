package notify

import (
	"math"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"
)

// PocketBase's own mails (sign-in codes, password resets, verification and
// email-change links, new-login alerts) do not wait in the outbox:
// PocketBase sends them at once, as it always has. A sign-in code lives ten
// minutes and its reader is waiting for it: a retry minutes later helps no
// one (they ask for a new code), and a queued row would keep a live code or
// reset link in the database and its backups. Each is still written to the
// outbox as it leaves, sent or failed with the mail server's error but
// without its content, and with its subject only once the code or token it
// may carry is masked (keptSubject), so a mail server that turns codes away
// shows on the admins' staff home beside our own failed mails, named as the
// person saw it; such a row is never sent again.
func recordPocketBaseMails(app core.App) {
	hooks := map[string]*hook.TaggedHook[*core.MailerRecordEvent]{
		"pocketbase.otp":            app.OnMailerRecordOTPSend(),
		"pocketbase.password-reset": app.OnMailerRecordPasswordResetSend(),
		"pocketbase.verification":   app.OnMailerRecordVerificationSend(),
		"pocketbase.email-change":   app.OnMailerRecordEmailChangeSend(),
		"pocketbase.auth-alert":     app.OnMailerRecordAuthAlertSend(),
	}
	for kind, h := range hooks {
		h.Bind(&hook.Handler[*core.MailerRecordEvent]{
			// Last, next to the send itself: the row has the message as
			// the other hooks left it (a donor's code in our layout).
			Priority: math.MaxInt,
			Func: func(e *core.MailerRecordEvent) error {
				err := e.Next()
				recordSent(e, kind, err)
				return err
			},
		})
	}
}

// recordSent writes the outbox row of a mail PocketBase just sent, or
// failed to send with sendErr.
func recordSent(e *core.MailerRecordEvent, kind string, sendErr error) {
	c, err := e.App.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		e.App.Logger().Error("notify: PocketBase's mail not recorded", "kind", kind, "error", err)
		return
	}
	row := core.NewRecord(c)
	row.Load(map[string]any{
		fieldKind: kind, fieldRef: e.Record.Collection().Name + "/" + e.Record.Id, fieldSubject: keptSubject(e),
		FieldStatus: StatusSent, fieldAttempts: 1, fieldSentAt: types.NowDateTime(),
	})
	if len(e.Message.To) > 0 {
		row.Set(fieldRecipient, e.Message.To[0].Address)
	}
	if sendErr != nil {
		row.Load(map[string]any{FieldStatus: StatusFailed, fieldSentAt: "", fieldLastError: truncate(sendErr.Error())})
		e.App.Logger().Error("notify: PocketBase's mail not sent", "kind", kind, "to", row.GetString(fieldRecipient), "error", sendErr)
	}
	if err := e.App.Save(row); err != nil {
		e.App.Logger().Error("notify: PocketBase's mail not recorded", "kind", kind, "error", err)
	}
}

// secretMeta are the parts of a PocketBase mail's meta that open an account:
// a sign-in code (OTP), a reset, verification or email-change token.
var secretMeta = []string{"password", "token"}

// hiddenSecret stands for a code or token in a kept subject.
const hiddenSecret = "••••••"

// keptSubject is the subject of PocketBase's mail as it left, each code or
// token in it masked ("Your code for your donor space: ••••••").
func keptSubject(e *core.MailerRecordEvent) string {
	subject := e.Message.Subject
	for _, key := range secretMeta {
		if secret, ok := e.Meta[key].(string); ok && secret != "" {
			subject = strings.ReplaceAll(subject, secret, hiddenSecret)
		}
	}
	return subject
}
