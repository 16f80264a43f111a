package health_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"foundation/internal/notify"
	"foundation/internal/testapp"
)

const token = "monitor-token-of-the-test-0123456789"

// The monitor's check says what an operator must act on, behind its token:
// a mail the server has refused for an hour (staff cannot even sign in then:
// their codes are mailed), and a missing backup; 503 then, 200 when all is well.
func TestTheMonitorLearnsOfRefusedMailsAndMissingBackups(t *testing.T) {
	t.Setenv("MONITOR_TOKEN", token)
	app := testapp.New(t)
	base := testapp.Serve(t, app)
	if got := testapp.Call(t, base, "", http.MethodGet, "/api/health/detail", nil); got.Status != http.StatusUnauthorized {
		t.Fatalf("without the token: %d", got.Status)
	}
	if got := testapp.Call(t, base, "Bearer wrong", http.MethodGet, "/api/health/detail", nil); got.Status != http.StatusUnauthorized {
		t.Fatalf("a wrong token: %d", got.Status)
	}
	check := func() testapp.Answer {
		return testapp.Call(t, base, "Bearer "+token, http.MethodGet, "/api/health/detail", nil)
	}
	if got := check(); got.Status != http.StatusServiceUnavailable || !strings.Contains(string(got.Raw), "no backup") {
		t.Fatalf("no backup yet: %d %s", got.Status, got.Raw)
	}
	if err := app.CreateBackup(context.Background(), "first.zip"); err != nil {
		t.Fatal(err)
	}
	if got := check(); got.Status != http.StatusOK || !strings.Contains(string(got.Raw), `"status":"ok"`) {
		t.Fatalf("all well: %d %s", got.Status, got.Raw)
	}
	// A mail whose first try the server refused two hours ago, retried later.
	notify.Send(app, notify.Mail{To: "staff@example.org", Subject: "New paid order", Heading: "New paid order"})
	notify.Flush(app) // the worker's try is over before the row is changed
	twoHoursAgo := time.Now().UTC().Add(-2 * time.Hour).Format("2006-01-02 15:04:05.000Z")
	if _, err := app.DB().Update(notify.Collection, dbx.Params{"status": "pending", "lastError": "535 authentication failed", "created": twoHoursAgo,
		"dueAt": time.Now().UTC().Add(time.Hour).Format("2006-01-02 15:04:05.000Z")}, nil).Execute(); err != nil {
		t.Fatal(err)
	}
	got := check()
	if got.Status != http.StatusServiceUnavailable || !strings.Contains(string(got.Raw), "the mail server has refused mails since") ||
		!strings.Contains(string(got.Raw), `"pending":1`) {
		t.Fatalf("a mail refused for two hours: %d %s", got.Status, got.Raw)
	}
}
