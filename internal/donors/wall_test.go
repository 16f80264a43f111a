package donors_test

import (
	"net/http"
	"testing"
)

// A donor shows or hides their name (and amount) on their gift's campaign
// wall from the donor space; a name the wall refuses is a field error.
func TestADonorShowsOrHidesTheirNameOnTheWall(t *testing.T) {
	s := newSpace(t)
	gift := s.monthlyByCard("ada@example.org", 1500)
	token := s.signIn("ada@example.org")
	path := "/api/donor/gifts/" + gift + "/wall"

	if a := s.call(token, http.MethodPatch, path, map[string]any{"showName": true, "wallName": "ada@example.org"}); a.Status != http.StatusBadRequest ||
		a.JSON["data"].(map[string]any)["wallName"] == nil {
		t.Fatalf("an email as the name: %d %s", a.Status, a.Raw)
	}
	a := s.call(token, http.MethodPatch, path, map[string]any{"showName": true, "wallName": " Ada  the runner "})
	wall, _ := a.JSON["data"].(map[string]any)["wall"].(map[string]any)
	if a.Status != http.StatusOK || wall["showName"] != true || wall["wallName"] != "Ada the runner" || wall["showAmount"] != false {
		t.Fatalf("shown: %d %s", a.Status, a.Raw)
	}
	if a := s.call(token, http.MethodPatch, path, map[string]any{"showName": false, "showAmount": true}); a.Status != http.StatusOK {
		t.Fatalf("hidden: %d %s", a.Status, a.Raw)
	}
	if g := s.gift(gift); g.GetBool("showName") || g.GetBool("showAmount") || g.GetString("wallName") != "" {
		t.Errorf("hidden, the gift still says %v", g.FieldsData())
	}
}
