// Package backup keeps the foundation's data safe with PocketBase's own
// backups: a nightly one (the last 14 kept), off-site in any S3-compatible
// storage when BACKUP_S3_* is set; `foundation backup` and `foundation
// restore` for an operator at the shell; and the settings' secrets (SMTP
// password, S3 secret) encrypted in the database, so no backup holds them
// in plain text.
package backup

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Nightly is when PocketBase's automatic backup runs. PocketBase's cron
// reads it in UTC: 03:00 UTC is 04:00 or 05:00 in Paris, when nobody gives
// or buys, before the nightly reconciliation (03:20 UTC).
const Nightly = "0 3 * * *"

// Keep is how many automatic backups are kept: two weeks of nights.
const Keep = 14

// Register applies the backup schedule and storage (at start and after
// every settings reload), encrypts stored settings once a key is set, and
// holds the data directory while the server serves, and keeps it the
// service user's alone.
func Register(app core.App, cfg Config) {
	keepDataDirPrivate(app)
	keepSchedule(app, cfg)
	rotateManualBackups(app)
	keepSettingsEncrypted(app)
	holdDataDir(app)
}

// keepSchedule applies the nightly schedule and the off-site storage now
// and whenever the settings are reloaded (a dashboard save): the policy
// lives in the code and the environment, and a form cannot switch it off.
func keepSchedule(app core.App, cfg Config) {
	apply := func(settings *core.Settings) {
		settings.Backups.Cron = Nightly
		settings.Backups.CronMaxKeep = Keep
		if cfg.S3 != nil {
			settings.Backups.S3 = *cfg.S3
		}
	}
	records.KeepSettings(app, apply)
}
