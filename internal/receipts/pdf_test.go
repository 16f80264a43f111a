package receipts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/settings"
)

func sampleSignature(testing.TB) []byte { return receiptstest.Signature() }

func sampleFoundation() settings.Foundation { return receiptstest.Foundation() }

func TestTheReceiptCarriesEveryCerfaField(t *testing.T) {
	issued := time.Date(2026, 1, 6, 10, 0, 0, 0, time.UTC)
	doc := Document{
		Number: "2026-000042", Foundation: sampleFoundation(), Signature: sampleSignature(t),
		DonorName: "Jean-François Müller", DonorLastName: "Müller", DonorFirstNames: "Jean-François", DonorAddress: "3 place du Marché\n69001 Lyon", DonorPostalCode: "69001", DonorTown: "Lyon", DonorCountry: "France",
		Amount: 125050, GiftDate: time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC), Methods: []string{MethodCheque}, IssuedAt: issued,
	}
	pdf, err := Render(doc)
	if err != nil {
		t.Fatal(err)
	}
	if len(pdf) > 60<<10 {
		t.Errorf("the PDF weighs %d bytes, over 60 KB", len(pdf))
	}
	if dir := os.Getenv("RECEIPT_PDF_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "receipt.pdf"), pdf, 0o644)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{
		"Cerfa n° 11580*05",
		"Reçu des dons et versements effectués par les particuliers",
		"au titre des articles 200 et 978 du code général des impôts",
		"Numéro d'ordre du reçu : 2026-000042",
		"Organisme bénéficiaire des dons et versements", "Nom ou dénomination : Fondation Amara Diallo", "Adresse : 18 rue du Stade, 75015 Paris",
		"Objet : Aider de jeunes sportifs", "Statut : Fondation reconnue d'utilité publique", "Numéro SIREN ou RNA : W751234567",
		"X Œuvre ou organisme d'intérêt général ayant un caractère philanthropique, éducatif, scientifique, social, humanitaire, sportif, " +
			"familial, culturel ou concourant à la mise en valeur du patrimoine artistique, à la défense de l'environnement naturel ou à la " +
			"diffusion de la culture, de la langue et des connaissances scientifiques françaises. Précisez si vous êtes :",
		"X Association ou fondation reconnue d'utilité publique par décret en date du 12 mars 1990 publié au Journal officiel du 14 mars 1990",
		"article 200 du CGI : 66 % des sommes versées, dans la limite de 20 % du revenu imposable",
		"Donateur", "Nom : Müller", "Prénoms : Jean-François", "Adresse : 3 place du Marché, 69001 Lyon", "Code postal : 69001", "Commune : Lyon", "Pays : France",
		"Le bénéficiaire reconnaît avoir reçu des dons et versements ouvrant droit à réduction d'impôt d'un montant de (5) : 1 250,50 €",
		"Somme en toutes lettres : mille deux cent cinquante euros et cinquante centimes",
		"Date du versement ou du don : 5 janvier 2026",
		"Le bénéficiaire certifie sur l'honneur que les dons et versements qu'il reçoit ouvrent droit à la réduction d'impôt prévue à l'article",
		"X 200 du CGI", "X 978 du CGI",
		"Forme du don", "X Déclaration de don manuel", "Nature du don", "X Numéraire", "Titres de sociétés cotés",
		"Abandon exprès de revenus ou de produits", "Frais engagés par les bénévoles, dont ils renoncent expressément au remboursement",
		"En cas de don en numéraire, mode de versement du don", "X Chèque", "Virement, prélèvement, carte bancaire",
		"Date et signature Fait à Paris, le 6 janvier 2026", "Hélène Lefèvre", "Trésorière",
		// The form's notes, numbered as on it.
		"(5) Pour les dons de titres de sociétés cotées et les dons en nature, mentionnez la valeur du don.",
		"En application de l'article L. 80 C du livre des procédures fiscales",
		"l'application de l'amende prévue à l'article 1740 A du code général des impôts.",
		"(7) La réduction d'IFI ne s'applique qu'aux dons en numéraire", "(8) Exemple : dons en nature.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the receipt lacks %q:\n%s", want, text)
		}
	}
	for _, unwanted := range []string{"X Virement", "238 bis", "X Acte", "X Remise", "X Titres", "X Frais", "X Abandon"} {
		if strings.Contains(text, unwanted) {
			t.Errorf("the receipt ticks %q", unwanted)
		}
	}
}

// The attack: a name stored with an emoji ("Zoë 😀 𝔐artin", before the
// forms refused it) failed its receipt. The receipt prints what the font
// can: the letter's plain form, a stand-in for the rest.
func TestANameTheFontLacksStillPrints(t *testing.T) {
	pdf, err := Render(Document{Number: "2026-000043", Foundation: sampleFoundation(), DonorName: "Zoë 😀 𝔐artin", DonorLastName: "𝔐artin", DonorFirstNames: "Zoë 😀", DonorAddress: "2 rue 中文",
		DonorPostalCode: "69001", DonorTown: "Lyon", DonorCountry: "France", Amount: 5000, GiftDate: time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC),
		Methods: []string{MethodCheque}, IssuedAt: time.Date(2026, 1, 6, 10, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{"Nom : Martin Prénoms : Zoë ?", "Adresse : 2 rue ??"} {
		if !strings.Contains(text, want) {
			t.Errorf("the receipt lacks %q:\n%s", want, text)
		}
	}
}

func TestAnAnnualReceiptNamesItsPeriodAndCites978OnlyWhenEligible(t *testing.T) {
	f := sampleFoundation()
	f.Category = "general_interest" // a category whose gifts do not reduce the IFI
	pdf, err := Render(Document{
		Number: "2027-000001", Foundation: f, Signature: sampleSignature(t), DonorName: "Awa Ndiaye", DonorLastName: "Ndiaye", DonorFirstNames: "Awa", DonorAddress: "12 rue des Lilas",
		DonorPostalCode: "75011", DonorCountry: "France", Amount: 24000, Payments: 12, Methods: []string{MethodCard},
		PeriodStart: time.Date(2026, 1, 1, 8, 0, 0, 0, time.UTC), PeriodEnd: time.Date(2026, 12, 1, 8, 0, 0, 0, time.UTC),
		IssuedAt: time.Date(2027, 1, 10, 8, 0, 0, 0, time.UTC),
	})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{"au titre des articles 200 et 978 du code général des impôts", "deux cent quarante euros",
		"X Œuvre ou organisme d'intérêt général ayant un caractère philanthropique",
		"Période des versements : du 1er janvier 2026 au 1er décembre 2026 (12 versements)", "X Virement, prélèvement, carte bancaire"} {
		if !strings.Contains(text, want) {
			t.Errorf("the receipt lacks %q:\n%s", want, text)
		}
	}
	// The form's title and notes name article 978 whatever the foundation is; only its box says which applies.
	if strings.Contains(text, "X 978") || strings.Contains(text, "Précisez si vous êtes") || strings.Contains(text, "X Chèque") {
		t.Errorf("the receipt certifies 978, names a choice under its box, or ticks cheque:\n%s", text)
	}
}

// A company's gift gets the companies' model (Cerfa n° 16216*02, article
// 238 bis), block by block as the form has them: the company named with its
// legal form and SIREN, gifts in kind and payments apart, the total, the
// date or period, the form's notes; nothing of article 200 (no income-tax
// rate, no 978) nor the person model's certification and form of gift.
func TestACompanysReceiptIsTheArticle238bisModel(t *testing.T) {
	pdf, err := Render(Document{
		Number: "2026-000043", Foundation: sampleFoundation(), Signature: sampleSignature(t),
		Company: true, DonorName: "Atelier Martin", DonorLegalForm: "SARL", DonorSiren: "552100554",
		DonorAddress: "4 quai Perrache", DonorPostalCode: "69002", DonorTown: "Lyon", DonorCountry: "France",
		Amount: 500000, GiftDate: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), Methods: []string{MethodCard},
		IssuedAt: time.Date(2026, 3, 2, 9, 1, 0, 0, time.UTC),
	})
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RECEIPT_PDF_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "receipt-company.pdf"), pdf, 0o644)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{
		"N° Cerfa : 16216*02", "2041-MEC-SD",
		"Reçu des dons et versements effectués par les entreprises au titre de l'article 238 bis du code général des impôts",
		"Numéro d'ordre du reçu : 2026-000043", "Organisme bénéficiaire des dons et versements", "Dénomination de l'organisme : Fondation Amara Diallo",
		"X Œuvre ou organisme d'intérêt général ayant un caractère philanthropique, éducatif, scientifique, social, humanitaire, sportif, " +
			"familial, culturel ou concourant à l'égalité entre les femmes et les hommes",
		"Entreprise donatrice", "Dénomination de l'entreprise : Atelier Martin", "Forme juridique : SARL", "Numéro SIREN : 552100554",
		"Adresse : 4 quai Perrache", "Code postal : 69002", "Commune : Lyon",
		"Dons et versements effectués par l'entreprise",
		"des dons en nature pour une valeur en euros égale à (5) : Valeur des dons en nature : néant",
		"des versements pour une valeur totale égale à : 5 000,00 € Total des versements en toutes lettres : cinq mille euros",
		"Forme des versements (8) :", "X Virement, prélèvement ou carte bancaire",
		"Montant total des dons et versements reçus par l'organisme : 5 000,00 €", "Montant total en toutes lettres : cinq mille euros",
		"Date ou période au cours de laquelle les dons et versements ont été effectués (9) : le 2 mars 2026",
		"(9) L'organisme bénéficiaire peut établir un reçu unique pour plusieurs dons et versements effectués lors d'une période déterminée",
		"article 238 bis du CGI : 60 % des versements, dans la limite de 20 000 € ou de 5 ‰ du chiffre d'affaires",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the company's receipt lacks %q:\n%s", want, text)
		}
	}
	for _, unwanted := range []string{"11580", "200 du CGI", "978", "Prénoms", "revenu imposable", "66 %", "40 %", "certifie sur l'honneur", "Forme du don", "Pays"} {
		if strings.Contains(text, unwanted) {
			t.Errorf("the company's receipt says %q:\n%s", unwanted, text)
		}
	}
}

// 75 % is promised only by the category that has it, and only up to its
// yearly ceiling (article 200, 1 ter of the CGI); its gifts do not reduce the IFI.
func TestOnlyTheAidCategoryPromises75PercentWithinItsCeiling(t *testing.T) {
	f := sampleFoundation()
	f.Category, f.DecreeDate, f.JournalDate = "aid_to_people", "", ""
	pdf, err := Render(Document{Number: "2026-000044", Foundation: f, Signature: sampleSignature(t), DonorName: "Awa Ndiaye", DonorLastName: "Ndiaye", DonorFirstNames: "Awa",
		DonorAddress: "12 rue des Lilas", DonorPostalCode: "75011", DonorTown: "Paris", DonorCountry: "France", Amount: 5000,
		GiftDate: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), Methods: []string{MethodCard}, IssuedAt: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	if !strings.Contains(text, "X Organisme sans but lucratif fournissant gratuitement une aide alimentaire ou des soins médicaux à des personnes en difficultés ou favorisant leur logement") ||
		!strings.Contains(text, "75 % des sommes versées dans la limite de 1 000,00 € par an, 66 % au-delà") || strings.Contains(text, "X 978") {
		t.Errorf("the receipt reads:\n%s", text)
	}
}

func TestAReceiptThatDoesNotFitOnOnePageIsRefused(t *testing.T) {
	f := sampleFoundation()
	f.Object = strings.Repeat("Un objet bien trop long pour une seule page. ", 120)
	if _, err := Render(Document{Number: "2026-000001", Foundation: f, Amount: 100, Methods: []string{MethodCard}}); err != errNoPage {
		t.Fatalf("err = %v, want errNoPage", err)
	}
}

func BenchmarkRender(b *testing.B) {
	doc := Document{Number: "2026-000042", Foundation: sampleFoundation(), Signature: sampleSignature(b), DonorName: "Jean Martin", DonorLastName: "Martin", DonorFirstNames: "Jean",
		DonorAddress: "3 place du Marché", DonorPostalCode: "69001", DonorTown: "Lyon", DonorCountry: "France", Amount: 8000,
		GiftDate: time.Now(), Methods: []string{MethodCard}, IssuedAt: time.Now()}
	for b.Loop() {
		if _, err := Render(doc); err != nil {
			b.Fatal(err)
		}
	}
}
