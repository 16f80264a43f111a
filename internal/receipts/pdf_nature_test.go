package receipts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/receipts/receiptstest"
)

func at(year int, month time.Month, day int) time.Time {
	return time.Date(year, month, day, 9, 0, 0, 0, donate.Paris)
}

func dt(t time.Time) types.DateTime { d, _ := types.ParseDateTime(t); return d }

// renderText renders doc, keeps it under RECEIPT_PDF_DIR when set (to look
// at its pages), and returns its text on one line.
func renderText(t *testing.T, name string, doc Document) string {
	t.Helper()
	pdf, err := Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RECEIPT_PDF_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, name+".pdf"), pdf, 0o644)
	}
	return strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
}

func nonCashDocument() Document {
	return Document{Number: "2026-000050", Foundation: sampleFoundation(), Signature: sampleSignature(nil),
		DonorName: "Ana Petit", DonorLastName: "Petit", DonorFirstNames: "Ana", DonorAddress: "2 rue Haute", DonorPostalCode: "69001", DonorTown: "Lyon", DonorCountry: "France",
		Amount: 24000, GiftDate: at(2026, 3, 5), IssuedAt: at(2026, 3, 6)}
}

func TestNonCashReceiptsPrintTheirNatureAndValuation(t *testing.T) {
	person := nonCashDocument()
	person.Methods, person.Nature, person.Description = []string{donate.MethodInKind}, natureOf([]string{donate.MethodInKind}, false), "Douze ballons de football, taille 5"
	company := person
	company.Company, company.DonorName, company.DonorLegalForm, company.DonorSiren = true, "Sports Lyon SARL", "SARL", "732829320"
	company.Nature = natureOf(company.Methods, true)
	volunteer := nonCashDocument()
	volunteer.Amount, volunteer.Methods, volunteer.Mission = 14082, []string{donate.MethodVolunteerExpenses}, "Encadrement du tournoi des jeunes de Lyon"
	volunteer.Nature = natureOf(volunteer.Methods, false)
	volunteer.Expenses = []donate.Expense{
		{Date: dt(at(2026, 2, 20)), Nature: "Train Lyon–Paris", Justification: "Billet SNCF n° 8812", Amount: 6450},
		{Date: dt(at(2026, 2, 27)), Nature: "Déplacement au stade", Justification: "Relevé des trajets", Amount: 7632, Vehicle: donate.VehicleCar,
			Horsepower: 5, Kilometres: 120, RateMillis: 636, MileageRate: true},
	}
	cases := []struct {
		name           string
		doc            Document
		want, unwanted []string
	}{
		{"in-kind-person", person, []string{"Cerfa n° 11580*05", "240,00 €", "Date du versement ou du don : 5 mars 2026",
			"X Déclaration de don manuel", "X Autres", "Autres (précisez) (8) : don en nature : Douze ballons de football, taille 5",
			"Évaluation : 240,00 €, valeur réelle du bien au jour du don, estimée par le donateur"},
			[]string{"X Numéraire", "Mode de versement", "X Frais", "Détail des frais"}},
		{"in-kind-company", company, []string{"16216*02", "des dons en nature pour une valeur en euros égale à (5) : 240,00 €",
			"Valeur totale des dons en nature en toutes lettres : deux cent quarante euros",
			"Description exhaustive des biens et prestations reçus et acceptés (6) (nature et quantité) (7) : Douze ballons de football, taille 5",
			"Versements : néant", "Montant total des dons et versements reçus par l'organisme : 240,00 €",
			"Date ou période au cours de laquelle les dons et versements ont été effectués (9) : le 5 mars 2026",
			"Valorisation : 240,00 €, au coût de revient du bien donné (article 238 bis 1 du CGI)"},
			[]string{"Forme des versements", "Évaluation"}},
		{"volunteer-expenses", volunteer, []string{"Cerfa n° 11580*05", "140,82 €", "X Autres",
			"X Frais engagés par les bénévoles, dont ils renoncent expressément au remboursement",
			"Frais engagés pour : Encadrement du tournoi des jeunes de Lyon",
			"Renonciation expresse au remboursement : déclaration écrite du bénévole du 5 mars 2026",
			"Détail des frais abandonnés", "Annexe au reçu n° 2026-000050", "20 février 2026", "Billet SNCF n° 8812", "64,50 €",
			"(voiture 5 CV, 120 km ×", "0,636 €/km, barème kilométrique)", "76,32 €", "Total 140,82 €"},
			[]string{"X Déclaration de don manuel", "Mode de versement", "X Numéraire"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := renderText(t, c.name, c.doc)
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("lacks %q:\n%s", w, text)
				}
			}
			for _, u := range c.unwanted {
				if strings.Contains(text, u) {
					t.Errorf("prints %q:\n%s", u, text)
				}
			}
		})
	}
}

// A waiver of the most lines, each as long as the rules allow, still
// renders: its annex takes the pages it needs.
func TestTheLongestWaiverStillRenders(t *testing.T) {
	doc := nonCashDocument()
	doc.Methods, doc.Mission = []string{donate.MethodVolunteerExpenses}, strings.Repeat("Encadrement ", donate.MaxDescription/12)
	doc.Nature = natureOf(doc.Methods, false)
	for i := 0; i < donate.MaxExpenses; i++ {
		doc.Expenses = append(doc.Expenses, donate.Expense{Date: dt(at(2026, 2, 20)), Nature: strings.Repeat("Déplacement ", 200/12),
			Justification: strings.Repeat("Billet ", 200/7), Amount: 100, Vehicle: donate.VehicleCar, Horsepower: 7, Kilometres: 99_999, RateMillis: 1_000, MileageRate: true})
	}
	if text := renderText(t, "longest-waiver", doc); !strings.Contains(text, "Total") {
		t.Errorf("the annex has no total:\n%s", text)
	}
	goods := nonCashDocument()
	goods.Methods, goods.Description = []string{donate.MethodInKind}, strings.Repeat("Ballons ", donate.MaxDescription/8)
	for _, company := range []bool{false, true} {
		goods.Company, goods.Nature = company, natureOf(goods.Methods, company)
		if _, err := Render(goods); err != nil {
			t.Errorf("the longest gift in kind (company %v): %v", company, err)
		}
	}
}
