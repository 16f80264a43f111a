// Package receiptstest fills the foundation's settings for tests and the
// benchmark, so tax receipts can be issued (one sample foundation, one
// sample signature), reads a PDF's text, and records paid gifts to receipt.
package receiptstest

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/settings"
)

// Signature is a small PNG scribble, as an admin would upload.
func Signature() []byte {
	img := image.NewGray(image.Rect(0, 0, 300, 100))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for x := 10; x < 290; x++ {
		y := 50 + (x%60 - 30)
		for d := -2; d <= 2; d++ {
			img.SetGray(x, y+d, color.Gray{Y: 20})
		}
	}
	var buf bytes.Buffer
	_ = png.Encode(&buf, img)
	return buf.Bytes()
}

// Foundation is a complete set of the foundation's details.
func Foundation() settings.Foundation {
	return settings.Foundation{
		LegalName: "Fondation Amara Diallo", Address: "18 rue du Stade\n75015 Paris",
		Object:      "Aider de jeunes sportifs à poursuivre leurs études et leur sport (entraînement, équipement, frais de scolarité).",
		LegalStatus: "Fondation reconnue d'utilité publique", Registration: "W751234567", SignatoryName: "Hélène Lefèvre",
		SignatoryTitle: "Trésorière", SignaturePlace: "Paris", Signature: "signature.png", ReceiptsEnabled: true,
		Category: "rup_foundation", DecreeDate: "1990-03-12", JournalDate: "1990-03-14",
	}
}

// Enable stores Foundation and Signature in app's settings record: receipts are on.
func Enable(t testing.TB, app core.App) {
	t.Helper()
	if err := Fill(app); err != nil {
		t.Fatal(err)
	}
}

// Fill is Enable outside a test (the benchmark).
func Fill(app core.App) error {
	r, err := settings.Find(app)
	if err != nil {
		return err
	}
	f := Foundation()
	file, err := filesystem.NewFileFromBytes(Signature(), "signature.png")
	if err != nil {
		return err
	}
	r.Load(map[string]any{
		settings.FieldLegalName: f.LegalName, settings.FieldAddress: f.Address, settings.FieldObject: f.Object,
		settings.FieldLegalStatus: f.LegalStatus, settings.FieldRegistration: f.Registration,
		settings.FieldSignatoryName: f.SignatoryName, settings.FieldSignatoryTitle: f.SignatoryTitle,
		settings.FieldSignaturePlace: f.SignaturePlace, settings.FieldReceiptsEnabled: true,
		settings.FieldCategory: f.Category, settings.FieldDecreeDate: f.DecreeDate, settings.FieldJournalDate: f.JournalDate,
	})
	r.Set(settings.FieldSignature, file)
	return app.Save(r)
}

// PDFText extracts a PDF's text with poppler's pdftotext, in reading
// layout; the test is skipped where pdftotext is missing.
func PDFText(t testing.TB, pdf []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is missing: apt-get install -y poppler-utils")
	}
	path := filepath.Join(t.TempDir(), "receipt.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// PaidGift records a donor of email with a postal address and their one-off
// card gift of amount cents, then marks it paid as the payment paths do:
// with receipts on, the gift gets its receipt. It returns the gift's id.
func PaidGift(app core.App, email string, amount int) (string, error) {
	donor, err := save(app, "donation_users", map[string]any{"email": email, "prenom": "Jean", "nom": "Martin",
		"adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	if err != nil {
		return "", err
	}
	gift, err := save(app, "donations", map[string]any{"donor": donor.Id, "amount": amount, "currency": "EUR", "rhythm": "once",
		"method": "card", "status": "pending"})
	if err != nil {
		return "", err
	}
	gift.Load(map[string]any{"status": "paid", "paymentsCount": 1, "amountCollected": amount, "lastPaymentAt": types.NowDateTime()})
	return gift.Id, app.Save(gift)
}

func save(app core.App, collection string, fields map[string]any) (*core.Record, error) {
	c, err := app.FindCachedCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	r.Load(fields)
	return r, app.Save(r)
}
