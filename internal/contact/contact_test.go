package contact_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/config"
	"foundation/internal/contact"
	"foundation/internal/notify"
	"foundation/internal/testapp"
)

// contactLimit is the contact form's default cap (RATE_LIMIT_CONTACT unset).
var contactLimit = config.Limits{}.Contact()

const good = `{"fullName":"  Awa Ndiaye ","email":"awa@example.org","phone":"+33 (0)6 12-34.56.78","message":"I would like to volunteer."}`

// body returns the good message with one field replaced by a raw JSON value.
func body(field, rawValue string) string {
	fields := map[string]string{
		"fullName": `"Awa Ndiaye"`, "email": `"awa@example.org"`, "phone": `"0612345678"`, "message": `"Hello"`,
	}
	fields[field] = rawValue
	parts := make([]string, 0, len(fields))
	for _, k := range []string{"fullName", "email", "phone", "message"} {
		if v := fields[k]; v != "" {
			parts = append(parts, `"`+k+`":`+v)
		}
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func countMessages(t testing.TB, app core.App) int {
	t.Helper()
	n, err := app.CountRecords(contact.CollectionName)
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

func nothingStored(t testing.TB, app *tests.TestApp, _ *http.Response) {
	if n := countMessages(t, app); n != 0 {
		t.Fatalf("%d messages stored, want none", n)
	}
}

var jsonHeaders = map[string]string{"Content-Type": "application/json"}

func TestGoodMessageIsStored(t *testing.T) {
	s := tests.ApiScenario{
		Name: "good message", Method: http.MethodPost, URL: "/api/contact",
		Body: strings.NewReader(good), Headers: jsonHeaders,
		ExpectedStatus:  http.StatusCreated,
		ExpectedContent: []string{`"id":"`},
		// Two records: the message and its mail to the staff, in the outbox.
		// Creations only: the outbox's worker may already have sent the mail
		// and saved its row, validated again, when the events are counted.
		ExpectedEvents: map[string]int{"OnModelCreate": 2, "OnRecordCreate": 2},
		TestAppFactory: testapp.New,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			records, err := app.FindAllRecords(contact.CollectionName)
			if err != nil || len(records) != 1 {
				t.Fatalf("want one stored message, got %d (%v)", len(records), err)
			}
			r := records[0]
			want := map[string]any{
				"fullName": "Awa Ndiaye", "email": "awa@example.org", "phone": "+33 (0)6 12-34.56.78",
				"message": "I would like to volunteer.", "isRead": false,
			}
			for k, v := range want {
				if got := r.Get(k); got != v {
					t.Errorf("%s = %#v, want %#v", k, got, v)
				}
			}
			notify.Flush(app)
			if app.TestMailer.TotalSend() != 1 {
				t.Fatalf("%d mails sent, want one to the staff", app.TestMailer.TotalSend())
			}
			mail := app.TestMailer.LastMessage()
			if !strings.Contains(mail.HTML, "I would like to volunteer.") || !strings.Contains(mail.HTML, "Awa Ndiaye") ||
				!strings.Contains(mail.Text, "I would like to volunteer.") || !strings.Contains(mail.HTML, r.Id) {
				t.Errorf("staff mail %q does not carry the message", mail.HTML)
			}
			// Answering the notice answers the visitor; its button opens the
			// staff area's messages at the site's own address (issue 42).
			if got := mail.Headers["Reply-To"]; !strings.Contains(got, "<awa@example.org>") {
				t.Errorf("Reply-To %q, want the visitor", got)
			}
			if site := app.Settings().Meta.AppURL; !strings.HasPrefix(site, "http") ||
				!strings.Contains(mail.Text, "Ouvrir les messages: "+strings.TrimRight(site, "/")+"/staff/messages\n") ||
				strings.Contains(mail.Text, "dashboard") {
				t.Errorf("the notice does not lead to %s/staff/messages:\n%s", site, mail.Text)
			}
			// The sender's words stay out of the subject (finding 12); the
			// staff's words are French, the back office's language.
			if mail.Subject != "Nouveau message du formulaire de contact" {
				t.Errorf("subject %q", mail.Subject)
			}
			for _, want := range []string{"Un visiteur a écrit via le formulaire de contact", "Nom: Awa Ndiaye\n", "Téléphone: ",
				"Répondez à cet e-mail pour répondre à Awa Ndiaye."} {
				if !strings.Contains(mail.Text, want) {
					t.Errorf("the notice lacks %q:\n%s", want, mail.Text)
				}
			}
		},
	}
	s.Test(t)
}

// What copy and paste brings in is cleaned before it is stored.
func TestMessagesAreStoredClean(t *testing.T) {
	s := tests.ApiScenario{
		Name: "pasted message", Method: http.MethodPost, URL: "/api/contact",
		Body: strings.NewReader(`{"fullName":"Awa\r\n Ndiaye\u200b","email":" awa@example.org\ufeff","phone":"06 12\t34 56 78",` +
			`"message":"Hello,\r\nI would like\r\nto help.\r\n"}`),
		Headers:         jsonHeaders,
		ExpectedStatus:  http.StatusCreated,
		ExpectedContent: []string{`"id":"`},
		TestAppFactory:  testapp.New,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			records, err := app.FindAllRecords(contact.CollectionName)
			if err != nil || len(records) != 1 {
				t.Fatalf("want one stored message, got %d (%v)", len(records), err)
			}
			want := map[string]string{"fullName": "Awa Ndiaye", "email": "awa@example.org", "phone": "06 12 34 56 78",
				"message": "Hello,\nI would like\nto help."}
			for k, v := range want {
				if got := records[0].GetString(k); got != v {
					t.Errorf("%s = %q, want %q", k, got, v)
				}
			}
			notify.Flush(app)
		},
	}
	s.Test(t)
}

func TestBadMessagesAreRefused(t *testing.T) {
	cases := []struct {
		name, field, value, code string
	}{
		{"missing full name", "fullName", "", "validation_required"},
		{"blank full name", "fullName", `"   "`, "validation_required"},
		{"full name too long", "fullName", `"` + strings.Repeat("a", 201) + `"`, "validation_length_too_long"},
		{"bidi override in full name", "fullName", `"Awa \u202eeyaidN"`, "validation_invalid_characters"},
		{"escape in full name", "fullName", `"Awa \u001b[31mNdiaye"`, "validation_invalid_characters"},
		{"missing email", "email", "", "validation_required"},
		{"invalid email", "email", `"not-an-email"`, "validation_invalid_email"},
		{"missing phone", "phone", "", "validation_required"},
		{"phone without digits", "phone", `"+() -"`, "validation_invalid_phone"},
		{"phone too long", "phone", `"` + strings.Repeat("1 ", 15) + `1"`, "validation_invalid_phone"},
		{"phone of 16 digits", "phone", `"+1234567890123456"`, "validation_phone_too_long"},
		{"phone with letters", "phone", `"06 12 AB 56 78"`, "validation_invalid_phone"},
		{"phone too short to call back (the donation form refused it)", "phone", `"06 98"`, "validation_phone_too_short"},
		{"missing message", "message", "", "validation_required"},
		{"blank message", "message", `"\n\t "`, "validation_required"},
		{"message too long", "message", `"` + strings.Repeat("é", 5001) + `"`, "validation_length_too_long"},
		{"NUL in message", "message", `"Hello\u0000"`, "validation_invalid_characters"},
	}
	for _, c := range cases {
		s := tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: "/api/contact",
			Body: strings.NewReader(body(c.field, c.value)), Headers: jsonHeaders,
			ExpectedStatus:     http.StatusBadRequest,
			ExpectedContent:    []string{`"status":400`, `"` + c.field + `":{"code":"` + c.code + `"`},
			NotExpectedContent: []string{`"id":"`},
			TestAppFactory:     testapp.New,
			AfterTestFunc:      nothingStored,
		}
		s.Test(t)
	}
}

func TestUnreadableBodiesAreRefused(t *testing.T) {
	for _, c := range []struct{ name, body string }{
		{"malformed JSON", `{"fullName":"Awa",`},
		{"wrong type", `{"fullName":42,"email":"a@b.fr","phone":"0612345678","message":"Hi"}`},
		{"trailing garbage", good + `,{}`},
	} {
		s := tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: "/api/contact",
			Body: strings.NewReader(c.body), Headers: jsonHeaders,
			ExpectedStatus:  http.StatusBadRequest,
			ExpectedContent: []string{`"status":400`},
			TestAppFactory:  testapp.New,
			AfterTestFunc:   nothingStored,
		}
		s.Test(t)
	}
	// No body at all is an empty message: every field is reported.
	s := tests.ApiScenario{
		Name: "empty body", Method: http.MethodPost, URL: "/api/contact",
		ExpectedStatus:  http.StatusBadRequest,
		ExpectedContent: []string{`"fullName":{`, `"email":{`, `"phone":{`, `"message":{`},
		TestAppFactory:  testapp.New,
		AfterTestFunc:   nothingStored,
	}
	s.Test(t)
}

// Only JSON is read: a page on another site can make a visitor's browser post
// text/plain or a form without a CORS preflight (finding 11).
func TestNonJSONBodiesAreRefused(t *testing.T) {
	for _, contentType := range []string{"text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", ""} {
		s := tests.ApiScenario{
			Name: contentType, Method: http.MethodPost, URL: "/api/contact",
			Body: strings.NewReader(good), Headers: map[string]string{"Content-Type": contentType},
			ExpectedStatus:  http.StatusUnsupportedMediaType,
			ExpectedContent: []string{`"status":415`},
			TestAppFactory:  testapp.New,
			AfterTestFunc:   nothingStored,
		}
		s.Test(t)
	}
	form := tests.ApiScenario{
		Name: "HTML form post", Method: http.MethodPost, URL: "/api/contact",
		Body:            strings.NewReader("fullName=Awa&email=awa%40example.org&phone=0612345678&message=Hi"),
		Headers:         map[string]string{"Content-Type": "application/x-www-form-urlencoded"},
		ExpectedStatus:  http.StatusUnsupportedMediaType,
		ExpectedContent: []string{`"status":415`},
		TestAppFactory:  testapp.New,
		AfterTestFunc:   nothingStored,
	}
	form.Test(t)
}

// The answer never waits for the mail server: with a mail server that hangs,
// the message is stored and answered, and the mail goes out once it answers.
func TestTheAnswerDoesNotWaitForTheMail(t *testing.T) {
	release := make(chan struct{})
	s := tests.ApiScenario{
		Name: "mail server hangs", Method: http.MethodPost, URL: "/api/contact",
		Body: strings.NewReader(good), Headers: jsonHeaders,
		ExpectedStatus:  http.StatusCreated,
		ExpectedContent: []string{`"id":"`},
		TestAppFactory:  testapp.New,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
				select {
				case <-release:
				case <-time.After(10 * time.Second): // a route that waits fails below instead of hanging
				}
				return e.Next()
			})
		},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := app.TestMailer.TotalSend(); n != 0 {
				t.Fatalf("%d mails delivered when the answer came: the route waited for the mail server", n)
			}
			if countMessages(t, app) != 1 {
				t.Fatal("the message was not stored")
			}
			close(release)
			notify.Flush(app)
			if n := app.TestMailer.TotalSend(); n != 1 {
				t.Fatalf("%d mails delivered once the mail server answered, want 1", n)
			}
		},
	}
	s.Test(t)
}

// send posts body through the app's router from httptest's fixed address,
// the same one the scenario's own request comes from.
func send(t testing.TB, e *core.ServeEvent, body string) int {
	t.Helper()
	mux, err := e.Router.BuildMux()
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, "/api/contact", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, req)
	return rec.Code
}

func TestOneIPIsRateLimited(t *testing.T) {
	s := tests.ApiScenario{
		Name: "message over the limit", Method: http.MethodPost, URL: "/api/contact",
		Body: strings.NewReader(good), Headers: jsonHeaders,
		ExpectedStatus:     http.StatusTooManyRequests,
		ExpectedContent:    []string{`"status":429`, `Too many messages`},
		NotExpectedContent: []string{`"id":"`},
		TestAppFactory:     testapp.New,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			for i := 0; i < contactLimit.Max; i++ {
				if code := send(t, e, good); code != http.StatusCreated {
					t.Fatalf("message %d: status %d", i+1, code)
				}
			}
		},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			if res.Header.Get("Retry-After") == "" {
				t.Error("no Retry-After header")
			}
			if n := countMessages(t, app); n != contactLimit.Max {
				t.Errorf("%d messages stored, want %d", n, contactLimit.Max)
			}
		},
	}
	s.Test(t)
}

func TestRefusedMessagesDoNotUseTheQuota(t *testing.T) {
	s := tests.ApiScenario{
		Name: "good message after many refused ones", Method: http.MethodPost, URL: "/api/contact",
		Body: strings.NewReader(good), Headers: jsonHeaders,
		ExpectedStatus:  http.StatusCreated,
		ExpectedContent: []string{`"id":"`},
		TestAppFactory:  testapp.New,
		BeforeTestFunc: func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
			for i := 0; i < contactLimit.Max+2; i++ {
				if code := send(t, e, body("email", `"nope"`)); code != http.StatusBadRequest {
					t.Fatalf("refused message %d: status %d", i+1, code)
				}
			}
		},
	}
	s.Test(t)
}

func TestPublicCannotReadMessages(t *testing.T) {
	for _, s := range []tests.ApiScenario{
		{
			Name: "list", Method: http.MethodGet, URL: "/api/collections/contact_messages/records",
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{`"status":403`},
		},
		{
			Name: "create through the records API", Method: http.MethodPost, URL: "/api/collections/contact_messages/records",
			Body: strings.NewReader(good), Headers: jsonHeaders,
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{`"status":403`},
		},
	} {
		s.TestAppFactory = testapp.New
		s.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			c, _ := app.FindCollectionByNameOrId(contact.CollectionName)
			r := core.NewRecord(c)
			r.Load(map[string]any{"fullName": "A", "email": "a@b.fr", "phone": "0612345678", "message": "secret"})
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
		}
		s.NotExpectedContent = []string{"secret"}
		s.Test(t)
	}
}
