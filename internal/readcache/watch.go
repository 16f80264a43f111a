package readcache

import (
	"fmt"
	"maps"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Dropper forgets what a scope's changes make untrue: Drop what may still
// be served a moment (Cache.NewServingStale), Forget what may not.
type Dropper interface {
	Drop(scope string) []string
	Forget(scope string)
	DropAll()
}

// RecordScope is the scope of what shows one record alone (its page).
func RecordScope(collection, id string) string { return collection + "/" + id }

// DropOnChange drops each cache's answers of a collection's scope when one of
// its records is saved or deleted (files included: they are the record's
// fields), once the change is committed, and when the collection's own
// settings (its rules, its fields) change. A save that changes nothing but
// the record's `updated` date drops nothing: nothing shown changed. A record
// deleted, or saved out of the public's sight (a draft, an article moved
// later), is forgotten rather than dropped: no stale answer shows it.
func DropOnChange(app core.App, collections []string, caches ...Dropper) {
	// A record's change drops its collection's lists and its own page.
	dropRecord := func(r *core.Record, forget bool) {
		for _, scope := range []string{r.Collection().Name, RecordScope(r.Collection().Name, r.Id)} {
			for _, c := range caches {
				if forget {
					c.Forget(scope)
				} else {
					c.Drop(scope)
				}
			}
		}
	}
	app.OnRecordAfterCreateSuccess(collections...).BindFunc(func(e *core.RecordEvent) error {
		dropRecord(e.Record, false)
		return e.Next()
	})
	app.OnRecordAfterDeleteSuccess(collections...).BindFunc(func(e *core.RecordEvent) error {
		dropRecord(e.Record, true)
		return e.Next()
	})
	app.OnRecordAfterUpdateSuccess(collections...).BindFunc(func(e *core.RecordEvent) error {
		if shows(e.Record) {
			dropRecord(e.Record, !public(e.App, e.Record))
		}
		return e.Next()
	})
	app.OnCollectionAfterUpdateSuccess(collections...).BindFunc(func(e *core.CollectionEvent) error {
		for _, c := range caches {
			c.DropAll() // its rules may hide or show any record
		}
		return e.Next()
	})
}

// public says whether a guest may view the record as saved (its
// collection's view rule); unknown is not.
func public(app core.App, r *core.Record) bool {
	ok, err := app.CanAccessRecord(r, &core.RequestInfo{}, r.Collection().ViewRule)
	return err == nil && ok
}

// shows says whether a saved record differs from what was read before the
// save (the record keeps its original values until it is read again) by
// more than its `updated` date.
func shows(r *core.Record) bool {
	before, after := r.Original().FieldsData(), r.FieldsData()
	delete(before, records.FieldUpdated)
	delete(after, records.FieldUpdated)
	return !maps.EqualFunc(before, after, func(a, b any) bool { return fmt.Sprint(a) == fmt.Sprint(b) })
}
