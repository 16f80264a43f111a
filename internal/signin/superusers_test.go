package signin_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/signin"
	"foundation/internal/testapp"
)

// In production a superuser's password alone opens nothing: PocketBase asks
// for the mailed code (401 with an mfaId), and the dashboard cannot turn it off.
func TestSuperusersSignInWithACodeInProduction(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	signin.SuperusersUseMFA(app)
	testapp.Superuser(t, app)
	base := testapp.Serve(t, app)

	a := testapp.Call(t, base, "", http.MethodPost, "/api/collections/_superusers/auth-with-password",
		map[string]string{"identity": "staff@example.org", "password": "a-long-test-password"})
	if a.Status != http.StatusUnauthorized || a.JSON["mfaId"] == nil || a.JSON["token"] != nil {
		t.Fatalf("password alone: %d %s", a.Status, a.Raw)
	}
	superusers, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	superusers.MFA.Enabled = false
	if err := app.Save(superusers); err == nil {
		t.Fatal("MFA was turned off")
	}
}
