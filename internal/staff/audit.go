package staff

import (
	"errors"

	"foundation/internal/records"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// AuditCollection holds one row per staff action; no rule lets anyone
// change or delete it.
const AuditCollection = "audit_log"

// Field names of the audit_log collection.
const (
	auditActor      = "actor" // the staff record's id
	auditActorEmail = "actorEmail"
	auditAction     = "action"
	auditCollection = "collection" // of the record acted on, "" for none (an export)
	auditRecordID   = "recordId"
	auditBefore     = "before"
	auditAfter      = "after"
)

// auditEntry is a record proxy of the audit_log collection.
type auditEntry struct {
	records.Stamped
}

func auditEntryOf(r *core.Record) *auditEntry {
	a := &auditEntry{}
	a.SetProxyRecord(r)
	return a
}

func (a *auditEntry) ActorEmail() string { return a.GetString(auditActorEmail) }
func (a *auditEntry) Action() string     { return a.GetString(auditAction) }
func (a *auditEntry) Collection() string { return a.GetString(auditCollection) }
func (a *auditEntry) RecordID() string   { return a.GetString(auditRecordID) }
func (a *auditEntry) Before() any        { return a.Get(auditBefore) }
func (a *auditEntry) After() any         { return a.Get(auditAfter) }

// Audit records a staff action — who, what, which record, before and after —
// in the transaction tx of the action itself, so one never lands without the other.
func Audit(tx core.App, actor *core.Record, action string, target *core.Record, before, after any) error {
	c, err := tx.FindCachedCollectionByNameOrId(AuditCollection)
	if err != nil {
		return err
	}
	row := core.NewRecord(c)
	row.Load(map[string]any{auditActor: actor.Id, auditActorEmail: actor.Email(), auditAction: action, auditBefore: before, auditAfter: after})
	if target != nil {
		row.Set(auditCollection, target.Collection().Name)
		row.Set(auditRecordID, target.Id)
	}
	return tx.Save(row)
}

// exportAudit is what the audit row of a CSV export keeps, beside who (the
// actor) and when (the row's created): the range asked for, by query
// parameter ("" when open), how many rows were written and whether the
// file was written to its end.
type exportAudit struct {
	Range    map[string]string `json:"range"`
	Rows     int               `json:"rows"`
	Complete bool              `json:"complete"`
}

// AuditedExport streams a CSV of personal data (filename, header, then the
// rows write adds) and audits it under action once the rows are out, so the
// row count is the one that left, even when the stream stopped half way.
// rangeParams names the query parameters that chose the rows.
func AuditedExport(e *core.RequestEvent, action string, rangeParams []string, filename string, header []string, write func(*CSVWriter) error) error {
	return AuditedExportSeparatedBy(e, action, rangeParams, filename, header, ',', write)
}

// AuditedExportSeparatedBy is AuditedExport with cells separated by comma.
func AuditedExportSeparatedBy(e *core.RequestEvent, action string, rangeParams []string, filename string, header []string, comma rune, write func(*CSVWriter) error) error {
	out, err := NewCSVSeparatedBy(e.Response, filename, header, comma)
	if err == nil {
		err = write(out)
	}
	entry := exportAudit{Range: map[string]string{}, Complete: err == nil}
	if out != nil {
		entry.Rows = out.Rows()
	}
	for _, name := range rangeParams {
		entry.Range[name] = e.Request.URL.Query().Get(name)
	}
	return errors.Join(err, Audit(e.App, e.Auth, action, nil, nil, entry))
}

// change applies a staff action to the {id} record (an order, a gift) in one
// transaction with its audit row. The record is re-read inside it, so two
// staff members acting at once see each other's change and the second is
// refused with apply's field errors (refused, the 400's message).
func change[T core.RecordProxy](e *core.RequestEvent, action, refused string, find func(core.App, string) (T, error), apply func(T) error) (T, error) {
	return changeByID(e, e.Request.PathValue("id"), action, refused, find, apply)
}

// changeByID is change of the record id rather than the path's {id}.
func changeByID[T core.RecordProxy](e *core.RequestEvent, id, action, refused string, find func(core.App, string) (T, error), apply func(T) error) (T, error) {
	return changeInTx(e, id, action, refused, find, func(_ core.App, p T) error { return apply(p) })
}

// changeInTx is changeByID whose apply also changes other records, in the
// same transaction tx (an order's refund gives back stock).
func changeInTx[T core.RecordProxy](e *core.RequestEvent, id, action, refused string, find func(core.App, string) (T, error), apply func(tx core.App, p T) error) (T, error) {
	var changed T
	err := e.App.RunInTransaction(func(tx core.App) error {
		p, err := find(tx, id)
		if err != nil {
			return err
		}
		r := p.ProxyRecord()
		before := r.Fresh()
		if err := apply(tx, p); err != nil {
			return err
		}
		if err := tx.Save(r); err != nil {
			return err
		}
		changed = p
		return Audit(tx, e.Auth, action, r, before, r)
	})
	var verrs validation.Errors
	switch {
	case errors.As(err, &verrs):
		return changed, apis.NewBadRequestError(refused, verrs)
	case err != nil:
		return changed, notFound(e, err)
	}
	return changed, nil
}
