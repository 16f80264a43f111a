package staff

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// keepAudit refuses, whoever asks, to change or delete an audit row, and
// keeps the collection itself.
func keepAudit(app core.App) {
	records.KeepRecords(app, AuditCollection, "an audit row", "it records every staff action.")
}
