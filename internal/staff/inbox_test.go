package staff_test

import (
	"net/http"
	"testing"

	"foundation/internal/staff"
)

func TestTheInboxPutsUnreadMessagesFirst(t *testing.T) {
	o := newOffice(t)
	contact := o.create("contact_messages", map[string]any{"fullName": "Léa Martin", "email": "lea@example.org", "phone": "0612345678",
		"message": "Can my club visit?", "isRead": true})
	status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/inbox", nil)
	items, _ := body["items"].([]any)
	if status != http.StatusOK || len(items) != 2 {
		t.Fatalf("inbox: %d %v", status, body)
	}
	first := items[0].(map[string]any)
	if first["kind"] != "order" || first["isRead"] != false || first["email"] != "awa@example.org" {
		t.Fatalf("first item %v, want the unread order notice", first)
	}
	if status, _ := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/inbox/contact/"+contact, map[string]any{"read": false}); status != http.StatusNoContent {
		t.Fatalf("mark unread: %d", status)
	}
	if o.record("contact_messages", contact).GetBool("isRead") || o.audits() != 1 {
		t.Fatal("the contact message is still read, or the action was not audited")
	}
	for _, bad := range []string{"/api/staff/inbox/contact/" + contact, "/api/staff/inbox/nope/" + contact} {
		body := map[string]any{}
		if status, _ := o.call(staff.RoleTreasurer, http.MethodPost, bad, body); status != http.StatusBadRequest && status != http.StatusNotFound {
			t.Errorf("%s with %v: %d", bad, body, status)
		}
	}
	status, body = o.call(staff.RoleAdmin, http.MethodGet, "/api/staff/audit", nil)
	if items, _ := body["items"].([]any); status != http.StatusOK || len(items) != 1 || items[0].(map[string]any)["actorEmail"] != "treasurer@foundation.test" {
		t.Fatalf("audit: %d %v", status, body)
	}
}
