// Package contact receives the contact form's messages. A message is
// validated, stored in contact_messages (which has no public rules: staff
// read it in the dashboard) and answered with its id.
package contact

import (
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/forms"
	"foundation/internal/jsonbody"
	"foundation/internal/notify"
)

// CollectionName is where messages are stored.
const CollectionName = "contact_messages"

// MaxBody is far above the longest valid message (5000 characters of
// up to 4 bytes each plus the other fields) and far below PocketBase's default.
const MaxBody = 64 << 10

// Message is the form's payload.
type Message struct {
	FullName string `json:"fullName"`
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Message  string `json:"message"`
}

// normalize cleans every field; the message keeps its inner line breaks.
func (m *Message) normalize() {
	m.FullName = forms.CleanLine(m.FullName)
	m.Email = forms.CleanLine(m.Email)
	m.Phone = forms.CleanLine(m.Phone)
	m.Message = forms.CleanText(m.Message)
}

// The longest name and message the contact form takes (the email and phone
// have internal/forms' own).
const (
	MaxFullName = 200
	MaxMessage  = 5000
)

// Validate returns validation.Errors keyed by the JSON field names. The spec
// asks only that every field is filled, email and phone typed as such
// (section 5); the lengths are the form's maxLength.
func (m Message) Validate() error {
	return validation.Errors{
		"fullName": forms.Line(m.FullName, MaxFullName),
		"email":    forms.Email(m.Email),
		"phone":    forms.Phone(m.Phone),
		"message":  forms.Text(m.Message, MaxMessage),
	}.Filter()
}

const unreadableMessage = "The message could not be read."

// Received is a stored message.
type Received struct {
	ID string `json:"id"`
}

// CreateMessage (POST /api/contact) stores a valid message and answers with its id.
func CreateMessage(e *core.RequestEvent) error {
	id, err := storeMessage(e)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, Received{ID: id})
}

func storeMessage(e *core.RequestEvent) (string, error) {
	var m Message
	if err := jsonbody.Decode(e, &m, unreadableMessage); err != nil {
		return "", err
	}
	m.normalize()
	if err := m.Validate(); err != nil {
		return "", apis.NewBadRequestError("Please check the highlighted fields.", err)
	}

	collection, err := e.App.FindCachedCollectionByNameOrId(CollectionName)
	if err != nil {
		return "", e.InternalServerError("", err)
	}
	record := core.NewRecord(collection)
	record.Load(map[string]any{
		fieldFullName: m.FullName,
		fieldEmail:    m.Email,
		fieldPhone:    m.Phone,
		fieldMessage:  m.Message,
		FieldIsRead:   false,
	})
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(record); err != nil {
			return err
		}
		notifyStaff(tx, record.Id, m)
		return nil
	})
	if err != nil {
		// Our rules are at least as strict as the collection's; should they
		// ever differ, the visitor still gets a 400 naming the field.
		if verrs, ok := err.(validation.Errors); ok {
			return "", apis.NewBadRequestError("Please check the highlighted fields.", verrs)
		}
		return "", e.InternalServerError("The message could not be saved.", err)
	}
	return record.Id, nil
}

// notifyStaff mails the message to the staff (in French, notify.ToStaff),
// queued in the transaction that stores it. The subject is fixed: the
// sender's words stay in the body.
func notifyStaff(tx core.App, id string, m Message) {
	notify.ToStaff(tx, notify.Mail{
		Subject:    "Nouveau message du formulaire de contact",
		ReplyTo:    m.Email, // answering the notice answers the visitor
		Ref:        CollectionName + "/" + id,
		Kind:       "contact.message",
		Heading:    "Un visiteur a écrit via le formulaire de contact",
		Paragraphs: []string{m.Message},
		Rows: []notify.Row{
			{Label: "Nom", Value: m.FullName},
			{Label: "E-mail", Value: m.Email},
			{Label: "Téléphone", Value: m.Phone},
			{Label: "Référence", Value: id},
		},
		Action:  &notify.Link{Label: "Ouvrir les messages", URL: "/staff/messages"},
		Closing: []string{"Répondez à cet e-mail pour répondre à " + m.FullName + ". Le message est aussi dans l’espace équipe, Messages."},
	})
}
