package schema_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/testapp"
)

// A record of each collection, so view/update/delete hit a real id.
var sampleRecords = map[string]map[string]any{
	"blogs":            {"title": "T", "description": "<p>x</p>"},
	"products":         {"name": "Mug", "price": 10, "category": "Mug", "sizes": []string{"M"}, "colors": []string{"White"}},
	"orders":           {"total": 10, "tax": 1, "amountTotal": 11, "status": "pending", "items": []any{}, "clientInfo": map[string]any{}},
	"messages":         {"title": "New order"},
	"donation_users":   {"email": "a@b.fr", "prenom": "A", "nom": "B", "adresse": "1 rue", "codePostal": "75001", "ville": "Paris", "pays": "France", "telephone": "0612345678"},
	"donation_plans":   {"unit_amount": 8000, "interval": "week", "currency": "EUR", "active": true},
	"donations":        {"amount": 8000, "currency": "EUR", "rhythm": "once", "method": "cheque", "status": "awaiting_cheque"},
	"contact_messages": {"fullName": "A B", "email": "a@b.fr", "phone": "0612345678", "message": "Hello"},
	"webhook_events":   {"provider": "stripe", "eventId": "evt_1", "type": "x"},
	"mail_outbox":      {"recipient": "a@b.fr", "subject": "Thanks", "status": "sent"},
	"campaigns":        {"slug": "new-track", "title": "A new track", "goalCents": 500000},
}

const fixedID = "accesstest00001"

// Every operation a collection's rules do not grant answers 403 with no record data.
var forbidden = []string{`"status":403`}

func appWithSamples(t testing.TB) *tests.TestApp {
	app := testapp.New(t)
	for name, data := range sampleRecords {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			t.Fatal(err)
		}
		r := core.NewRecord(c)
		r.Id = fixedID
		r.Load(data)
		if err := app.Save(r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	return app
}

func TestPublicMayOnlyReadTheCatalogue(t *testing.T) {
	var scenarios []tests.ApiScenario
	for name := range sampleRecords {
		base := "/api/collections/" + name + "/records"
		public := name == "blogs" || name == "products"
		readStatus, listContent, viewContent := http.StatusForbidden, forbidden, forbidden
		// Closed collections have no write rule (403); the catalogue's rule
		// lets only staff editors write, and PocketBase answers anyone else
		// as for a record the rule hides: 400 to a create, 404 otherwise.
		createStatus, changeStatus, refusedContent := http.StatusForbidden, http.StatusForbidden, forbidden
		if public {
			readStatus, listContent, viewContent = http.StatusOK, []string{`"totalItems":1`, fixedID}, []string{fixedID}
			createStatus, changeStatus, refusedContent = http.StatusBadRequest, http.StatusNotFound, []string{`"data":{}`}
		}
		unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			r, err := app.FindRecordById(name, fixedID)
			if n, _ := app.CountRecords(name); err != nil || n != 1 || r.GetString("title") == "x" {
				t.Fatalf("a refused write changed %s: %d records, %v", name, n, err)
			}
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: name + " list", Method: http.MethodGet, URL: base, ExpectedStatus: readStatus, ExpectedContent: listContent},
			tests.ApiScenario{Name: name + " view", Method: http.MethodGet, URL: base + "/" + fixedID, ExpectedStatus: readStatus, ExpectedContent: viewContent},
			tests.ApiScenario{Name: name + " create", Method: http.MethodPost, URL: base, Body: strings.NewReader(`{"title":"x","name":"x"}`),
				ExpectedStatus: createStatus, ExpectedContent: refusedContent, AfterTestFunc: unchanged},
			tests.ApiScenario{Name: name + " update", Method: http.MethodPatch, URL: base + "/" + fixedID, Body: strings.NewReader(`{"title":"x"}`),
				ExpectedStatus: changeStatus, ExpectedContent: refusedContent, AfterTestFunc: unchanged},
			tests.ApiScenario{Name: name + " delete", Method: http.MethodDelete, URL: base + "/" + fixedID,
				ExpectedStatus: changeStatus, ExpectedContent: refusedContent, AfterTestFunc: unchanged},
		)
	}
	for _, s := range scenarios {
		s.TestAppFactory = appWithSamples
		s.Test(t)
	}
}

func TestSuperuserManagesEveryCollection(t *testing.T) {
	for name := range sampleRecords {
		s := tests.ApiScenario{
			Name: name + " superuser list", Method: http.MethodGet, URL: "/api/collections/" + name + "/records",
			Headers: map[string]string{}, ExpectedStatus: http.StatusOK, ExpectedContent: []string{fixedID},
			TestAppFactory: appWithSamples,
		}
		s.BeforeTestFunc = func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
			s.Headers["Authorization"] = testapp.Superuser(t, app)
		}
		s.Test(t)
	}
}

func TestWebhookEventsAreUniquePerProvider(t *testing.T) {
	app := appWithSamples(t)
	c, _ := app.FindCollectionByNameOrId("webhook_events")
	dup := core.NewRecord(c)
	dup.Load(map[string]any{"provider": "stripe", "eventId": "evt_1"})
	if err := app.Save(dup); err == nil {
		t.Fatal("a second stripe evt_1 was stored")
	}
	other := core.NewRecord(c)
	other.Load(map[string]any{"provider": "paypal", "eventId": "evt_1"})
	if err := app.Save(other); err != nil {
		t.Fatalf("the same id from another provider was refused: %v", err)
	}
}

func TestNobodyCanSignUpOrSignIn(t *testing.T) {
	scenarios := []tests.ApiScenario{
		{Name: "sign up", Method: http.MethodPost, URL: "/api/collections/users/records",
			Body:           strings.NewReader(`{"email":"evil@example.com","password":"Passw0rd!123","passwordConfirm":"Passw0rd!123"}`),
			ExpectedStatus: http.StatusForbidden, ExpectedContent: forbidden},
		{Name: "list", Method: http.MethodGet, URL: "/api/collections/users/records",
			ExpectedStatus: http.StatusForbidden, ExpectedContent: forbidden},
		{Name: "password login", Method: http.MethodPost, URL: "/api/collections/users/auth-with-password",
			Body:           strings.NewReader(`{"identity":"evil@example.com","password":"Passw0rd!123"}`),
			ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{`"status":403`}},
	}
	for _, s := range scenarios {
		s.TestAppFactory = testapp.New
		s.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n, _ := app.CountRecords("users"); n != 0 {
				t.Fatalf("%d users stored", n)
			}
		}
		s.Test(t)
	}
}
