package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A staff notice of a contact message answers the visitor: the outbox keeps
// the address a reply goes to ("replyTo", empty for the sender's own).
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("mail_outbox")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.TextField{Name: "replyTo", Max: 320})
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("mail_outbox")
		if err != nil {
			return err
		}
		c.Fields.RemoveByName("replyTo")
		return app.Save(c)
	})
}
