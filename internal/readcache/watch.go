package readcache

import (
	"github.com/pocketbase/pocketbase/core"
)

// DropOnChange drops each cache when a record of one of collections is
// saved or deleted (files included: they are the record's fields), once the
// change is committed, and when the collections' own settings (their rules,
// their fields) change.
func DropOnChange(app core.App, collections []string, caches ...interface{ Drop() }) {
	drop := func() {
		for _, c := range caches {
			c.Drop()
		}
	}
	records := func(e *core.RecordEvent) error {
		drop()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess(collections...).BindFunc(records)
	app.OnRecordAfterUpdateSuccess(collections...).BindFunc(records)
	app.OnRecordAfterDeleteSuccess(collections...).BindFunc(records)
	app.OnCollectionAfterUpdateSuccess(collections...).BindFunc(func(e *core.CollectionEvent) error {
		drop()
		return e.Next()
	})
}
