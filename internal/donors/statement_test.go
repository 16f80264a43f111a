package donors_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/testapp"
)

// A donor downloads their gifts of a year: every payment, its receipt (or
// that none is issued yet), the total; nobody else's gifts.
func TestADonorDownloadsTheirGiftsOfAYear(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500) // TEST MODE: no money moved, not on the statement
	paid := func(email string, amount int) {
		at := types.NowDateTime()
		testapp.Create(t, s.app, "donations", map[string]any{"donor": s.donor(email), "amount": amount, "currency": "EUR", "rhythm": "monthly",
			"method": "card", "status": "active", "paymentsCount": 1, "amountCollected": amount, "lastPaymentAt": at,
			"paymentLog": []map[string]any{{"at": at, "amount": amount}}})
	}
	paid("ada@example.org", 2500)
	paid("grace@example.org", 9900)
	token := s.signIn("ada@example.org")
	year := strconv.Itoa(time.Now().Year())

	if a := s.call("", http.MethodGet, "/api/donor/statements/"+year, nil); a.Status != http.StatusUnauthorized {
		t.Errorf("anonymous: %d", a.Status)
	}
	for _, bad := range []string{"1999", strconv.Itoa(time.Now().Year() + 1), "last"} {
		if a := s.call(token, http.MethodGet, "/api/donor/statements/"+bad, nil); a.Status != http.StatusBadRequest {
			t.Errorf("year %s: %d", bad, a.Status)
		}
	}
	a := s.call(token, http.MethodGet, "/api/donor/statements/"+year, nil)
	if a.Status != http.StatusOK || a.Header.Get("Content-Disposition") != `attachment; filename="mes-dons-`+year+`.pdf"` {
		t.Fatalf("statement: %d %v", a.Status, a.Header)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, a.Raw)), " ")
	for _, want := range []string{"Mes dons de " + year, "Don mensuel", "carte", "25,00", "pas encore émis", "ada@example.org", "n'est pas un reçu fiscal"} {
		if !strings.Contains(text, want) {
			t.Errorf("the statement does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "99,00") || !strings.Contains(text, "Total reçu en "+year+" : 25,00") {
		t.Errorf("another donor's gift, or a TEST MODE one, is on the statement:\n%s", text)
	}
}

// In TEST MODE the donor space shows a gift paid while the statement listed
// none ("Aucun don reçu cette année, 0,00 €") without saying why: it says
// that TEST MODE gifts are left out, and how much they were (issue 44).
func TestAStatementSaysTestModeGiftsAreLeftOut(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 2500)
	year := strconv.Itoa(time.Now().Year())
	a := s.call(s.signIn("ada@example.org"), http.MethodGet, "/api/donor/statements/"+year, nil)
	if a.Status != http.StatusOK {
		t.Fatalf("statement: %d %s", a.Status, a.Raw)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, a.Raw)), " ")
	for _, want := range []string{"Aucun don reçu cette année.", "Total reçu en " + year + " : 0,00",
		"Les dons faits en TEST MODE (25,00 € cette année) ne figurent pas sur ce relevé"} {
		if !strings.Contains(text, want) {
			t.Errorf("the statement does not say %q:\n%s", want, text)
		}
	}
}
