package staff

import (
	"database/sql"
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
)

// DonorRow is one line of the donors list. A donor is a person: every
// donation_users record of one email (compared case-insensitively), since a
// donor fills the form at each gift.
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
		rows = append(rows, DonorRow{Email: p.Email, Name: p.DisplayName(), PostalCode: p.CodePostal, Town: p.Ville, Country: p.Pays,
			Gifts: p.Gifts, Collected: int64(p.Collected), FirstGift: p.First, LastGift: p.Last})
	}
	return e.JSON(http.StatusOK, NewPage(p, total, rows))
}

// DonorPage is one person's giving, year by year and gift by gift.
type DonorPage struct {
	Email string `json:"email"`
	Name  string `json:"name"`
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

// ShowDonor shows the person of {email} (URL-escaped in the path), with
// their current details (donate.CurrentDetails).
func ShowDonor(e *core.RequestEvent) error {
	h, err := donate.FindDonorHistory(e.App, e.Request.PathValue("email"))
	if errors.Is(err, donate.ErrNoDonor) {
		return apis.NewNotFoundError("No donor has this email.", nil)
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusOK, DonorPage{Email: h.Email, Name: h.DisplayName(), FirstName: h.Prenom, LastName: h.Nom, Address: h.Adresse, PostalCode: h.CodePostal,
		Town: h.Ville, Country: h.Pays, Phone: h.Telephone, Kind: h.KindOrPerson(), Company: h.RaisonSociale, Siren: h.Siren, LegalForm: h.FormeJuridique, Totals: h.Totals, Years: h.Years, Gifts: donationRows(h.Gifts)})
}

// CorrectDonor answers PATCH /api/staff/donors/{email}: the treasurer
// corrects a person's current details (a donor who phoned, a receipt held
// for a missing address), audited with the details before and after, then
// answers with the person's page. Issued receipts stay as they are.
func CorrectDonor(e *core.RequestEvent) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		before, err := donate.CurrentDetails(tx, e.Request.PathValue("email"))
		if errors.Is(err, sql.ErrNoRows) {
			return apis.NewNotFoundError("No donor has this email.", nil)
		}
		if err != nil {
			return err
		}
		after, err := donate.CorrectFromRequest(e, tx, before.Email, donate.SourceStaff)
		if err != nil {
			return err
		}
		return Audit(tx, e.Auth, ActionCorrectDonor, after, before, donate.DonorOf(after))
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
