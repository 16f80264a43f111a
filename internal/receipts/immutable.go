package receipts

import (
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// cancelFields are all a receipt's update may change: its cancellation.
var cancelFields = map[string]bool{fieldStatus: true, fieldCancelReason: true, fieldCancelledBy: true, fieldCancelledByEmail: true,
	fieldCancelledAt: true, records.FieldUpdated: true}

var (
	errNeverDeleted = errors.New("a tax receipt is never deleted: cancel it instead")
	errImmutable    = errors.New("a tax receipt never changes: cancel it and issue a replacement")
)

// keepImmutable refuses, whoever asks (a route, a hook, a superuser in the
// dashboard), to delete a receipt or to change anything of it but its
// cancellation, and to change a cancelled one at all; the collection is kept.
// Only the application issues and cancels receipts (the treasurer's routes,
// audited): the records API writes none, a superuser's request included.
func keepImmutable(app core.App) {
	records.KeepCollection(app, Collection, "French law wants every receipt kept, with its number.")
	records.WrittenByTheApp(app, Collection)
	app.OnRecordDelete(Collection).BindFunc(func(e *core.RecordEvent) error {
		return errNeverDeleted
	})
	app.OnRecordUpdate(Collection).BindFunc(func(e *core.RecordEvent) error {
		before := e.Record.Original()
		if receiptOf(before).Status() != StatusValid || receiptOf(e.Record).Status() != StatusCancelled {
			return errImmutable
		}
		for _, f := range e.Record.Collection().Fields {
			name := f.GetName()
			if !cancelFields[name] && fmt.Sprint(before.Get(name)) != fmt.Sprint(e.Record.Get(name)) {
				return fmt.Errorf("%w (%s)", errImmutable, name)
			}
		}
		return e.Next()
	})
}
