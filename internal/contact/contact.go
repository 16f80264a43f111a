// Package contact receives the contact form's messages. A message is
// validated, stored in contact_messages (which has no public rules: staff
// read it in the dashboard) and answered with its id.
package contact

import (
	"html/template"
	"net/http"
	"regexp"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/jsonbody"
	"foundation/internal/notify"
	"foundation/internal/ratelimit"
)

// CollectionName is where messages are stored.
const CollectionName = "contact_messages"

// maxBodyBytes is far above the longest valid message (5000 characters of
// up to 4 bytes each plus the other fields) and far below PocketBase's default.
const maxBodyBytes = 64 << 10

// Register binds the contact route to app's server.
func Register(app core.App) {
	limiter := ratelimit.New(ratelimit.FromEnv("RATE_LIMIT_CONTACT", DefaultLimit),
		"Too many messages from your connection. Please try again in a few minutes.")
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		bindContactApi(app, se.Router.Group("/api"), limiter)
		return se.Next()
	})
}

// DefaultLimit leaves room for several people behind one address (a school,
// an office) and keeps a script from filling the staff's inbox; refused
// input does not count (RATE_LIMIT_CONTACT changes it).
var DefaultLimit = ratelimit.Limit{Max: 10, Window: 10 * time.Minute}

func bindContactApi(app core.App, rg *router.RouterGroup[*core.RequestEvent], limiter *ratelimit.Limiter) {
	rg.POST("/contact", createMessage).Bind(limiter.Middleware(), apis.BodyLimit(maxBodyBytes))
}

// Message is the form's payload.
type Message struct {
	FullName string `json:"fullName" form:"fullName"`
	Email    string `json:"email" form:"email"`
	Phone    string `json:"phone" form:"phone"`
	Message  string `json:"message" form:"message"`
}

var phonePattern = regexp.MustCompile(`^[0-9 +().-]+$`)

// normalize trims every field; the stored message keeps its inner line breaks.
func (m *Message) normalize() {
	m.FullName = strings.TrimSpace(m.FullName)
	m.Email = strings.TrimSpace(m.Email)
	m.Phone = strings.TrimSpace(m.Phone)
	m.Message = strings.TrimSpace(m.Message)
}

// Validate returns validation.Errors keyed by the JSON field names.
func (m Message) Validate() error {
	return validation.ValidateStruct(&m,
		validation.Field(&m.FullName, validation.Required, validation.RuneLength(1, 200)),
		validation.Field(&m.Email, validation.Required, validation.Length(3, 255), is.EmailFormat),
		validation.Field(&m.Phone, validation.Required, validation.RuneLength(6, 30),
			validation.Match(phonePattern).Error("Use only digits, spaces and + ( ) - .")),
		validation.Field(&m.Message, validation.Required, validation.RuneLength(1, 5000)),
	)
}

// readMessage decodes a JSON body strictly; other content types (a plain
// HTML form post) go through BindBody.
func readMessage(e *core.RequestEvent) (Message, error) {
	var m Message
	if !strings.HasPrefix(e.Request.Header.Get("Content-Type"), "application/json") {
		if err := e.BindBody(&m); err != nil {
			return m, apis.NewBadRequestError(unreadableMessage, nil)
		}
		return m, nil
	}
	return m, jsonbody.Decode(e, &m, unreadableMessage)
}

const unreadableMessage = "The message could not be read."

// createMessage stores a valid message and answers with its id.
func createMessage(e *core.RequestEvent) error {
	id, err := storeMessage(e)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusCreated, map[string]string{"id": id})
}

func storeMessage(e *core.RequestEvent) (string, error) {
	m, err := readMessage(e)
	if err != nil {
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
		"fullName": m.FullName,
		"email":    m.Email,
		"phone":    m.Phone,
		"message":  m.Message,
		"isRead":   false,
	})
	if err := e.App.Save(record); err != nil {
		// Our rules are at least as strict as the collection's; should they
		// ever differ, the visitor still gets a 400 naming the field.
		if verrs, ok := err.(validation.Errors); ok {
			return "", apis.NewBadRequestError("Please check the highlighted fields.", verrs)
		}
		return "", e.InternalServerError("The message could not be saved.", err)
	}
	notifyStaff(e.App, m)
	return record.Id, nil
}

var staffNotice = template.Must(template.New("contact").Parse(
	`<p>A visitor wrote through the contact form.</p>
<p><strong>{{.FullName}}</strong><br>{{.Email}}<br>{{.Phone}}</p>
<blockquote style="white-space:pre-wrap">{{.Message}}</blockquote>
<p>The message is also in the dashboard, collection contact_messages.</p>`))

// notifyStaff mails the message to the staff; it is stored whatever happens to the mail.
func notifyStaff(app core.App, m Message) {
	var body strings.Builder
	if err := staffNotice.Execute(&body, m); err != nil {
		app.Logger().Error("contact: staff notice not rendered", "error", err)
		return
	}
	// Fields() folds any line break a name could carry into the mail's Subject header.
	subject := "Contact form: " + strings.Join(strings.Fields(m.FullName), " ")
	notify.ToStaff(app, notify.Mail{Subject: subject, HTML: body.String()})
}
