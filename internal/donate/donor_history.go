package donate

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// ErrNoDonor is FindDonorHistory's answer for an email no donor gave.
var ErrNoDonor = errors.New("donate: no donor with this email")

// YearSum is a person's giving in one calendar year (Paris time).
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

// FindDonorHistory reads one person's giving in three queries whatever the
// number of gifts: their current details, their years (grouped in the
// database) and their gifts. ErrNoDonor when no donor record has that email.
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
	params["newYear"] = newYearShift(time.Now().Year())
	rows, err := app.DB().NewQuery(`SELECT CAST(strftime('%Y', d.created, {:newYear}) AS INTEGER) AS year, count(d.id), ` + netCollected + `
		FROM ` + donationsCollection + ` d WHERE d.` + fieldDonor + ` IN (` + ofEmail + `) GROUP BY year ORDER BY year DESC`).Bind(params).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var y YearSum
		if err := rows.Scan(&y.Year, &y.Gifts, &y.Collected); err != nil {
			return nil, err
		}
		h.Years = append(h.Years, y)
		h.Totals.Gifts += y.Gifts
		h.Totals.Collected += y.Collected
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	h.Gifts, err = (Selection{filters: dbx.NewExp("d."+fieldDonor+" IN ("+ofEmail+")", params)}).Lines(app, 0, 0)
	return h, err
}

// newYearShift is the SQLite modifier that turns a UTC time into Paris time
// where it matters for a year: around New Year, when Paris is on winter
// time (UTC+1). Read from the zone database rather than written down.
func newYearShift(year int) string {
	_, offset := time.Date(year, time.January, 1, 0, 0, 0, 0, Paris).Zone()
	return fmt.Sprintf("%+d seconds", offset)
}
