// Package health answers the monitor's detailed health check: the mail
// outbox, the last backup's age, the replica's lag. The public /api/health (PocketBase's own)
// only says the server answers; this one, behind MONITOR_TOKEN, says
// whether an operator must act, and answers 503 then, so a plain
// `curl -f` monitor alerts through its own channel, mail down included.
package health

import (
	"crypto/subtle"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
	"foundation/internal/replica"
)

// Variable names the token a monitor presents (Authorization: Bearer …).
const Variable = "MONITOR_TOKEN"

// BackupAge is how old the newest backup may be: the nightly one, with slack.
const BackupAge = 26 * time.Hour

// Report is the detailed answer.
type Report struct {
	Status     string         `json:"status"` // "ok" or "attention"
	Problems   []string       `json:"problems"`
	Outbox     notify.Backlog `json:"outbox"`
	LastBackup time.Time      `json:"lastBackup,omitzero"`
	// Replica is absent when REPLICA_URL is not set.
	Replica *replica.Position `json:"replica,omitempty"`
}

// Detail answers GET /api/health/detail for the bearer of token; without a
// token configured the route does not exist (404).
func Detail(token string, now func() time.Time) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		given, _ := strings.CutPrefix(e.Request.Header.Get("Authorization"), "Bearer ")
		if token == "" {
			return apis.NewNotFoundError("", nil)
		}
		if subtle.ConstantTimeCompare([]byte(given), []byte(token)) != 1 {
			return apis.NewUnauthorizedError("Give the monitor's token: Authorization: Bearer MONITOR_TOKEN.", nil)
		}
		r, err := Read(e.App, now())
		if err != nil {
			return e.InternalServerError("", err)
		}
		status := http.StatusOK
		if r.Status != "ok" {
			status = http.StatusServiceUnavailable
		}
		return e.JSON(status, r)
	}
}

// Read gathers the report at now.
func Read(app core.App, now time.Time) (Report, error) {
	r := Report{Status: "ok", Problems: []string{}}
	var err error
	if r.Outbox, err = notify.ReadBacklog(app); err != nil {
		return r, err
	}
	if since := r.Outbox.Trouble(now).RefusedSince; !since.IsZero() {
		r.Problems = append(r.Problems, fmt.Sprintf("the mail server has refused mails since %s UTC: /staff → Mails shows the error; check SMTP_* (staff sign-in codes do not arrive meanwhile)", since.Format("2006-01-02 15:04")))
	}
	if r.Outbox.Failed > 0 {
		r.Problems = append(r.Problems, fmt.Sprintf("%d mails failed for good: /staff → Mails, Send again", r.Outbox.Failed))
	}
	if r.LastBackup, err = lastBackup(app); err != nil {
		return r, err
	}
	if r.LastBackup.IsZero() || now.Sub(r.LastBackup) > BackupAge {
		r.Problems = append(r.Problems, "no backup in the last 26 hours: journalctl -u foundation -p err tells why")
	}
	if p, replicating := replica.Lag(app, now); replicating {
		r.Replica = &p
		if time.Duration(p.LagSeconds)*time.Second > replica.LagBound {
			r.Problems = append(r.Problems, fmt.Sprintf("the replica has missed the database's changes for %d seconds: a lost disk would lose them; the dashboard's Logs (warnings) say why: REPLICA_URL, its keys, the storage", p.LagSeconds))
		}
	}
	if len(r.Problems) > 0 {
		r.Status = "attention"
	}
	return r, nil
}

func lastBackup(app core.App) (time.Time, error) {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return time.Time{}, err
	}
	defer fsys.Close()
	files, err := fsys.List("")
	if err != nil {
		return time.Time{}, err
	}
	var newest time.Time
	for _, f := range files {
		if !strings.HasSuffix(f.Key, ".attrs") && f.ModTime.After(newest) {
			newest = f.ModTime
		}
	}
	return newest, nil
}
