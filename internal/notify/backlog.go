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

// RefusedFor is how long the mail server may refuse a mail before staff
// (the staff home) and the monitor are told: a refusal or two in a row is
// retried within minutes; an hour of them is a password changed, a quota
// reached, a server down. Retries go on for days, the people learn the same day.
const RefusedFor = time.Hour

// Trouble is what the staff home says of the mail, from the facts the
// monitor reads (Backlog).
type Trouble struct {
	// RefusedSince is when the mail server began refusing the mails still
	// waiting, once it has done so for RefusedFor; zero otherwise.
	RefusedSince time.Time `json:"refusedSince,omitzero"`
	// Failed counts the mails given up after their last try.
	Failed int `json:"failed"`
}

// Trouble is b's trouble at now.
func (b Backlog) Trouble(now time.Time) Trouble {
	t := Trouble{Failed: b.Failed}
	if !b.FailingSince.IsZero() && now.Sub(b.FailingSince) >= RefusedFor {
		t.RefusedSince = b.FailingSince
	}
	return t
}
