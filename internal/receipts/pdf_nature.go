package receipts

import (
	"fmt"
	"slices"

	"foundation/internal/donate"
)

// What a receipt of a gift that is not money prints (docs/receipts.md,
// "Gifts in kind and volunteers' expenses waived"): the nature the model
// offers for it, what was given and how it was valued, and for a
// volunteer's expenses the work, the express waiver and each expense in an
// annex from the second page on.

// natureOf is the "nature du don" of a receipt whose methods are methods:
// a gift in kind is the person model's "Autres" and the company model's
// "En nature"; a volunteer's expenses waived, the person model's own box.
func natureOf(methods []string, company bool) string {
	switch {
	case slices.Contains(methods, donate.MethodVolunteerExpenses):
		return NatureVolunteers
	case slices.Contains(methods, donate.MethodInKind) && company:
		return natureInKind
	case slices.Contains(methods, donate.MethodInKind):
		return NatureOther
	}
	return NatureCash
}

// methodsOf are the receipt's methods of a one-off gift: its means of
// payment's box, or the nature of a gift that is not money.
func methodsOf(d *donate.Donation) []string {
	if donate.NonCash(d.Method()) {
		return []string{d.Method()}
	}
	return []string{MethodOf(d.Method())}
}

// nonCashDetails prints, under a person's gift block, what a gift in kind
// is and its valuation (BOI-IR-RICI-250-20 § 40: its real value; a
// company's, at cost, is in companyGifts), or a volunteer's work and waiver.
func nonCashDetails(p page, d Document) {
	switch d.nature() {
	case NatureOther:
		p.field("Autres (précisez) (8)", "don en nature : "+oneLine(d.Description))
		p.field("Évaluation", d.Amount.French()+", valeur réelle du bien au jour du don, estimée par le donateur")
	case NatureVolunteers:
		p.field("Frais engagés pour", oneLine(d.Mission))
		p.field("Renonciation expresse au remboursement", "déclaration écrite du bénévole du "+frenchDate(d.GiftDate))
		p.field("Détail des frais", countWords(len(d.Expenses), "dépense")+" en annexe, justificatifs conservés par le bénéficiaire")
	}
}

// expenseDetail is the annex of a volunteer's expenses waived, from the
// second page on (as many as its lines take): each
// expense with its date, nature, justification and cost (for a vehicle,
// the kilometres at the mileage scale's rate), and their total.
func (p page) expenseDetail(d Document) error {
	p.annex("Détail des frais abandonnés")
	p.paragraph("Annexe au reçu n° "+d.Number+". Frais engagés par le bénévole pour la réalisation de l'objet de l'organisme, "+
		"dont il a expressément renoncé au remboursement le "+frenchDate(d.GiftDate)+".", 9.5)
	p.Ln(2)
	const rowH = 4.4
	cols := []float64{33, 76, textWidth - 135, 26}
	row := func(cells ...string) { // cells wrap within their column; the row is as tall as its tallest
		if p.GetY() > footerTop-30 { // a long waiver goes on: the annex takes another page
			p.AddPage()
		}
		top, bottom := p.GetY(), p.GetY()+rowH
		for i, c := range cells {
			align := "L"
			if i == 3 {
				align = "R"
			}
			p.SetXY(margin+sum(cols[:i]), top)
			p.MultiCell(cols[i]-1.5, rowH, c, "", align, false)
			bottom = max(bottom, p.GetY())
		}
		p.SetY(bottom + 0.8)
		p.Line(margin, p.GetY(), margin+textWidth, p.GetY())
		p.Ln(0.8)
	}
	p.SetFont("dejavu", "", 8.5)
	p.bold(true)
	row("Date", "Nature", "Justificatif", "Montant")
	p.bold(false)
	for _, e := range d.Expenses {
		row(frenchDate(e.Date.Time()), expenseWords(e), e.Justification, e.Amount.French())
	}
	p.bold(true)
	row("Total", "", "", d.Amount.French())
	p.bold(false)
	if p.GetY() > footerTop {
		return errNoPage
	}
	return nil
}

// expenseWords is an expense's nature and, for a vehicle, how its cost
// was valued: "Déplacement (voiture 5 CV, 120 km × 0,636 €/km, barème kilométrique)".
func expenseWords(e donate.Expense) string {
	if !e.MileageRate {
		return e.Nature
	}
	vehicle := "voiture"
	if e.Vehicle == donate.VehicleTwoWheeler {
		vehicle = "deux-roues"
	}
	return fmt.Sprintf("%s (%s %d CV, %d km × %s €/km, barème kilométrique)", e.Nature, vehicle, e.Horsepower, e.Kilometres, perKm(e.RateMillis))
}

// perKm is a rate in thousandths of a euro, in French: "0,636".
func perKm(millis int) string { return fmt.Sprintf("%d,%03d", millis/1000, millis%1000) }

func sum(xs []float64) float64 {
	total := 0.0
	for _, x := range xs {
		total += x
	}
	return total
}

// expenseLines are the Document's expenses of a gift (nil for any other).
func expenseLines(d *donate.Donation) []donate.Expense {
	if d.Method() != donate.MethodVolunteerExpenses {
		return nil
	}
	return d.Expenses()
}
