package staff

import (
	"github.com/pocketbase/pocketbase/core"
)

// AuditCollection holds one row per staff action; no rule lets anyone
// change or delete it.
const AuditCollection = "audit_log"

// Audit records a staff action — who, what, which record, before and after —
// in the transaction tx of the action itself, so one never lands without the other.
func Audit(tx core.App, actor *core.Record, action string, target *core.Record, before, after any) error {
	c, err := tx.FindCachedCollectionByNameOrId(AuditCollection)
	if err != nil {
		return err
	}
	row := core.NewRecord(c)
	row.Load(map[string]any{"actor": actor.Id, "actorEmail": actor.Email(), "action": action, "before": before, "after": after})
	if target != nil {
		row.Set("collection", target.Collection().Name)
		row.Set("recordId", target.Id)
	}
	return tx.Save(row)
}
