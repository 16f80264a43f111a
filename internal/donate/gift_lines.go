package donate

import (
	"database/sql"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
)

// GiftLine is a gift as the staff lists show it (in their JSON shape), with
// its donor's details. Lines are read straight into structs, not records: a
// person's page lists hundreds of gifts, and building a record for each was
// most of its cost. They are to show, never to save.
type GiftLine struct {
	ID      string         `db:"id" json:"id"`
	Created types.DateTime `db:"created" json:"created"`
	DonorID string         `db:"donor" json:"donor"`
	Amount  money.Cents    `db:"amount" json:"amount"`
	Rhythm  string         `db:"rhythm" json:"rhythm" tstype:"Rhythm"`
	Method  string         `db:"method" json:"method" tstype:"Method"`
	// PaidWith is how the gift was paid, in words (PaidWithWords): the
	// method, or a card's wallet.
	PaidWith       string         `db:"-" json:"paidWith"`
	StripePaidWith string         `db:"paidWith" json:"-"` // Stripe's word: "apple_pay", "sepa_debit"…
	Status         string         `db:"status" json:"status" tstype:"DonationStatus"`
	PaymentsCount  int            `db:"paymentsCount" json:"paymentsCount"`
	Collected      money.Cents    `db:"amountCollected" json:"collected"`
	LastPaymentAt  types.DateTime `db:"lastPaymentAt" json:"lastPaymentAt"`
	PaymentIssue   string         `db:"paymentIssue" json:"paymentIssue,omitempty"`
	Test           bool           `db:"test" json:"test"`
	// Recurring gifts: when the next payment is due, what the provider says,
	// and why the last renewal failed.
	NextPaymentAt  types.DateTime `db:"nextPaymentAt" json:"nextPaymentAt"`
	ProviderStatus string         `db:"providerStatus" json:"providerStatus,omitempty"`
	PaymentProblem string         `db:"paymentProblem" json:"paymentProblem,omitempty"`
	// Campaign is the slug of the campaign the gift was given to, Designation
	// the project it is designated to ("" for none).
	Campaign    string `db:"campaign" json:"campaign,omitempty"`
	Designation string `db:"designation" json:"designation,omitempty"`
	// CoveredFee is what the donor added to each payment for the fees;
	// TributeKind and TributeName whom the gift honours ("" for no one).
	CoveredFee  money.Cents `db:"coveredFee" json:"coveredFee"`
	TributeKind string      `db:"tributeKind" json:"tributeKind,omitempty" tstype:"TributeKind | ''"`
	TributeName string      `db:"tributeName" json:"tributeName,omitempty"`
	// Donor is the donor record's details, read after the gifts, and
	// Identity the identity they belong to.
	Donor    Donor  `db:"-" json:"-"`
	Identity string `db:"-" json:"-"`
}

// giftLineColumns are the columns of a GiftLine, as its db tags name them.
var giftLineColumns = []string{"d.id", "d.created", "d." + fieldDonor, "d." + fieldAmount, "d." + FieldRhythm, "d." + fieldMethod, "d." + fieldPaidWith,
	"d." + FieldStatus, "d." + fieldPaymentsCount, "d." + fieldAmountCollected, "d." + fieldLastPaymentAt, "d." + fieldPaymentIssue,
	"d." + fieldTest, "d." + fieldNextPaymentAt, "d." + fieldProviderStatus, "d." + fieldPaymentProblem,
	"d." + fieldCampaign, "d." + fieldDesignation, "d." + fieldCoveredFee, "d." + fieldTributeKind, "d." + fieldTributeName}

// Lines reads the selected gifts, newest first, limit of them from offset
// (limit 0: all), then their donors in one more query.
func (s Selection) Lines(app core.App, limit, offset int) ([]GiftLine, error) {
	q := s.from(app, giftLineColumns...).OrderBy("d.created DESC", "d.id DESC")
	if limit > 0 {
		q = q.Limit(int64(limit)).Offset(int64(offset))
	}
	lines := []GiftLine{}
	if err := q.All(&lines); err != nil || len(lines) == 0 {
		return lines, err
	}
	ids := make([]string, 0, len(lines))
	for _, l := range lines {
		ids = append(ids, l.DonorID)
	}
	donors, err := donorsByID(app, ids)
	if err != nil {
		return nil, err
	}
	for i := range lines {
		lines[i].PaidWith = PaidWithWords(lines[i].Method, lines[i].StripePaidWith)
		lines[i].Donor, lines[i].Identity = donors[lines[i].DonorID].Donor, donors[lines[i].DonorID].Key
	}
	return lines, nil
}

// FindGiftLine reads the line of one gift (sql.ErrNoRows if there is none).
func FindGiftLine(app core.App, id string) (GiftLine, error) {
	lines, err := (Selection{filters: dbx.HashExp{"d.id": id}}).Lines(app, 1, 0)
	if err != nil {
		return GiftLine{}, err
	}
	if len(lines) == 0 {
		return GiftLine{}, sql.ErrNoRows
	}
	return lines[0], nil
}
