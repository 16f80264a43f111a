package staff_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/security"

	"foundation/internal/notify"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

var inviteLink = regexp.MustCompile(`/staff/welcome\?token=([A-Za-z0-9._-]+)`)

// invitation is the token of the last invitation sent to email. The
// outbox row forgets the mail's text once it is sent, link included.
func (o *office) invitation(email string) string {
	o.t.Helper()
	return inviteLink.FindStringSubmatch(o.invitationMail(email).Text)[1]
}

// invitationMail is the last invitation sent to email, in whichever
// language: the one mail that links to the welcome page.
func (o *office) invitationMail(email string) *mailer.Message {
	o.t.Helper()
	notify.Flush(o.app)
	msgs := o.app.TestMailer.Messages()
	for i := len(msgs) - 1; i >= 0; i-- {
		m := msgs[i]
		if len(m.To) == 0 || m.To[0].Address != email || !inviteLink.MatchString(m.Text) {
			continue
		}
		if !inviteLink.MatchString(m.HTML) {
			o.t.Fatalf("the invitation's button has no link: %s", m.HTML)
		}
		return m
	}
	o.t.Fatalf("no invitation sent to %s", email)
	return nil
}

// inFrench and inEnglish tell an invitation's language by its words.
func inFrench(m *mailer.Message) bool {
	return m.Subject == "Votre compte sur l’espace équipe de la Fondation Amara Diallo" &&
		strings.Contains(m.Text, "Choisir mon mot de passe: ") && strings.Contains(m.HTML, `<html lang="fr">`)
}

func inEnglish(m *mailer.Message) bool {
	return m.Subject == "Your account on the Amara Diallo Foundation's back office" &&
		strings.Contains(m.Text, "Choose my password: ") && strings.Contains(m.HTML, `<html lang="en">`)
}

func (o *office) choosePassword(token, password string) testapp.Answer {
	o.t.Helper()
	return testapp.Call(o.t, o.base, "", http.MethodPost, "/api/collections/"+staff.Collection+"/confirm-password-reset",
		map[string]any{"token": token, "password": password, "passwordConfirm": password})
}

// signIn is the password step of a staff sign-in: 401 with an mfaId when
// the password is right (the mailed code comes next).
func (o *office) signIn(email, password string) testapp.Answer {
	o.t.Helper()
	return testapp.Call(o.t, o.base, "", http.MethodPost, "/api/collections/"+staff.Collection+"/auth-with-password",
		map[string]any{"identity": email, "password": password})
}

func (o *office) newToken(email string) string {
	o.t.Helper()
	r, err := o.app.FindAuthRecordByEmail(staff.Collection, email)
	if err != nil {
		o.t.Fatal(err)
	}
	token, err := r.NewAuthToken()
	if err != nil {
		o.t.Fatal(err)
	}
	return token
}

func passwordAccepted(a testapp.Answer) bool {
	return a.Status == http.StatusUnauthorized && a.JSON["mfaId"] != nil
}

func (o *office) lastAudit() *core.Record {
	o.t.Helper()
	rows, err := o.app.FindRecordsByFilter(staff.AuditCollection, "", "-created,-id", 1, 0)
	if err != nil || len(rows) == 0 {
		o.t.Fatal("no audit row", err)
	}
	return rows[0]
}

func TestAnAdminInvitesSomeoneWhoChoosesTheirPasswordOnce(t *testing.T) {
	o := newOffice(t)
	status, body := o.call(staff.RoleAdmin, http.MethodPost, "/api/staff/accounts",
		map[string]any{"email": " Nadia@Foundation.test ", "name": "Nadia Bensalem", "roles": []string{staff.RoleTreasurer}})
	if status != http.StatusCreated || body["email"] != "nadia@foundation.test" || body["invitePending"] != true {
		t.Fatalf("invite: %d %v", status, body)
	}
	if a := o.lastAudit(); a.GetString("action") != staff.ActionInvite || a.GetString("recordId") != body["id"] ||
		a.GetString("actorEmail") != "admin@foundation.test" {
		t.Errorf("audit row: %v", a)
	}
	token := o.invitation("nadia@foundation.test")
	if m := o.invitationMail("nadia@foundation.test"); !inFrench(m) { // she has not chosen a language: the back office's French
		t.Errorf("a new member's invitation: %q\n%s", m.Subject, m.Text)
	}
	rows, err := o.app.FindRecordsByFilter(notify.Collection, "kind = {:kind}", "", 0, 0, map[string]any{"kind": staff.ActionInvite})
	if err != nil || len(rows) != 1 || rows[0].GetString("status") != notify.StatusSent || rows[0].GetString("text") != "" {
		t.Errorf("the invitation's outbox row: %v %v (sent, its link forgotten)", rows, err)
	}
	if passwordAccepted(o.signIn("nadia@foundation.test", "")) {
		t.Error("an invited account signs in with no password")
	}
	if a := o.choosePassword(token, "too-short"); a.Status != http.StatusBadRequest {
		t.Errorf("a short password: %d %s, want 400", a.Status, a.Raw)
	}
	if a := o.choosePassword(token, "a-long-staff-password"); a.Status != http.StatusNoContent {
		t.Fatalf("choosing the password: %d %s", a.Status, a.Raw)
	}
	if a := o.signIn("nadia@foundation.test", "a-long-staff-password"); !passwordAccepted(a) {
		t.Errorf("signing in with the chosen password: %d %s", a.Status, a.Raw)
	}
	if a := o.choosePassword(token, "another-long-password"); a.Status == http.StatusNoContent {
		t.Error("the invitation's link worked twice")
	}
	r, err := o.app.FindAuthRecordByEmail(staff.Collection, "nadia@foundation.test")
	if err != nil || r.GetBool("invitePending") || !r.ValidatePassword("a-long-staff-password") {
		t.Errorf("after the invitation: pending %v, err %v", r.GetBool("invitePending"), err)
	}
}

func TestAnInvitationLinkLasts24Hours(t *testing.T) {
	o := newOffice(t)
	c, err := o.app.FindCollectionByNameOrId(staff.Collection)
	if err != nil || time.Duration(c.PasswordResetToken.Duration)*time.Second != 24*time.Hour {
		t.Fatalf("the staff reset token lasts %ds, want 24 h (%v)", c.PasswordResetToken.Duration, err)
	}
	o.call(staff.RoleAdmin, http.MethodPost, "/api/staff/accounts",
		map[string]any{"email": "late@foundation.test", "name": "Late Comer", "roles": []string{staff.RoleShop}})
	r, err := o.app.FindAuthRecordByEmail(staff.Collection, "late@foundation.test")
	if err != nil {
		t.Fatal(err)
	}
	// The same token as the mailed one, issued 24 hours and a minute ago.
	expired, err := security.NewJWT(map[string]any{core.TokenClaimId: r.Id, core.TokenClaimType: core.TokenTypePasswordReset,
		core.TokenClaimCollectionId: c.Id, core.TokenClaimEmail: r.Email()},
		r.TokenKey()+c.PasswordResetToken.Secret, -time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if a := o.choosePassword(expired, "a-long-staff-password"); a.Status != http.StatusBadRequest {
		t.Errorf("an expired invitation: %d %s, want 400", a.Status, a.Raw)
	}
	if a := o.choosePassword(o.invitation("late@foundation.test"), "a-long-staff-password"); a.Status != http.StatusNoContent {
		t.Errorf("the fresh invitation: %d %s", a.Status, a.Raw)
	}
}

func TestAnInvitationIsValidatedOnTheServer(t *testing.T) {
	o := newOffice(t)
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"email": "shop@foundation.test", "name": "Someone", "roles": []string{staff.RoleShop}}, "email"},
		{map[string]any{"email": "not-an-email", "name": "Someone", "roles": []string{staff.RoleShop}}, "email"},
		{map[string]any{"email": "a@foundation.test", "name": "", "roles": []string{staff.RoleShop}}, "name"},
		{map[string]any{"email": "a@foundation.test", "name": "Someone", "roles": []string{}}, "roles"},
		{map[string]any{"email": "a@foundation.test", "name": "Someone", "roles": []string{"superuser"}}, "roles"},
	} {
		audits := o.audits()
		status, body := o.call(staff.RoleAdmin, http.MethodPost, "/api/staff/accounts", c.body)
		data, _ := body["data"].(map[string]any)
		if status != http.StatusBadRequest || data[c.field] == nil {
			t.Errorf("%v: %d %v, want 400 on %s", c.body, status, body, c.field)
		}
		if o.audits() != audits || o.count(staff.Collection) != len(staff.Roles) {
			t.Errorf("%v: refused but changed something", c.body)
		}
	}
}

func TestAnAdminChangesRolesAndDisablesAnAccount(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/accounts/" + o.members[staff.RoleTreasurer]
	if err := staff.SetPassword(o.app, "treasurer@foundation.test", "the-treasurer-password"); err != nil {
		t.Fatal(err)
	}
	o.tokens[staff.RoleTreasurer] = o.newToken("treasurer@foundation.test")
	status, body := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"roles": []string{staff.RoleTreasurer, staff.RoleShop}, "name": "Tom Treasurer"})
	if status != http.StatusOK || len(body["roles"].([]any)) != 2 || body["name"] != "Tom Treasurer" {
		t.Fatalf("roles: %d %v", status, body)
	}
	a := o.lastAudit()
	var before, after staff.Account
	if a.UnmarshalJSONField("before", &before) != nil || a.UnmarshalJSONField("after", &after) != nil ||
		a.GetString("action") != staff.ActionAccount || len(before.Roles) != 1 || len(after.Roles) != 2 {
		t.Errorf("audit row of the roles: %v", a)
	}
	fresh := o.tokens[staff.RoleTreasurer]
	if status, _ := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/me", nil); status != http.StatusOK {
		t.Fatalf("before disabling: %d", status)
	}
	if status, body := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"disabled": true}); status != http.StatusOK || body["disabled"] != true {
		t.Fatalf("disable: %d %v", status, body)
	}
	if status, _ := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/me", nil); status != http.StatusUnauthorized {
		t.Errorf("a disabled member's session: %d, want 401", status)
	}
	if a := o.signIn("treasurer@foundation.test", "the-treasurer-password"); passwordAccepted(a) || a.Status < 400 {
		t.Errorf("a disabled member signs in: %d %s", a.Status, a.Raw)
	}
	if status, body := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"invite": true}); status != http.StatusBadRequest {
		t.Errorf("inviting a disabled account: %d %v, want 400", status, body)
	}
	if status, _ := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"disabled": false}); status != http.StatusOK {
		t.Fatalf("enable: %d", status)
	}
	if a := o.signIn("treasurer@foundation.test", "the-treasurer-password"); !passwordAccepted(a) {
		t.Errorf("an enabled member signs in: %d %s", a.Status, a.Raw)
	}
	o.tokens[staff.RoleTreasurer] = fresh
	if status, _ := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/me", nil); status != http.StatusUnauthorized {
		t.Errorf("the session from before the disabling came back: %d", status)
	}
}

func TestAnAdminCannotLockThemselfOut(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/accounts/" + o.members[staff.RoleAdmin]
	audits := o.audits()
	for _, c := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"disabled": true}, "disabled"},
		{map[string]any{"roles": []string{staff.RoleEditor}}, "roles"},
	} {
		status, body := o.call(staff.RoleAdmin, http.MethodPatch, path, c.body)
		data, _ := body["data"].(map[string]any)
		if status != http.StatusBadRequest || data[c.field] == nil {
			t.Errorf("%v on oneself: %d %v, want 400 on %s", c.body, status, body, c.field)
		}
	}
	if o.audits() != audits || o.record(staff.Collection, o.members[staff.RoleAdmin]).GetBool("disabled") {
		t.Error("a refused change changed something")
	}
	if status, _ := o.call(staff.RoleAdmin, http.MethodPatch, path, map[string]any{"name": "Ada Admin", "roles": []string{staff.RoleAdmin, staff.RoleEditor}}); status != http.StatusOK {
		t.Errorf("an admin renaming themself: %d", status)
	}
}

func TestANewInvitationReplacesTheOldOne(t *testing.T) {
	o := newOffice(t)
	o.call(staff.RoleAdmin, http.MethodPost, "/api/staff/accounts",
		map[string]any{"email": "again@foundation.test", "name": "Again", "roles": []string{staff.RoleEditor}})
	first := o.invitation("again@foundation.test")
	r, _ := o.app.FindAuthRecordByEmail(staff.Collection, "again@foundation.test")
	r.Set("language", "en") // chosen once signed in, before needing a new link
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	status, body := o.call(staff.RoleAdmin, http.MethodPatch, "/api/staff/accounts/"+r.Id, map[string]any{"invite": true})
	if status != http.StatusOK || body["invitePending"] != true || o.lastAudit().GetString("action") != staff.ActionReinvite {
		t.Fatalf("re-invite: %d %v", status, body)
	}
	second := o.invitation("again@foundation.test")
	if m := o.invitationMail("again@foundation.test"); !inEnglish(m) {
		t.Errorf("the re-invitation of a member who chose English: %q\n%s", m.Subject, m.Text)
	}
	if first == second {
		t.Fatal("the same link was sent again")
	}
	if a := o.choosePassword(first, "a-long-staff-password"); a.Status == http.StatusNoContent {
		t.Error("the first invitation's link still works")
	}
	if a := o.choosePassword(second, "a-long-staff-password"); a.Status != http.StatusNoContent {
		t.Errorf("the new link: %d %s", a.Status, a.Raw)
	}
}

func TestAStaffAccountIsNeverDeleted(t *testing.T) {
	o := newOffice(t)
	if status, _ := o.call(staff.RoleAdmin, http.MethodDelete, "/api/staff/accounts/"+o.members[staff.RoleShop], nil); status < 400 {
		t.Errorf("DELETE /api/staff/accounts/{id}: %d", status)
	}
	superuser := testapp.Superuser(t, o.app)
	a := testapp.Call(t, o.base, superuser, http.MethodDelete, "/api/collections/"+staff.Collection+"/records/"+o.members[staff.RoleShop], nil)
	if a.Status != http.StatusForbidden || o.count(staff.Collection) != len(staff.Roles) {
		t.Errorf("a superuser deleting a staff record: %d %s, want 403", a.Status, a.Raw)
	}
}

func TestTheAccountsListIsPaged(t *testing.T) {
	o := newOffice(t)
	status, body := o.call(staff.RoleAdmin, http.MethodGet, "/api/staff/accounts?perPage=2", nil)
	if status != http.StatusOK || body["totalItems"] != float64(len(staff.Roles)) || len(body["items"].([]any)) != 2 {
		t.Fatalf("list: %d %v", status, body)
	}
	item := body["items"].([]any)[0].(map[string]any)
	for _, key := range []string{"email", "name", "roles", "disabled", "invitePending", "invitedAt", "lastSignInAt"} {
		if _, ok := item[key]; !ok {
			t.Errorf("an account has no %s: %v", key, item)
		}
	}
	if _, ok := item["tokenKey"]; ok {
		t.Error("the list shows token keys")
	}
}

// The accounts screen's bodies are read as every other route's
// (internal/jsonbody): JSON only, whole, each field of its type; a refused
// body changes nothing (issue 36, 6).
func TestTheAccountsScreenReadsItsBodiesStrictly(t *testing.T) {
	o := newOffice(t)
	shop := "/api/staff/accounts/" + o.members[staff.RoleShop]
	for _, c := range []struct {
		name, method, path string
		body               testapp.Upload
		status             int
		field              string
	}{
		{"an invitation as a form", http.MethodPost, "/api/staff/accounts",
			testapp.Upload{ContentType: "application/x-www-form-urlencoded", Body: []byte("email=form@foundation.test&name=Form&roles=shop")},
			http.StatusUnsupportedMediaType, ""},
		{"an invitation with trailing data", http.MethodPost, "/api/staff/accounts",
			testapp.Upload{ContentType: "application/json", Body: []byte(`{"email":"tail@foundation.test","name":"Tail","roles":["shop"]} {"roles":["admin"]}`)},
			http.StatusBadRequest, ""},
		{"a change as a form", http.MethodPatch, shop,
			testapp.Upload{ContentType: "application/x-www-form-urlencoded", Body: []byte("disabled=true")}, http.StatusUnsupportedMediaType, ""},
		{"a change with trailing data", http.MethodPatch, shop,
			testapp.Upload{ContentType: "application/json", Body: []byte(`{"disabled":true} {"name":"x"}`)}, http.StatusBadRequest, ""},
		{"a change of the wrong type", http.MethodPatch, shop,
			testapp.Upload{ContentType: "application/json", Body: []byte(`{"disabled":"yes"}`)}, http.StatusBadRequest, "disabled"},
	} {
		audits := o.audits()
		status, body := o.call(staff.RoleAdmin, c.method, c.path, c.body)
		data, _ := body["data"].(map[string]any)
		if status != c.status || (c.field != "" && data[c.field] == nil) {
			t.Errorf("%s: %d %v, want %d naming %q", c.name, status, body, c.status, c.field)
		}
		if o.audits() != audits || o.count(staff.Collection) != len(staff.Roles) || o.record(staff.Collection, o.members[staff.RoleShop]).GetBool("disabled") {
			t.Errorf("%s: refused but changed something", c.name)
		}
	}
}
