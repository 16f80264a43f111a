package staff

import (
	"errors"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

var errAuditKept = errors.New("an audit row is never changed or deleted")

// keepAudit refuses, whoever asks (a route, a hook, a superuser in the
// dashboard or through the records API), to change or delete an audit row,
// and keeps the collection itself.
func keepAudit(app core.App) {
	app.OnRecordUpdate(AuditCollection).BindFunc(func(*core.RecordEvent) error { return errAuditKept })
	app.OnRecordDelete(AuditCollection).BindFunc(func(*core.RecordEvent) error { return errAuditKept })
	records.KeepCollection(app, AuditCollection, "it records every staff action.")
}
