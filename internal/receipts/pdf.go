package receipts

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"foundation/internal/donate"
	"foundation/internal/i18n"
	"foundation/internal/money"
	"foundation/internal/receipts/font"
	"foundation/internal/settings"
)

// The receipt's PDF: one A4 page following the headings and order of the
// Cerfa n° 11580*05 model (2041-RD, dons et versements effectués par les
// particuliers, articles 200 et 978 du CGI) for a person, of the Cerfa
// n° 16216*02 model (2041-MEC-SD, dons des entreprises, article 238 bis 5 bis
// du CGI) for a company, in French (docs/receipts.md cites the sources).

// The font is DejaVu Sans (Bitstream Vera licence, font/LICENSE), cut to the
// Latin characters by font/README.md's command: a smaller font is read
// faster for every receipt, and fpdf embeds only the glyphs a page uses.
// Headings are the same font drawn with a thin outline (fake bold), so each
// PDF embeds and parses one font, not two.

// Document is everything a receipt prints.
type Document struct {
	Number     string
	Foundation settings.Foundation
	// Signature is the signatory's signature image (PNG), as stored.
	Signature []byte

	DonorName, DonorAddress, DonorPostalCode, DonorTown, DonorCountry string
	// A person's receipt prints their name and first names apart, as the
	// form asks ("Nom", "Prénoms").
	DonorLastName, DonorFirstNames string
	// A company's receipt (article 238 bis, Cerfa n° 16216*02) names the
	// company (DonorName is its raison sociale), its legal form and SIREN.
	Company                    bool
	DonorLegalForm, DonorSiren string

	Amount money.Cents
	// GiftDate is a one-off gift's date; an annual receipt has a period
	// and the number of payments it covers instead.
	GiftDate               time.Time
	PeriodStart, PeriodEnd time.Time
	Payments               int
	// Lines are an annual receipt's payments, listed on a second page.
	Lines []donate.PaymentLine
	// Methods are the Cerfa's boxes to tick: MethodCheque, MethodCard.
	Methods []string
	// Nature is the Cerfa's "nature du don" (NatureCash when ""): only cash
	// has a mode de versement.
	Nature string
	// Description is what a gift in kind is; Mission, the work a
	// volunteer's waived Expenses were for (GiftDate: the waiver's date).
	Description, Mission string
	Expenses             []donate.Expense

	IssuedAt time.Time

	// ReplacesNumber and ReplacesIssuedAt name the cancelled receipt this
	// one replaces; "" for a first receipt.
	ReplacesNumber   string
	ReplacesIssuedAt time.Time
}

// Methods of payment, as the Cerfa's boxes group them.
const (
	MethodCheque = "cheque"
	MethodCard   = "card" // "virement, prélèvement, carte bancaire": card and PayPal
)

// Natures of a gift, as the person model's boxes name them.
const (
	NatureCash       = "Numéraire"
	NatureShares     = "Titres de sociétés cotés"
	NatureIncome     = "Abandon exprès de revenus ou de produits"
	NatureVolunteers = "Frais engagés par les bénévoles, dont ils renoncent expressément au remboursement"
	NatureOther      = "Autres"
)

// nature is d's nature du don.
func (d Document) nature() string {
	if d.Nature == "" {
		return NatureCash
	}
	return d.Nature
}

// MethodOf is the box of a gift's method (card, paypal, cheque).
func MethodOf(donationMethod string) string {
	if donationMethod == "cheque" {
		return MethodCheque
	}
	return MethodCard
}

// frenchDate is "5 janvier 2026" ("1er janvier 2026"), in Paris time.
func frenchDate(t time.Time) string { return i18n.FrenchDate(t.In(donate.Paris)) }

// Page geometry, in millimetres.
const (
	margin    = 16.0
	pageWidth = 210.0
	textWidth = pageWidth - 2*margin
	lineH     = 4.3
	footerTop = 297 - 16 // the annexes' last line
)

// page draws a receipt with fpdf, keeping its layout helpers in one place.
// Its text goes through font.Printable: a character the font lacks,
// stored before the forms refused it, prints as a stand-in instead of
// failing the receipt.
type page struct{ *fpdf.Fpdf }

// CellFormat is fpdf's, drawing only what the font prints.
func (p page) CellFormat(w, h float64, text, border string, ln int, align string, fill bool, link int, linkURL string) {
	p.Fpdf.CellFormat(w, h, font.Printable(text), border, ln, align, fill, link, linkURL)
}

// MultiCell is fpdf's, drawing only what the font prints.
func (p page) MultiCell(w, h float64, text, border, align string, fill bool) {
	p.Fpdf.MultiCell(w, h, font.Printable(text), border, align, fill)
}

func (p page) bold(on bool) {
	if on {
		p.SetLineWidth(0.22)
		p.SetTextRenderingMode(2) // fill and stroke: one font, drawn heavier
		return
	}
	p.SetTextRenderingMode(0)
}

// heading is a section's title on a grey band.
func (p page) heading(title string) {
	p.Ln(1.5)
	p.SetFillColor(228, 228, 228)
	p.SetFont("dejavu", "", 10.5)
	p.bold(true)
	p.CellFormat(textWidth, 5.8, "  "+title, "", 1, "L", true, 0, "")
	p.bold(false)
	p.Ln(0.8)
}

// field is a bold label and its value, the value wrapping under itself.
func (p page) field(label, value string) {
	p.SetFont("dejavu", "", 9.5)
	p.bold(true)
	w := p.GetStringWidth(label+" : ") + 0.5
	if w+p.GetStringWidth(value) > textWidth && w > textWidth/2 { // a long label: its value wraps under it, across the page
		p.CellFormat(w, lineH, label+" : ", "", 0, "L", false, 0, "")
		p.bold(false)
		p.Ln(lineH)
		p.MultiCell(textWidth, lineH, value, "", "L", false)
		return
	}
	p.CellFormat(w, lineH, label+" : ", "", 0, "L", false, 0, "")
	p.bold(false)
	p.MultiCell(textWidth-w, lineH, value, "", "L", false)
}

// paragraph is running text across the page.
func (p page) paragraph(text string, size float64) {
	p.SetFont("dejavu", "", size)
	p.MultiCell(textWidth, lineH, text, "", "L", false)
}

// boxes is a line of the Cerfa's check boxes after a label (if any); the
// ticked ones carry an X.
func (p page) boxes(label string, choices []string, ticked func(string) bool) {
	p.SetFont("dejavu", "", 9.5)
	if label != "" {
		p.bold(true)
		p.CellFormat(p.GetStringWidth(label+" :")+2, lineH+1, label+" :", "", 0, "L", false, 0, "")
		p.bold(false)
	}
	for _, c := range choices {
		w := 3.6 + 1.2 + p.GetStringWidth(c) + 3
		if p.GetX()+w > margin+textWidth {
			p.Ln(lineH + 1)
			p.SetX(margin + 6)
		}
		x, y := p.GetX(), p.GetY()
		p.SetLineWidth(0.25)
		p.Rect(x, y+1, 3.6, 3.6, "D")
		if ticked(c) {
			p.SetXY(x, y+0.4)
			p.bold(true)
			p.CellFormat(3.6, 4.8, "X", "", 0, "C", false, 0, "")
			p.bold(false)
		}
		p.SetXY(x+3.6+1.2, y)
		p.CellFormat(w-3.6-1.2, lineH+1, c, "", 0, "L", false, 0, "")
	}
	p.Ln(lineH + 2)
}

// ticked is a box of a Cerfa list that applies, ticked, indent millimetres
// in, its text wrapping beside it (the Cerfa allows printing only the
// boxes that apply).
func (p page) ticked(text string, indent float64) {
	p.SetFont("dejavu", "", 8.5)
	x, y := margin+indent, p.GetY()
	p.SetLineWidth(0.25)
	p.Rect(x, y+0.6, 3.6, 3.6, "D")
	p.SetXY(x, y)
	p.bold(true)
	p.CellFormat(3.6, 4.8, "X", "", 0, "C", false, 0, "")
	p.bold(false)
	p.SetXY(x+5.1, y)
	p.MultiCell(textWidth-indent-5.1, 4, text, "", "L", false)
}

// fields are two fields on one line, the second from the middle of the page.
func (p page) fields(label, value, label2, value2 string) {
	p.SetFont("dejavu", "", 9.5)
	y := p.GetY()
	half := textWidth / 2
	for i, f := range [][2]string{{label, value}, {label2, value2}} {
		p.SetXY(margin+float64(i)*half, y)
		p.bold(true)
		w := p.GetStringWidth(f[0]+" : ") + 0.5
		p.CellFormat(w, lineH, f[0]+" : ", "", 0, "L", false, 0, "")
		p.bold(false)
		p.CellFormat(half-w, lineH, f[1], "", 0, "L", false, 0, "")
	}
	p.Ln(lineH)
}

// notes are the form's notes and the receipt's own footer, in small type at
// the foot of the first page; errNoPage when the receipt reaches them.
func (p page) notes(notes []string, footer string) error {
	const noteH = 2.7
	p.SetFont("dejavu", "", 6.2)
	paragraphs := append(slices.Clone(notes), footer)
	lines := 0
	for _, n := range paragraphs {
		lines += len(p.SplitText(font.Printable(n), textWidth))
	}
	top := 297 - 10 - float64(lines)*noteH - 1.5
	if p.GetY() > top || p.PageCount() != 1 {
		return errNoPage
	}
	p.SetY(top)
	p.SetDrawColor(150, 150, 150)
	p.Line(margin, top, margin+50, top)
	p.SetDrawColor(0, 0, 0)
	p.Ln(1.5)
	p.SetTextColor(90, 90, 90)
	for _, n := range paragraphs {
		p.MultiCell(textWidth, noteH, n, "", "L", false)
	}
	p.SetTextColor(0, 0, 0)
	return nil
}

// paymentDetail is an annual receipt's second page: each payment it
// covers, with its date, amount and means, and their total.
func (p page) paymentDetail(d Document) error {
	p.annex("Détail des versements")
	p.SetFont("dejavu", "", 9.5)
	p.CellFormat(textWidth, lineH, "Annexe au reçu n° "+d.Number+", période du "+frenchDate(d.PeriodStart)+" au "+frenchDate(d.PeriodEnd)+".",
		"", 1, "L", false, 0, "")
	p.Ln(2)
	const rowH = 4.4
	cols := []float64{45, 40, textWidth - 85}
	row := func(cells ...string) {
		for i, c := range cells {
			align := "L"
			if i == 1 {
				align = "R"
			}
			p.CellFormat(cols[i], rowH, c, "B", 0, align, false, 0, "")
		}
		p.Ln(rowH)
	}
	p.SetFont("dejavu", "", 9)
	p.bold(true)
	row("Date", "Montant", "  Mode de versement")
	p.bold(false)
	paid, refunds := 0, 0
	for _, l := range d.Lines {
		means := "Virement, prélèvement, carte bancaire"
		switch {
		case l.Amount < 0: // money that went back: listed, never counted as a payment
			means = "Remboursement"
			refunds++
		case MethodOf(l.Method) == MethodCheque:
			means = "Chèque"
		}
		if l.Amount > 0 {
			paid++
		}
		row(frenchDate(l.At.Time()), l.Amount.French(), "  "+means)
	}
	p.bold(true)
	row("Total", d.Amount.French(), "  "+countWords(paid, "versement")+refundWords(refunds))
	p.bold(false)
	if p.GetY() > footerTop || p.PageCount() != 2 {
		return errNoPage
	}
	return nil
}

// annex starts a receipt's annex on a new page, under its title.
func (p page) annex(title string) {
	p.AddPage()
	p.SetFont("dejavu", "", 13)
	p.bold(true)
	p.CellFormat(textWidth, 7, title, "", 1, "L", false, 0, "")
	p.bold(false)
}

// countWords is "1 versement", "3 versements".
func countWords(n int, noun string) string {
	if n > 1 {
		noun += "s"
	}
	return fmt.Sprint(n, " ", noun)
}

// refundWords adds the refunds to a payment count: ", 1 remboursement"; "" for none.
func refundWords(n int) string {
	if n == 0 {
		return ""
	}
	return ", " + countWords(n, "remboursement")
}

var errNoPage = errors.New("receipts: the receipt does not fit on one page (and its payments on a second)")

// Render draws a receipt as a one-page A4 PDF.
func Render(d Document) ([]byte, error) {
	f := d.Foundation
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.SetCompression(true)
	pdf.SetMargins(margin, 14, margin)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCreationDate(d.IssuedAt)
	pdf.SetModificationDate(d.IssuedAt)
	pdf.SetTitle("Reçu fiscal "+d.Number, true)
	pdf.SetCreator(f.LegalName, true)
	pdf.SetProducer("fpdf", false)
	font.Add(pdf)
	pdf.AddPage()
	p := page{pdf}

	// Title block, as the Cerfa's header.
	m := modelOf(d, f)
	p.SetFont("dejavu", "", 8)
	p.CellFormat(textWidth, 4, m.cerfa, "", 1, "R", false, 0, "")
	p.SetFont("dejavu", "", 15)
	p.bold(true)
	p.MultiCell(textWidth, 7, m.title, "", "C", false)
	p.bold(false)
	p.SetFont("dejavu", "", 9.5)
	p.CellFormat(textWidth, 6, m.articles, "", 1, "C", false, 0, "")
	p.Ln(2)
	p.SetFont("dejavu", "", 11)
	p.bold(true)
	p.CellFormat(textWidth, 8, "Numéro d'ordre du reçu : "+d.Number, "1", 1, "C", false, 0, "")
	p.bold(false)
	if d.ReplacesNumber != "" {
		p.SetFont("dejavu", "", 9.5)
		p.CellFormat(textWidth, 6, "Ce reçu annule et remplace le reçu n° "+d.ReplacesNumber+" du "+frenchDate(d.ReplacesIssuedAt)+".",
			"", 1, "C", false, 0, "")
	}

	p.heading("Organisme bénéficiaire des dons et versements")
	p.field(m.beneficiaryName, f.LegalName)
	p.field("Numéro SIREN ou RNA", f.Registration)
	p.field("Adresse", oneLine(f.Address))
	p.field("Objet", oneLine(f.Object))
	p.field("Statut", f.LegalStatus)
	categoryBoxes(p, f, d.Company)

	if d.Company {
		p.heading("Entreprise donatrice")
		p.field("Dénomination de l'entreprise", d.DonorName)
		p.field("Forme juridique", d.DonorLegalForm)
		p.field("Numéro SIREN", d.DonorSiren)
	} else {
		p.heading("Donateur")
		p.fields("Nom", d.DonorLastName, "Prénoms", d.DonorFirstNames)
	}
	p.field("Adresse", oneLine(d.DonorAddress))
	p.fields("Code postal", d.DonorPostalCode, "Commune", d.DonorTown)
	if !d.Company { // the companies' model asks no country
		p.field("Pays", d.DonorCountry)
	}

	if d.Company {
		companyGifts(p, d)
	} else {
		personGifts(p, d, m)
	}
	p.SetFont("dejavu", "", 9.5)

	// Place, date and signature, bottom right.
	p.Ln(2)
	x := margin + textWidth/2
	p.SetX(x)
	p.SetFont("dejavu", "", 9.5)
	p.bold(true)
	p.CellFormat(textWidth/2, lineH, "Date et signature", "", 1, "L", false, 0, "")
	p.bold(false)
	p.SetX(x)
	p.CellFormat(textWidth/2, lineH, "Fait à "+f.SignaturePlace+", le "+frenchDate(d.IssuedAt), "", 1, "L", false, 0, "")
	y := p.GetY() + 1
	if len(d.Signature) > 0 {
		info := p.RegisterImageOptionsReader("signature", fpdf.ImageOptions{ImageType: "PNG"}, bytes.NewReader(d.Signature))
		if info != nil {
			h := 14.0
			w := min(h*info.Width()/info.Height(), textWidth/2)
			p.ImageOptions("signature", x, y, w, 0, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
			y += w * info.Height() / info.Width()
		}
	}
	p.SetXY(x, y+1)
	p.bold(true)
	p.CellFormat(textWidth/2, lineH, f.SignatoryName, "", 1, "L", false, 0, "")
	p.bold(false)
	p.SetX(x)
	p.CellFormat(textWidth/2, lineH, f.SignatoryTitle, "", 1, "L", false, 0, "")

	if err := p.notes(m.notes, m.footer+" Conservez-le : l'administration fiscale peut vous le demander."); err != nil {
		return nil, err
	}
	if len(d.Lines) > 0 {
		if err := p.paymentDetail(d); err != nil {
			return nil, err
		}
	}
	if len(d.Expenses) > 0 {
		if err := p.expenseDetail(d); err != nil {
			return nil, err
		}
	}

	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("receipts: render %s: %w", d.Number, err)
	}
	return out.Bytes(), nil
}

// model is what differs between the two Cerfa models.
type model struct {
	cerfa, title, articles string
	// beneficiaryName is the label of the foundation's name.
	beneficiaryName string
	// articleBoxes are the articles the certification ticks (the person model's).
	articleBoxes []string
	// notes are the form's own notes, as its footnotes word them, numbered
	// as on the form; the labels that call them carry their number.
	notes  []string
	footer string
}

// Article boxes, as the Cerfa words them.
const (
	article200 = "200 du CGI"
	article978 = "978 du CGI"
)

// twoMillion is the part of a company's yearly gifts above which article
// 238 bis 1 gives 40 % instead of 60 %.
const twoMillion money.Cents = 2_000_000_00

// The notes of the person model (2041-RD, n° 11580*05), numbered as on the form.
var personNotes = []string{
	"(5) Pour les dons de titres de sociétés cotées et les dons en nature, mentionnez la valeur du don.",
	"(6) L'organisme bénéficiaire peut cocher une ou plusieurs cases, étant entendu que la fraction du montant donné qui ouvre droit " +
		"pour son auteur à la réduction d'IFI prévue à l'article 978 du CGI ne peut ouvrir droit à la réduction d'IR prévue à l'article 200 " +
		"du CGI et inversement. En application de l'article L. 80 C du livre des procédures fiscales, il peut demander à l'administration " +
		"s'il relève de l'une des catégories d'organismes mentionnées à l'article 200 du code général des impôts. Il est rappelé que le " +
		"fait de délivrer sciemment des documents permettant à un contribuable d'obtenir indûment une réduction d'impôt entraîne " +
		"l'application de l'amende prévue à l'article 1740 A du code général des impôts.",
	"(7) La réduction d'IFI ne s'applique qu'aux dons en numéraire et aux dons en pleine propriété de titres de sociétés cotées.",
	"(8) Exemple : dons en nature.",
}

// The notes of the companies' model (2041-MEC-SD, n° 16216*02) that its blocks call, numbered as on the form.
var companyNotes = []string{
	"(5) L'organisme bénéficiaire des dons en nature reporte sur le reçu fiscal le montant indiqué par l'entreprise donatrice.",
	"(6) L'entreprise ne peut pas prétendre au bénéfice de la réduction d'impôt à raison des dons en nature refusés par l'organisme.",
	"(7) La description peut être établie par l'organisme bénéficiaire sur papier libre signé, daté et joint à la présente attestation.",
	"(8) L'organisme bénéficiaire des versements peut cocher une ou plusieurs cases.",
	"(9) L'organisme bénéficiaire peut établir un reçu unique pour plusieurs dons et versements effectués lors d'une période " +
		"déterminée (à titre d'exemple, un mois, un trimestre, l'année civile ou encore l'exercice fiscal de l'entreprise donatrice). " +
		"L'organisme bénéficiaire devra cependant s'assurer que la période sur laquelle porte le reçu fiscal n'est pas à cheval sur deux " +
		"exercices fiscaux différents de l'entreprise donatrice, notamment dans le cas où l'exercice fiscal de l'entreprise donatrice ne " +
		"coïncide pas avec l'année civile.",
}

// modelOf is the model of d's receipt: a company's gift reduces its
// corporate or income tax under article 238 bis (60 % within 20,000 € or
// 5 ‰ of its turnover), never article 200's; a person's, article 200 (and
// 978, the IFI, where the foundation may receive such gifts). Each model's
// title is the form's, whatever boxes the foundation ticks.
func modelOf(d Document, f settings.Foundation) model {
	if d.Company {
		footer := fmt.Sprintf("Reçu délivré par %s pour la réduction d'impôt de l'entreprise donatrice (article 238 bis du CGI : 60 %% "+
			"des versements, dans la limite de 20 000 € ou de 5 ‰ du chiffre d'affaires hors taxes lorsque ce montant est plus élevé", f.LegalName)
		if d.Amount > twoMillion { // the one receipt that alone passes the threshold says the lower rate
			footer += " ; 40 % de la fraction des versements de l'exercice supérieure à 2 millions d'euros"
		}
		return model{
			cerfa: "N° Cerfa : 16216*02 · 2041-MEC-SD", title: "Reçu des dons et versements effectués par les entreprises",
			articles: "au titre de l'article 238 bis du code général des impôts", beneficiaryName: "Dénomination de l'organisme",
			notes: companyNotes, footer: footer + ").",
		}
	}
	m := model{
		cerfa: "Cerfa n° 11580*05 · 2041-RD", title: "Reçu des dons et versements effectués par les particuliers",
		articles: "au titre des articles 200 et 978 du code général des impôts", beneficiaryName: "Nom ou dénomination",
		articleBoxes: []string{article200},
		notes:        personNotes,
		footer: fmt.Sprintf("Reçu délivré par %s pour la réduction d'impôt sur le revenu (article 200 du CGI : %s, "+
			"dans la limite de 20 %% du revenu imposable).", f.LegalName, rateWords(f, d.taxYear())),
	}
	if f.Eligible978() {
		m.articleBoxes = append(m.articleBoxes, article978)
	}
	return m
}

// rateWords says the income tax reduction of f's gifts of year: 75 % up to
// that year's ceiling (article 200, 1 ter) where its category has it, else 66 %.
func rateWords(f settings.Foundation, year int) string {
	if f.Rate() != settings.AidRate {
		return fmt.Sprintf("%d %% des sommes versées", f.Rate())
	}
	limit := "dans la limite fixée par l'article 200, 1 ter du CGI"
	if c, ok := settings.AidCeilingOf(year); ok {
		limit = "dans la limite de " + c.Cents.French() + " par an"
	}
	return fmt.Sprintf("%d %% des sommes versées %s, %d %% au-delà", settings.AidRate, limit, settings.StandardRate)
}

// taxYear is the year of the gifts d receipts.
func (d Document) taxYear() int {
	if !d.PeriodStart.IsZero() {
		return d.PeriodStart.In(donate.Paris).Year()
	}
	return d.GiftDate.In(donate.Paris).Year()
}

// categoryWords is the foundation's category box as the model words it,
// with the decree that recognised it and its Journal officiel.
func categoryWords(f settings.Foundation, company bool) string {
	c := f.Kind()
	box := c.BoxFor(company)
	if !c.NeedsDecree {
		return box
	}
	return box + " par décret en date du " + frenchDay(f.DecreeDate) + " publié au Journal officiel du " + frenchDay(f.JournalDate)
}

// categoryBoxes ticks the foundation's box (the models allow printing only
// the boxes that apply): a choice of general interest under the box
// "Œuvre ou organisme d'intérêt général…", as the forms nest it.
func categoryBoxes(p page, f settings.Foundation, company bool) {
	if !f.Kind().OfGeneralInterest {
		p.ticked(categoryWords(f, company), 0)
		return
	}
	p.ticked(settings.GeneralInterestBoxFor(company)+". Précisez si vous êtes :", 0)
	p.ticked(categoryWords(f, company), 6)
}

// frenchDay is a YYYY-MM-DD date in words ("12 mars 1990"); as given when it is not one.
func frenchDay(day string) string {
	t, err := time.ParseInLocation(time.DateOnly, day, donate.Paris)
	if err != nil {
		return day
	}
	return frenchDate(t)
}

// oneLine joins a multi-line text (an address) with commas.
func oneLine(s string) string {
	lines := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' })
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, ", ")
}
