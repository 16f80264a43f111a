package receipts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/money"
	"foundation/internal/receipts/receiptstest"
)

func dateOf(t *testing.T, s string) types.DateTime {
	t.Helper()
	d, err := types.ParseDateTime(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// An annual receipt's detail page lists a refund as a refund: three
// payments and a refund are "3 versements", never 4.
func TestAnAnnualReceiptsPaymentListNeverCountsARefund(t *testing.T) {
	pdf, err := Render(Document{
		Number: "2027-000002", Foundation: sampleFoundation(), Signature: sampleSignature(t), DonorName: "Awa Ndiaye", DonorLastName: "Ndiaye", DonorFirstNames: "Awa", DonorAddress: "12 rue des Lilas",
		DonorPostalCode: "75011", DonorTown: "Paris", DonorCountry: "France", Amount: 5000, Payments: 3, Methods: []string{MethodCard},
		PeriodStart: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), PeriodEnd: time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC),
		Lines: []donate.PaymentLine{
			{At: dateOf(t, "2026-01-05 08:00:00.000Z"), Amount: 2000, Method: "card"},
			{At: dateOf(t, "2026-02-05 08:00:00.000Z"), Amount: 2000, Method: "card"},
			{At: dateOf(t, "2026-03-05 08:00:00.000Z"), Amount: 2000, Method: "card"},
			{At: dateOf(t, "2026-03-10 08:00:00.000Z"), Amount: -1000, Method: "card"},
		},
		IssuedAt: time.Date(2027, 1, 10, 8, 0, 0, 0, time.UTC),
	})
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{"(3 versements)", "Total 50,00 € 3 versements, 1 remboursement", "10 mars 2026 -10,00 € Remboursement"} {
		if !strings.Contains(text, want) {
			t.Errorf("the receipt lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "4 versements") {
		t.Errorf("the refund counts as a payment:\n%s", text)
	}
}

// The server's own reasons, stored in English before, print in French on
// the stamped copy; a reason staff typed prints as typed.
func TestAStampedCopyPrintsTheServersReasonsInFrench(t *testing.T) {
	original, err := Render(Document{Number: "2026-000045", Foundation: sampleFoundation(), Signature: sampleSignature(t), DonorName: "Awa Ndiaye", DonorLastName: "Ndiaye", DonorFirstNames: "Awa",
		DonorAddress: "12 rue des Lilas", DonorPostalCode: "75011", DonorTown: "Paris", DonorCountry: "France", Amount: 5000,
		GiftDate: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC), Methods: []string{MethodCard}, IssuedAt: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	for stored, printed := range map[string]string{
		"refunded":     "Motif : don remboursé.",
		ReasonRefunded: "Motif : don remboursé.",
		"partly refunded: 20,00\u00a0€ of the gift went back to you, the new receipt is for the 30,00\u00a0€ kept":    "Motif : remboursement partiel de 20,00 € ; le nouveau reçu porte sur les 30,00 € conservés.",
		"partly refunded: 5,00\u00a0€ of your 2025 gifts went back to you, the new receipt is for what the year kept": "Motif : remboursement partiel de 5,00 € sur les dons de 2025 ; le nouveau reçu porte sur ce que l'année a conservé.",
		"erreur d'adresse": "Motif : erreur d'adresse.",
	} {
		stamped, err := Stamped(original, Cancellation{At: time.Date(2026, 3, 9, 9, 0, 0, 0, time.UTC), Reason: stored})
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(strings.ReplaceAll(receiptstest.PDFText(t, stamped), "\u00a0", " ")), " ")
		if !strings.Contains(text, printed) {
			t.Errorf("%q is stamped:\n%s", stored, text)
		}
	}
}

// The 40 % of the fraction above 2 M€ (article 238 bis 1) is said only on a
// receipt whose gift passes it.
func TestA238bisReceiptSays40PercentOnlyAbove2Million(t *testing.T) {
	for amount, want := range map[int64]bool{2_000_000_00: false, 2_500_000_00: true} {
		pdf, err := Render(Document{Number: "2026-000046", Foundation: sampleFoundation(), Signature: sampleSignature(t), Company: true,
			DonorName: "Atelier Martin", DonorLegalForm: "SARL", DonorSiren: "552100554", DonorAddress: "4 quai Perrache", DonorPostalCode: "69002",
			DonorTown: "Lyon", DonorCountry: "France", Amount: money.Cents(amount), GiftDate: time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC),
			Methods: []string{MethodCard}, IssuedAt: time.Date(2026, 3, 2, 9, 1, 0, 0, time.UTC)})
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
		if got := strings.Contains(text, "40 % de la fraction des versements de l'exercice supérieure à 2 millions d'euros"); got != want {
			t.Errorf("%d cents: the 40 %% mention %v, want %v:\n%s", amount, got, want, text)
		}
	}
}

// The fullest person's receipt — a replacement, a recognised foundation's
// decree, the IFI box, an annual period — still fits on its one page.
func TestTheFullestPersonsReceiptFitsOnOnePage(t *testing.T) {
	pdf, err := Render(Document{Number: "2026-000047", Foundation: sampleFoundation(), Signature: sampleSignature(t), DonorName: "Jean-François Müller", DonorLastName: "Müller", DonorFirstNames: "Jean-François",
		DonorAddress: "3 place du Marché\n69001 Lyon", DonorPostalCode: "69001", DonorTown: "Lyon", DonorCountry: "France", Amount: 125050, Payments: 12,
		PeriodStart: time.Date(2025, 1, 5, 9, 0, 0, 0, time.UTC), PeriodEnd: time.Date(2025, 12, 5, 9, 0, 0, 0, time.UTC),
		Methods: []string{MethodCard, MethodCheque}, IssuedAt: time.Date(2026, 1, 6, 10, 0, 0, 0, time.UTC),
		ReplacesNumber: "2026-000001", ReplacesIssuedAt: time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("RECEIPT_PDF_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "receipt-fullest.pdf"), pdf, 0o644)
	}
}
