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

// Me is who is signed in, for the staff app's menu, and the language the
// back office speaks to them.
type Me struct {
	ID       string   `json:"id"`
	Email    string   `json:"email"`
	Name     string   `json:"name"`
	Roles    []string `json:"roles" tstype:"Role[]"`
	Language string   `json:"language" tstype:"'en' | 'fr'"`
}

// SignedIn (GET /api/staff/me) says who is signed in.
func SignedIn(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, meOf(e.Auth))
}

func meOf(r *core.Record) Me {
	m := MemberOf(r)
	return Me{ID: r.Id, Email: r.Email(), Name: m.Name(), Roles: RolesOf(r), Language: string(m.Language())}
}
