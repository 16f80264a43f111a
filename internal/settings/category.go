package settings

// Category is what the foundation is, as the Cerfa's beneficiary boxes
// name it: it decides the income tax reduction a gift gives (article 200
// of the CGI) and whether gifts may reduce the wealth tax on real estate
// (IFI, article 978).
type Category struct {
	Key string `json:"key"`
	// Label names the category on the settings screen.
	Label string `json:"label"`
	// Box is the category's box as the person model (Cerfa n° 11580*05)
	// words it, printed ticked on a person's receipt; CompanyBox as the
	// companies' (n° 16216*02) words it, where that differs.
	Box        string `json:"-"`
	CompanyBox string `json:"-"`
	// OfGeneralInterest: on both models, the box is one of the choices under
	// "Œuvre ou organisme d'intérêt général…" ("Précisez si vous êtes"), which
	// the receipt ticks too; general_interest is that box alone.
	OfGeneralInterest bool `json:"-"`
	// NeedsDecree: the receipt names the decree of recognition and the
	// Journal officiel that published it ("par décret en date du …").
	NeedsDecree bool `json:"needsDecree"`
	// IFI: gifts to it may reduce the IFI (article 978 I of the CGI, BOI-PAT-IFI-40-20-10).
	IFI bool `json:"ifi"`
	// Rate is the income tax reduction in %: 66, or 75 up to RateCeiling a
	// year for bodies that give meals, care or housing to people in
	// difficulty (article 200, 1 ter of the CGI).
	Rate int `json:"rate"`
}

// Income tax reductions (article 200 of the CGI).
const (
	// StandardRate is article 200 1's 66 % (within 20 % of taxable income).
	StandardRate = 66
	// AidRate is article 200 1 ter's 75 %, within the year's AidCeilingOf;
	// above it, 66 %.
	AidRate = 75
)

// Categories are the Cerfa n° 11580*05's beneficiary boxes a foundation
// running this site may be, in its order.
var Categories = []Category{
	{Key: "rup_foundation", Label: "Fondation reconnue d'utilité publique", NeedsDecree: true, IFI: true, Rate: StandardRate,
		Box: rupBox, OfGeneralInterest: true},
	{Key: "rup_association", Label: "Association reconnue d'utilité publique", NeedsDecree: true, Rate: StandardRate,
		Box: rupBox, OfGeneralInterest: true},
	{Key: "university_foundation", Label: "Fondation universitaire ou fondation partenariale mentionnées respectivement aux articles L. 719-12 et L. 719-13 du code de l'éducation", IFI: true, Rate: StandardRate,
		Box: "Fondation universitaire ou fondation partenariale mentionnées respectivement aux articles L. 719-12 et L. 719-13 du code de l'éducation", OfGeneralInterest: true},
	{Key: "corporate_foundation", Label: "Fondation d'entreprise", Rate: StandardRate, Box: "Fondation d'entreprise", OfGeneralInterest: true},
	{Key: "general_interest", Label: "Œuvre ou organisme d'intérêt général", Rate: StandardRate, Box: generalInterestBox, CompanyBox: companyGeneralInterestBox},
	{Key: "aid_to_people", Label: "Organisme sans but lucratif qui procède à la fourniture gratuite de repas ou de soins à des personnes en difficulté ou qui favorise leur logement (article 200, 1 ter du CGI)", Rate: AidRate,
		Box:               "Organisme sans but lucratif fournissant gratuitement une aide alimentaire ou des soins médicaux à des personnes en difficultés ou favorisant leur logement",
		CompanyBox:        "Organismes sans but lucratif fournissant gratuitement une aide alimentaire, des soins médicaux ou des produits de première nécessité à des personnes en difficulté ou favorisant leur logement",
		OfGeneralInterest: true},
	{Key: "research_education", Label: "Établissement de recherche ou d'enseignement supérieur ou artistique, public ou privé, d'intérêt général, à but non lucratif", IFI: true, Rate: StandardRate,
		Box: "Établissement de recherche ou d'enseignement supérieur ou artistique, public ou privé, d'intérêt général, à but non lucratif"},
	{Key: "insertion", Label: "Entreprise d'insertion, entreprise de travail temporaire d'insertion, association intermédiaire, atelier et chantier d'insertion ou entreprise adaptée", IFI: true, Rate: StandardRate,
		Box: "Entreprise d'insertion, entreprise de travail temporaire d'insertion, association intermédiaire, atelier et chantier d'insertion ou entreprise adaptée"},
}

// The boxes both models share or word apart.
const (
	rupBox = "Association ou fondation reconnue d'utilité publique"
	// generalInterestBox is the person model's first box; the choices
	// OfGeneralInterest are under it.
	generalInterestBox = "Œuvre ou organisme d'intérêt général ayant un caractère philanthropique, éducatif, scientifique, social, " +
		"humanitaire, sportif, familial, culturel ou concourant à la mise en valeur du patrimoine artistique, à la défense de " +
		"l'environnement naturel ou à la diffusion de la culture, de la langue et des connaissances scientifiques françaises"
	// companyGeneralInterestBox is the companies' model's, which adds equality between women and men.
	companyGeneralInterestBox = "Œuvre ou organisme d'intérêt général ayant un caractère philanthropique, éducatif, scientifique, social, " +
		"humanitaire, sportif, familial, culturel ou concourant à l'égalité entre les femmes et les hommes, à la mise en valeur du " +
		"patrimoine artistique, à la défense de l'environnement naturel ou à la diffusion de la culture, de la langue et des " +
		"connaissances scientifiques françaises"
)

// GeneralInterestBoxFor is the first box of the model of a company's
// receipt (company) or a person's: the one the choices OfGeneralInterest are under.
func GeneralInterestBoxFor(company bool) string {
	c, _ := CategoryOf("general_interest")
	return c.BoxFor(company)
}

// BoxFor is c's box on the model of a company's receipt (company) or a person's.
func (c Category) BoxFor(company bool) string {
	if company && c.CompanyBox != "" {
		return c.CompanyBox
	}
	return c.Box
}

// CategoryOf finds a category by key.
func CategoryOf(key string) (Category, bool) {
	for _, c := range Categories {
		if c.Key == key {
			return c, true
		}
	}
	return Category{}, false
}
