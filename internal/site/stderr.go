package site

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"

	"github.com/pocketbase/pocketbase/core"
)

// errorsTo copies every error the server logs to w (standard error in
// production, which journald keeps): the dashboard's logs live beside the
// database an error may be about, and an operator reads journald first.
// PocketBase writes its logs in batches, so a line comes within seconds.
func errorsTo(app core.App, w io.Writer) {
	app.OnModelCreate(core.LogsTableName).BindFunc(func(e *core.ModelEvent) error {
		if l, ok := e.Model.(*core.Log); ok && l.Level >= int(slog.LevelError) {
			data, _ := json.Marshal(l.Data)
			fmt.Fprintf(w, "%s ERROR %s %s\n", l.Created, l.Message, data)
		}
		return e.Next()
	})
}
