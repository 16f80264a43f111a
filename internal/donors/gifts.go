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
	return dataJSON(e, space)
}

// theirGift is the gift the route names when it is the donor's, else the
// 404 to answer.
func theirGift(e *core.RequestEvent) (*donate.Donation, error) {
	d, err := donate.GiftOf(e.App, e.Auth.Email(), e.Request.PathValue("id"))
	if err != nil {
		return nil, e.InternalServerError("", err)
	}
	if d == nil {
		return nil, notYours()
	}
	return d, nil
}

// refusals tell the donor why a change of their gift did not happen.
var refusals = donate.Refusals{
	Desk:       "donors",
	NotAllowed: "This gift cannot be changed from here: only a running recurring gift can be stopped or paused, and only one by card changed.",
	AlreadyPaused: func(d *donate.Donation) string {
		return "This gift is paused until " + d.PausedUntil().Time().Format("2006-01-02") + ": resume it first."
	},
	Unreachable: "your gift is unchanged. Please try again in a few minutes.",
	Unconfirmed: func(provider string) string {
		return provider + " did not confirm the change: your gift is unchanged. Please try again later, or write to us."
	},
}

// answer sends the gift as it now is, or says why the action did not
// happen: the gift is then as it was.
func answer(e *core.RequestEvent, d *donate.Donation, err error) error {
	if err != nil {
		return refusals.Refused(e, d, err)
	}
	identity, err := d.Identity(e.App)
	if err != nil {
		return e.InternalServerError("", err)
	}
	return dataJSON(e, giftView(d, identity.Key, receiptsOfGift(e.App, d)))
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

// Stop ends the donor's recurring gift at its provider.
func (s *GiftActions) Stop(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	d, err = donate.Stop(e.Request.Context(), e.App, s.gateways, d)
	return answer(e, d, err)
}

// ChangeAmount changes the amount of the donor's recurring card gift from its next payment.
func (s *GiftActions) ChangeAmount(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	amount, err := donate.NewAmountOf(e)
	if err != nil {
		return err
	}
	d, err = donate.ChangeAmount(e.Request.Context(), e.App, s.gateways, d, amount)
	return answer(e, d, err)
}

// ChangeWall shows or hides the donor's name (and amount) on the wall of
// their gift's campaign, under the name they choose.
func ChangeWall(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	w, err := donate.WallChoiceOf(e)
	if err != nil {
		return err
	}
	d, err = donate.ChangeWall(e.App, d, w)
	return answer(e, d, err)
}

// CardUpdate is the provider's page where the donor gives a new card.
type CardUpdate struct {
	URL string `json:"url"`
}

// NewCard answers the address of the provider's page where the donor gives a new card.
func (s *GiftActions) NewCard(e *core.RequestEvent) error {
	d, err := theirGift(e)
	if err != nil {
		return err
	}
	url, err := donate.CardUpdateURL(e.Request.Context(), s.gateways, d)
	if err != nil {
		return answer(e, d, err)
	}
	return dataJSON(e, CardUpdate{URL: url})
}

// DownloadReceipt is the PDF of one of the donor's receipts.
func DownloadReceipt(e *core.RequestEvent) error {
	r, err := receipts.FindReceipt(e.App, e.Request.PathValue("id"))
	if err != nil || !sameEmail(r.DonorEmail(), e.Auth.Email()) {
		return notYours()
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
