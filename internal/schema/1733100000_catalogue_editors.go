package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// catalogueEditors may create, update and delete blogs and products through
// PocketBase's records API: staff members holding the editor or admin role
// (roles is a multi-select: ":each ?=" is "any of its values"; a plain ?=
// on @request.auth.roles never matches, and ":each =" would mean "all of
// them"). Reading stays public; the staff package audits every change, the
// content package sanitizes blog HTML.
var catalogueEditors = `@request.auth.collectionName = "staff" && ` +
	`(@request.auth.roles:each ?= "editor" || @request.auth.roles:each ?= "admin")`

func init() {
	setRules := func(rule *string) func(app core.App) error {
		return func(app core.App) error {
			for _, name := range []string{"blogs", "products"} {
				c, err := app.FindCollectionByNameOrId(name)
				if err != nil {
					return err
				}
				c.CreateRule, c.UpdateRule, c.DeleteRule = rule, rule, rule
				if err := app.Save(c); err != nil {
					return err
				}
			}
			return nil
		}
	}
	m.Register(setRules(types.Pointer(catalogueEditors)), setRules(nil))
}
