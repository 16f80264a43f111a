package staff_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"

	"foundation/internal/notify"
	"foundation/internal/staff"
)

// An admin lists the failed mails and sends one again: audited, it goes out
// and leaves the home's count. A mail that has not failed is a 400 saying
// why, an unknown one a 404, an unknown status a 400 naming the field.
func TestAnAdminSendsAFailedMailAgain(t *testing.T) {
	o := newOffice(t) // with one failed mail
	o.create(notify.Collection, map[string]any{"recipient": "jean@example.org", "subject": "Thanks", "status": notify.StatusSent, "attempts": 1})
	admin := staff.RoleAdmin

	status, body := o.call(admin, http.MethodGet, "/api/staff/mails?status=failed", nil)
	items, _ := body["items"].([]any)
	if status != http.StatusOK || body["totalItems"] != 1.0 || len(items) != 1 {
		t.Fatalf("failed mails: %d %v", status, body)
	}
	item := items[0].(map[string]any)
	if item["id"] != o.failedMail || item["to"] != "awa@example.org" || item["lastError"] != "550 mailbox unavailable" ||
		item["attempts"] != 10.0 || item["retryable"] != true || item["html"] != nil {
		t.Fatalf("the failed mail reads %v", item)
	}
	if status, body = o.call(admin, http.MethodGet, "/api/staff/mails", nil); status != http.StatusOK || body["totalItems"] != 2.0 {
		t.Fatalf("every mail: %d %v", status, body)
	}
	if status, body = o.call(admin, http.MethodGet, "/api/staff/mails?status=lost", nil); status != http.StatusBadRequest || field(body, "status") == nil {
		t.Fatalf("an unknown status: %d %v", status, body)
	}

	audits := o.audits()
	status, body = o.call(admin, http.MethodPost, "/api/staff/mails/"+o.failedMail+"/retry", nil)
	if status != http.StatusOK || body["status"] != notify.StatusPending || body["attempts"] != 0.0 {
		t.Fatalf("retry: %d %v", status, body)
	}
	if n, err := o.app.CountRecords(staff.AuditCollection, dbx.HashExp{"action": staff.ActionRetryMail, "recordId": o.failedMail}); err != nil ||
		n != 1 || o.audits() != audits+1 {
		t.Fatalf("%d audit rows of the retry (%v)", n, err)
	}
	if o.mails() != 1 || o.app.TestMailer.LastMessage().To[0].Address != "awa@example.org" ||
		o.record(notify.Collection, o.failedMail).GetString("status") != notify.StatusSent {
		t.Fatalf("%d mails sent after the retry", o.app.TestMailer.TotalSend())
	}
	if _, body = o.call(admin, http.MethodGet, "/api/staff/summary", nil); body["mailsFailed"] != 0.0 {
		t.Fatalf("mailsFailed = %v after the retry", body["mailsFailed"])
	}

	if status, body = o.call(admin, http.MethodPost, "/api/staff/mails/"+o.failedMail+"/retry", nil); status != http.StatusBadRequest || field(body, "status") == nil {
		t.Fatalf("retrying a sent mail: %d %v", status, body)
	}
	if status, _ = o.call(admin, http.MethodPost, "/api/staff/mails/nosuchmail00000/retry", nil); status != http.StatusNotFound {
		t.Fatalf("retrying an unknown mail: %d", status)
	}
	if o.audits() != audits+1 {
		t.Fatal("a refused retry was audited")
	}
}

// field is the error a 400's data gives for name, nil when none.
func field(body map[string]any, name string) any {
	data, _ := body["data"].(map[string]any)
	return data[name]
}
