package records

import (
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// KeepCollection keeps a collection the law or the foundation's books
// depend on (tax receipts, the audit log) whoever asks: the collection is
// never deleted (a dashboard delete, an import that drops what it lacks, a
// migration run down), and its schema is not edited from the dashboard,
// where a removed field would take its data with it; migrations still may.
func KeepCollection(app core.App, name, why string) {
	refused := fmt.Sprintf("The %s collection is kept: %s", name, why)
	app.OnCollectionDelete().BindFunc(func(e *core.CollectionEvent) error {
		if e.Collection.Name == name {
			return errors.New(refused)
		}
		return e.Next()
	})
	app.OnCollectionUpdateRequest().BindFunc(func(e *core.CollectionRequestEvent) error {
		if e.Collection.Name == name {
			return apis.NewForbiddenError(refused, nil)
		}
		return e.Next()
	})
}

// KeepRecords makes a collection write-once, whoever asks (a route, a
// hook, a superuser in the dashboard or through the records API): its
// records are written by the application alone (WrittenByTheApp), never
// changed or deleted, and the collection is kept (KeepCollection). what
// names a record in the refusal ("an audit row").
func KeepRecords(app core.App, name, what, why string) {
	refused := fmt.Errorf("%s is never changed or deleted", what)
	app.OnRecordUpdate(name).BindFunc(func(*core.RecordEvent) error { return refused })
	app.OnRecordDelete(name).BindFunc(func(*core.RecordEvent) error { return refused })
	WrittenByTheApp(app, name)
	KeepCollection(app, name, why)
}

// WrittenByTheApp refuses every write of the collection's records through
// PocketBase's records API (create, update, delete, one by one or in a
// batch), a superuser's in the dashboard included: only the application's
// own code paths, which save through the app and not through a request,
// write them. A receipt, an audit row or a ledger line typed by hand would
// be believed by the books, the declaration and the audit.
func WrittenByTheApp(app core.App, name string) {
	refused := fmt.Sprintf("Only the application writes the %s collection: not the records API, not the dashboard.", name)
	refuse := func(*core.RecordRequestEvent) error { return apis.NewForbiddenError(refused, nil) }
	app.OnRecordCreateRequest(name).BindFunc(refuse)
	app.OnRecordUpdateRequest(name).BindFunc(refuse)
	app.OnRecordDeleteRequest(name).BindFunc(refuse)
}

// KeepSettings applies what the code and the environment decide to
// PocketBase's settings now and after every reload (a dashboard save), so
// a form in the dashboard cannot undo it.
func KeepSettings(app core.App, apply func(*core.Settings)) {
	apply(app.Settings())
	app.OnSettingsReload().BindFunc(func(e *core.SettingsReloadEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		apply(e.App.Settings())
		return nil
	})
}
