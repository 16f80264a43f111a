package staff

import (
	"errors"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
)

// DonorRow is one line of the donors list. A donor is a person: every
// donation_users record of one email (compared case-insensitively), since a
// donor fills the form at each gift. An email may hold several identities
// (a person and their company…): Name names each, the latest giver first,
// and the place is that one's; the figures add up all of them.
type DonorRow struct {
	Email      string         `json:"email"`
	Name       string         `json:"name"`
	PostalCode string         `json:"postalCode"`
	Town       string         `json:"town"`
	Country    string         `json:"country"`
	Gifts      int            `json:"gifts"`
	Collected  int64          `json:"collected"` // cents
	FirstGift  types.DateTime `json:"firstGift"`
	LastGift   types.DateTime `json:"lastGift"`
}

// ListDonors lists the people who gave, the latest giver first; ?q= finds
// a name or an email.
func ListDonors(e *core.RequestEvent) error {
	p, err := PageParams(e)
	if err != nil {
		return err
	}
	people, total, err := donate.FindDonorTotals(e.App, e.Request.URL.Query().Get("q"), p.PerPage, p.Offset())
	if err != nil {
		return e.InternalServerError("", err)
	}
	rows := make([]DonorRow, 0, len(people))
	for _, p := range people {
		names := make([]string, len(p.Identities))
		for i, identity := range p.Identities {
			names[i] = identity.DisplayName()
		}
		latest := p.Identities[0]
		rows = append(rows, DonorRow{Email: p.Email, Name: strings.Join(names, " · "), PostalCode: latest.CodePostal, Town: latest.Ville,
			Country: latest.Pays, Gifts: p.Gifts, Collected: int64(p.Collected), FirstGift: p.First, LastGift: p.Last})
	}
	return e.JSON(http.StatusOK, NewPage(p, total, rows))
}

// DonorPage is the giving of one email, identity by identity.
type DonorPage struct {
	Email      string          `json:"email"`
	Identities []DonorIdentity `json:"identities"`
}

// DonorIdentity is one identity of a DonorPage: its current details, its
// years and its gifts, which no other identity's money joins.
type DonorIdentity struct {
	// Identity is the identity's key, which a correction names.
	Identity string `json:"identity"`
	Name     string `json:"name"`
	// FirstName and LastName are Name's parts, for the treasurer's correction form.
	FirstName  string `json:"firstName"`
	LastName   string `json:"lastName"`
	Address    string `json:"address"`
	PostalCode string `json:"postalCode"`
	Town       string `json:"town"`
	Country    string `json:"country"`
	Phone      string `json:"phone"`
	// Kind is person or company; a company's name, SIREN and legal form.
	Kind      string           `json:"kind" tstype:"DonorKind"`
	Company   string           `json:"company"`
	Siren     string           `json:"siren"`
	LegalForm string           `json:"legalForm"`
	Totals    donate.GiftSum   `json:"totals"`
	Years     []donate.YearSum `json:"years"`
	Gifts     []DonationRow    `json:"gifts"`
}

// ShowDonor shows the person of {email} (URL-escaped in the path), each
// identity with its current details.
func ShowDonor(e *core.RequestEvent) error {
	h, err := donate.FindDonorHistory(e.App, e.Request.PathValue("email"))
	if errors.Is(err, donate.ErrNoDonor) {
		return apis.NewNotFoundError("No donor has this email.", nil)
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	page := DonorPage{Email: h.Email, Identities: make([]DonorIdentity, 0, len(h.Identities))}
	for _, i := range h.Identities {
		page.Identities = append(page.Identities, DonorIdentity{Identity: i.Key, Name: i.DisplayName(), FirstName: i.Prenom, LastName: i.Nom,
			Address: i.Adresse, PostalCode: i.CodePostal, Town: i.Ville, Country: i.Pays, Phone: i.Telephone, Kind: i.KindOrPerson(),
			Company: i.RaisonSociale, Siren: i.Siren, LegalForm: i.FormeJuridique, Totals: i.Totals, Years: i.Years, Gifts: donationRows(i.Gifts)})
	}
	return e.JSON(http.StatusOK, page)
}

// CorrectDonor answers PATCH /api/staff/donors/{email}: the treasurer
// corrects the current details of one identity of a person (the body's
// "identity", which may be left out when the email has one): a donor who
// phoned, a receipt held for a missing address. Audited with the details
// before and after, then answers with the person's page. Issued receipts
// stay as they are; no other identity changes.
func CorrectDonor(e *core.RequestEvent) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		before, after, err := donate.CorrectFromRequest(e, tx, e.Request.PathValue("email"), donate.SourceStaff)
		if errors.Is(err, donate.ErrNoDonor) {
			return apis.NewNotFoundError("No donor has this email.", nil)
		}
		if err != nil {
			return err
		}
		return Audit(tx, e.Auth, ActionCorrectDonor, after, before.Donor, donate.DonorOf(after))
	})
	var apiErr *router.ApiError
	switch {
	case errors.As(err, &apiErr):
		return apiErr
	case err != nil:
		return e.InternalServerError("", err)
	}
	return ShowDonor(e)
}
