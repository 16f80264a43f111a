package site

import (
	"log/slog"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"
)

// An error written to the dashboard's logs is copied to standard error;
// an information line is not.
func TestErrorsAreCopiedToStandardError(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	var out strings.Builder
	errorsTo(app, &out)
	for _, l := range []*core.Log{
		{Level: int(slog.LevelError), Message: "shop: captured payment not recorded", Data: types.JSONMap[any]{"order": "abc"}},
		{Level: int(slog.LevelInfo), Message: "payments: TEST MODE"},
	} {
		l.Id = core.GenerateDefaultRandomId() // as PocketBase's log writer does
		if err := app.AuxSave(l); err != nil {
			t.Fatal(err)
		}
	}
	if got := out.String(); !strings.Contains(got, `ERROR shop: captured payment not recorded {"order":"abc"}`) || strings.Contains(got, "TEST MODE") {
		t.Errorf("standard error got %q", got)
	}
}
