package staff_test

import (
	"net/http"
	"testing"

	"foundation/internal/receipts"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// Nobody changes or deletes an audit row, a superuser included, nor the
// audit log or the tax receipts as collections.
func TestNobodyEditsTheAuditLog(t *testing.T) {
	o := newOffice(t)
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/ship", map[string]any{}); status != http.StatusOK {
		t.Fatalf("ship: %d", status)
	}
	row, err := o.app.FindFirstRecordByData(staff.AuditCollection, "action", staff.ActionShipOrder)
	if err != nil {
		t.Fatal(err)
	}
	superuser := testapp.Superuser(t, o.app)
	records := "/api/collections/" + staff.AuditCollection + "/records/" + row.Id
	for _, c := range []struct{ method, path string }{
		{http.MethodPatch, records},
		{http.MethodDelete, records},
		{http.MethodDelete, "/api/collections/" + staff.AuditCollection + "/truncate"},
		{http.MethodDelete, "/api/collections/" + staff.AuditCollection},
		{http.MethodPatch, "/api/collections/" + staff.AuditCollection},
		{http.MethodDelete, "/api/collections/" + receipts.Collection},
		{http.MethodPatch, "/api/collections/" + receipts.Collection},
	} {
		body := map[string]any{"actorEmail": "someone@else.org", "listRule": ""}
		if a := testapp.Call(t, o.base, superuser, c.method, c.path, body); a.Status < 400 {
			t.Errorf("superuser %s %s: %d %s", c.method, c.path, a.Status, a.Raw)
		}
	}
	row.Set("actorEmail", "someone@else.org")
	if err := o.app.Save(row); err == nil {
		t.Error("an audit row was changed")
	}
	if err := o.app.Delete(row); err == nil {
		t.Error("an audit row was deleted")
	}
	kept, err := o.app.FindRecordById(staff.AuditCollection, row.Id)
	if err != nil || kept.GetString("actorEmail") != "shop@foundation.test" || o.audits() != 1 {
		t.Fatalf("audit row after the attempts: %v %v (%d rows)", kept, err, o.audits())
	}
	for _, name := range []string{staff.AuditCollection, receipts.Collection} {
		if _, err := o.app.FindCollectionByNameOrId(name); err != nil {
			t.Errorf("collection %s: %v", name, err)
		}
	}
}
