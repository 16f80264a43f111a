package staff

import (
	"net/http"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/contact"
	"foundation/internal/jsonbody"
	"foundation/internal/shop"
)

// The two kinds of message in the inbox, where each lives and the field
// that says it was read.
var inboxCollections = map[string]struct{ name, read string }{
	"contact": {contact.CollectionName, contact.FieldIsRead},
	"order":   {shop.MessagesCollection, shop.MessageIsRead},
}

// InboxItem is a contact message or an order notice.
type InboxItem struct {
	Kind    string         `json:"kind" db:"kind" tstype:"InboxKind"`
	ID      string         `json:"id" db:"id"`
	Title   string         `json:"title" db:"title"`
	Name    string         `json:"name" db:"name"`
	Email   string         `json:"email" db:"email"`
	Phone   string         `json:"phone" db:"phone"`
	Message string         `json:"message" db:"message"`
	IsRead  bool           `json:"isRead" db:"isRead"`
	Created types.DateTime `json:"created" db:"created"`
}

// inboxQuery puts both kinds in one list, read by the database a page at a time.
const inboxQuery = `SELECT 'contact' AS kind, id, 'Message from ' || fullName AS title, fullName AS name, email, phone, message, isRead, created
	FROM contact_messages
	UNION ALL
	SELECT 'order', id, title, coalesce(json_extract(clientInfo, '$.name'), ''), coalesce(json_extract(clientInfo, '$.email'), ''),
		coalesce(json_extract(clientInfo, '$.phone'), ''), message, isRead, created FROM messages`

// unreadCount counts the messages the inbox shows as unread.
func unreadCount(app core.App, n *int) error {
	return app.DB().NewQuery("SELECT count(*) FROM (" + inboxQuery + ") WHERE NOT isRead").Row(n)
}

// ListInbox lists every message, unread first, newest first.
func ListInbox(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	var total int
	if err := e.App.DB().NewQuery("SELECT count(*) FROM (" + inboxQuery + ")").Row(&total); err != nil {
		return e.InternalServerError("", err)
	}
	items := []InboxItem{}
	err = e.App.DB().NewQuery("SELECT * FROM (" + inboxQuery + ") ORDER BY isRead ASC, created DESC, id DESC LIMIT {:limit} OFFSET {:offset}").
		Bind(dbx.Params{"limit": p.PerPage, "offset": p.Offset()}).All(&items)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, NewPage(p, total, items))
}

// MarkMessage marks a message read or unread: {"read": true|false}.
func MarkMessage(e *core.RequestEvent) error {
	collection, ok := inboxCollections[e.Request.PathValue("kind")]
	if !ok {
		return e.NotFoundError("Not found.", nil)
	}
	var body struct {
		Read *bool `json:"read"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	if body.Read == nil {
		return apis.NewBadRequestError("Say read or unread.", validation.Errors{"read": validation.NewError("validation_required", "Cannot be blank.")})
	}
	action := "message.unread"
	if *body.Read {
		action = "message.read"
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		r, err := tx.FindRecordById(collection.name, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		before := r.Fresh()
		r.Set(collection.read, *body.Read)
		if err := tx.Save(r); err != nil {
			return err
		}
		return Audit(tx, e.Auth, action, r, before, r)
	})
	if err != nil {
		return notFound(e, err)
	}
	return e.NoContent(http.StatusNoContent)
}

// AuditRow is one staff action as the admin reads it.
type AuditRow struct {
	Created    types.DateTime `json:"created"`
	ActorEmail string         `json:"actorEmail"`
	Action     string         `json:"action"`
	Collection string         `json:"collection"`
	RecordID   string         `json:"recordId"`
	Before     any            `json:"before"`
	After      any            `json:"after"`
}

// ListAudit lists the audit log, newest first.
func ListAudit(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	page, err := listPage(e, p, AuditCollection, func() *dbx.SelectQuery { return e.App.RecordQuery(AuditCollection) }, func(r *core.Record) AuditRow {
		a := auditEntryOf(r)
		return AuditRow{Created: a.Created(), ActorEmail: a.ActorEmail(), Action: a.Action(),
			Collection: a.Collection(), RecordID: a.RecordID(), Before: a.Before(), After: a.After()}
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, page)
}
