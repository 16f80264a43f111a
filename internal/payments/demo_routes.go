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
{{else}}<h1>{{if .Sepa}}Direct debit (SEPA){{else}}Card{{end}} donation to the Amara Diallo Foundation</h1>
<p>{{if eq .Mode "subscription"}}Recurring donation{{else}}One-off donation{{end}}</p>
<div class="amount">{{.Amount}} €{{if eq .Mode "subscription"}} <small>/ {{or .Interval "period"}}</small>{{end}}</div>
{{end}}
{{if .Debiting}}<p>The mandate is signed: the debit is on its way (a few days at a bank). Rehearse what the bank answers:</p>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="paid"><button class="pay" type="submit">The debit is paid (test)</button></form>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="failed"><button class="cancel" type="submit">The debit fails (test)</button></form>
{{else if .Completed}}<p>{{if eq .Mode "setup"}}This card is already saved.{{else}}This checkout is already paid.{{end}}</p>{{else if .Sepa}}
<p>IBAN DE89 3704 0044 0532 0130 00 (test). By signing, you authorise the foundation to debit this account.</p>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="processing"><button class="pay" type="submit">Sign the mandate (test)</button></form>
<p>Or rehearse what the bank may answer at once:</p>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="paid"><button class="cancel" type="submit">Sign; the debit is paid (test)</button></form>
<form method="post" action="{{.PayURL}}"><input type="hidden" name="outcome" value="failed"><button class="cancel" type="submit">Sign; the debit fails (test)</button></form>
<form method="post" action="{{.CancelURL}}"><button class="cancel" type="submit">Cancel</button></form>
{{else}}
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
		"Sepa": session.SepaDebit, "Debiting": session.Debiting,
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
	// DemoProcessing authorises a SEPA debit and leaves it on its way: a
	// later "paid" or "failed" settles it.
	DemoProcessing = "processing"
)

// DemoCheckoutPay plays the outcome the visitor (the page's buttons) or a
// test (a JSON body {"outcome"}) chose, running its events through the card
// handlers as Stripe's webhook would: "paid" (the default) completes the
// session; "disputed" completes it, then the payer disputes it with their
// bank; "failed" ends it unpaid. A SEPA session (demoDebit) also takes
// "processing": the debit authorised and on its way, which a later call
// settles. A paid or processing gift and a saved card go to the session's
// SuccessURL, a failed one back to the donation page.
func (s *Service) DemoCheckoutPay(e *core.RequestEvent) error {
	session, ok := s.DemoCard.Session(e.Request.PathValue("id"))
	if !ok {
		return e.NotFoundError("This test checkout does not exist or has expired.", nil)
	}
	outcome, err := demoOutcome(e)
	if err != nil {
		return err
	}
	if outcome == DemoProcessing && !session.SepaDebit {
		return e.BadRequestError("Only a direct debit is processing.", validation.Errors{
			"outcome": validation.NewError("validation_invalid_outcome", "A card payment is paid, failed or disputed."),
		})
	}
	var events []stripe.Event
	if session.SepaDebit {
		events = s.demoDebit(e.App, session, outcome)
	} else {
		events = s.demoCardPayment(e.App, session, outcome)
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

// demoCardPayment plays a card checkout's outcome: paid, disputed or failed.
func (s *Service) demoCardPayment(app core.App, session demo.CardSession, outcome string) []stripe.Event {
	if outcome == DemoFailed {
		if ev, fresh := s.DemoCard.Fail(session.ID); fresh {
			return []stripe.Event{ev}
		}
		return nil
	}
	amount, interval := sessionPrice(app, session)
	ev, fresh := s.DemoCard.Complete(session.ID, amount, interval)
	if !fresh {
		return nil
	}
	if outcome == DemoDisputed {
		return append([]stripe.Event{ev}, s.DemoCard.Dispute(session.ID)...)
	}
	return []stripe.Event{ev}
}

// demoDebit plays a SEPA checkout's outcome as Stripe sends it: the mandate
// signed (the checkout completed unpaid: the gift processing), then, unless
// the outcome is "processing", the debit settled: paid (disputed: paid,
// then disputed) or failed. A session already processing is only settled.
func (s *Service) demoDebit(app core.App, session demo.CardSession, outcome string) []stripe.Event {
	var events []stripe.Event
	amount, interval := sessionPrice(app, session)
	if ev, fresh := s.DemoCard.Complete(session.ID, amount, interval); fresh {
		events = append(events, ev)
	}
	if outcome == DemoProcessing {
		return events
	}
	if ev, fresh := s.DemoCard.Debit(session.ID, outcome != DemoFailed); fresh {
		events = append(events, ev)
		if outcome == DemoDisputed {
			events = append(events, s.DemoCard.Dispute(session.ID)...)
		}
	}
	return events
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
	case DemoPaid, DemoFailed, DemoDisputed, DemoProcessing:
		return body.Outcome, nil
	}
	return "", e.BadRequestError("Choose an outcome.", validation.Errors{
		"outcome": validation.NewError("validation_invalid_outcome", "The outcome is paid, failed, disputed or (a direct debit) processing."),
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
	sub := s.DemoPayPal.Subscribe(body.PlanID, body.CustomID, PlanOf(plan).Amount())
	return e.JSON(http.StatusOK, DemoSubscription{SubscriptionID: sub.ID})
}
