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
//
// Under systemd (journald says so in JOURNAL_STREAM) each line starts with
// "<3>", the priority journald files it under, so `journalctl -p err` lists
// it: without it every line is "info". A request PocketBase logs as an
// error because it answered 4xx (a staff sign-in's first step is a 401, a
// mistyped address a 404) is the caller's mistake, not the operator's: it
// stays in the dashboard's logs only.
func errorsTo(app core.App, w io.Writer, journald bool) {
	prefix := ""
	if journald {
		prefix = "<3>"
	}
	app.OnModelCreate(core.LogsTableName).BindFunc(func(e *core.ModelEvent) error {
		if l, ok := e.Model.(*core.Log); ok && l.Level >= int(slog.LevelError) && !callersMistake(l) {
			data, _ := json.Marshal(l.Data)
			fmt.Fprintf(w, "%s%s ERROR %s %s\n", prefix, l.Created, l.Message, data)
		}
		return e.Next()
	})
}

// callersMistake is a request answered with a 4xx.
func callersMistake(l *core.Log) bool {
	var status float64
	switch n := l.Data["status"].(type) { // int64 from PocketBase's slog attributes, float64 once read back
	case int:
		status = float64(n)
	case int64:
		status = float64(n)
	case float64:
		status = n
	}
	return l.Data["type"] == "request" && status >= 400 && status < 500
}
