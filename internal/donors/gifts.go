package donors

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donate"
	"foundation/internal/payments/paypal"
	"foundation/internal/receipts"
)

// Gift is one gift as the donor space shows it. Amounts are cents.
type Gift struct {
	ID string `json:"id"`
	// Identity is the key of the donor identity that made the gift (Space.Identities).
	Identity       string `json:"identity"`
	Created        string `json:"created"`
	Amount         int64  `json:"amount"`
	Currency       string `json:"currency"`
	Rhythm         string `json:"rhythm" tstype:"Rhythm"`
	Method         string `json:"method" tstype:"Method"`
	Status         string `json:"status" tstype:"DonationStatus"`
	Test           bool   `json:"test"`
	PaymentsCount  int    `json:"paymentsCount"`
	Collected      int64  `json:"collected"`
	LastPaymentAt  string `json:"lastPaymentAt"`
	NextPaymentAt  string `json:"nextPaymentAt"`
	ProviderStatus string `json:"providerStatus"`
	PaymentProblem string `json:"paymentProblem"`
	// CoveredFee is what the donor added to each payment for the fees;
	// Tribute whom the gift honours (null: no one).
	CoveredFee     int64           `json:"coveredFee"`
	Tribute        *donate.Tribute `json:"tribute"`
	Actions        donate.Actions  `json:"actions"`
	ManageAtPayPal string          `json:"manageAtPayPal"`
	Receipts       []ReceiptView   `json:"receipts"`
	// PausedUntil is when a paused gift takes payments again ("": not paused);
	// History its pauses, resumptions and changes of rhythm, oldest first.
	PausedUntil string          `json:"pausedUntil"`
	History     []donate.Change `json:"history"`
	// Campaign is the slug of the campaign the gift was given to ("" for
	// none), Wall the donor's choice for its wall.
	Campaign string            `json:"campaign"`
	Wall     donate.WallChoice `json:"wall"`
}

// ReceiptView is a tax receipt in the donor space.
type ReceiptView struct {
	ID     string `json:"id"`
	Number string `json:"number"`
	Year   int    `json:"year"`
	Kind   string `json:"kind" tstype:"ReceiptKind"`
	Amount int64  `json:"amount"`
	Status string `json:"status" tstype:"'issued' | 'cancelled'"`
	// DonorKind is company for a company's receipt (article 238 bis), else person.
	DonorKind string `json:"donorKind" tstype:"DonorKind"`
	// Identity is the key of the donor identity it names, Name as it names it.
	Identity string `json:"identity"`
	Name     string `json:"name"`
}

func receiptView(r *receipts.Receipt) ReceiptView {
	status := "issued"
	if r.Status() == receipts.StatusCancelled {
		status = "cancelled"
	}
	return ReceiptView{ID: r.Id, Number: r.Number(), Year: r.TaxYear(), Kind: r.Kind(), Amount: int64(r.Amount()), Status: status,
		DonorKind: r.DonorKind(), Identity: r.DonorIdentity(), Name: r.DonorName()}
}

func giftView(d *donate.Donation, identity string, byGift map[string][]ReceiptView) Gift {
	g := Gift{
		ID: d.Id, Identity: identity, Created: d.Created().String(), Amount: int64(d.Amount()), Currency: d.Currency(),
		Rhythm: d.Rhythm(), Method: d.Method(), Status: d.Status(), Test: d.Test(), PaymentsCount: d.PaymentsCount(),
		Collected: int64(d.Collected()), LastPaymentAt: d.LastPaymentAt().String(), NextPaymentAt: d.NextPaymentAt().String(),
		ProviderStatus: d.ProviderStatus(), PaymentProblem: d.PaymentProblem(), Actions: donate.ActionsOf(d),
		CoveredFee: int64(d.CoveredFee()), Tribute: d.Tribute(), Receipts: byGift[d.Id], PausedUntil: d.PausedUntil().String(), History: d.History(),
		Campaign: d.Campaign(), Wall: d.Wall(),
	}
	if g.Receipts == nil {
		g.Receipts = []ReceiptView{}
	}
	if d.Method() == "paypal" && d.Recurring() && g.Actions.Stop {
		g.ManageAtPayPal = paypal.ManageURL
	}
	return g
}

// Space is what GET /api/donor/gifts answers: the identities that gave with
// the signed-in email (one, or a person and their company…), its gifts,
// newest first, and its receipts (yearly ones cover several gifts), each
// gift and receipt naming its identity.
type Space struct {
	Email      string         `json:"email"`
	Identities []IdentityView `json:"identities"`
	Gifts      []Gift         `json:"gifts"`
	Receipts   []ReceiptView  `json:"receipts"`
}

// IdentityView is one donor identity of the email, as its receipts name it.
type IdentityView struct {
	Identity string `json:"identity"`
	Name     string `json:"name"`
	Kind     string `json:"kind" tstype:"DonorKind"`
}

// holdings are the gifts and receipts of an email, and the identity of each gift.
type holdings struct {
	gifts      []*donate.Donation
	receipts   []*receipts.Receipt
	identities map[string]string // gift id → identity key
}

// held reads the gifts and receipts of email.
func held(app core.App, email string) (holdings, error) {
	var h holdings
	var err error
	if h.gifts, err = donate.GiftsOf(app, email); err != nil {
		return h, err
	}
	if h.identities, err = donate.GiftIdentities(app, email); err != nil {
		return h, err
	}
	h.receipts, err = receipts.OfEmail(app, email)
	return h, err
}

// of keeps the gifts and receipts of one identity.
func (h holdings) of(identity string) holdings {
	kept := holdings{identities: h.identities}
	for _, d := range h.gifts {
		if h.identities[d.Id] == identity {
			kept.gifts = append(kept.gifts, d)
		}
	}
	for _, r := range h.receipts {
		if r.DonorIdentity() == identity {
			kept.receipts = append(kept.receipts, r)
		}
	}
	return kept
}

// ListGifts is the signed-in donor's Space: their identities, gifts and receipts.
func ListGifts(e *core.RequestEvent) error {
	email := e.Auth.Email()
	h, err := held(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	identities, err := donate.IdentitiesOf(e.App, email)
	if err != nil {
		return e.InternalServerError("", err)
	}
	gifts, theirs := h.gifts, h.receipts
	space := Space{Email: email, Identities: make([]IdentityView, 0, len(identities)), Gifts: make([]Gift, 0, len(gifts)),
		Receipts: make([]ReceiptView, 0, len(theirs))}
	for _, i := range identities {
		space.Identities = append(space.Identities, IdentityView{Identity: i.Key, Name: i.ReceiptName(), Kind: i.KindOrPerson()})
	}
	byGift := map[string][]ReceiptView{}
	for _, r := range theirs {
		v := receiptView(r)
		space.Receipts = append(space.Receipts, v)
		if r.DonationID() != "" {
			byGift[r.DonationID()] = append(byGift[r.DonationID()], v)
		}
	}
	for _, d := range gifts {
		space.Gifts = append(space.Gifts, giftView(d, h.identities[d.Id], byGift))
	}
	return Answer(e, space)
}

// SendGift sends the gift d as the donor space shows it, in its envelope
// ({data: gift}): the answer of every donor action on a gift (internal/gifts).
func SendGift(e *core.RequestEvent, d *donate.Donation) error {
	identity, err := d.Identity(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return Answer(e, giftView(d, identity.Key, receiptsOfGift(e.App, d)))
}

func receiptsOfGift(app core.App, d *donate.Donation) map[string][]ReceiptView {
	list, err := receipts.OfDonation(app, d.Id)
	if err != nil {
		app.Logger().Error("donors: receipts of a gift not read", "gift", d.Id, "error", err)
	}
	views := map[string][]ReceiptView{}
	for _, r := range list {
		views[d.Id] = append(views[d.Id], receiptView(r))
	}
	return views
}

// DownloadReceipt is the PDF of one of the donor's receipts.
func DownloadReceipt(e *core.RequestEvent) error {
	r, err := receipts.FindReceipt(e.App, e.Request.PathValue("id"))
	if err != nil || !sameEmail(r.DonorEmail(), e.Auth.Email()) {
		return NotYours()
	}
	pdf, err := r.Served(e.App)
	if err != nil {
		return e.InternalServerError("The receipt cannot be read at the moment.", err)
	}
	return receipts.SendReceipt(e, r, pdf)
}

func sameEmail(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}
