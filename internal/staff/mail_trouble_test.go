package staff_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"foundation/internal/notify"
	"foundation/internal/staff"
)

// The staff home tells admins and treasurers (receipts go by mail) the same
// day when the mail server has refused the site's mails for an hour, and how
// many mails failed for good: the monitor's facts. A refusal of half an hour
// is not yet news; the other roles are not told.
func TestTheHomeSaysWhenTheMailServerRefusesMails(t *testing.T) {
	at := time.Date(2026, time.March, 5, 14, 0, 0, 0, time.UTC)
	staff.StopClock(t, at)
	o := newOffice(t) // with one mail failed for good
	mail := func(role string) map[string]any {
		t.Helper()
		status, body := o.call(role, http.MethodGet, "/api/staff/summary", nil)
		if status != http.StatusOK {
			t.Fatalf("%s summary: %d %v", role, status, body)
		}
		m, _ := body["mail"].(map[string]any)
		return m
	}
	if m := mail(staff.RoleAdmin); m == nil || m["failed"] != 1.0 || m["refusedSince"] != nil {
		t.Fatalf("one mail failed, none refused: %v", m)
	}
	refused := func(since time.Time) {
		t.Helper()
		id := o.create(notify.Collection, map[string]any{"recipient": "jean@example.org", "subject": "Your receipt", "kind": "receipt",
			"status": notify.StatusPending, "attempts": 1, "lastError": "535 authentication failed", "dueAt": time.Now().UTC().Add(24 * time.Hour).Format(time.DateTime)}) // its next try later: the worker leaves it
		if _, err := o.app.DB().Update(notify.Collection, dbx.Params{"created": since.Format("2006-01-02 15:04:05.000Z")}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	refused(at.Add(-30 * time.Minute))
	if m := mail(staff.RoleAdmin); m["refusedSince"] != nil {
		t.Fatalf("refused for half an hour: %v", m)
	}
	refused(at.Add(-2 * time.Hour))
	for _, role := range []string{staff.RoleAdmin, staff.RoleTreasurer} {
		if m := mail(role); m["refusedSince"] != "2026-03-05T12:00:00Z" || m["failed"] != 1.0 {
			t.Errorf("%s, refused for two hours: %v", role, m)
		}
	}
	for _, role := range []string{staff.RoleShop, staff.RoleEditor} {
		if m := mail(role); m != nil {
			t.Errorf("%s is told of the mail: %v", role, m)
		}
	}
}
