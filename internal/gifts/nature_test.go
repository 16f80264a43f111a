package gifts_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"foundation/internal/donate"
	"foundation/internal/gifts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
)

// day is a date n days before today in Paris, as the form sends it.
func day(n int) string { return time.Now().In(donate.Paris).AddDate(0, 0, -n).Format(time.DateOnly) }

func person(email string) map[string]any {
	return map[string]any{"email": email, "prenom": "Ana", "nom": "Petit", "adresse": "2 rue Haute", "codePostal": "69001",
		"ville": "Lyon", "pays": "France", "telephone": "0612345678"}
}

func with(base map[string]any, fields map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range fields {
		if v == nil {
			delete(out, k)
			continue
		}
		out[k] = v
	}
	return out
}

func inKind() map[string]any {
	return with(person("ana@example.org"), map[string]any{"description": "Douze ballons de football, taille 5", "valueCents": 24000, "date": day(3)})
}

func expenses() map[string]any {
	return with(person("paul@example.org"), map[string]any{"mission": "Encadrement du tournoi des jeunes de Lyon", "date": day(2), "waived": true,
		"expenses": []map[string]any{
			{"date": day(9), "nature": "Train Lyon–Paris", "justification": "Billet SNCF n° 8812", "amountCents": 6450},
			{"date": day(5), "nature": "Déplacement au stade", "justification": "Relevé des trajets", "vehicle": "car",
				"horsepower": 5, "kilometres": 120, "rateMillis": 636},
		}})
}

// pdfText is the text of the gift's valid receipt, downloaded as the treasurer does.
func (d *phoneDesk) receiptText(page map[string]any) string {
	d.t.Helper()
	list, _ := page["receipts"].([]any)
	if len(list) != 1 {
		d.t.Fatalf("the gift has %d receipts, want 1: %v", len(list), page)
	}
	id := list[0].(map[string]any)["id"].(string)
	a := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+id+"/pdf", nil)
	if a.Status != http.StatusOK {
		d.t.Fatalf("download: %d", a.Status)
	}
	return strings.Join(strings.Fields(receiptstest.PDFText(d.t, a.Raw)), " ")
}

func containsAll(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("lacks %q:\n%s", w, text)
		}
	}
}

// The treasurer records twelve footballs a donor gave: the gift is paid, of
// nature in kind, with its receipt on the person's model ticking "Autres"
// with what was given and its value, and a ledger line worth 240 € that is
// no money.
func TestTheTreasurerRecordsAGiftInKindAndItsReceipt(t *testing.T) {
	d := newPhoneDesk(t)
	a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/gifts/in-kind", inKind())
	if a.Status != http.StatusCreated {
		t.Fatalf("record: %d %s", a.Status, a.Raw)
	}
	if a.JSON["method"] != "in_kind" || a.JSON["status"] != "paid" || a.JSON["amount"] != 24000.0 || a.JSON["collected"] != 0.0 {
		t.Errorf("the gift: %v", a.JSON)
	}
	nature, _ := a.JSON["nature"].(map[string]any)
	if nature == nil || nature["description"] != "Douze ballons de football, taille 5" {
		t.Errorf("the gift's nature: %v", a.JSON["nature"])
	}
	ledger, _ := a.JSON["ledger"].([]any)
	if len(ledger) != 1 || ledger[0].(map[string]any)["kind"] != "in_kind" || ledger[0].(map[string]any)["gross"] != 0.0 ||
		ledger[0].(map[string]any)["value"] != 24000.0 {
		t.Errorf("the ledger: %v", a.JSON["ledger"])
	}
	text := d.receiptText(a.JSON)
	containsAll(t, text, "Cerfa n° 11580*05", "Nom : Petit", "Prénoms : Ana", "240,00 €", "deux cent quarante euros",
		"X Déclaration de don manuel", "X Autres", "Autres (précisez) (8) : don en nature : Douze ballons de football, taille 5",
		"Évaluation : 240,00 €, valeur réelle du bien au jour du don, estimée par le donateur")
	for _, unwanted := range []string{"X Numéraire", "Mode de versement", "X Chèque", "X Virement"} {
		if strings.Contains(text, unwanted) {
			t.Errorf("the receipt of a gift in kind prints %q:\n%s", unwanted, text)
		}
	}
	if got := d.audits(gifts.ActionRecordNonCash); len(got) != 1 {
		t.Errorf("%d audit rows of the recording, want 1", len(got))
	}
}

// A company's gift in kind is the companies' model's "en nature" line, valued at cost.
func TestACompanysGiftInKindIsItsModelsInKindLine(t *testing.T) {
	d := newPhoneDesk(t)
	body := with(inKind(), map[string]any{"kind": "company", "raisonSociale": "Sports Lyon SARL", "siren": "732 829 320", "formeJuridique": "SARL"})
	a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/gifts/in-kind", body)
	if a.Status != http.StatusCreated {
		t.Fatalf("record: %d %s", a.Status, a.Raw)
	}
	containsAll(t, d.receiptText(a.JSON), "16216*02", "Dénomination de l'entreprise : Sports Lyon SARL",
		"des dons en nature pour une valeur en euros égale à (5) : 240,00 €", "Versements : néant",
		"Montant total des dons et versements reçus par l'organisme : 240,00 €",
		"Description exhaustive des biens et prestations reçus et acceptés (6) (nature et quantité) (7) : Douze ballons de football, taille 5",
		"Valorisation : 240,00 €, au coût de revient du bien donné (article 238 bis 1 du CGI)")
}

// A volunteer's expenses waived: their sum, computed on the server (the
// drive at the mileage scale's rate), on the person's model's own box, with
// the waiver and the work on the first page and each expense on the second.
func TestTheTreasurerRecordsAVolunteersExpensesWaived(t *testing.T) {
	d := newPhoneDesk(t)
	a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/gifts/volunteer-expenses", expenses())
	if a.Status != http.StatusCreated {
		t.Fatalf("record: %d %s", a.Status, a.Raw)
	}
	if a.JSON["method"] != "volunteer_expenses" || a.JSON["amount"] != 14082.0 { // 64,50 € + 120 km × 0,636 € = 76,32 €
		t.Errorf("the gift: %v", a.JSON)
	}
	text := d.receiptText(a.JSON)
	containsAll(t, text, "Cerfa n° 11580*05", "140,82 €", "X Autres", "X Frais engagés par les bénévoles, dont ils renoncent expressément au remboursement",
		"Frais engagés pour : Encadrement du tournoi des jeunes de Lyon", "Renonciation expresse au remboursement : déclaration écrite du bénévole du",
		"Détail des frais : 2 dépenses en annexe, justificatifs conservés par le bénéficiaire", "Détail des frais abandonnés", "Train Lyon–Paris", "Billet SNCF n° 8812", "64,50 €",
		"Déplacement au stade (voiture 5 CV, 120 km ×", "0,636 €/km, barème kilométrique)", "76,32 €", "Total 140,82 €")
	if strings.Contains(text, "X Déclaration de don manuel") || strings.Contains(text, "Mode de versement") {
		t.Errorf("a waiver is no manual gift of money:\n%s", text)
	}
}

// Every field is checked on the server, with the donation form's rules for
// the person and the company; dates are never in the future.
func TestAGiftThatIsNotMoneyIsCheckedOnTheServer(t *testing.T) {
	d := newPhoneDesk(t)
	tomorrow := time.Now().In(donate.Paris).AddDate(0, 0, 1).Format(time.DateOnly)
	line := func(fields map[string]any) map[string]any {
		return with(map[string]any{"date": day(5), "nature": "Train", "justification": "Billet", "amountCents": 1000}, fields)
	}
	cases := []struct {
		name, path string
		body       map[string]any
		fields     map[string]string // field: code
	}{
		{"no description", "in-kind", with(inKind(), map[string]any{"description": " "}), map[string]string{"description": "validation_required"}},
		{"a value of nothing", "in-kind", with(inKind(), map[string]any{"valueCents": 0}), map[string]string{"valueCents": "validation_amount_negative"}},
		{"a value in euros", "in-kind", with(inKind(), map[string]any{"valueCents": 12.5}), map[string]string{"valueCents": "validation_amount_not_integer"}},
		{"tomorrow", "in-kind", with(inKind(), map[string]any{"date": tomorrow}), map[string]string{"date": "validation_date_in_future"}},
		{"no date", "in-kind", with(inKind(), map[string]any{"date": nil}), map[string]string{"date": "validation_required"}},
		{"a date in words", "in-kind", with(inKind(), map[string]any{"date": "5 janvier"}), map[string]string{"date": "validation_invalid_date"}},
		{"the form's rules", "in-kind", with(inKind(), map[string]any{"email": "ana", "codePostal": "6900", "telephone": "x"}),
			map[string]string{"email": "validation_invalid_email", "codePostal": "validation_invalid_postal_code", "telephone": "validation_invalid_phone"}},
		{"a company's SIREN", "in-kind", with(inKind(), map[string]any{"kind": "company", "raisonSociale": "Sports Lyon", "siren": "123", "formeJuridique": "SARL"}),
			map[string]string{"siren": "validation_invalid_siren"}},
		{"a company waiving expenses", "volunteer-expenses", with(expenses(), map[string]any{"kind": "company", "raisonSociale": "Sports Lyon",
			"siren": "732 829 320", "formeJuridique": "SARL"}), map[string]string{"kind": "validation_person_only"}},
		{"no waiver held", "volunteer-expenses", with(expenses(), map[string]any{"waived": false}), map[string]string{"waived": "validation_waiver_required"}},
		{"no mission", "volunteer-expenses", with(expenses(), map[string]any{"mission": ""}), map[string]string{"mission": "validation_required"}},
		{"no expense", "volunteer-expenses", with(expenses(), map[string]any{"expenses": []any{}}), map[string]string{"expenses": "validation_required"}},
		{"an expense after the waiver", "volunteer-expenses", with(expenses(), map[string]any{"date": day(6),
			"expenses": []any{line(map[string]any{"date": day(1)})}}), map[string]string{"expenses.0.date": "validation_after_waiver"}},
		{"an expense unjustified", "volunteer-expenses", with(expenses(), map[string]any{"expenses": []any{line(map[string]any{"justification": ""})}}),
			map[string]string{"expenses.0.justification": "validation_required"}},
		{"a drive without its rate", "volunteer-expenses", with(expenses(), map[string]any{"expenses": []any{line(map[string]any{"vehicle": "car",
			"horsepower": 5, "kilometres": 40})}}), map[string]string{"expenses.0.rateMillis": "validation_required"}},
		{"a vehicle unknown", "volunteer-expenses", with(expenses(), map[string]any{"expenses": []any{line(map[string]any{"vehicle": "boat"})}}),
			map[string]string{"expenses.0.vehicle": "validation_invalid_vehicle"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/gifts/"+c.path, c.body)
			if a.Status != http.StatusBadRequest {
				t.Fatalf("%d %s, want 400", a.Status, a.Raw)
			}
			data, _ := a.JSON["data"].(map[string]any)
			for field, code := range c.fields {
				got, _ := data[field].(map[string]any)
				if got == nil || got["code"] != code {
					t.Errorf("%s: %v, want %s (all: %s)", field, data[field], code, a.Raw)
				}
			}
		})
	}
	if n, _ := d.app.CountRecords("donations"); n != 0 {
		t.Errorf("%d gifts recorded by refused requests", n)
	}
}

// No money total counts a gift that is not money: the donations list's
// collected total, the home's months, the payments export; the yearly 222
// bis figures count it as the receipts name it.
func TestNoMoneyTotalCountsAGiftInKind(t *testing.T) {
	d := newPhoneDesk(t)
	for _, c := range []struct {
		path string
		body map[string]any
	}{{"in-kind", inKind()}, {"volunteer-expenses", expenses()}} {
		if a := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/gifts/"+c.path, c.body); a.Status != http.StatusCreated {
			t.Fatalf("record: %d %s", a.Status, a.Raw)
		}
	}
	list := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations", nil)
	totals, _ := list.JSON["totals"].(map[string]any)
	if totals["count"] != 2.0 || totals["collected"] != 0.0 {
		t.Errorf("the donations list's totals: %v", list.JSON["totals"])
	}
	home := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/summary", nil)
	var summary struct {
		Gifts donate.GiftMonths `json:"gifts"`
	}
	if err := json.Unmarshal(home.Raw, &summary); err != nil {
		t.Fatal(err)
	}
	for _, m := range summary.Gifts.Months {
		if m.Count != 0 || m.Amount != 0 {
			t.Errorf("the home counts %v in %s", m.Sum, m.Month)
		}
	}
	export := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/exports/payments.csv", nil)
	if rows := strings.Count(strings.TrimSpace(string(export.Raw)), "\n"); export.Status != http.StatusOK || rows != 0 {
		t.Errorf("the payments export: %d, %d rows:\n%s", export.Status, rows, export.Raw)
	}
	receipts := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts", nil)
	years, _ := receipts.JSON["years"].([]any)
	if len(years) == 0 {
		t.Fatalf("no yearly figures: %s", receipts.Raw)
	}
	valid := years[0].(map[string]any)["valid"].(map[string]any)
	if valid["amount"] != 38082.0 || valid["count"] != 2.0 {
		t.Errorf("the 222 bis figures: %v, want 2 receipts naming 380,82 €", valid)
	}
}

// Only the treasurer (and an admin) records one; the others are refused and nothing is stored.
func TestOnlyTheTreasurerRecordsAGiftInKind(t *testing.T) {
	d := newPhoneDesk(t)
	for role, want := range map[string]int{"": http.StatusUnauthorized, staff.RoleEditor: http.StatusForbidden, staff.RoleShop: http.StatusForbidden,
		staff.RoleAdmin: http.StatusCreated} {
		for _, c := range []struct {
			path string
			body map[string]any
		}{{"in-kind", inKind()}, {"volunteer-expenses", expenses()}} {
			if a := d.call(role, http.MethodPost, "/api/staff/gifts/"+c.path, c.body); a.Status != want {
				t.Errorf("%q %s: %d, want %d", role, c.path, a.Status, want)
			}
		}
	}
}
