// Package donors is the donor account on the server: donor accounts that
// sign in with a code mailed to them (PocketBase's OTP, no password to
// create), the /api/donor routes through which a donor sees their own
// details, gifts and receipts and nothing else (Gift is how the donor space
// shows a gift), and what the GDPR gives them: a copy of their data and its
// erasure. What a donor may do to one of their gifts (stop, pause…) is
// internal/gifts', whose handlers serve the donor's routes and the
// treasurer's alike.
package donors

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/ratelimit"
)

// Collection is the auth collection of donor accounts, one per email that
// gave, made the first time that email asks for a code.
const Collection = "donor_accounts"

// MaxBody bounds a donor's request: a few fields; the details' form, the
// largest, is under 2 KB.
const MaxBody = 4 << 10

// Register binds the code request and code mail hooks of the accounts
// collection, asking for codes within limit; the /api/donor routes are bound
// by the route index (internal/api), each for a signed-in donor
// (RequireDonor).
func Register(app core.App, codeLimit ratelimit.Limit) {
	codes := newCodeLimits(codeLimit)
	app.OnRecordRequestOTPRequest(Collection).BindFunc(codes.beforeSending)
	app.OnMailerRecordOTPSend(Collection).BindFunc(writeCodeMail)
}

// RequireDonor lets through a signed-in donor: an anonymous caller gets
// 401, anyone else (a staff member) 403.
func RequireDonor() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Func: func(e *core.RequestEvent) error {
			switch {
			case e.Auth == nil:
				return apis.NewUnauthorizedError("Sign in to your donor space first.", nil)
			case e.Auth.Collection().Name != Collection:
				return apis.NewForbiddenError("This is the donor space: sign in with the email you gave with.", nil)
			}
			return e.Next()
		},
	}
}

// NotYours is the answer for a gift or receipt of another donor, the same
// as for one that does not exist.
func NotYours() error {
	return apis.NewNotFoundError("This gift is not in your donor space.", nil)
}

// Answer sends data as every /api/donor route answers: {data: …}.
func Answer(e *core.RequestEvent, data any) error {
	return e.JSON(http.StatusOK, map[string]any{"data": data})
}
