package staff

import (
	"net/http"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/forms"
	"foundation/internal/jsonbody"
	"foundation/internal/records"
	"foundation/internal/shop"
)

// NotesCollection holds the staff's internal notes on orders
// (internal/schema/1735300000_order_notes.go). It has no API rule: staff
// read and add notes only through /api/staff/orders/{id}/notes, and no
// customer page or public route ever reads it.
const NotesCollection = "order_notes"

// Field names of the order_notes collection.
const (
	noteFieldOrder  = "order"
	noteFieldText   = "text"
	noteFieldAuthor = "author"
)

// MaxNoteLength is the longest note, in characters.
const MaxNoteLength = 2000

// ActionNoteOrder is the audit row of a note added to an order.
const ActionNoteOrder = "order.note"

func init() { actionWords[ActionNoteOrder] = "Internal note added" }

// Note is a record proxy of the order_notes collection.
type Note struct {
	records.Stamped
}

func noteOf(r *core.Record) *Note {
	n := &Note{}
	n.SetProxyRecord(r)
	return n
}

func (n *Note) Text() string   { return n.GetString(noteFieldText) }
func (n *Note) Author() string { return n.GetString(noteFieldAuthor) }

// OrderNote is a note as the order page lists it.
type OrderNote struct {
	ID          string         `json:"id"`
	Text        string         `json:"text"`
	Created     types.DateTime `json:"created"`
	AuthorName  string         `json:"authorName"`
	AuthorEmail string         `json:"authorEmail"`
}

// NoteList holds an order's notes, oldest first.
type NoteList struct {
	Items []OrderNote `json:"items"`
}

// viewNote shows n with its author's name and email (staff accounts are never deleted).
func viewNote(app core.App, n *Note) OrderNote {
	v := OrderNote{ID: n.Id, Text: n.Text(), Created: n.Created()}
	if author, err := app.FindRecordById(Collection, n.Author()); err == nil {
		v.AuthorName, v.AuthorEmail = MemberOf(author).Name(), author.Email()
	}
	return v
}

// OrderNotes lists the {id} order's notes, oldest first.
func OrderNotes(e *core.RequestEvent) error {
	o, err := shop.FindOrder(e.App, e.Request.PathValue("id"))
	if err != nil {
		return notFound(e, err)
	}
	var rows []*core.Record
	err = e.App.RecordQuery(NotesCollection).AndWhere(dbx.HashExp{noteFieldOrder: o.Id}).
		OrderBy(records.FieldCreated, records.RowOrder).All(&rows)
	if err != nil {
		return e.InternalServerError("", err)
	}
	notes := NoteList{Items: make([]OrderNote, 0, len(rows))}
	for _, r := range rows {
		notes.Items = append(notes.Items, viewNote(e.App, noteOf(r)))
	}
	return e.JSON(http.StatusOK, notes)
}

// AddOrderNote adds {text} to the {id} order's notes, with its audit row in
// the same transaction, and answers the note.
func AddOrderNote(e *core.RequestEvent) error {
	var body struct {
		Text string `json:"text"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	text := forms.CleanText(body.Text)
	if err := forms.Text(text, MaxNoteLength); err != nil {
		return apis.NewBadRequestError("Check the note.", validation.Errors{"text": err})
	}
	var note *Note
	err := e.App.RunInTransaction(func(tx core.App) error {
		o, err := shop.FindOrder(tx, e.Request.PathValue("id"))
		if err != nil {
			return err
		}
		c, err := tx.FindCachedCollectionByNameOrId(NotesCollection)
		if err != nil {
			return err
		}
		note = noteOf(core.NewRecord(c))
		note.Load(map[string]any{noteFieldOrder: o.Id, noteFieldText: text, noteFieldAuthor: e.Auth.Id})
		if err := tx.Save(note); err != nil {
			return err
		}
		return Audit(tx, e.Auth, ActionNoteOrder, o.Record, nil, map[string]any{"note": note.Id, "text": text})
	})
	if err != nil {
		return notFound(e, err)
	}
	return e.JSON(http.StatusCreated, viewNote(e.App, note))
}
