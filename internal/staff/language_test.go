package staff_test

import (
	"net/http"
	"testing"

	"foundation/internal/i18n"
	"foundation/internal/staff"
)

// Each staff member chooses the back office's language for themself; the
// choice is kept with their account, and only fr or en is taken.
func TestAStaffMemberChoosesTheirLanguage(t *testing.T) {
	o := newOffice(t)
	language := func(role string) any {
		t.Helper()
		status, me := o.call(role, http.MethodGet, "/api/staff/me", nil)
		if status != http.StatusOK {
			t.Fatalf("me: %d", status)
		}
		return me["language"]
	}
	if got := language(staff.RoleTreasurer); got != string(i18n.Staff) {
		t.Fatalf("before any choice: %v, want the default %q", got, i18n.Staff)
	}
	if status, me := o.call(staff.RoleTreasurer, http.MethodPatch, "/api/staff/me", map[string]any{"language": "en"}); status != http.StatusOK || me["language"] != "en" {
		t.Fatalf("choosing English: %d %v", status, me)
	}
	if got := language(staff.RoleTreasurer); got != "en" {
		t.Errorf("after choosing English: %v", got)
	}
	if got := language(staff.RoleShop); got != string(i18n.Staff) {
		t.Errorf("another member's language changed too: %v", got)
	}
	for _, body := range []map[string]any{{"language": "de"}, {"language": ""}, {}} {
		status, refusal := o.call(staff.RoleTreasurer, http.MethodPatch, "/api/staff/me", body)
		data, _ := refusal["data"].(map[string]any)
		if status != http.StatusBadRequest || data["language"] == nil {
			t.Errorf("%v: %d %v, want a 400 on language", body, status, refusal)
		}
	}
	if got := language(staff.RoleTreasurer); got != "en" {
		t.Errorf("a refused choice changed the language: %v", got)
	}
}
