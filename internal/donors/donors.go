// Package donors is the donor space on the server: donor accounts that sign
// in with a code mailed to them (PocketBase's OTP, no password to create),
// the /api/donor routes through which a donor sees and changes their own
// gifts and nothing else, and what the GDPR gives them: a copy of their
// data and its erasure.
package donors

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Collection is the auth collection of donor accounts, one per email that
// gave, made the first time that email asks for a code.
const Collection = "donor_accounts"

// MaxBody bounds a donor's request: a few fields; the details' form, the
// largest, is under 2 KB.
const MaxBody = 4 << 10

// GiftActions are the donor's actions on a recurring gift that reach its
// payment provider: stop it, change its amount, give a new card.
type GiftActions struct {
	gateways *payments.Service
}

// NewGiftActions are the donors' GiftActions through gateways.
func NewGiftActions(gateways *payments.Service) *GiftActions { return &GiftActions{gateways: gateways} }

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

// notYours is the answer for a gift or receipt of another donor, the same
// as for one that does not exist.
func notYours() error {
	return apis.NewNotFoundError("This gift is not in your donor space.", nil)
}

func dataJSON(e *core.RequestEvent, data any) error {
	return e.JSON(http.StatusOK, map[string]any{"data": data})
}
