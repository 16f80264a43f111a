package staff

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	passwordsByAdmin = "Staff passwords are reset by an admin."
	emailsByAdmin    = "A staff member's login email is changed by an admin."
)

// mailboxRoutes are PocketBase's auth routes through which whoever reads a
// mailbox could take the account over: a password reset link, and an email
// change (a link mailed to the new address). Staff do neither themselves:
// an admin sends a new invitation (the accounts screen) or sets a password
// (`staff password`), and changes a login email (the dashboard). Confirming
// a reset stays open: only an admin's invitation issues a staff reset
// token, and guardAccounts (accounts.go) takes one only while its
// invitation is pending.
var mailboxRoutes = map[string]string{
	"POST /api/collections/{collection}/request-password-reset": passwordsByAdmin,
	"POST /api/collections/{collection}/request-email-change":   emailsByAdmin,
	"POST /api/collections/{collection}/confirm-email-change":   emailsByAdmin,
}

// RefuseMailboxRoutes answers 403 to the mailboxRoutes of the staff
// collection, named in any case or by id. PocketBase has no collection
// option that turns them off, and its reset hook runs only for a known
// email: refusing there would tell which emails are staff. So the route
// itself refuses, whatever the email, with or without a valid token.
func RefuseMailboxRoutes() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Func: func(e *core.RequestEvent) error {
			message, ok := mailboxRoutes[e.Request.Pattern]
			if !ok {
				return e.Next()
			}
			if c, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection")); err == nil && c.Name == Collection {
				return apis.NewForbiddenError(message, nil)
			}
			return e.Next()
		},
	}
}
