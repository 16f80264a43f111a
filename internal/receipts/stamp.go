package receipts

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"regexp"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"codeberg.org/go-pdf/fpdf/contrib/gofpdi"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/receipts/font"
)

// Cancellation is what a cancelled receipt's copy is stamped with.
type Cancellation struct {
	At     time.Time
	Reason string
	// ReplacedBy is the replacement's number; "" when none was issued.
	ReplacedBy string
}

// Stamped is the copy of a cancelled receipt that staff and donors are
// served: each page of the stored original, untouched, under "ANNULÉ" and
// a band saying when, why and by which receipt it is replaced. The
// original's bytes (and their SHA-256) stay as they were issued.
func Stamped(original []byte, c Cancellation) (out []byte, err error) {
	defer func() {
		// gofpdi panics on a PDF it cannot read; ours are fpdf's own.
		if r := recover(); r != nil {
			err = fmt.Errorf("receipts: the receipt could not be stamped: %v", r)
		}
	}()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(true)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreationDate(c.At)
	pdf.SetModificationDate(c.At)
	pdf.SetProducer("fpdf", false)
	font.Add(pdf)
	importer := gofpdi.NewImporter()
	var source io.ReadSeeker = bytes.NewReader(original)
	template := importer.ImportPageFromStream(pdf, &source, 1, "/MediaBox")
	pages := len(importer.GetPageSizes())
	for n := 1; n <= pages; n++ {
		if n > 1 {
			template = importer.ImportPageFromStream(pdf, &source, n, "/MediaBox")
		}
		pdf.AddPage()
		// The original, a little smaller, leaves the foot of the page to the
		// band: nothing it says (the signatory's name and title, the notes)
		// is ever under the stamp.
		importer.UseImportedTemplate(pdf, template, (210-210*stampScale)/2, 0, 210*stampScale, 297*stampScale)
		stamp(pdf, c)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Served is what a download of r gives: the stored PDF, checked against
// its SHA-256, as issued, or for a cancelled receipt its stamped copy.
func (r *Receipt) Served(app core.App) ([]byte, error) {
	pdf, err := r.PDF(app)
	if err != nil || r.Status() != StatusCancelled {
		return pdf, err
	}
	c := Cancellation{At: r.CancelledAt().Time(), Reason: r.CancelReason()}
	replacement := &core.Record{}
	err = app.RecordQuery(Collection).AndWhere(dbx.HashExp{fieldReplaces: r.Id}).Limit(1).One(replacement)
	switch {
	case err == nil:
		c.ReplacedBy = receiptOf(replacement).Number()
	case !errors.Is(err, sql.ErrNoRows):
		return nil, err
	}
	return Stamped(pdf, c)
}

// stampScale is the original page's size on the stamped copy.
const stampScale = 0.88

// stamp draws "ANNULÉ" across the page and the cancellation's band at its foot.
func stamp(pdf *fpdf.Fpdf, c Cancellation) {
	pdf.SetTextColor(185, 28, 28)
	pdf.SetDrawColor(185, 28, 28)
	pdf.SetAlpha(0.35, "Normal")
	pdf.SetFont("dejavu", "", 110)
	pdf.TransformBegin()
	pdf.TransformRotate(35, 105, 160)
	pdf.SetXY(0, 145)
	pdf.CellFormat(210, 30, "ANNULÉ", "", 0, "C", false, 0, "")
	pdf.TransformEnd()
	pdf.SetAlpha(1, "Normal")
	replaced := "Aucun reçu ne le remplace."
	if c.ReplacedBy != "" {
		replaced = "Il est annulé et remplacé par le reçu n° " + c.ReplacedBy + "."
	}
	pdf.SetFillColor(255, 255, 255)
	pdf.SetFont("dejavu", "", 10)
	pdf.SetXY(margin, 297*stampScale+3)
	pdf.MultiCell(210-2*margin, 5.5, font.Printable("REÇU ANNULÉ le "+frenchDate(c.At)+". Motif : "+printedReason(c.Reason)+". "+replaced), "1", "C", true)
	pdf.SetTextColor(0, 0, 0)
	pdf.SetDrawColor(0, 0, 0)
}

// Reasons the server wrote in English before it wrote them in French.
var (
	legacyPartOfGift = regexp.MustCompile(`^partly refunded: (.+) of the gift went back to you, the new receipt is for the (.+) kept$`)
	legacyPartOfYear = regexp.MustCompile(`^partly refunded: (.+) of your (\d{4}) gifts went back to you, the new receipt is for what the year kept$`)
)

// printedReason is a cancellation's reason as the French copy prints it:
// the server's own reasons stored in English are printed in French; a
// reason staff typed is printed as typed (the screen asks for French).
func printedReason(reason string) string {
	reason = oneLine(reason)
	if reason == "refunded" {
		return ReasonRefunded
	}
	if m := legacyPartOfGift.FindStringSubmatch(reason); m != nil {
		return partOfGiftRefunded(m[1], m[2])
	}
	if m := legacyPartOfYear.FindStringSubmatch(reason); m != nil {
		return partOfYearRefunded(m[1], m[2])
	}
	return reason
}

// partOfGiftRefunded is the reason of a one-off gift's receipt replaced
// after a partial refund: refunded and kept are amounts in words ("20,00 €").
func partOfGiftRefunded(refunded, kept string) string {
	return "remboursement partiel de " + refunded + " ; le nouveau reçu porte sur les " + kept + " conservés"
}

// partOfYearRefunded is the reason of an annual receipt replaced after a
// refund of one of year's payments.
func partOfYearRefunded(refunded, year string) string {
	return "remboursement partiel de " + refunded + " sur les dons de " + year + " ; le nouveau reçu porte sur ce que l'année a conservé"
}

// disputedMoneyBack is the reason of a one-off gift's receipt replaced once
// money withdrawn by a dispute came back: kept is the gift's amount now.
func disputedMoneyBack(kept string) string {
	return "fonds contestés revenus à la fondation ; le nouveau reçu porte sur les " + kept + " conservés"
}

// disputedYearBack is the same for an annual receipt.
func disputedYearBack(year string) string {
	return "fonds contestés revenus à la fondation ; le nouveau reçu porte sur ce que l'année " + year + " a conservé"
}
