package staff

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ratelimit"
)

// codesPerIP is how many times an email's limit one IP may ask for: the
// staff of an office share its address.
const codesPerIP = 4

const tooManyCodes = "Too many codes were asked for. Please wait a minute, then sign in again."

// limitCodes caps the staff sign-in codes per email (limit) and per IP, and
// makes an email that is not staff cost the time a staff one does.
func limitCodes(app core.App, limit ratelimit.Limit) {
	codes := ratelimit.NewCodes(limit, ratelimit.Limit{Max: limit.Max * codesPerIP, Window: limit.Window}, tooManyCodes)
	app.OnRecordRequestOTPRequest(Collection).BindFunc(func(e *core.RecordCreateOTPRequestEvent) error {
		if _, err := codes.Check(e); err != nil {
			return err
		}
		if e.Record == nil {
			// PocketBase answers an unknown email at once, but hashes a
			// staff email's code (bcrypt, most of its time) before it
			// answers: hash this one too, without storing it, so the time
			// does not tell who is staff. The mail is not in the answer's
			// time: PocketBase sends it in the background.
			core.NewOTP(e.App).SetPassword(e.Password)
		}
		return e.Next()
	})
}
