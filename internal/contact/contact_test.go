package contact_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/contact"
	"foundation/internal/testapp"
)

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
		ExpectedEvents:  map[string]int{"OnModelCreate": 1, "OnRecordCreate": 1, "OnModelValidate": 1, "OnRecordValidate": 1, "OnMailerSend": 1},
		TestAppFactory:  testapp.New,
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
			if app.TestMailer.TotalSend() != 1 {
				t.Fatalf("%d mails sent, want one to the staff", app.TestMailer.TotalSend())
			}
			if mail := app.TestMailer.LastMessage(); !strings.Contains(mail.HTML, "I would like to volunteer.") || !strings.Contains(mail.Subject, "Awa Ndiaye") {
				t.Errorf("staff mail %q / %q does not carry the message", mail.Subject, mail.HTML)
			}
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
		{"full name too long", "fullName", `"` + strings.Repeat("a", 201) + `"`, "validation_length_out_of_range"},
		{"missing email", "email", "", "validation_required"},
		{"invalid email", "email", `"not-an-email"`, "validation_is_email"},
		{"missing phone", "phone", "", "validation_required"},
		{"phone too short", "phone", `"12345"`, "validation_length_out_of_range"},
		{"phone too long", "phone", `"` + strings.Repeat("1", 31) + `"`, "validation_length_out_of_range"},
		{"phone with letters", "phone", `"06 12 AB 56 78"`, "validation_match_invalid"},
		{"missing message", "message", "", "validation_required"},
		{"blank message", "message", `"\n\t "`, "validation_required"},
		{"message too long", "message", `"` + strings.Repeat("é", 5001) + `"`, "validation_length_out_of_range"},
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
			for i := 0; i < contact.DefaultLimit.Max; i++ {
				if code := send(t, e, good); code != http.StatusCreated {
					t.Fatalf("message %d: status %d", i+1, code)
				}
			}
		},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			if res.Header.Get("Retry-After") == "" {
				t.Error("no Retry-After header")
			}
			if n := countMessages(t, app); n != contact.DefaultLimit.Max {
				t.Errorf("%d messages stored, want %d", n, contact.DefaultLimit.Max)
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
			for i := 0; i < contact.DefaultLimit.Max+2; i++ {
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
