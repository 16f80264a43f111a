package schema

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The foundation's name and postal address were written in the code of the
// mails' footer and the cheque instructions; they are now read from the
// foundation's settings, which an admin edits in /staff. This fills them,
// when still empty, with what the code said, so mails and cheque pledges
// carry on unchanged until an admin writes the real ones.
func init() {
	m.Register(func(app core.App) error {
		r, err := app.FindRecordById("foundation_settings", "foundationconf1")
		if err != nil {
			return err
		}
		if r.GetString("legalName") == "" {
			r.Set("legalName", "Amara Diallo Foundation")
		}
		if r.GetString("address") == "" {
			r.Set("address", "18 rue du Stade\n75015 Paris\nFrance")
		}
		return app.Save(r)
	}, nil)
}
