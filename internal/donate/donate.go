// Package donate records gifts to the foundation: donors, one-off and
// recurring donations by card (Stripe Checkout), PayPal or cheque, and the
// provider events that settle them. Every gift is one record of the
// donations collection, which only staff read (in the dashboard).
//
// Amounts on the wire are integer cents in every route, as plan unit_amount.
package donate

import (
	"net/http"
	"net/url"
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/i18n"
	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Paths the donor's browser is sent back to by the card provider.
const (
	successPath = "/payement/success"
	cancelPath  = "/donation?cancelled=1"
)

// Service is the donation routes that reach a payment provider, and the
// provider events that settle their gifts.
type Service struct {
	gateways *payments.Service
	// pledgeMails counts the cheque pledge mails per recipient (PledgeMailLimit).
	pledgeMails *ratelimit.Limiter
}

// New is the donations' Service on gateways.
func New(gateways *payments.Service) *Service {
	return &Service{gateways: gateways, pledgeMails: ratelimit.New(PledgeMailLimit, "")}
}

// Register subscribes to card and PayPal events, and mails and books what
// they settle; the /api/donations routes are bound by the route index
// (internal/api).
func Register(app core.App, gateways *payments.Service) {
	s := New(gateways)
	gateways.OnCardEvent(s.onCardEvent)
	gateways.OnPayPalCapture(payments.KindDonation, captureDomain)
	mailReceipts(app)
	noticeTributes(app)
	bookMovements(app)
	keyIdentities(app)
	gateways.OnPayPalEvent(s.onPayPalEvent)
	gateways.OnCardEvent(s.onCardDispute)
	gateways.OnPayPalEvent(s.onPayPalDispute)
	resumePausesHourly(app, gateways)
	if gateways.Test() {
		expireTestCheckoutsEvery5Minutes(app)
	}
}

// siteURL is where the provider sends the donor back (absolute for Stripe).
func (s *Service) siteURL(path string) string {
	return s.gateways.SiteURL() + path
}

// thanksURL is where the card provider sends the donor back after paying:
// the thank-you page, told the gift's amount (cents) and rhythm so that it
// names them (what it shows only; nothing is read or changed from them).
func (s *Service) thanksURL(d *Donation) string {
	query := url.Values{"amount": {strconv.FormatInt(int64(d.Amount()), 10)}, "rhythm": {d.Rhythm()}}
	return s.siteURL(successPath + "?" + query.Encode())
}

// PlanView is one plan as GET /api/donations/plans shows it. ID is the Stripe
// price id, so it goes back as is as checkout-session's priceId (the spec's
// round trip); PayPalPlanID is the plan id of the PayPal subscription route.
type PlanView struct {
	ID           string `json:"id"`
	UnitAmount   int64  `json:"unit_amount"`
	Interval     string `json:"interval" tstype:"Interval"`
	PayPalPlanID string `json:"paypalPlanId"`
}

// ListPlans lists the active plans, each as a PlanView.
func ListPlans(e *core.RequestEvent) error {
	plans, err := activePlans(e.App)
	if err != nil {
		return e.InternalServerError("The plans could not be read.", err)
	}
	views := make([]PlanView, 0, len(plans))
	for _, p := range plans {
		views = append(views, PlanView{ID: p.StripePriceID, UnitAmount: int64(p.Amount), Interval: p.Interval, PayPalPlanID: p.PayPalPlanID})
	}
	return e.JSON(http.StatusOK, map[string]any{"data": views})
}

// DonorSaved is the donor record the details a gift starts with made.
type DonorSaved struct {
	ID string `json:"id"`
}

// CreateDonor stores the donation form's details, with the locale of its
// page (as a gift's body says it: the donor's, until their gift names
// one), and answers their id.
func CreateDonor(e *core.RequestEvent) error {
	var body struct {
		Donor
		Locale i18n.Locale `json:"locale"`
	}
	if err := readJSON(e, &body); err != nil {
		return err
	}
	d := body.Donor
	d.normalize()
	errs := d.Validate()
	locale, err := i18n.Parse(string(body.Locale))
	if err != nil {
		errs[i18n.Field] = err
	}
	if len(errs) > 0 {
		return badFields(errs)
	}
	r, err := saveDonor(e.App, d, "", SourceForm, locale)
	if err != nil {
		return e.InternalServerError("Your details could not be saved.", err)
	}
	return e.JSON(http.StatusCreated, DonorSaved{ID: r.Id})
}

// findDonor returns the donor a payment route names, or the 400 to answer.
func findDonor(app core.App, id string) (*core.Record, error) {
	if id == "" {
		return nil, fieldError("donorId", "validation_required", "The donor is required: fill in your details first.")
	}
	r, err := app.FindRecordById(donorsCollection, id)
	if err != nil {
		return nil, fieldError("donorId", "validation_unknown_donor", "Unknown donor: fill in your details again.")
	}
	return r, nil
}

func dataJSON(e *core.RequestEvent, status int, data any) error {
	return e.JSON(status, map[string]any{"data": data})
}
