package site

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"
)

// An error written to the dashboard's logs is copied to standard error, at
// journald's error priority; an information line and a 4xx answer are not.
func TestErrorsAreCopiedToStandardError(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	var out strings.Builder
	errorsTo(app, &out, true)
	for _, l := range []*core.Log{
		{Level: int(slog.LevelError), Message: "shop: captured payment not recorded", Data: types.JSONMap[any]{"order": "abc"}},
		{Level: int(slog.LevelInfo), Message: "payments: TEST MODE"},
		// A staff sign-in's first step answers 401: PocketBase logs it as an error.
		{Level: int(slog.LevelError), Message: "POST /api/collections/staff/auth-with-password",
			Data: types.JSONMap[any]{"type": "request", "status": 401, "error": "Failed to authenticate."}},
		{Level: int(slog.LevelError), Message: "GET /api/staff/summary", Data: types.JSONMap[any]{"type": "request", "status": 500}},
	} {
		l.Id = core.GenerateDefaultRandomId() // as PocketBase's log writer does
		if err := app.AuxSave(l); err != nil {
			t.Fatal(err)
		}
	}
	got := out.String()
	if !strings.Contains(got, `ERROR shop: captured payment not recorded {"order":"abc"}`) || strings.Contains(got, "TEST MODE") ||
		strings.Contains(got, "auth-with-password") || !strings.Contains(got, "ERROR GET /api/staff/summary") {
		t.Errorf("standard error got %q", got)
	}
	// journald files each line as an error (priority 3), so journalctl -p err lists it.
	for _, line := range strings.Split(strings.TrimSpace(got), "\n") {
		if !strings.HasPrefix(line, "<3>") {
			t.Errorf("no <3> priority: %q", line)
		}
	}
}
