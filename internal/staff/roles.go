// Package staff is the foundation's back office on the server: staff
// accounts with roles, the /api/staff/* routes that let each role do its job
// (orders, donations, cheques, inbox, exports) and nothing more, and the
// audit log of everything staff do.
package staff

import (
	"slices"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Collection is the auth collection of staff accounts.
const Collection = "staff"

// Roles a staff member may hold; each route names the ones it needs.
const (
	RoleEditor    = "editor"    // blog articles, products
	RoleShop      = "shop"      // orders and their messages
	RoleTreasurer = "treasurer" // donations, donors, cheques, exports
	RoleAdmin     = "admin"     // everything, plus staff accounts and settings
)

// Roles lists every role, declared once. The migrations hold their own
// copies: a new role needs a migration offering it (internal/schema checks
// that they agree).
var Roles = []string{RoleEditor, RoleShop, RoleTreasurer, RoleAdmin}

// RolesOf reads a staff record's roles.
func RolesOf(r *core.Record) []string { return MemberOf(r).Roles() }

// Allowed reports whether someone holding held may act where one of needed is
// required: an admin may act everywhere.
func Allowed(held, needed []string) bool {
	if slices.Contains(held, RoleAdmin) {
		return true
	}
	for _, r := range needed {
		if slices.Contains(held, r) {
			return true
		}
	}
	return false
}

// Require lets through a signed-in staff member holding one of roles: an
// anonymous caller or a disabled account gets 401, anyone else 403, and the
// route never runs.
func Require(roles ...string) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Func: func(e *core.RequestEvent) error {
			switch {
			case e.Auth == nil:
				return apis.NewUnauthorizedError("Sign in to the staff area first.", nil)
			case e.Auth.Collection().Name == Collection && e.Auth.GetBool(fieldDisabled):
				return apis.NewUnauthorizedError("This staff account is disabled.", nil)
			case e.Auth.Collection().Name != Collection || !Allowed(RolesOf(e.Auth), roles):
				return apis.NewForbiddenError("Your role does not allow this.", nil)
			}
			return e.Next()
		},
	}
}
