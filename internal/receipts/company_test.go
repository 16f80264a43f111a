package receipts_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
)

// A company gives through the donation form: its SIREN is checked, its gift
// gets the companies' receipt (article 238 bis), and the staff see which
// receipts are companies' in the list, the CSV and the yearly declaration.
func TestACompanysGiftGetsTheCompanyReceipt(t *testing.T) {
	d := newDesk(t, nil)
	company := map[string]any{"kind": "company", "raisonSociale": "Atelier Martin", "siren": "552 100 555", "formeJuridique": "SARL",
		"email": "compta@atelier-martin.fr", "prenom": "Claire", "nom": "Martin", "adresse": "4 quai Perrache", "codePostal": "69002",
		"ville": "Lyon", "pays": "France", "telephone": "0478000000"}
	status, res, _, _ := d.call("", http.MethodPost, "/api/donations/donors", company)
	if status != http.StatusBadRequest || res["data"].(map[string]any)["siren"] == nil {
		t.Fatalf("a SIREN whose check digit is wrong: %d %v", status, res)
	}
	company["siren"], company["raisonSociale"] = "552 100 554", ""
	if status, res, _, _ = d.call("", http.MethodPost, "/api/donations/donors", company); status != http.StatusBadRequest ||
		res["data"].(map[string]any)["raisonSociale"] == nil {
		t.Fatalf("a company without its name: %d %v", status, res)
	}
	company["raisonSociale"] = "Atelier Martin"
	status, res, _, _ = d.call("", http.MethodPost, "/api/donations/donors", company)
	if status != http.StatusCreated {
		t.Fatalf("the company's details: %d %v", status, res)
	}
	gift := d.gift(res["id"].(string), 500000, "card", "pending")
	d.pay(gift)

	// A person's form names no company, whatever it sends.
	person := map[string]any{"kind": "person", "raisonSociale": "Pas une société", "siren": "552100554", "email": "jean@example.org",
		"prenom": "Jean", "nom": "Martin", "adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France",
		"telephone": "0612345678"}
	if status, res, _, _ = d.call("", http.MethodPost, "/api/donations/donors", person); status != http.StatusCreated {
		t.Fatalf("a person's details: %d %v", status, res)
	}
	if r := d.record("donation_users", res["id"].(string)); r.GetString("raisonSociale") != "" || r.GetString("siren") != "" || r.GetString("kind") != "person" {
		t.Errorf("a person's details keep %q %q %q", r.GetString("kind"), r.GetString("raisonSociale"), r.GetString("siren"))
	}
	d.pay(d.gift(res["id"].(string), 3000, "card", "pending"))

	_, list, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts", nil)
	kinds := map[string]map[string]any{}
	for _, item := range list["items"].([]any) {
		r := item.(map[string]any)
		kinds[r["donorKind"].(string)] = r
	}
	if c := kinds["company"]; c == nil || c["donorName"] != "Atelier Martin" || c["donorSiren"] != "552100554" || c["donorLegalForm"] != "SARL" ||
		kinds["person"] == nil || kinds["person"]["donorName"] != "Jean Martin" {
		t.Fatalf("receipts: %v", list["items"])
	}
	year := list["years"].([]any)[0].(map[string]any)
	if companies := year["companies"].(map[string]any); companies["count"] != 1.0 || companies["amount"] != 500000.0 ||
		year["valid"].(map[string]any)["count"] != 2.0 {
		t.Errorf("the declaration's figures: %v", year)
	}
	_, _, pdf, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+kinds["company"]["id"].(string)+"/pdf", nil)
	if text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " "); !strings.Contains(text, "16216*02") ||
		!strings.Contains(text, "Dénomination de l'entreprise : Atelier Martin") || strings.Contains(text, "200 du CGI") {
		t.Errorf("the company's PDF reads:\n%s", text)
	}
	_, _, csv, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/exports/receipts.csv", nil)
	if !strings.Contains(string(csv), ",company,552100554,SARL,") {
		t.Errorf("receipts.csv:\n%s", csv)
	}
}
