package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// A disabled staff member does nothing more (issue 36): the rules that let
// staff write the catalogue through the records API, and read their own
// account, read the account's disabled field too. Disabling ends the
// account's sessions at once (internal/staff rotates its token key); the
// rules refuse a session that would still be alive all the same.
//
// The rules are written out, as they stood and as they become.
var disabledStaffRules = []struct {
	collection, before, after string
	writes                    bool // create, update and delete; else the view rule
}{
	{"blogs", `@request.auth.collectionName = "staff" && (@request.auth.roles:each ?= "editor" || @request.auth.roles:each ?= "admin")`,
		`@request.auth.collectionName = "staff" && @request.auth.disabled = false && (@request.auth.roles:each ?= "editor" || @request.auth.roles:each ?= "admin")`, true},
	{"products", `@request.auth.collectionName = "staff" && (@request.auth.roles:each ?= "editor" || @request.auth.roles:each ?= "admin")`,
		`@request.auth.collectionName = "staff" && @request.auth.disabled = false && (@request.auth.roles:each ?= "editor" || @request.auth.roles:each ?= "admin")`, true},
	{"staff", `id = @request.auth.id`, `id = @request.auth.id && @request.auth.disabled = false`, false},
}

func init() {
	apply := func(after bool) func(app core.App) error {
		return func(app core.App) error {
			for _, r := range disabledStaffRules {
				c, err := app.FindCollectionByNameOrId(r.collection)
				if err != nil {
					return err
				}
				rule := types.Pointer(r.before)
				if after {
					rule = types.Pointer(r.after)
				}
				if r.writes {
					c.CreateRule, c.UpdateRule, c.DeleteRule = rule, rule, rule
				} else {
					c.ViewRule = rule
				}
				if err := app.Save(c); err != nil {
					return err
				}
			}
			return nil
		}
	}
	m.Register(apply(true), apply(false))
}
