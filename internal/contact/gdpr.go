package contact

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/records"
)

// HeldMessage is a contact message as its sender's data export shows it.
type HeldMessage struct {
	ID       string         `json:"id"`
	Created  types.DateTime `json:"created"`
	FullName string         `json:"fullName"`
	Email    string         `json:"email"`
	Phone    string         `json:"phone"`
	Message  string         `json:"message"`
}

func messagesOf(app core.App, email string) ([]*core.Record, error) {
	var rs []*core.Record
	err := app.RecordQuery(CollectionName).AndWhere(dbx.NewExp("lower("+fieldEmail+") = lower({:email})", dbx.Params{"email": email})).
		OrderBy(records.FieldCreated + " ASC").All(&rs)
	return rs, err
}

// MessagesOf lists the contact messages sent with email, oldest first.
func MessagesOf(app core.App, email string) ([]HeldMessage, error) {
	rs, err := messagesOf(app, email)
	if err != nil {
		return nil, err
	}
	out := make([]HeldMessage, len(rs))
	for i, r := range rs {
		m := storedOf(r)
		out[i] = HeldMessage{ID: m.Id, Created: m.Created(), FullName: m.FullName(), Email: m.Email(), Phone: m.Phone(), Message: m.Message()}
	}
	return out, nil
}

// Erase deletes the contact messages sent with email: no law asks to keep
// them. It reports how many.
func Erase(app core.App, email string) (int, error) {
	n := 0
	err := app.RunInTransaction(func(tx core.App) error {
		rs, err := messagesOf(tx, email)
		if err != nil {
			return err
		}
		for _, r := range rs {
			if err := tx.Delete(r); err != nil {
				return err
			}
		}
		n = len(rs)
		return nil
	})
	return n, err
}
