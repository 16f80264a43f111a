package gifts_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/gifts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
)

// honour gives the gift a tribute, as the donation form stored it.
func (d *phoneDesk) honour(gift string) {
	d.t.Helper()
	r, err := d.app.FindRecordById("donations", gift)
	if err != nil {
		d.t.Fatal(err)
	}
	r.Load(map[string]any{"tributeKind": "memory", "tributeName": "Jean Dupond", "tributeEmail": "famille@example.org", "tributeMessage": "Il aimait courir."})
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

// The treasurer reads a gift's tribute, corrects a misspelt name (audited,
// checked by the form's rules) and prints the card, which names no amount.
func TestTheTreasurerCorrectsATributeAndPrintsItsCard(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(2500, "unique")
	d.honour(gift)
	page := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations/"+gift, nil)
	if tribute, _ := page.JSON["tribute"].(map[string]any); tribute["name"] != "Jean Dupond" || tribute["notifyEmail"] != "famille@example.org" {
		t.Fatalf("the page's tribute: %s", page.Raw)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/tribute",
		map[string]any{"kind": "memory", "name": "", "notifyEmail": "nope"}); a.Status != http.StatusBadRequest ||
		!strings.Contains(string(a.Raw), "tribute.name") || !strings.Contains(string(a.Raw), "tribute.notifyEmail") {
		t.Fatalf("a bad correction: %d %s", a.Status, a.Raw)
	}
	a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/tribute",
		map[string]any{"kind": "memory", "name": "Jean Dupont", "notifyEmail": "famille@example.org", "message": "Il aimait courir."})
	if tribute, _ := a.JSON["tribute"].(map[string]any); a.Status != http.StatusOK || tribute["name"] != "Jean Dupont" {
		t.Fatalf("the correction: %d %s", a.Status, a.Raw)
	}
	audits := d.audits(gifts.ActionTribute)
	if len(audits) != 1 || !strings.Contains(audits[0]["after"].(string), "Jean Dupont") {
		t.Fatalf("audit: %v", audits)
	}
	card := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations/"+gift+"/tribute-card", nil)
	if card.Status != http.StatusOK || card.Header.Get("Content-Type") != "application/pdf" {
		t.Fatalf("card: %d %v", card.Status, card.Header)
	}
	text := receiptstest.PDFText(t, card.Raw)
	for _, want := range []string{"In memory of", "Jean Dupont", "Ada Lovelace", "Il aimait courir."} {
		if !strings.Contains(text, want) {
			t.Errorf("the card does not say %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "25") || strings.Contains(text, "€") {
		t.Errorf("the card tells the amount:\n%s", text)
	}
	if a := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations/"+d.give(1000, "unique")+"/tribute-card", nil); a.Status != http.StatusNotFound {
		t.Errorf("the card of a gift honouring no one: %d", a.Status)
	}
}
