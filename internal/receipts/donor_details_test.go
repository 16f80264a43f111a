package receipts_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
)

// The attack of the second attack run: an anonymous caller posts the
// donation form's details with a giver's email (any case) and other
// details. Nothing shown for that giver may change: the staff pages, the
// donors export, the annual receipt and its replacement keep the giver's
// own details, until the giver or the treasurer corrects them. The caller's
// details are another identity: apart, with only the money it gave.
func TestAnAnonymousFormCannotRewriteAnotherPersonsReceipt(t *testing.T) {
	d := newDesk(t, nil)
	victim := d.donor("jean@example.org", "x")
	d.recurring(victim, "card", 1500, false, "2025-02-05 10:00:00.000Z", "2025-03-05 10:00:00.000Z")

	mallory := map[string]any{"email": "JEAN@Example.org", "prenom": "Mallory", "nom": "Imposteur", "adresse": "666 rue du Faux",
		"codePostal": "13001", "ville": "Marseille", "pays": "France", "telephone": "0699999999"}
	status, res, _, _ := d.call("", http.MethodPost, "/api/donations/donors", mallory)
	if status != http.StatusCreated {
		t.Fatalf("the form: %d %v", status, res)
	}
	// A gift started with those details and never paid changes nothing either.
	d.gift(res["id"].(string), 500, "card", "pending")

	person := "/api/staff/donors/" + url.PathEscape("jean@example.org")
	wantShown := func(when, name, address string) {
		t.Helper()
		if shown := d.identitiesOnPage("jean@example.org"); shown[name]["address"] != address || collected(shown[name]) != 3000 {
			t.Errorf("%s: the donor page shows %v", when, shown)
		}
		if _, list, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?q=jean", nil); !strings.Contains(listNames(list), name) {
			t.Errorf("%s: the donors list shows %s", when, listNames(list))
		}
		_, _, csv, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/exports/donors.csv", nil)
		for _, line := range strings.Split(string(csv), "\n") {
			if strings.Contains(line, "Imposteur") && !strings.Contains(line, ",1,0.00,") {
				t.Errorf("%s: the caller's line counts money it did not give: %s", when, line)
			}
		}
		if !strings.Contains(string(csv), strings.ReplaceAll(name, " ", ",")+","+address+",") {
			t.Errorf("%s: donors.csv reads\n%s", when, csv)
		}
	}
	wantShown("after the form", "Jean Martin", "3 place du Marché")

	if _, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 10, 9, 0, 0, 0, donate.Paris)); err != nil {
		t.Fatal(err)
	}
	annual := d.receipts()
	if len(annual) != 1 || annual[0].GetString("donorName") != "Jean Martin" || annual[0].GetString("donorAddress") != "3 place du Marché" {
		t.Fatalf("annual receipts: %v", annual)
	}
	status, res, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+annual[0].Id+"/cancel",
		map[string]any{"reason": "typo", "replace": true})
	replacement, _ := res["replacement"].(map[string]any)
	if status != http.StatusOK || replacement["donorName"] != "Jean Martin" || replacement["donorAddress"] != "3 place du Marché" {
		t.Fatalf("cancel and replace: %d %v", status, res)
	}

	// The treasurer corrects the address (the donor phoned): shown at once,
	// audited with before and after, and the next replacement carries it.
	jean := d.identitiesOnPage("jean@example.org")["Jean Martin"]["identity"]
	bad := map[string]any{"identity": jean, "prenom": "Jean", "nom": "Martin", "adresse": "", "codePostal": "69002", "ville": "Lyon", "pays": "France",
		"telephone": "0612345678"}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person, bad); status != http.StatusBadRequest || res["data"].(map[string]any)["adresse"] == nil {
		t.Fatalf("a correction without an address: %d %v", status, res)
	}
	moved := map[string]any{"identity": jean, "prenom": "Jean", "nom": "Martin", "adresse": "7 rue Neuve", "codePostal": "69002", "ville": "Lyon",
		"pays": "France", "telephone": "0612345678", "email": "mallory@example.org"}
	for role, want := range map[string]int{"": http.StatusUnauthorized, staff.RoleShop: http.StatusForbidden} {
		if status, _, _, _ := d.call(role, http.MethodPatch, person, moved); status != want {
			t.Errorf("correction as %q: %d, want %d", role, status, want)
		}
	}
	if status, _, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, "/api/staff/donors/nobody%40example.org", moved); status != http.StatusNotFound {
		t.Errorf("correcting an unknown donor: %d", status)
	}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person, moved); status != http.StatusOK || res["email"] != "jean@example.org" {
		t.Fatalf("correction: %d %v", status, res)
	}
	wantShown("after the treasurer's correction", "Jean Martin", "7 rue Neuve")
	audit, err := d.app.FindFirstRecordByData(staff.AuditCollection, "action", staff.ActionCorrectDonor)
	if err != nil || !strings.Contains(audit.GetString("before"), "3 place du Marché") || !strings.Contains(audit.GetString("after"), "7 rue Neuve") ||
		audit.GetString("actorEmail") != "treasurer@foundation.test" {
		t.Fatalf("audit of the correction: %v %v", audit, err)
	}
	_, res, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+replacement["id"].(string)+"/cancel",
		map[string]any{"reason": "moved", "replace": true})
	if again, _ := res["replacement"].(map[string]any); again["donorAddress"] != "7 rue Neuve" {
		t.Fatalf("replacement after the correction: %v", res)
	}

	// A form after the correction still changes nothing.
	d.call("", http.MethodPost, "/api/donations/donors", mallory)
	wantShown("after a second form", "Jean Martin", "7 rue Neuve")
}

// listNames joins the names of a donors list page.
func listNames(page map[string]any) string {
	var names []string
	items, _ := page["items"].([]any)
	for _, item := range items {
		names = append(names, item.(map[string]any)["name"].(string))
	}
	return strings.Join(names, ", ")
}

// Details given before the form asked for the town have none: their gift's
// receipt waits, saying why, until a correction adds it; then the receipt
// prints it where the Cerfa asks ("Commune").
func TestAReceiptWaitsForTheDonorsTown(t *testing.T) {
	d := newDesk(t, nil)
	donor := d.record("donation_users", d.donor("old@example.org", "x"))
	donor.Set("ville", "")
	if err := d.app.SaveNoValidate(donor); err != nil {
		t.Fatal(err)
	}
	gift := d.gift(donor.Id, 4000, "card", "pending")
	d.pay(gift)
	if n := len(d.receipts()); n != 0 {
		t.Fatalf("%d receipts issued without a town", n)
	}
	_, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/missing", nil)
	if items := res["items"].([]any); len(items) != 1 || items[0].(map[string]any)["receiptBlocked"] != "missing town" {
		t.Fatalf("missing: %v", res)
	}
	issue := "/api/staff/donations/" + gift + "/receipt"
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, issue, nil); status != http.StatusBadRequest ||
		res["data"].(map[string]any)["address"].(map[string]any)["code"] != "validation_missing_town" {
		t.Fatalf("a receipt without a town: %d %v", status, res)
	}

	person := "/api/staff/donors/" + url.PathEscape("old@example.org")
	correction := map[string]any{"prenom": "Jean", "nom": "Martin", "adresse": "3 place du Marché", "codePostal": "69001", "ville": "",
		"pays": "France", "telephone": "0612345678"}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person, correction); status != http.StatusBadRequest ||
		res["data"].(map[string]any)["ville"] == nil {
		t.Fatalf("a correction without a town: %d %v", status, res)
	}
	correction["ville"] = "Lyon"
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person, correction); status != http.StatusOK {
		t.Fatalf("correction: %d %v", status, res)
	}
	if shown := d.identitiesOnPage("old@example.org"); shown["Jean Martin"]["town"] != "Lyon" {
		t.Errorf("the donor page shows %v", shown)
	}
	status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, issue, nil)
	if status != http.StatusCreated || res["donorTown"] != "Lyon" {
		t.Fatalf("the receipt once the town is known: %d %v", status, res)
	}
	_, _, pdf, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+res["id"].(string)+"/pdf", nil)
	if text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " "); !strings.Contains(text, "Code postal : 69001 Commune : Lyon Pays : France") {
		t.Errorf("the PDF reads:\n%s", text)
	}
}
