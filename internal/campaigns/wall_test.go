package campaigns_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// The wall's route: only the gifts whose donor chose it, once their money
// is kept (a pledged cheque once received, TEST MODE never), named as they
// chose, never by an email, the amount only when chosen.
func TestTheSupportersRouteNamesOnlyThoseWhoChoseIt(t *testing.T) {
	app := testapp.New(t)
	base := testapp.Serve(t, app)
	_, editor := testapp.StaffMember(t, app, staff.RoleEditor)
	_, treasurer := testapp.StaffMember(t, app, staff.RoleTreasurer)
	if a := testapp.Call(t, base, editor, http.MethodPost, "/api/staff/campaigns",
		map[string]any{"slug": "new-track", "title": "A new track", "goalCents": 500000, "endsAt": "2099-01-01"}); a.Status != http.StatusCreated {
		t.Fatalf("campaign: %d %v", a.Status, a.JSON)
	}
	pledge := func(extra map[string]any) string {
		extra["amount"], extra["campaign"] = 8000, "new-track"
		a := testapp.Call(t, base, "", http.MethodPost, "/api/donations/cheque", donorBody(extra))
		if a.Status != http.StatusCreated {
			t.Fatalf("cheque %v: %d %v", extra, a.Status, a.JSON)
		}
		return fields(a)["id"].(string)
	}
	for _, name := range []string{"ada@example.org", "see www.example.org", strings.Repeat("a", 41)} {
		a := testapp.Call(t, base, "", http.MethodPost, "/api/donations/cheque", donorBody(map[string]any{"amount": 8000, "campaign": "new-track", "showName": true, "wallName": name}))
		if a.Status != http.StatusBadRequest || fields(a)["wallName"] == nil {
			t.Errorf("wall name %q: %d %v", name, a.Status, a.JSON)
		}
	}
	typed := pledge(map[string]any{"showName": true, "wallName": "  Les   Martin ", "showAmount": true})
	byDefault := pledge(map[string]any{"showName": true})
	hidden := pledge(map[string]any{"wallName": "Nobody should see this"})
	amountAlone := pledge(map[string]any{"showAmount": true})
	card := testapp.Call(t, base, "", http.MethodPost, "/api/donations/donors", donorBody(map[string]any{"prenom": "Tess", "nom": "Mode"}))
	session := testapp.Call(t, base, "", http.MethodPost, "/api/donations/unique-checkout-session",
		map[string]any{"amount": 4200, "donorId": card.JSON["id"], "campaign": "new-track", "showName": true, "showAmount": true})
	res, err := noRedirect.Post(base+"/api/payments/demo/checkout/"+fields(session)["sessionId"].(string)+"/pay", "application/x-www-form-urlencoded", nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()

	wall := func() testapp.Answer {
		a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/new-track/supporters", nil)
		if a.Status != http.StatusOK || strings.Contains(string(a.Raw), "@") || strings.Contains(string(a.Raw), "example.org") ||
			strings.Contains(string(a.Raw), "Lovelace") || strings.Contains(string(a.Raw), "Nobody") {
			t.Fatalf("wall: %d %s", a.Status, a.Raw)
		}
		return a
	}
	if a := wall(); a.JSON["totalItems"] != 0.0 {
		t.Fatalf("pledged cheques and TEST MODE money on the wall: %s", a.Raw)
	}
	for _, id := range []string{typed, byDefault, hidden, amountAlone} {
		if a := testapp.Call(t, base, treasurer, http.MethodPost, "/api/staff/donations/"+id+"/cheque-received",
			map[string]any{"date": "2026-01-05", "amount": 8000, "bank": "Banque Postale", "chequeNumber": "1234567"}); a.Status != http.StatusOK {
			t.Fatalf("cheque received: %d %v", a.Status, a.JSON)
		}
	}
	a := wall()
	items, _ := a.JSON["items"].([]any)
	if a.JSON["totalItems"] != 2.0 || len(items) != 2 || !strings.Contains(string(a.Raw), `{"name":"Les Martin","amountCents":8000,"rhythm":"once","since":"2026-01-05"}`) ||
		!strings.Contains(string(a.Raw), `{"name":"Ada L.","rhythm":"once","since":"2026-01-05"}`) {
		t.Fatalf("wall after the cheques: %s", a.Raw)
	}
	if a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/new-track/supporters?page=0", nil); a.Status != http.StatusBadRequest || fields(a)["page"] == nil {
		t.Errorf("page 0: %d %v", a.Status, a.JSON)
	}
	if a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/new-track/supporters?page=2", nil); a.Status != http.StatusOK || len(a.JSON["items"].([]any)) != 0 {
		t.Errorf("page 2: %d %s", a.Status, a.Raw)
	}
	if a := testapp.Call(t, base, "", http.MethodGet, "/api/campaigns/nope/supporters", nil); a.Status != http.StatusNotFound {
		t.Errorf("an unknown campaign's wall: %d", a.Status)
	}
}
