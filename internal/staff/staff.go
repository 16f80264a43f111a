package staff

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Register binds every /api/staff route, each checking the caller's role,
// the rules of staff accounts (invited, disabled, never deleted), the
// refusal of staff password resets and email changes by mail, the
// audit log kept as written, the limits on sign-in codes, the audit of
// editors' changes to the catalogue, and the nightly merge of the search
// indexes.
func Register(app core.App, gateways *payments.Service, limits ratelimit.Table) {
	keepAudit(app)
	guardAccounts(app)
	limitCodes(app, limits)
	keepStock(app)
	auditCatalogue(app)
	scheduleSearchMerge(app)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(refuseMailboxRoutes())
		rg := se.Router.Group("/api/staff").Bind(inTurn())
		rg.GET("/me", me).Bind(Require(Roles...))
		rg.GET("/summary", summary).Bind(Require(Roles...))
		bindOrdersApi(rg, gateways)
		bindStockApi(rg)
		bindDonationsApi(rg)
		bindExportsApi(rg)
		bindInboxApi(rg)
		bindMailsApi(rg)
		bindAccountsApi(rg)
		bindArticlesApi(rg)
		return se.Next()
	})
}

// Me is who is signed in, for the staff app's menu.
type Me struct {
	ID    string   `json:"id"`
	Email string   `json:"email"`
	Name  string   `json:"name"`
	Roles []string `json:"roles"`
}

func me(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, Me{ID: e.Auth.Id, Email: e.Auth.Email(), Name: e.Auth.GetString("name"), Roles: RolesOf(e.Auth)})
}
