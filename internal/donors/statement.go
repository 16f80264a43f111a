package donors

import (
	"errors"
	"strconv"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/settings"
)

// DownloadStatement answers GET /api/donor/statements/{year}?identity=: the
// gifts of that year of one identity of the signed-in donor (which may be
// left out when they have one) as a PDF, each payment with the receipt
// that names it, for that identity's tax return: another identity's gifts
// and name are never on it.
func DownloadStatement(e *core.RequestEvent) error {
	year, err := strconv.Atoi(e.Request.PathValue("year"))
	if err != nil || year < 2000 || year > time.Now().In(donate.Paris).Year() {
		return apis.NewBadRequestError("Choose a year that has begun.", validation.Errors{"year": validation.NewError("validation_invalid_year", "Choose a year that has begun.")})
	}
	email := e.Auth.Email()
	identity, err := donate.FindIdentity(e.App, email, e.Request.URL.Query().Get("identity"))
	var errs validation.Errors
	switch {
	case errors.As(err, &errs):
		return apis.NewBadRequestError("Choose whose gifts the statement lists.", errs)
	case err != nil && !errors.Is(err, donate.ErrNoDonor): // nobody gave: an empty statement
		return e.InternalServerError("", err)
	}
	h, err := held(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	theirs := h.of(identity.Key)
	s := receipts.StatementOf(theirs.gifts, theirs.receipts, year)
	s.DonorEmail, s.DonorName = email, identity.ReceiptName()
	if s.Foundation, err = settings.Load(e.App); err != nil {
		return e.InternalServerError("", err)
	}
	pdf, err := receipts.RenderStatement(s)
	if err != nil {
		return e.InternalServerError("The statement could not be made at the moment.", err)
	}
	return receipts.SendPDF(e, "mes-dons-"+strconv.Itoa(year)+".pdf", pdf)
}
