package signin_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"

	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// PocketBase's own mails about a staff member's account are in their back
// office's language: French until they choose (staff.Member.Language),
// English once they chose it; the dashboard's superusers get English.
func TestAccountMailsAreInTheAccountsLanguage(t *testing.T) {
	app := testapp.New(t)
	french, _ := testapp.StaffMember(t, app, staff.RoleEditor)
	english, _ := testapp.StaffMember(t, app, staff.RoleAdmin)
	english.Set("language", "en")
	if err := app.Save(english); err != nil {
		t.Fatal(err)
	}
	testapp.Superuser(t, app)
	superuser, err := app.FindAuthRecordByEmail(core.CollectionNameSuperusers, "staff@example.org")
	if err != nil {
		t.Fatal(err)
	}

	send := map[string]func(*core.Record) error{
		"code":         func(r *core.Record) error { return mails.SendRecordOTP(app, r, "no-such-otp", "135790") },
		"reset":        func(r *core.Record) error { return mails.SendRecordPasswordReset(app, r) },
		"verification": func(r *core.Record) error { return mails.SendRecordVerification(app, r) },
		"email change": func(r *core.Record) error { return mails.SendRecordChangeEmail(app, r, "new@foundation.test") },
		"alert":        func(r *core.Record) error { return mails.SendRecordAuthAlert(app, r, "Firefox, Lyon") },
	}
	// Each mail's subject, and words of its body, in the account's language.
	want := map[string]map[string][2]string{
		"fr": {
			"code":         {"Votre code de connexion : 135790", "terminer votre connexion à l’espace équipe de la Fondation Amara Diallo"},
			"reset":        {"Réinitialisez votre mot de passe", "Choisir un nouveau mot de passe"},
			"verification": {"Confirmez votre adresse e-mail", "Confirmer mon adresse e-mail"},
			"email change": {"Confirmez votre nouvelle adresse e-mail", "Confirmer la nouvelle adresse"},
			"alert":        {"Une nouvelle connexion à votre compte", "depuis un nouvel endroit : Firefox, Lyon."},
		},
		"en": {
			"code":         {"Your sign-in code: 135790", "finish signing in to the Amara Diallo Foundation's back office"},
			"reset":        {"Reset your password", "Choose a new password"},
			"verification": {"Confirm your email", "Confirm my email"},
			"email change": {"Confirm your new email", "Confirm the new email"},
			"alert":        {"A new sign-in to your account", "signed in to from a new place: Firefox, Lyon."},
		},
	}
	signature := map[string]string{"fr": "La Fondation Amara Diallo", "en": "The Amara Diallo Foundation"}
	for _, account := range []struct {
		who    string
		record *core.Record
		lang   string
	}{{"a member who has not chosen", french, "fr"}, {"a member who chose English", english, "en"}, {"a superuser", superuser, "en"}} {
		for kind, sendIt := range send {
			before := len(app.TestMailer.Messages())
			if err := sendIt(account.record); err != nil {
				t.Fatalf("%s, %s: %v", account.who, kind, err)
			}
			msgs := app.TestMailer.Messages()
			if len(msgs) != before+1 {
				t.Fatalf("%s, %s: %d mails sent", account.who, kind, len(msgs)-before)
			}
			m, w := msgs[len(msgs)-1], want[account.lang][kind]
			if m.Subject != w[0] || !strings.Contains(m.Text, w[1]) || !strings.Contains(m.Text, signature[account.lang]) ||
				!strings.Contains(m.HTML, `<html lang="`+account.lang+`">`) {
				t.Errorf("%s, %s: %q, want it in %s\n%s", account.who, kind, m.Subject, account.lang, m.Text)
			}
		}
	}
}
