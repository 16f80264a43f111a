package donors_test

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// The third attack run: Mallory gave with Carol's email before Carol did.
// Carol's donor space shows each identity apart with its own gifts; her
// details, their correction and her yearly statement are hers alone, and
// correcting one identity leaves the other as it was.
func TestTheDonorSpaceShowsEachIdentityApart(t *testing.T) {
	s := newSpace(t)
	paid := func(donor string, amount int) string {
		at := types.NowDateTime()
		return testapp.Create(t, s.app, "donations", map[string]any{"donor": donor, "amount": amount, "currency": "EUR", "rhythm": "monthly",
			"method": "cheque", "status": "active", "paymentsCount": 1, "amountCollected": amount, "lastPaymentAt": at,
			"paymentLog": []map[string]any{{"at": at, "amount": amount}}}).Id
	}
	mallorys := paid(s.donorNamed("carol@example.org", "Mallory", "Faux"), 100)
	carols := paid(s.donorNamed("Carol@example.org", "Carol", "Durand"), 7000)
	token := s.signIn("carol@example.org")

	space := s.call(token, http.MethodGet, "/api/donor/gifts", nil).JSON["data"].(map[string]any)
	keys := map[string]string{} // name → identity
	for _, i := range space["identities"].([]any) {
		identity := i.(map[string]any)
		keys[identity["name"].(string)] = identity["identity"].(string)
	}
	carol, mallory := keys["Carol Durand"], keys["Mallory Faux"]
	if len(keys) != 2 || carol == "" || mallory == "" || carol == mallory {
		t.Fatalf("the identities: %v", space["identities"])
	}
	for _, g := range space["gifts"].([]any) {
		gift := g.(map[string]any)
		if want := map[string]string{mallorys: mallory, carols: carol}[gift["id"].(string)]; gift["identity"] != want {
			t.Errorf("gift %v is under %v, want %s", gift["id"], gift["identity"], want)
		}
	}

	details := func() map[string]map[string]any {
		out := map[string]map[string]any{}
		for _, d := range s.call(token, http.MethodGet, "/api/donor/details", nil).JSON["data"].([]any) {
			out[d.(map[string]any)["identity"].(string)] = d.(map[string]any)
		}
		return out
	}
	if mine := details(); len(mine) != 2 || mine[carol]["nom"] != "Durand" || mine[mallory]["nom"] != "Faux" {
		t.Fatalf("my details: %v", mine)
	}
	moved := map[string]any{"prenom": "Carol", "nom": "Durand", "adresse": "12 avenue du Parc", "codePostal": "69003", "ville": "Lyon",
		"pays": "France", "telephone": "+33612345678"}
	if a := s.call(token, http.MethodPatch, "/api/donor/details", moved); a.Status != http.StatusBadRequest || !strings.Contains(string(a.Raw), `"identity"`) {
		t.Fatalf("a correction naming no identity: %d %s", a.Status, a.Raw)
	}
	moved["identity"] = carol
	if a := s.call(token, http.MethodPatch, "/api/donor/details", moved); a.Status != http.StatusOK || a.JSON["data"].(map[string]any)["identity"] != carol {
		t.Fatalf("Carol's correction: %d %s", a.Status, a.Raw)
	}
	if mine := details(); mine[carol]["adresse"] != "12 avenue du Parc" || mine[mallory]["adresse"] != "1 rue du Stade" {
		t.Errorf("after Carol's correction: %v", mine)
	}

	year := strconv.Itoa(time.Now().Year())
	if a := s.call(token, http.MethodGet, "/api/donor/statements/"+year, nil); a.Status != http.StatusBadRequest {
		t.Errorf("a statement naming no identity: %d", a.Status)
	}
	a := s.call(token, http.MethodGet, "/api/donor/statements/"+year+"?identity="+url.QueryEscape(carol), nil)
	if a.Status != http.StatusOK {
		t.Fatalf("Carol's statement: %d %s", a.Status, a.Raw)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, a.Raw)), " ")
	if !strings.Contains(text, "Carol Durand") || !strings.Contains(text, "70,00") || strings.Contains(text, "Faux") || strings.Contains(text, " 1,00") {
		t.Errorf("Carol's statement reads:\n%s", text)
	}
}
