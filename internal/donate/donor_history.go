package donate

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ledger"
)

// ErrNoDonor is FindDonorHistory's answer for an email no donor gave.
var ErrNoDonor = errors.New("donate: no donor with this email")

// YearSum is a person's giving in one calendar year (Paris time), from the
// ledger: Gifts counts the payments that came that year, Collected the money
// kept (refunds taken off the year they went back), Test the TEST MODE money.
type YearSum struct {
	Year int `json:"year"`
	GiftSum
}

// DonorHistory is everything the treasurer's page of one person shows.
type DonorHistory struct {
	// Donor holds the person's current details (currentDetailsSQL).
	Donor
	Totals GiftSum
	// Years holds the years with gifts, newest first.
	Years []YearSum
	// Gifts holds every gift of every record of the person, newest first.
	Gifts []GiftLine
}

// ofEmail selects the donation_users records of the person of {:email},
// compared case-insensitively.
const ofEmail = `SELECT id FROM ` + donorsCollection + ` WHERE lower(email) = lower({:email})`

// FindDonorHistory reads one person's giving in four queries whatever the
// number of gifts: their current details, their years (from their ledger
// rows, the money the payments export and the home add up), the count of
// their gifts and the gifts. ErrNoDonor when no donor record has that email.
func FindDonorHistory(app core.App, email string) (*DonorHistory, error) {
	params := dbx.Params{"email": email}
	current, err := CurrentDetails(app, email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNoDonor
	}
	if err != nil {
		return nil, err
	}
	h := &DonorHistory{Donor: current, Years: []YearSum{}}
	h.Email = strings.ToLower(h.Email) // the person's key, as the donors list gives it
	years, err := ledger.PersonYears(app, email, Paris)
	if err != nil {
		return nil, err
	}
	for _, y := range years {
		sum := GiftSum{Gifts: y.Real.Count, Collected: y.Real.Gross, Test: y.Test.Gross}
		h.Years = append(h.Years, YearSum{Year: y.Year, GiftSum: sum})
		h.Totals.Collected += sum.Collected
		h.Totals.Test += sum.Test
	}
	if err := app.DB().NewQuery(`SELECT count(*) FROM ` + DonationsCollection + ` d WHERE d.` + fieldDonor + ` IN (` + ofEmail + `)`).
		Bind(params).Row(&h.Totals.Gifts); err != nil {
		return nil, err
	}
	h.Gifts, err = (Selection{filters: dbx.NewExp("d."+fieldDonor+" IN ("+ofEmail+")", params)}).Lines(app, 0, 0)
	return h, err
}
