// Package donors is the donor space on the server: donor accounts that sign
// in with a code mailed to them (PocketBase's OTP, no password to create),
// the /api/donor routes through which a donor sees and changes their own
// gifts and nothing else, and what the GDPR gives them: a copy of their
// data and its erasure.
package donors

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Collection is the auth collection of donor accounts, one per email that
// gave, made the first time that email asks for a code.
const Collection = "donor_accounts"

// DefaultActionLimit is how many provider calls (stop, change, new card)
// one donor may make a minute: far more than a person needs, few enough that
// a stolen session cannot hammer Stripe (RATE_LIMIT_DONOR_ACTIONS changes it).
var DefaultActionLimit = ratelimit.Limit{Max: 10, Window: time.Minute}

type space struct {
	gateways *payments.Service
	// actions caps the provider calls (stop, change, new card) of one donor.
	actions *ratelimit.Limiter
}

// Register binds the donor space: the code request and code mail hooks of
// the accounts collection, and the /api/donor routes.
func Register(app core.App, gateways *payments.Service, limits ratelimit.Table) {
	codes := newCodeLimits(limits)
	app.OnRecordRequestOTPRequest(Collection).BindFunc(codes.beforeSending)
	app.OnMailerRecordOTPSend(Collection).BindFunc(writeCodeMail)
	s := &space{gateways: gateways, actions: ratelimit.New(limits.Get("RATE_LIMIT_DONOR_ACTIONS", DefaultActionLimit),
		"Too many changes in a short time. Please wait a minute and try again.")}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		s.bindDonorApi(se.Router.Group("/api/donor"))
		return se.Next()
	})
}

func (s *space) bindDonorApi(rg *router.RouterGroup[*core.RequestEvent]) {
	// A few fields a request: the details' form is the largest, under 2 KB.
	rg.Bind(requireDonor(), apis.BodyLimit(4<<10))
	actions := s.actions.MiddlewareBy(func(e *core.RequestEvent) string { return e.Auth.Id })
	rg.GET("/details", myDetails)
	rg.PATCH("/details", correctMyDetails)
	rg.GET("/gifts", listGifts)
	rg.POST("/gifts/{id}/stop", s.stop).Bind(actions)
	rg.POST("/gifts/{id}/amount", s.changeAmount).Bind(actions)
	rg.POST("/gifts/{id}/card", s.newCard).Bind(actions)
	rg.GET("/receipts/{id}", downloadReceipt)
	rg.GET("/statements/{year}", downloadStatement)
	rg.GET("/data", exportData)
	rg.POST("/erase", erase)
}

// requireDonor lets through a signed-in donor: an anonymous caller gets
// 401, anyone else (a staff member) 403.
func requireDonor() *hook.Handler[*core.RequestEvent] {
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
