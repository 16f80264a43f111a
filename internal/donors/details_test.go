package donors_test

import (
	"net/http"
	"testing"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// A donor corrects their own details at /donor: what the staff see for them
// changes, the details given with their gift stay, and nobody else's do.
func TestADonorCorrectsTheirOwnDetails(t *testing.T) {
	s := newSpace(t)
	gift := s.monthlyByCard("ada@example.org", 1500)
	s.monthlyByCard("grace@example.org", 1000)
	token := s.signIn("ada@example.org")

	if a := s.call(token, http.MethodGet, "/api/donor/details", nil); a.Status != http.StatusOK || a.JSON["data"].([]any)[0].(map[string]any)["adresse"] != "1 rue du Stade" {
		t.Fatalf("my details: %d %s", a.Status, a.Raw)
	}
	moved := map[string]any{"prenom": "Ada", "nom": "King", "adresse": "12 avenue du Parc", "codePostal": "69003", "ville": "Lyon", "pays": "France",
		"telephone": "+33612345678", "email": "grace@example.org"}
	bad := map[string]any{"prenom": "Ada", "nom": "", "adresse": "12 avenue du Parc", "codePostal": "69003", "ville": "Lyon", "pays": "France", "telephone": "12"}
	if a := s.call(token, http.MethodPatch, "/api/donor/details", bad); a.Status != http.StatusBadRequest ||
		a.JSON["data"].(map[string]any)["nom"] == nil || a.JSON["data"].(map[string]any)["telephone"] == nil {
		t.Fatalf("bad details: %d %s", a.Status, a.Raw)
	}
	_, treasurer := testapp.StaffMember(t, s.app, staff.RoleTreasurer)
	for who, want := range map[string]int{"": http.StatusUnauthorized, treasurer: http.StatusForbidden} {
		if a := s.call(who, http.MethodPatch, "/api/donor/details", moved); a.Status != want {
			t.Errorf("correction by %q: %d, want %d", who, a.Status, want)
		}
	}
	a := s.call(token, http.MethodPatch, "/api/donor/details", moved)
	if details, _ := a.JSON["data"].(map[string]any); a.Status != http.StatusOK || details["email"] != "ada@example.org" || details["nom"] != "King" {
		t.Fatalf("correction: %d %s", a.Status, a.Raw)
	}
	shown := func(email string) []any {
		return s.call(treasurer, http.MethodGet, "/api/staff/donors/"+email, nil).JSON["identities"].([]any)
	}
	if page := shown("ada%40example.org"); len(page) != 1 || page[0].(map[string]any)["name"] != "Ada King" ||
		page[0].(map[string]any)["address"] != "12 avenue du Parc" {
		t.Errorf("the staff see %v", page)
	}
	if grace := shown("grace%40example.org"); grace[0].(map[string]any)["name"] != "Ada Lovelace" {
		t.Errorf("another donor's details changed: %v", grace)
	}
	// Given again under the corrected name, a gift joins the identity corrected.
	s.monthlyOf(s.donorNamed("ada@example.org", "Ada", "King"), 2000)
	if page := shown("ada%40example.org"); len(page) != 1 || len(page[0].(map[string]any)["gifts"].([]any)) != 2 {
		t.Errorf("after a gift under the corrected name, the staff see %v", page)
	}
	given, err := s.app.FindRecordById("donation_users", s.gift(gift).GetString("donor"))
	if err != nil || given.GetString("nom") != "Lovelace" {
		t.Errorf("the details given with the gift changed: %v %v", given, err)
	}
}
