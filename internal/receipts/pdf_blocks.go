package receipts

import (
	"slices"
)

// The gift's blocks of each model: what differs between the person's form
// (one amount, its nature and means) and the company's (cash, in kind and
// other gifts apart, their total, the date or period).

// personGifts is the Cerfa n° 11580*05's "versement" block: the amount in
// figures and words, its date or period, the articles certified, the form,
// the nature and, for cash, the means of payment.
func personGifts(p page, d Document, m model) {
	p.heading("Versement")
	p.paragraph("Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d'impôt, la somme de :", 9.5)
	p.Ln(1)
	amountInFigures(p, d)
	p.field("Somme en toutes lettres", AmountInWords(d.Amount))
	p.field(dateLabel(d, "Date du versement ou du don", "Période des versements"), dateWords(d))
	p.Ln(2)
	p.paragraph("Le bénéficiaire certifie sur l'honneur que les dons et versements qu'il reçoit ouvrent droit à la réduction "+
		"d'impôt prévue à l'article :", 9.5)
	p.SetX(margin + 6)
	p.boxes("", m.articleBoxes, func(string) bool { return true })
	giftForm(p, d)
	p.boxes("Nature du don", []string{NatureCash, NatureShares, NatureIncome, NatureVolunteers, NatureOther},
		func(c string) bool { return c == d.nature() })
	paymentMeans(p, d)
	nonCashDetails(p, d)
}

// companyGifts is the Cerfa n° 16216*02's block: cash, in kind and other
// gifts each on its line (the one d is, the others "néant"), their total in
// figures and words, the date or period, the article certified.
func companyGifts(p page, d Document) {
	p.heading("Dons et versements")
	p.paragraph("Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à réduction d'impôt :", 9.5)
	p.Ln(1)
	kinds := []struct{ label, nature string }{
		{"Dons en numéraire", NatureCash}, {"Dons en nature", natureInKind}, {"Autres dons et versements", NatureOther},
	}
	for _, k := range kinds {
		value := "néant"
		if companyNature(d) == k.nature {
			value = d.Amount.French()
		}
		p.field(k.label, value)
	}
	p.SetFont("dejavu", "", 11)
	p.bold(true)
	p.CellFormat(textWidth, 7, "Montant total : "+d.Amount.French(), "", 1, "L", false, 0, "")
	p.bold(false)
	p.field("Somme en toutes lettres", AmountInWords(d.Amount))
	p.field("Date ou période", dateWords(d))
	p.Ln(2)
	p.paragraph("Le bénéficiaire certifie sur l'honneur que les dons et versements qu'il reçoit ouvrent droit à la réduction "+
		"d'impôt prévue à l'article :", 9.5)
	p.SetX(margin + 6)
	p.boxes("", []string{"238 bis du CGI"}, func(string) bool { return true })
	giftForm(p, d)
	paymentMeans(p, d)
	nonCashDetails(p, d)
}

// natureInKind is a company's gift in kind (the person model files it
// under "Autres").
const natureInKind = "En nature"

// companyNature is the line of the company's block d fills.
func companyNature(d Document) string {
	switch d.nature() {
	case NatureCash:
		return NatureCash
	case natureInKind:
		return natureInKind
	}
	return NatureOther
}

// amountInFigures is the amount, large, in the middle.
func amountInFigures(p page, d Document) {
	p.SetFont("dejavu", "", 14)
	p.bold(true)
	p.CellFormat(textWidth, 9, d.Amount.French(), "", 1, "C", false, 0, "")
	p.bold(false)
}

// dateLabel is a one-off gift's label (single) or an annual receipt's (period).
func dateLabel(d Document, single, period string) string {
	if d.PeriodStart.IsZero() {
		return single
	}
	return period
}

// dateWords is a one-off gift's date, or an annual receipt's period and its count of payments.
func dateWords(d Document) string {
	if d.PeriodStart.IsZero() {
		return frenchDate(d.GiftDate)
	}
	return "du " + frenchDate(d.PeriodStart) + " au " + frenchDate(d.PeriodEnd) + " (" + countWords(d.Payments, "versement") + ")"
}

// giftForm is the form of the gift: a manual gift (money or goods handed
// over), declared by the receipt; a volunteer's expenses waived are no
// manual gift but a waiver, "Autres".
func giftForm(p page, d Document) {
	form := "Déclaration de don manuel"
	if d.nature() == NatureVolunteers {
		form = "Autres"
	}
	p.boxes("Forme du don", []string{"Acte authentique", "Acte sous seing privé", "Déclaration de don manuel", "Autres"},
		func(c string) bool { return c == form })
}

// paymentMeans is the means of a cash gift; a gift of another nature has none.
func paymentMeans(p page, d Document) {
	if d.nature() != NatureCash {
		return
	}
	p.boxes("Mode de versement", []string{"Remise d'espèces", "Chèque", "Virement, prélèvement, carte bancaire"},
		func(c string) bool {
			return (c == "Chèque" && slices.Contains(d.Methods, MethodCheque)) ||
				(c == "Virement, prélèvement, carte bancaire" && slices.Contains(d.Methods, MethodCard))
		})
}
