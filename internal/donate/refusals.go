package donate

import (
	"errors"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Refusals word, for whom asked, the gift actions (stop, amount, pause,
// resume, rhythm, refund) that did not happen: the donor in their space,
// the treasurer at the desk (both worded in internal/gifts, desks.go). Both
// desks read the outcome of an action through Refused, so a new refusal is
// told the same way to both.
type Refusals struct {
	// Desk names the desk in the log ("donors", "gifts").
	Desk string
	// NotAllowed answers ErrNotAllowed; AlreadyPaused ErrAlreadyPaused.
	NotAllowed    string
	AlreadyPaused func(*Donation) string
	// Unreachable follows "<provider> could not be reached: ", Unconfirmed
	// the provider's name: the gift is as it was.
	Unreachable string
	Unconfirmed func(provider string) string
}

// Refused is the answer to a gift action that err stopped, nil when err is
// nil: the gift d is then as it was.
func (r Refusals) Refused(e *core.RequestEvent, d *Donation, err error) error {
	var failure *ProviderFailure
	var fields validation.Errors
	switch {
	case err == nil:
		return nil
	case errors.As(err, &fields):
		return apis.NewBadRequestError("Check the figures.", fields)
	case errors.Is(err, ErrNotAllowed):
		return apis.NewBadRequestError(r.NotAllowed, nil)
	case errors.Is(err, ErrAlreadyPaused):
		return apis.NewApiError(http.StatusConflict, r.AlreadyPaused(d), nil)
	case errors.Is(err, ErrNotPaused):
		return apis.NewApiError(http.StatusConflict, "This gift is not paused.", nil)
	case errors.Is(err, ErrRefundUnderWay):
		return apis.NewApiError(http.StatusConflict, "A refund of this gift is under way: open the gift again in a moment to see what it gave back.", nil)
	case errors.As(err, &failure) && failure.Unavailable:
		e.App.Logger().Warn(r.Desk+": provider unavailable", "gift", d.Id, "error", err)
		return apis.NewApiError(http.StatusServiceUnavailable, failure.Provider+" could not be reached: "+r.Unreachable, nil)
	case errors.As(err, &failure):
		e.App.Logger().Error(r.Desk+": provider refused", "gift", d.Id, "error", err)
		return apis.NewApiError(http.StatusBadGateway, r.Unconfirmed(failure.Provider), nil)
	}
	return e.InternalServerError("", err)
}
