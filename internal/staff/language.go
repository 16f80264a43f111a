package staff

import (
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/jsonbody"
)

// Language is the back office's language for m: their choice, else the
// staff's language (i18n.Staff, French).
func (m *Member) Language() i18n.Locale {
	switch l := i18n.Locale(m.GetString(fieldLanguage)); l {
	case i18n.English, i18n.French:
		return l
	}
	return i18n.Staff
}

// languageChoice is the body of PATCH /api/staff/me.
type languageChoice struct {
	Language string `json:"language"`
}

// ChooseLanguage (PATCH /api/staff/me) keeps the language the signed-in
// staff member chose for the back office, and answers who they are.
func ChooseLanguage(e *core.RequestEvent) error {
	var in languageChoice
	if err := jsonbody.Decode(e, &in, "Check the language."); err != nil {
		return err
	}
	// Unlike a donation's locale, the choice is never implied: "" is refused too.
	if l := i18n.Locale(in.Language); l != i18n.English && l != i18n.French {
		return apis.NewBadRequestError("Choose a language.", validation.Errors{"language": i18n.ErrLocale})
	}
	r, err := e.App.FindRecordById(Collection, e.Auth.Id)
	if err != nil {
		return err
	}
	r.Set(fieldLanguage, in.Language)
	if err := e.App.Save(r); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, meOf(r))
}
