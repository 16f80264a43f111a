package campaigns_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func donorBody(extra map[string]any) map[string]any {
	body := map[string]any{"email": "ada@example.org", "prenom": "Ada", "nom": "Lovelace", "adresse": "1 rue de la Paix",
		"codePostal": "75002", "ville": "Paris", "pays": "France", "telephone": "0612345678"}
	for k, v := range extra {
		body[k] = v
	}
	return body
}

func fields(a testapp.Answer) map[string]any {
	data, _ := a.JSON["data"].(map[string]any)
	return data
}

// An editor opens a campaign; a TEST MODE card gift and a cheque pledge name
// it; its page shows the test money apart, the cheque promised, then
// raised once the treasurer receives it.
func TestACampaignCountsItsGiftsFromTheLedger(t *testing.T) {
	app := testapp.New(t)
	base := testapp.Serve(t, app)
	_, editor := testapp.StaffMember(t, app, staff.RoleEditor)
	_, treasurer := testapp.StaffMember(t, app, staff.RoleTreasurer)

	bad := testapp.Call(t, base, editor, http.MethodPost, "/api/staff/campaigns",
		map[string]any{"slug": "New Track", "title": " ", "goalCents": 0, "project": "moon", "startsAt": "2026-05-01", "endsAt": "2026-04-01"})
	if f := fields(bad); bad.Status != http.StatusBadRequest || len(f) != 5 || f["slug"] == nil || f["title"] == nil ||
		f["goalCents"] == nil || f["project"] == nil || f["endsAt"] == nil {
		t.Fatalf("bad campaign: %d %v", bad.Status, bad.JSON)
	}
	campaign := map[string]any{"slug": "new-track", "title": "A new track for Saint-Denis", "summary": "Eight lanes.",
		"goalCents": 500000, "project": "sport", "endsAt": "2099-01-01"}
	created := testapp.Call(t, base, editor, http.MethodPost, "/api/staff/campaigns", campaign)
	if created.Status != http.StatusCreated || created.JSON["slug"] != "new-track" || created.JSON["goalCents"] != 500000.0 {
		t.Fatalf("create: %d %v", created.Status, created.JSON)
	}
	if again := testapp.Call(t, base, editor, http.MethodPost, "/api/staff/campaigns", campaign); again.Status != http.StatusBadRequest || fields(again)["slug"] == nil {
		t.Fatalf("a second campaign of the same slug: %d %v", again.Status, again.JSON)
	}
	renamed := map[string]any{"slug": "other", "title": "T", "goalCents": 100}
	if moved := testapp.Call(t, base, editor, http.MethodPatch, "/api/staff/campaigns/"+created.JSON["id"].(string), renamed); moved.Status != http.StatusBadRequest || fields(moved)["slug"] == nil {
		t.Fatalf("a changed slug: %d %v", moved.Status, moved.JSON)
	}

	donor := testapp.Call(t, base, "", http.MethodPost, "/api/donations/donors", donorBody(nil))
	donorID, _ := donor.JSON["id"].(string)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"amount": 4200, "donorId": donorID, "campaign": "no-such-campaign"}, "campaign"},
		{map[string]any{"amount": 4200, "donorId": donorID, "designation": "moon"}, "designation"},
	} {
		if a := testapp.Call(t, base, "", http.MethodPost, "/api/donations/unique-checkout-session", c.body); a.Status != http.StatusBadRequest || fields(a)[c.field] == nil {
			t.Errorf("%v: %d %v", c.body, a.Status, a.JSON)
		}
	}
	card := testapp.Call(t, base, "", http.MethodPost, "/api/donations/unique-checkout-session",
		map[string]any{"amount": 4200, "donorId": donorID, "campaign": "new-track"})
	session, _ := fields(card)["sessionId"].(string)
	res, err := noRedirect.Post(base+"/api/payments/demo/checkout/"+session+"/pay", "application/x-www-form-urlencoded", nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	cheque := testapp.Call(t, base, "", http.MethodPost, "/api/donations/cheque", donorBody(map[string]any{"amount": 8000, "campaign": "new-track"}))
	pledge, _ := fields(cheque)["id"].(string)
	if cheque.Status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", cheque.Status, cheque.JSON)
	}
	if r, err := app.FindRecordById("donations", pledge); err != nil || r.GetString("campaign") != "new-track" || r.GetString("designation") != "sport" {
		t.Fatalf("the pledge's campaign and designation: %v %v", r, err)
	}

	progress := func() map[string]any {
		a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/new-track", nil)
		if a.Status != http.StatusOK {
			t.Fatalf("campaign: %d %v", a.Status, a.JSON)
		}
		return a.JSON
	}
	if p := progress(); p["raisedCents"] != 0.0 || p["testCents"] != 4200.0 || p["promisedCents"] != 8000.0 || p["donors"] != 0.0 || p["title"] != "A new track for Saint-Denis" {
		t.Fatalf("before the cheque: %v", p)
	}
	received := testapp.Call(t, base, treasurer, http.MethodPost, "/api/staff/donations/"+pledge+"/cheque-received",
		map[string]any{"date": "2026-01-05", "amount": 8000, "bank": "Banque Postale", "chequeNumber": "1234567"})
	if received.Status != http.StatusOK {
		t.Fatalf("cheque received: %d %v", received.Status, received.JSON)
	}
	if p := progress(); p["raisedCents"] != 8000.0 || p["promisedCents"] != 0.0 || p["donors"] != 1.0 {
		t.Fatalf("after the cheque: %v", p)
	}
	list := testapp.Call(t, base, treasurer, http.MethodGet, "/api/staff/campaigns", nil)
	if items, _ := list.JSON["items"].([]any); list.Status != http.StatusOK || len(items) != 1 || !strings.Contains(string(list.Raw), `"raisedCents":8000`) {
		t.Fatalf("staff list: %d %s", list.Status, list.Raw)
	}
	for query, want := range map[string]int{"campaign=new-track": 2, "campaign=new-track&designation=sport": 2, "designation=education": 0, "campaign=other": 0} {
		a := testapp.Call(t, base, treasurer, http.MethodGet, "/api/staff/donations?"+query, nil)
		items, _ := a.JSON["items"].([]any)
		if a.Status != http.StatusOK || len(items) != want {
			t.Errorf("gifts of %s: %d, %d items, want %d", query, a.Status, len(items), want)
			continue
		}
		for _, item := range items {
			if row, _ := item.(map[string]any); row["campaign"] != "new-track" || row["designation"] != "sport" {
				t.Errorf("gifts of %s: row %v", query, row)
			}
		}
	}
	if a := testapp.Call(t, base, treasurer, http.MethodGet, "/api/staff/donations?designation=moon", nil); a.Status != http.StatusBadRequest || fields(a)["designation"] == nil {
		t.Errorf("an unknown designation: %d %v", a.Status, a.JSON)
	}
	// A finished campaign keeps its page and takes no more gifts.
	finished := map[string]any{"slug": "last-year", "title": "Last year's race", "goalCents": 100000, "endsAt": "2020-01-01"}
	if a := testapp.Call(t, base, editor, http.MethodPost, "/api/staff/campaigns", finished); a.Status != http.StatusCreated {
		t.Fatalf("a finished campaign: %d %v", a.Status, a.JSON)
	}
	if p := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/last-year", nil); p.Status != http.StatusOK || p.JSON["ended"] != true {
		t.Errorf("a finished campaign's page: %d %v", p.Status, p.JSON)
	}
	late := testapp.Call(t, base, "", http.MethodPost, "/api/donations/cheque", donorBody(map[string]any{"amount": 8000, "campaign": "last-year"}))
	if late.Status != http.StatusBadRequest || fields(late)["campaign"] == nil {
		t.Errorf("a gift to a finished campaign: %d %v", late.Status, late.JSON)
	}
	if a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/nope", nil); a.Status != http.StatusNotFound {
		t.Fatalf("unknown campaign: %d", a.Status)
	}
}
