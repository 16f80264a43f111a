package staff_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

const oldPassword = "the-first-long-password"

// treasurerOffice is a served app with one staff member, a treasurer whose
// password is oldPassword, and a token of theirs.
func treasurerOffice(t *testing.T) (app *tests.TestApp, base string, member *core.Record, token string) {
	t.Helper()
	app = testapp.New(t)
	testapp.StaffMember(t, app, staff.RoleTreasurer)
	if err := staff.SetPassword(app, "treasurer@foundation.test", oldPassword); err != nil {
		t.Fatal(err)
	}
	member, err := app.FindAuthRecordByEmail(staff.Collection, "treasurer@foundation.test")
	if err != nil {
		t.Fatal(err)
	}
	if token, err = member.NewAuthToken(); err != nil { // after the password, which renews the token key
		t.Fatal(err)
	}
	return app, testapp.Serve(t, app), member, token
}

// unchanged fails t unless the member still has their email, roles and password.
func unchanged(t *testing.T, app core.App, member *core.Record, what string) {
	t.Helper()
	now, err := app.FindRecordById(staff.Collection, member.Id)
	if err != nil {
		t.Fatal(err)
	}
	if now.Email() != member.Email() || !slices.Equal(staff.RolesOf(now), staff.RolesOf(member)) || !now.ValidatePassword(oldPassword) {
		t.Errorf("%s changed the account: %s %v, old password valid %v", what, now.Email(), staff.RolesOf(now), now.ValidatePassword(oldPassword))
	}
}

// Whoever reads a staff mailbox cannot reset the password or move the
// login email with a mailed link: each route refuses the staff collection,
// however it is named, for any email, even with a valid token.
func TestAStaffMailboxCannotTakeTheAccountOver(t *testing.T) {
	app, base, member, token := treasurerOffice(t)
	resetToken, err := member.NewPasswordResetToken()
	if err != nil {
		t.Fatal(err)
	}
	changeToken, err := member.NewEmailChangeToken("thief@example.org")
	if err != nil {
		t.Fatal(err)
	}
	calls := []struct {
		action, auth, message string
		body                  map[string]any
	}{
		{"request-password-reset", "", "Staff passwords are reset by an admin.", map[string]any{"email": member.Email()}},
		{"request-password-reset", "", "Staff passwords are reset by an admin.", map[string]any{"email": "nobody@foundation.test"}},
		{"confirm-password-reset", "", "Staff passwords are reset by an admin.",
			map[string]any{"token": resetToken, "password": "a-new-long-password", "passwordConfirm": "a-new-long-password"}},
		{"request-email-change", token, "A staff member's login email is changed by an admin.", map[string]any{"newEmail": "thief@example.org"}},
		{"confirm-email-change", "", "A staff member's login email is changed by an admin.", map[string]any{"token": changeToken, "password": oldPassword}},
	}
	for _, name := range []string{staff.Collection, strings.ToUpper(staff.Collection), member.Collection().Id} {
		for _, c := range calls {
			path := "/api/collections/" + name + "/" + c.action
			a := testapp.Call(t, base, c.auth, http.MethodPost, path, c.body)
			if a.Status != http.StatusForbidden || a.JSON["message"] != c.message {
				t.Errorf("%s %v: %d %s, want 403 %q", path, c.body, a.Status, a.Raw, c.message)
			}
			unchanged(t, app, member, path)
		}
	}
	// The refusal is the staff collection's only: a superuser still asks for a reset.
	testapp.Superuser(t, app)
	if a := testapp.Call(t, base, "", http.MethodPost, "/api/collections/_superusers/request-password-reset",
		map[string]any{"email": "staff@example.org"}); a.Status != http.StatusNoContent {
		t.Errorf("a superuser's reset: %d %s, want 204", a.Status, a.Raw)
	}
}

// A staff member's own record is read-only to them: the records API
// changes neither their email, nor their roles, nor their password.
func TestAStaffMemberCannotChangeTheirOwnAccount(t *testing.T) {
	app, base, member, token := treasurerOffice(t)
	path := "/api/collections/" + staff.Collection + "/records/" + member.Id
	for _, body := range []map[string]any{
		{"email": "thief@example.org"},
		{"roles": []string{staff.RoleAdmin}},
		{"roles+": staff.RoleAdmin},
		{"oldPassword": oldPassword, "password": "a-new-long-password", "passwordConfirm": "a-new-long-password"},
	} {
		if a := testapp.Call(t, base, token, http.MethodPatch, path, body); a.Status != http.StatusForbidden {
			t.Errorf("PATCH own record %v: %d %s, want 403", body, a.Status, a.Raw)
		}
		unchanged(t, app, member, "PATCH own record")
	}
	if a := testapp.Call(t, base, token, http.MethodGet, path, nil); a.Status != http.StatusOK {
		t.Errorf("reading one's own record: %d %s", a.Status, a.Raw)
	}
}
