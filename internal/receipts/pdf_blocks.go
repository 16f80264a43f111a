package receipts

import (
	"slices"

	"foundation/internal/money"
)

// The gift's blocks of each model: what differs between the person's form
// (one amount, its nature and means) and the company's (cash, in kind and
// other gifts apart, their total, the date or period).

// personGifts is the Cerfa n° 11580*05's block under the donor: the amount
// in figures and words, its date or period, the articles certified, the
// form, the nature and, for cash, the means of payment; "(5)"… call the
// form's notes.
func personGifts(p page, d Document, m model) {
	p.heading("Versement")
	p.paragraph("Le bénéficiaire reconnaît avoir reçu des dons et versements ouvrant droit à réduction d'impôt d'un montant de (5) :", 9.5)
	amountLine(p, d.Amount, "Somme en toutes lettres")
	p.field(dateLabel(d, "Date du versement ou du don", "Période des versements"), dateWords(d))
	p.Ln(1.5)
	p.paragraph("Le bénéficiaire certifie sur l'honneur que les dons et versements qu'il reçoit ouvrent droit à la réduction "+
		"d'impôt prévue à l'article (6) :", 9.5)
	p.SetX(margin + 6)
	p.boxes("", m.articleBoxes, func(string) bool { return true })
	giftForm(p, d)
	p.boxes("Nature du don (7)", []string{NatureCash, NatureShares, NatureIncome, NatureVolunteers, NatureOther},
		func(c string) bool { return c == d.nature() })
	paymentMeans(p, d, "En cas de don en numéraire, mode de versement du don",
		[]string{"Remise d'espèces", "Chèque", "Virement, prélèvement, carte bancaire"})
	nonCashDetails(p, d)
}

// companyGifts is the Cerfa n° 16216*02's "Dons et versements effectués par
// l'entreprise": the gifts in kind and the payments each with their value
// in figures and words ("néant" for the one d is not), the description of
// a gift in kind, the forms of payment, the total in figures and words and
// the date or period; "(5)"… call the form's notes.
func companyGifts(p page, d Document) {
	p.heading("Dons et versements effectués par l'entreprise")
	const received = "L'organisme bénéficiaire reconnaît avoir reçu, au titre de la réduction d'impôt prévue à l'article 238 bis du code général des impôts, "
	inKind := d.nature() == natureInKind
	p.paragraph(received+"des dons en nature pour une valeur en euros égale à (5) :", 9)
	companyAmount(p, d.Amount, inKind, "Valeur des dons en nature", "Valeur totale des dons en nature en toutes lettres")
	if inKind {
		p.field("Description exhaustive des biens et prestations reçus et acceptés (6) (nature et quantité) (7)", oneLine(d.Description))
		p.field("Valorisation", d.Amount.French()+", au coût de revient du bien donné (article 238 bis 1 du CGI)")
	}
	p.Ln(1)
	p.paragraph(received+"des versements pour une valeur totale égale à :", 9)
	companyAmount(p, d.Amount, !inKind, "Versements", "Total des versements en toutes lettres")
	paymentMeans(p, d, "Forme des versements (8)",
		[]string{"Remise d'espèces", "Chèque", "Virement, prélèvement ou carte bancaire", "Autre"})
	p.field("Montant total des dons et versements reçus par l'organisme", d.Amount.French())
	p.field("Montant total en toutes lettres", AmountInWords(d.Amount))
	p.field("Date ou période au cours de laquelle les dons et versements ont été effectués (9)", companyDateWords(d))
}

// companyAmount is one of the company block's values in figures and words,
// or, labelled none, "néant" where the gift is not of its kind.
func companyAmount(p page, amount money.Cents, applies bool, none, inWords string) {
	if !applies {
		p.field(none, "néant")
		return
	}
	amountLine(p, amount, inWords)
}

// companyDateWords is the companies' model's "le …" or "du … au …".
func companyDateWords(d Document) string {
	if d.PeriodStart.IsZero() {
		return "le " + frenchDate(d.GiftDate)
	}
	return dateWords(d)
}

// natureInKind is a company's gift in kind (the person model files it
// under "Autres").
const natureInKind = "En nature"

// amountLine is an amount in figures, framed and large as in the form's box,
// then in words after label, beside it.
func amountLine(p page, a money.Cents, label string) {
	p.SetFont("dejavu", "", 12)
	p.bold(true)
	w := p.GetStringWidth(a.French()) + 6
	p.CellFormat(w, 6.5, a.French(), "1", 0, "C", false, 0, "")
	p.bold(false)
	y := p.GetY()
	p.SetY(y + 1.1)
	p.SetX(margin + w + 4)
	p.SetFont("dejavu", "", 9.5)
	p.bold(true)
	lw := p.GetStringWidth(label+" : ") + 0.5
	p.CellFormat(lw, lineH, label+" : ", "", 0, "L", false, 0, "")
	p.bold(false)
	p.MultiCell(textWidth-w-4-lw, lineH, AmountInWords(a), "", "L", false)
	p.SetY(max(p.GetY(), y+6.5) + 0.8)
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

// paymentMeans is the means of a cash gift, under label, as the model's
// choices word them (the first three: cash, cheque, transfer or card); a
// gift of another nature has none.
func paymentMeans(p page, d Document, label string, choices []string) {
	if d.nature() != NatureCash {
		return
	}
	p.boxes(label, choices, func(c string) bool {
		return (c == choices[1] && slices.Contains(d.Methods, MethodCheque)) ||
			(c == choices[2] && slices.Contains(d.Methods, MethodCard))
	})
}
