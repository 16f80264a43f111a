package staff

import (
	"fmt"

	"foundation/internal/content"

	"github.com/pocketbase/pocketbase/core"
)

// CatalogueCollections are edited by editors through PocketBase's records
// API (the collections' rules let them), not through /api/staff routes.
var CatalogueCollections = []string{content.Blogs, content.Products}

// auditCatalogue writes an audit row for every blog or product a staff
// member creates, updates or deletes through the records API, in the
// transaction of the change: PocketBase writes the answer once it commits.
// Superusers (the dashboard) are not staff members and are not audited here.
func auditCatalogue(app core.App) {
	for _, c := range CatalogueCollections {
		app.OnRecordCreateRequest(c).BindFunc(audited("create"))
		app.OnRecordUpdateRequest(c).BindFunc(audited("update"))
		app.OnRecordDeleteRequest(c).BindFunc(audited("delete"))
	}
}

// audited runs a records API change and its audit row ("blog.update", with
// the record before and after) in one transaction.
func audited(verb string) func(*core.RecordRequestEvent) error {
	return func(e *core.RecordRequestEvent) error {
		if e.Auth == nil || e.Auth.Collection().Name != Collection {
			return e.Next()
		}
		var before, after any
		if verb != "create" {
			before = snapshot(e.Record.Original())
		}
		return e.App.RunInTransaction(func(tx core.App) error {
			app := e.App
			e.App = tx
			defer func() { e.App = app }()
			if err := e.Next(); err != nil {
				return err
			}
			if verb != "delete" {
				after = snapshot(e.Record)
			}
			return Audit(tx, e.Auth, catalogueAction(e.Collection.Name, verb), e.Record, before, after)
		})
	}
}

// catalogueAction names a change of the catalogue as the audit log reads
// it: "blog.create", "product.delete".
func catalogueAction(collection, verb string) string {
	return collection[:len(collection)-1] + "." + verb
}

// snapshotText is the longest text an audit snapshot keeps whole.
const snapshotText = 20_000

// snapshot is a record's public fields for the audit log, each text cut to
// snapshotText characters: a long article, its HTML escaped in JSON, would
// otherwise outgrow the log's before/after fields, and the audit row being
// refused would refuse the edit.
func snapshot(r *core.Record) map[string]any {
	out := r.PublicExport()
	for k, v := range out {
		if s, ok := v.(string); ok {
			out[k] = clip(s, snapshotText)
		}
	}
	return out
}

// clip cuts s to its first max characters, saying how long it was.
func clip(s string, max int) string {
	runes := []rune(s)
	if len(runes) <= max {
		return s
	}
	return string(runes[:max]) + fmt.Sprintf("… (%d characters)", len(runes))
}
