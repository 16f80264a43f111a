package notify

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Backlog is the outbox as a monitor reads it: how many mails wait, how
// many failed for good, and since when the oldest waiting mail has been
// refused by the mail server (zero when none has).
type Backlog struct {
	Pending      int       `json:"pending"`
	Failed       int       `json:"failed"`
	FailingSince time.Time `json:"failingSince,omitzero"`
}

// ReadBacklog counts the outbox. A mail is failing once a try has failed
// (its lastError set) and it still waits: retries go on for days, but a
// monitor learns of the first refusal, whatever mail itself can tell.
func ReadBacklog(app core.App) (Backlog, error) {
	var b Backlog
	var rows []struct {
		Status  string `db:"status"`
		N       int    `db:"n"`
		Failing string `db:"failing"`
	}
	err := app.DB().Select("status", "count(*) AS n", "min(CASE WHEN lastError != '' THEN created END) AS failing").
		From(Collection).Where(dbx.In(FieldStatus, StatusPending, StatusSending, StatusFailed)).GroupBy("status").All(&rows)
	if err != nil {
		return b, err
	}
	for _, r := range rows {
		if r.Status == StatusFailed {
			b.Failed += r.N
			continue
		}
		b.Pending += r.N
		if r.Failing == "" {
			continue
		}
		since, err := time.Parse("2006-01-02 15:04:05.000Z", r.Failing)
		if err == nil && (b.FailingSince.IsZero() || since.Before(b.FailingSince)) {
			b.FailingSince = since
		}
	}
	return b, nil
}
