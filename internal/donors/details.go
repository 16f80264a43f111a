package donors

import (
	"database/sql"
	"errors"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
)

// MyDetails answers GET /api/donor/details: the details the foundation
// holds for the signed-in donor, as their receipts will name them.
func MyDetails(e *core.RequestEvent) error {
	d, err := donate.CurrentDetails(e.App, e.Auth.Email())
	if errors.Is(err, sql.ErrNoRows) {
		return notYours()
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return dataJSON(e, d)
}

// CorrectMyDetails answers PATCH /api/donor/details: the signed-in donor
// corrects their name, address or phone (never their email, which is how
// they sign in). Receipts already issued stay as they are; the treasurer
// may replace one that the correction makes wrong.
func CorrectMyDetails(e *core.RequestEvent) error {
	r, err := donate.CorrectFromRequest(e, e.App, e.Auth.Email(), donate.SourceDonor)
	if err != nil {
		return err
	}
	return dataJSON(e, donate.DonorOf(r))
}
