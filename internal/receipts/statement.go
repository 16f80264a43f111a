package receipts

import (
	"bytes"
	"slices"
	"strconv"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"foundation/internal/donate"
	"foundation/internal/money"
	"foundation/internal/settings"

	"foundation/internal/receipts/font"
)

// StatementLine is one payment of a donor's year.
type StatementLine struct {
	At     time.Time
	Amount money.Cents
	// Gift says what it was part of ("Don ponctuel", "Don mensuel"…) and how it was paid.
	Gift, Method string
	// Receipt is the number of the valid receipt that names it; "" when none does (yet).
	Receipt string
}

// Statement is a donor's gifts of one calendar year (Paris time), for their
// tax return: every payment with the receipt that names it.
type Statement struct {
	Foundation settings.Foundation
	DonorName  string
	DonorEmail string
	Year       int
	Lines      []StatementLine
	// Refunded is what went back to the donor on those gifts.
	Refunded money.Cents
	// LeftOut is what TEST MODE gifts "paid" in the year: no money moved, so
	// none of it is listed, and the statement says so (the donor space shows them).
	LeftOut money.Cents
}

var rhythmWords = map[string]string{"once": "Don ponctuel", "weekly": "Don hebdomadaire", "monthly": "Don mensuel"}
var methodWords = map[string]string{"card": "carte", "paypal": "PayPal", "cheque": "chèque", "sepa": "prélèvement"}

// StatementOf gathers the payments of gifts (TEST MODE ones aside) made in
// year, each with the number of the valid receipt that names it: a one-off
// gift's own, the year's annual receipt for a recurring one.
func StatementOf(gifts []*donate.Donation, theirs []*Receipt, year int) Statement {
	single, annual := map[string]string{}, ""
	for _, r := range theirs {
		switch {
		case r.Status() != StatusValid:
		case r.Kind() == KindSingle:
			single[r.DonationID()] = r.Number()
		case r.TaxYear() == year:
			annual = r.Number()
		}
	}
	var s Statement
	s.Year = year
	for _, d := range gifts {
		payments := d.Payments()
		if len(payments) == 0 && d.Collected() > 0 { // counted before the ledger: once, at its last payment
			payments = []donate.Payment{{At: d.LastPaymentAt(), Amount: d.Collected()}}
		}
		receipt := single[d.Id]
		if d.Recurring() {
			receipt = annual
		}
		inYear := false
		for _, p := range payments {
			at := p.At.Time().In(donate.Paris)
			if at.Year() != year || p.Refund { // refunds are the statement's Refunded
				continue
			}
			if d.Test() {
				s.LeftOut += p.Amount
				continue
			}
			inYear = true
			s.Lines = append(s.Lines, StatementLine{At: at, Amount: p.Amount, Gift: rhythmWords[d.Rhythm()], Method: methodWords[d.Method()], Receipt: receipt})
		}
		if inYear {
			s.Refunded += d.Refunded()
		}
	}
	slices.SortFunc(s.Lines, func(a, b StatementLine) int { return a.At.Compare(b.At) })
	return s
}

// Total is the money the statement's payments brought.
func (s Statement) Total() money.Cents {
	var total money.Cents
	for _, l := range s.Lines {
		total += l.Amount
	}
	return total
}

// RenderStatement draws the statement as an A4 PDF, as many pages as its lines need.
func RenderStatement(s Statement) ([]byte, error) {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(true)
	pdf.SetMargins(margin, 16, margin)
	pdf.SetAutoPageBreak(true, 16)
	pdf.SetTitle("Mes dons de "+strconv.Itoa(s.Year), true)
	pdf.SetProducer("fpdf", false)
	font.Add(pdf)
	pdf.AddPage()
	p := page{pdf}
	p.SetFont("dejavu", "", 15)
	p.bold(true)
	p.CellFormat(textWidth, 8, "Mes dons de "+strconv.Itoa(s.Year), "", 1, "L", false, 0, "")
	p.bold(false)
	p.paragraph(s.Foundation.LegalName+" — relevé des dons de "+s.DonorName+" ("+s.DonorEmail+"), pour votre déclaration de revenus. "+
		"Ce relevé n'est pas un reçu fiscal : seuls les reçus dont le numéro figure ci-dessous ouvrent droit à la réduction d'impôt.", 9.5)
	p.heading("Versements")
	widths := []float64{34, 52, 26, 30, textWidth - 142}
	row := func(cells []string, header bool) {
		p.SetFont("dejavu", "", 9.5)
		p.bold(header)
		for i, c := range cells {
			align := "L"
			switch i {
			case 3:
				align = "R"
			case 4:
				c = "   " + c // clear of the amounts, which end at the column's edge
			}
			p.CellFormat(widths[i], 6.5, c, "B", 0, align, false, 0, "")
		}
		p.bold(false)
		p.Ln(-1)
	}
	row([]string{"Date", "Don", "Moyen", "Montant", "Reçu fiscal"}, true)
	if len(s.Lines) == 0 {
		p.paragraph("Aucun don reçu cette année.", 9.5)
	}
	for _, l := range s.Lines {
		receipt := l.Receipt
		if receipt == "" {
			receipt = "pas encore émis"
		}
		row([]string{frenchDate(l.At), l.Gift, l.Method, l.Amount.French(), receipt}, false)
	}
	p.Ln(2)
	p.field("Total reçu en "+strconv.Itoa(s.Year), s.Total().French())
	if s.Refunded > 0 {
		p.field("Dont remboursé depuis", s.Refunded.French())
	}
	if s.LeftOut > 0 {
		p.paragraph("Les dons faits en TEST MODE ("+s.LeftOut.French()+" cette année) ne figurent pas sur ce relevé : "+
			"aucun argent n'a été versé. Votre espace donateur les montre, marqués TEST MODE.", 9.5)
	}
	var b bytes.Buffer
	err := pdf.Output(&b)
	return b.Bytes(), err
}
