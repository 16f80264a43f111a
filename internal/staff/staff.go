package staff

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ratelimit"
)

// Register keeps the rules of staff accounts (invited, disabled, never
// deleted), the audit log as written, the limit on sign-in codes (codes:
// per email; an IP may ask codesPerIP times as many), the audit of
// editors' changes to the catalogue, unpublished articles' files for
// editors only, and the nightly merge of the search indexes. The /api/staff routes are bound by the route index
// (internal/api), each checking the caller's role (Require) in its turn
// (InTurn).
func Register(app core.App, codes ratelimit.Limit) {
	keepAudit(app)
	guardAccounts(app)
	limitCodes(app, codes)
	keepStock(app)
	auditCatalogue(app)
	keepDraftFilesPrivate(app)
	scheduleSearchMerge(app)
}

// Me is who is signed in, for the staff app's menu.
type Me struct {
	ID    string   `json:"id"`
	Email string   `json:"email"`
	Name  string   `json:"name"`
	Roles []string `json:"roles" tstype:"Role[]"`
}

// SignedIn (GET /api/staff/me) says who is signed in.
func SignedIn(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, Me{ID: e.Auth.Id, Email: e.Auth.Email(), Name: MemberOf(e.Auth).Name(), Roles: RolesOf(e.Auth)})
}
