package settings

// Category is what the foundation is, as the Cerfa's beneficiary boxes
// name it: it decides the income tax reduction a gift gives (article 200
// of the CGI) and whether gifts may reduce the wealth tax on real estate
// (IFI, article 978).
type Category struct {
	Key string `json:"key"`
	// Label is the Cerfa's wording, printed ticked on every receipt.
	Label string `json:"label"`
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
	{Key: "rup_foundation", Label: "Fondation reconnue d'utilité publique", NeedsDecree: true, IFI: true, Rate: StandardRate},
	{Key: "rup_association", Label: "Association reconnue d'utilité publique", NeedsDecree: true, Rate: StandardRate},
	{Key: "university_foundation", Label: "Fondation universitaire ou fondation partenariale mentionnées respectivement aux articles L. 719-12 et L. 719-13 du code de l'éducation", IFI: true, Rate: StandardRate},
	{Key: "corporate_foundation", Label: "Fondation d'entreprise", Rate: StandardRate},
	{Key: "general_interest", Label: "Œuvre ou organisme d'intérêt général", Rate: StandardRate},
	{Key: "aid_to_people", Label: "Organisme sans but lucratif qui procède à la fourniture gratuite de repas ou de soins à des personnes en difficulté ou qui favorise leur logement (article 200, 1 ter du CGI)", Rate: AidRate},
	{Key: "research_education", Label: "Établissement de recherche ou d'enseignement supérieur ou artistique, public ou privé, d'intérêt général, à but non lucratif", IFI: true, Rate: StandardRate},
	{Key: "insertion", Label: "Entreprise d'insertion, entreprise de travail temporaire d'insertion, association intermédiaire, atelier et chantier d'insertion ou entreprise adaptée", IFI: true, Rate: StandardRate},
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
