package donate

import (
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/ledger"
)

// ErrNoDonor is FindDonorHistory's answer for an email no donor gave.
var ErrNoDonor = errors.New("donate: no donor with this email")

// YearSum is an identity's giving in one calendar year (Paris time), from
// the ledger: Gifts counts the payments that came that year, Collected the
// money kept (refunds taken off the year they went back), Test the TEST MODE money.
type YearSum struct {
	Year int `json:"year"`
	GiftSum
}

// IdentityHistory is one identity's giving: its current details, totals,
// years (newest first) and gifts (newest first).
type IdentityHistory struct {
	Identity
	Totals GiftSum
	Years  []YearSum
	Gifts  []GiftLine
}

// DonorHistory is everything the treasurer's page of one email shows: each
// identity that gave with it, apart, the first to give first.
type DonorHistory struct {
	Email      string // lower-cased: the person's key, as the donors list gives it
	Identities []IdentityHistory
}

// ofEmail selects the donation_users records of the person of {:email},
// compared case-insensitively.
const ofEmail = `SELECT id FROM ` + donorsCollection + ` WHERE lower(email) = lower({:email})`

// FindDonorHistory reads the giving of email, identity by identity: their
// current details, their gifts (two queries whatever their number), and
// each identity's years from its gifts' ledger rows (the money the payments
// export and the home add up). ErrNoDonor when nobody gave with that email.
func FindDonorHistory(app core.App, email string) (*DonorHistory, error) {
	identities, err := IdentitiesOf(app, email)
	if err != nil {
		return nil, err
	}
	if len(identities) == 0 {
		return nil, ErrNoDonor
	}
	lines, err := (Selection{filters: dbx.NewExp("d."+fieldDonor+" IN ("+ofEmail+")", dbx.Params{"email": email})}).Lines(app, 0, 0)
	if err != nil {
		return nil, err
	}
	h := &DonorHistory{Email: strings.ToLower(email)}
	for _, identity := range identities {
		ih := IdentityHistory{Identity: identity, Years: []YearSum{}, Gifts: []GiftLine{}}
		var ids []string
		for _, l := range lines {
			if l.Identity == identity.Key {
				ih.Gifts = append(ih.Gifts, l)
				ids = append(ids, l.ID)
			}
		}
		ih.Totals.Gifts = len(ih.Gifts)
		years, err := ledger.GiftYears(app, ids, Paris)
		if err != nil {
			return nil, err
		}
		for _, y := range years {
			sum := GiftSum{Gifts: y.Real.Count, Collected: y.Real.Gross, Test: y.Test.Gross}
			ih.Years = append(ih.Years, YearSum{Year: y.Year, GiftSum: sum})
			ih.Totals.Collected += sum.Collected
			ih.Totals.Test += sum.Test
		}
		h.Identities = append(h.Identities, ih)
	}
	return h, nil
}
