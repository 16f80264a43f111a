package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The mail outbox: every mail the site sends is a row here before it is
// sent, written in the transaction of the change it reports where there is
// one, so a crash can delay a mail but never lose it (internal/notify).
// A row is pending, being sent (its dueAt is then when the claim expires),
// sent, or failed after its last try. No rule: only superusers see it in
// the dashboard; admins reach the failed ones through /api/staff/mails.
// Values are frozen here: later changes to internal/notify do not rewrite
// this migration.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("mail_outbox")
		c.Fields.Add(
			text("recipient", false, 1000),
			text("subject", false, 1000),
			text("html", false, 500_000),
			text("text", false, 500_000),
			&core.JSONField{Name: "attachments", MaxSize: 100_000},
			text("kind", false, 100),
			text("ref", false, 200),
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"pending", "sending", "sent", "failed"}},
			&core.NumberField{Name: "attempts", OnlyInt: true},
			&core.DateField{Name: "dueAt"},
			&core.DateField{Name: "sentAt"},
			text("lastError", false, 2000),
		)
		timestamps(c)
		c.AddIndex("idx_mail_outbox_due", false, "status, dueAt", "")
		c.AddIndex("idx_mail_outbox_created", false, "created", "")
		return app.Save(c)
	}, func(app core.App) error {
		if c, err := app.FindCollectionByNameOrId("mail_outbox"); err == nil {
			return app.Delete(c)
		}
		return nil
	})
}
