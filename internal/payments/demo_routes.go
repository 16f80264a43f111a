package payments

import (
	"html/template"
	"net/http"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/jsonbody"
	"foundation/internal/money"
	"foundation/internal/payments/demo"
	"foundation/internal/payments/stripe"
)

var demoCheckoutTemplate = template.Must(template.New("checkout").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a}
.banner{background:#b91c1c;color:#fff;text-align:center;font-weight:800;letter-spacing:.08em;padding:.75rem}
main{max-width:26rem;margin:2.5rem auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 10px 30px rgba(15,23,42,.1)}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:2.25rem;font-weight:800;margin:1rem 0}
p{color:#475569}button{width:100%;padding:.9rem;border-radius:.6rem;border:0;font-size:1rem;font-weight:700;cursor:pointer;margin-top:.75rem}
.pay{background:#0369a1;color:#fff}.cancel{background:#e2e8f0;color:#0f172a}
</style></head><body>
<div class="banner" role="alert">TEST MODE — no real payment is made</div>
<main>
{{if eq .Mode "setup"}}<h1>Save a new card (test)</h1>
<p>It will pay your recurring donation to the Amara Diallo Foundation from the next payment on. Nothing is charged now.</p>
{{else}}<h1>Card donation to the Amara Diallo Foundation</h1>
<p>{{if eq .Mode "subscription"}}Recurring donation{{else}}One-off donation{{end}}</p>
<div class="amount">{{.Amount}} €{{if eq .Mode "subscription"}} <small>/ {{or .Interval "period"}}</small>{{end}}</div>
{{end}}
{{if .Completed}}<p>{{if eq .Mode "setup"}}This card is already saved.{{else}}This checkout is already paid.{{end}}</p>{{else}}
<form method="post" action="{{.PayURL}}"><button class="pay" type="submit">{{if eq .Mode "setup"}}Save card (test){{else}}Pay (test){{end}}</button></form>
{{if ne .Mode "setup"}}<p>Or rehearse what a provider may answer:</p>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="failed"><button class="cancel" type="submit">Payment fails (test)</button></form>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="disputed"><button class="cancel" type="submit">Pay, then the payer disputes it (test)</button></form>{{end}}
<form method="post" action="{{.CancelURL}}"><button class="cancel" type="submit">Cancel</button></form>
{{end}}
</main></body></html>`))

// DemoCheckoutPage (GET /api/payments/demo/checkout/{id}) is the TEST MODE
// card checkout page, standing in for Stripe's hosted page.
func (s *Service) DemoCheckoutPage(e *core.RequestEvent) error {
	session, ok := s.DemoCard.Session(e.Request.PathValue("id"))
	if !ok {
		return e.NotFoundError("This test checkout does not exist or has expired.", nil)
	}
	amount, interval := sessionPrice(e.App, session)
	e.Response.Header().Set("Content-Type", "text/html; charset=utf-8")
	e.Response.Header().Set("Cache-Control", "no-store")
	base := "/api/payments/demo/checkout/" + session.ID
	return demoCheckoutTemplate.Execute(e.Response, map[string]any{
		"Mode": session.Mode, "Amount": strings.Replace(amount.Decimal(), ".", ",", 1), "Interval": interval,
		"Completed": session.Completed, "PayURL": base + "/pay", "CancelURL": base + "/cancel",
	})
}

// sessionPrice is what a demo checkout charges: its own amount, else (a
// subscription at a plan's price) the plan's amount and interval, which
// Stripe would know from the price and the demo reads from our plans.
func sessionPrice(app core.App, session demo.CardSession) (money.Cents, string) {
	if session.Amount != 0 || session.PriceID == "" {
		return session.Amount, session.Interval
	}
	r, err := app.FindFirstRecordByData(PlansCollection, PlanStripePrice, session.PriceID)
	if err != nil {
		return 0, ""
	}
	plan := PlanOf(r)
	return plan.Amount(), plan.Interval()
}

// Outcomes the TEST MODE checkout plays, as the providers would.
const (
	DemoPaid     = "paid"
	DemoFailed   = "failed"
	DemoDisputed = "disputed"
)

// DemoCheckoutPay plays the outcome the visitor (the page's buttons) or a
// test (a JSON body {"outcome"}) chose, running its events through the card
// handlers as Stripe's webhook would: "paid" (the default) completes the
// session; "disputed" completes it, then the payer disputes it with their
// bank; "failed" ends it unpaid, as a SEPA debit that bounced. A paid gift
// and a saved card go to the session's SuccessURL, a failed one back to the
// donation page.
func (s *Service) DemoCheckoutPay(e *core.RequestEvent) error {
	session, ok := s.DemoCard.Session(e.Request.PathValue("id"))
	if !ok {
		return e.NotFoundError("This test checkout does not exist or has expired.", nil)
	}
	outcome, err := demoOutcome(e)
	if err != nil {
		return err
	}
	var events []stripe.Event
	if outcome == DemoFailed {
		if ev, fresh := s.DemoCard.Fail(session.ID); fresh {
			events = append(events, ev)
		}
	} else {
		amount, interval := sessionPrice(e.App, session)
		if ev, fresh := s.DemoCard.Complete(session.ID, amount, interval); fresh {
			events = append(events, ev)
			if outcome == DemoDisputed {
				events = append(events, s.DemoCard.Dispute(session.ID)...)
			}
		}
	}
	for _, ev := range events {
		if _, err := s.DispatchCard(e.App, ev, nil); err != nil {
			e.App.Logger().Error("payments: demo card event failed", "session", session.ID, "event", ev.Type, "error", err)
			return e.InternalServerError("The test payment could not be recorded.", nil)
		}
	}
	if outcome == DemoFailed {
		return e.Redirect(http.StatusSeeOther, session.CancelURL)
	}
	return e.Redirect(http.StatusSeeOther, session.SuccessURL)
}

// demoOutcome reads the outcome asked: the page's form field, or a JSON body.
func demoOutcome(e *core.RequestEvent) (string, error) {
	var body struct {
		Outcome string `json:"outcome"`
	}
	if strings.HasPrefix(e.Request.Header.Get("Content-Type"), "application/json") {
		if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
			return "", err
		}
	} else {
		body.Outcome = e.Request.FormValue("outcome")
	}
	switch body.Outcome {
	case "":
		return DemoPaid, nil
	case DemoPaid, DemoFailed, DemoDisputed:
		return body.Outcome, nil
	}
	return "", e.BadRequestError("Choose an outcome.", validation.Errors{
		"outcome": validation.NewError("validation_invalid_outcome", "The outcome is paid, failed or disputed."),
	})
}

// DemoCheckoutCancel sends the visitor back as Stripe's Back link would.
func (s *Service) DemoCheckoutCancel(e *core.RequestEvent) error {
	session, ok := s.DemoCard.Session(e.Request.PathValue("id"))
	if !ok {
		return e.NotFoundError("This test checkout does not exist or has expired.", nil)
	}
	return e.Redirect(http.StatusSeeOther, session.CancelURL)
}

// DemoSubscription is the id of a TEST MODE subscription, named as PayPal's
// button hands it over (subscriptionID).
type DemoSubscription struct {
	SubscriptionID string `json:"subscriptionID"`
}

// DemoPayPalSubscribe stands for the buyer approving a subscription in PayPal's
// window: it returns a subscription id the browser then confirms with our server.
func (s *Service) DemoPayPalSubscribe(e *core.RequestEvent) error {
	var body struct {
		PlanID   string `json:"planId"`
		CustomID string `json:"customId"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	plan, err := e.App.FindFirstRecordByData(PlansCollection, PlanPayPalPlan, body.PlanID)
	if body.PlanID == "" || err != nil {
		return e.BadRequestError("planId must be one of the plans offered.", nil)
	}
	if len(body.CustomID) > 100 {
		return e.BadRequestError("customId is too long.", nil)
	}
	sub := s.DemoPayPal.CreateSubscription(body.PlanID, body.CustomID, PlanOf(plan).Amount())
	return e.JSON(http.StatusOK, DemoSubscription{SubscriptionID: sub.ID})
}
