package receipts_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// formDetails are the donation form's details of a person with email.
func formDetails(email, prenom, nom string) map[string]any {
	return map[string]any{"kind": "person", "email": email, "prenom": prenom, "nom": nom, "adresse": "3 place du Marché",
		"codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"}
}

// given posts details through the donation form and answers their record's id.
func (d *desk) given(details map[string]any) string {
	d.t.Helper()
	status, res, _, _ := d.call("", http.MethodPost, "/api/donations/donors", details)
	if status != http.StatusCreated {
		d.t.Fatalf("the form: %d %v", status, res)
	}
	return res["id"].(string)
}

// annualOf finds the valid annual receipt naming name, nil when none.
func (d *desk) annualOf(name string) *receipts.Receipt {
	for _, r := range d.receipts() {
		if r.Kind() == receipts.KindAnnual && r.Status() == receipts.StatusValid && r.DonorName() == name {
			return r
		}
	}
	return nil
}

// identitiesOnPage are the identities of the staff page of email, by name.
func (d *desk) identitiesOnPage(email string) map[string]map[string]any {
	d.t.Helper()
	status, page, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors/"+url.PathEscape(email), nil)
	if status != http.StatusOK {
		d.t.Fatalf("the donor page of %s: %d %v", email, status, page)
	}
	out := map[string]map[string]any{}
	for _, i := range page["identities"].([]any) {
		identity := i.(map[string]any)
		out[identity["name"].(string)] = identity
	}
	return out
}

func collected(identity map[string]any) float64 {
	return identity["totals"].(map[string]any)["collected"].(float64)
}

// The third attack run: Paul gave 2 × 50 € a month as a person and his
// company 2 × 200 € from the same email. Each gets its own annual receipt
// (article 200 for Paul, 238 bis for the company) for its own money, the
// 222 bis company figure counts the company's, the staff page shows both
// apart, and a correction or a replacement of one never touches the other.
func TestAPersonAndTheirCompanyGetAReceiptEach(t *testing.T) {
	d := newDesk(t, nil)
	paul := d.given(formDetails("paul@martin-conseil.fr", "Paul", "Martin"))
	company := formDetails("Paul@Martin-Conseil.fr", "Paul", "Martin")
	company["kind"], company["raisonSociale"], company["siren"], company["formeJuridique"] = "company", "Martin Conseil SAS", "552 100 554", "SAS"
	company["adresse"] = "10 cours Lafayette"
	firm := d.given(company)
	d.recurring(paul, "card", 5000, false, "2025-02-05 10:00:00.000Z", "2025-03-05 10:00:00.000Z")
	d.recurring(firm, "card", 20000, false, "2025-02-06 10:00:00.000Z", "2025-03-06 10:00:00.000Z")

	run, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 10, 9, 0, 0, 0, donate.Paris))
	if err != nil || run.Issued != 2 {
		t.Fatalf("the run: %+v %v", run, err)
	}
	person, firmReceipt := d.annualOf("Paul Martin"), d.annualOf("Martin Conseil SAS")
	if person == nil || person.Amount() != 10000 || person.DonorKind() != donate.KindPerson || person.Payments() != 2 ||
		person.DonorAddress() != "3 place du Marché" {
		t.Fatalf("Paul's receipt: %v", person)
	}
	if firmReceipt == nil || firmReceipt.Amount() != 40000 || firmReceipt.DonorKind() != donate.KindCompany || firmReceipt.DonorSiren() != "552100554" ||
		firmReceipt.Payments() != 2 || firmReceipt.DonorAddress() != "10 cours Lafayette" {
		t.Fatalf("the company's receipt: %v", firmReceipt)
	}
	years, err := declarations.Years(d.app)
	if err != nil {
		t.Fatal(err)
	}
	for _, y := range years {
		if y.Year == 2025 && (y.Valid.Amount != 50000 || y.Companies.Amount != 40000) {
			t.Errorf("the 2025 declaration: %+v", y)
		}
	}
	if again, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 11, 9, 0, 0, 0, donate.Paris)); err != nil || again.Issued != 0 || again.AlreadyIssued != 2 {
		t.Errorf("a second run: %+v %v", again, err)
	}

	onPage := d.identitiesOnPage("paul@martin-conseil.fr")
	if len(onPage) != 2 || collected(onPage["Paul Martin"]) != 10000 || collected(onPage["Martin Conseil SAS (Paul Martin)"]) != 40000 ||
		onPage["Martin Conseil SAS (Paul Martin)"]["siren"] != "552100554" || len(onPage["Paul Martin"]["gifts"].([]any)) != 1 {
		t.Fatalf("the donor page: %v", onPage)
	}

	// Without saying whose details, a correction of an email with two identities is refused.
	person2 := "/api/staff/donors/" + url.PathEscape("paul@martin-conseil.fr")
	moved := formDetails("", "Paul", "Martin")
	moved["adresse"] = "7 rue Neuve"
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person2, moved); status != http.StatusBadRequest ||
		res["data"].(map[string]any)["identity"] == nil {
		t.Fatalf("a correction naming no identity: %d %v", status, res)
	}
	moved["identity"] = "company:999999999"
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person2, moved); status != http.StatusBadRequest ||
		res["data"].(map[string]any)["identity"] == nil {
		t.Fatalf("a correction naming an identity the email does not hold: %d %v", status, res)
	}
	moved["identity"] = onPage["Paul Martin"]["identity"]
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, person2, moved); status != http.StatusOK {
		t.Fatalf("Paul's correction: %d %v", status, res)
	}
	onPage = d.identitiesOnPage("paul@martin-conseil.fr")
	if onPage["Paul Martin"]["address"] != "7 rue Neuve" || onPage["Martin Conseil SAS (Paul Martin)"]["address"] != "10 cours Lafayette" {
		t.Fatalf("after Paul's correction: %v", onPage)
	}

	// Replacements stay with their identity, with its own figures and details.
	_, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+firmReceipt.Id+"/cancel", map[string]any{"reason": "typo", "replace": true})
	if r, _ := res["replacement"].(map[string]any); r["donorName"] != "Martin Conseil SAS" || r["amount"] != 40000.0 || r["donorKind"] != "company" ||
		r["donorAddress"] != "10 cours Lafayette" {
		t.Fatalf("the company's replacement: %v", res)
	}
	_, res, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+person.Id+"/cancel", map[string]any{"reason": "moved", "replace": true})
	if r, _ := res["replacement"].(map[string]any); r["donorName"] != "Paul Martin" || r["amount"] != 10000.0 || r["donorAddress"] != "7 rue Neuve" {
		t.Fatalf("Paul's replacement: %v", res)
	}

	// A one-off gift of each names its own identity.
	single := map[string]string{}
	for name, donor := range map[string]string{"Paul Martin": paul, "Martin Conseil SAS": firm} {
		gift := d.gift(donor, 3000, "card", "pending")
		d.pay(gift)
		list, err := receipts.OfDonation(d.app, gift)
		if err != nil || len(list) != 1 {
			t.Fatalf("the receipts of %s's gift: %v %v", name, list, err)
		}
		single[name] = list[0].DonorAddress()
		if list[0].DonorName() != name {
			t.Errorf("%s's one-off gift's receipt names %s", name, list[0].DonorName())
		}
	}
	if single["Paul Martin"] != "7 rue Neuve" || single["Martin Conseil SAS"] != "10 cours Lafayette" {
		t.Errorf("the one-off receipts' addresses: %v", single)
	}
}

// The third attack run: Mallory paid a 1 € monthly cheque with Carol's
// email before Carol ever gave. Carol's receipt names Carol for her 140 €
// alone; Mallory's euro is on Mallory's identity, on its own receipt and
// its own part of the staff page.
func TestWhoeverGaveFirstWithAnEmailNeverNamesItsReceipts(t *testing.T) {
	d := newDesk(t, nil)
	mallory := formDetails("carol@example.org", "Mallory", "Faux")
	mallory["adresse"] = "666 rue du Faux"
	d.recurring(d.given(mallory), "cheque", 100, false, "2025-01-10 10:00:00.000Z")
	d.recurring(d.given(formDetails("Carol@example.org", "Carol", "Durand")), "card", 7000, false, "2025-02-05 10:00:00.000Z", "2025-03-05 10:00:00.000Z")

	if _, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 10, 9, 0, 0, 0, donate.Paris)); err != nil {
		t.Fatal(err)
	}
	carol, faux := d.annualOf("Carol Durand"), d.annualOf("Mallory Faux")
	if carol == nil || carol.Amount() != 14000 || carol.DonorAddress() != "3 place du Marché" || carol.Payments() != 2 {
		t.Fatalf("Carol's receipt: %v", carol)
	}
	if faux == nil || faux.Amount() != 100 || faux.DonorAddress() != "666 rue du Faux" {
		t.Fatalf("Mallory's receipt: %v", faux)
	}
	onPage := d.identitiesOnPage("carol@example.org")
	if len(onPage) != 2 || collected(onPage["Carol Durand"]) != 14000 || collected(onPage["Mallory Faux"]) != 100 ||
		onPage["Carol Durand"]["address"] != "3 place du Marché" {
		t.Fatalf("the donor page: %v", onPage)
	}
	// The list has one line per email, naming each identity.
	_, list, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?q=carol", nil)
	if items := list["items"].([]any); len(items) != 1 || !strings.Contains(items[0].(map[string]any)["name"].(string), "Carol Durand") ||
		!strings.Contains(items[0].(map[string]any)["name"].(string), "Mallory Faux") {
		t.Errorf("the donors list: %v", list["items"])
	}
}
