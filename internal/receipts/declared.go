package receipts

import (
	"errors"
	"net/http"
	"strconv"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/declarations"
	"foundation/internal/staff"
)

// ActionDeclared is the audit log's name for a year marked declared.
const ActionDeclared = "receipts.declared"

// Declarations are every year's declaration figures, newest first.
type Declarations struct {
	Years []declarations.Year `json:"years"`
}

// MarkDeclared answers POST /api/staff/receipt-declarations/{year}: a
// treasurer marks the year's article 222 bis declaration done (audited),
// and is answered with every year's figures.
func MarkDeclared(e *core.RequestEvent) error {
	year, err := strconv.Atoi(e.Request.PathValue("year"))
	if err != nil {
		return apis.NewNotFoundError("", nil)
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		r, err := declarations.MarkDeclared(tx, year, e.Auth.Email(), time.Now())
		if err != nil {
			return err
		}
		return staff.Audit(tx, e.Auth, ActionDeclared, r, nil, r)
	})
	switch {
	case errors.Is(err, declarations.ErrNotDue), errors.Is(err, declarations.ErrDeclared):
		return apis.NewBadRequestError(err.Error(), validation.Errors{"year": validation.NewError("validation_not_declarable", err.Error())})
	case err != nil:
		return e.InternalServerError("", err)
	}
	years, err := declarations.Years(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, Declarations{Years: years})
}
