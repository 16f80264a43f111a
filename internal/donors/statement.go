package donors

import (
	"strconv"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/settings"
)

// DownloadStatement answers GET /api/donor/statements/{year}: the signed-in
// donor's gifts of that year as a PDF, each payment with the receipt that
// names it, for their tax return.
func DownloadStatement(e *core.RequestEvent) error {
	year, err := strconv.Atoi(e.Request.PathValue("year"))
	if err != nil || year < 2000 || year > time.Now().In(donate.Paris).Year() {
		return apis.NewBadRequestError("Choose a year that has begun.", validation.Errors{"year": validation.NewError("validation_invalid_year", "Choose a year that has begun.")})
	}
	email := e.Auth.Email()
	gifts, theirs, err := held(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	s := receipts.StatementOf(gifts, theirs, year)
	s.DonorEmail = email
	if details, err := donate.CurrentDetails(e.App, email); err == nil {
		s.DonorName = details.ReceiptName()
	}
	if s.Foundation, err = settings.Load(e.App); err != nil {
		return e.InternalServerError("", err)
	}
	pdf, err := receipts.RenderStatement(s)
	if err != nil {
		return e.InternalServerError("The statement could not be made at the moment.", err)
	}
	return receipts.SendPDF(e, "mes-dons-"+strconv.Itoa(year)+".pdf", pdf)
}
