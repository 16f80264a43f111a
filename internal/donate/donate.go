// Package donate records gifts to the foundation: donors, one-off and
// recurring donations by card (Stripe Checkout), PayPal or cheque, and the
// provider events that settle them. Every gift is one record of the
// donations collection, which only staff read (in the dashboard).
//
// Amounts on the wire are integer cents in every route, as plan unit_amount.
package donate

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments"
	"foundation/internal/ratelimit"
)

// Paths the donor's browser is sent back to by the card provider.
const (
	successPath = "/payement/success"
	cancelPath  = "/donation?cancelled=1"
)

// DefaultAttemptLimit is how many donation attempts (donor, checkout session,
// PayPal order, subscription confirmation, cheque) one IP may make per minute:
// a donor who retries never meets it, a script testing stolen cards meets it
// at once (RATE_LIMIT_DONATIONS changes it).
var DefaultAttemptLimit = ratelimit.Limit{Max: 30, Window: time.Minute}

type service struct {
	gateways *payments.Service
	attempts *ratelimit.Limiter
	// providerCalls caps, per IP, the routes that ask PayPal before they can
	// refuse (captures, subscription confirmations): every call counts.
	providerCalls *ratelimit.Limiter
	// capturesPerIP and capturesPerGift cap the PayPal captures (payments.CaptureLimiters).
	capturesPerIP, capturesPerGift *hook.Handler[*core.RequestEvent]
}

// Register binds the donation routes and subscribes to card and PayPal events.
func Register(app core.App, gateways *payments.Service, limits ratelimit.Table) {
	s := &service{gateways: gateways, attempts: ratelimit.New(limits.Get("RATE_LIMIT_DONATIONS", DefaultAttemptLimit),
		"Too many donation attempts from your connection. Please wait a minute and try again."),
		providerCalls: ratelimit.New(limits.Get("RATE_LIMIT_CAPTURES", payments.DefaultCaptureLimit),
			"Too many payment attempts from your connection. Please wait a minute and try again.").Costly()}
	s.capturesPerIP, s.capturesPerGift = payments.CaptureLimiters(limits)
	gateways.OnCardEvent(s.onCardEvent)
	gateways.OnPayPalCapture(payments.KindDonation, captureDomain)
	mailReceipts(app)
	bookMovements(app)
	gateways.OnPayPalEvent(s.onPayPalEvent)
	if gateways.Test() {
		expireTestCheckoutsEvery5Minutes(app)
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		s.bindDonationApi(se.Router.Group("/api/donations"))
		return se.Next()
	})
}

func (s *service) bindDonationApi(rg *router.RouterGroup[*core.RequestEvent]) {
	rg.Bind(apis.BodyLimit(maxBody))
	rg.GET("/plans", listPlans)
	limited := s.attempts.Middleware()
	rg.POST("/donors", createDonorRoute).Bind(limited)
	rg.POST("/unique-checkout-session", s.uniqueCheckoutSession).Bind(limited)
	rg.POST("/checkout-session", s.subscriptionCheckoutSession).Bind(limited)
	rg.POST("/paypal/orders", s.createPayPalOrder).Bind(limited)
	rg.POST("/paypal/orders/{id}/capture", s.capturePayPalOrder).Bind(s.capturesPerIP, s.capturesPerGift)
	rg.POST("/paypal/subscriptions/{id}/confirm", s.confirmPayPalSubscription).Bind(limited, s.providerCalls.Middleware())
	rg.POST("/cheque", chequeRoute).Bind(limited)
}

// siteURL is where the provider sends the donor back (absolute for Stripe).
func (s *service) siteURL(path string) string {
	return s.gateways.SiteURL() + path
}

// PlanView is one plan as GET /api/donations/plans shows it. ID is the Stripe
// price id, so it goes back as is as checkout-session's priceId (the spec's
// round trip); PayPalPlanID is the plan id of the PayPal subscription route.
type PlanView struct {
	ID           string `json:"id"`
	UnitAmount   int64  `json:"unit_amount"`
	Interval     string `json:"interval"`
	PayPalPlanID string `json:"paypalPlanId"`
}

func listPlans(e *core.RequestEvent) error {
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

func createDonorRoute(e *core.RequestEvent) error {
	var d Donor
	if err := readJSON(e, &d); err != nil {
		return err
	}
	d.normalize()
	if errs := d.Validate(); len(errs) > 0 {
		return badFields(errs)
	}
	r, err := saveDonor(e.App, d, SourceForm)
	if err != nil {
		return e.InternalServerError("Your details could not be saved.", err)
	}
	return e.JSON(http.StatusCreated, map[string]string{"id": r.Id})
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
