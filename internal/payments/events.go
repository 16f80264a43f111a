package payments

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
	"foundation/internal/records"
)

// eventsCollection records each provider event once (unique provider and
// eventId), with what handling it came to.
const eventsCollection = "webhook_events"

// Field names of the webhook_events collection.
const (
	eventFieldProvider = "provider"
	eventFieldID       = "eventId"
	eventFieldType     = "type"
	eventFieldPayload  = "payload"
	eventFieldOutcome  = "outcome" // an outcome below; a failure with its error
)

// event is a record proxy of the webhook_events collection.
type event struct {
	records.Stamped
}

func eventOf(r *core.Record) *event {
	e := &event{}
	e.SetProxyRecord(r)
	return e
}

func (e *event) ID() string      { return e.GetString(eventFieldID) }
func (e *event) Outcome() string { return e.GetString(eventFieldOutcome) }

func (e *event) SetOutcome(outcome string) { e.Set(eventFieldOutcome, outcome) }

// Outcomes of a recorded provider event.
const (
	OutcomeProcessing = "processing"
	OutcomeHandled    = "handled"
	OutcomeFailed     = "failed"
)

// staleClaim is how long a "processing" claim holds: a process that died while
// handling an event (or could not note the failure) leaves one behind, and the
// provider's next retry after this long runs the handler again.
const staleClaim = 5 * time.Minute

// ErrInProgress means another delivery of the same event is being handled
// right now: answer 5xx so the provider delivers again and finds it handled.
var ErrInProgress = errors.New("payments: this event is being handled by another delivery")

// claim records a provider event once (unique provider + eventId) and reports
// whether this delivery must run the handlers: a first delivery, a retry of
// one whose handling failed, or a retry of one stuck "processing". A delivery
// of an event already handled reports false and changes nothing.
func (s *Service) claim(app core.App, provider, eventID, eventType string, payload []byte) (*core.Record, bool, error) {
	if eventID == "" {
		return nil, false, errors.New("payments: event without id")
	}
	existing, err := findEvent(app, provider, eventID)
	if err != nil {
		return nil, false, err
	}
	if existing == nil {
		c, err := app.FindCachedCollectionByNameOrId(eventsCollection)
		if err != nil {
			return nil, false, err
		}
		r := core.NewRecord(c)
		r.Load(map[string]any{eventFieldProvider: provider, eventFieldID: eventID, eventFieldType: eventType, eventFieldOutcome: OutcomeProcessing})
		if json.Valid(payload) {
			r.Set(eventFieldPayload, json.RawMessage(payload))
		}
		saveErr := app.Save(r)
		if saveErr == nil {
			return r, true, nil
		}
		// A concurrent delivery of the same event won the insert.
		if existing, err = findEvent(app, provider, eventID); err != nil || existing == nil {
			return nil, false, fmt.Errorf("payments: recording event %s: %w", eventID, errors.Join(saveErr, err))
		}
	}
	return s.reclaim(app, existing)
}

// reclaim takes over an event whose handling failed or went stale. The update
// is conditional on the row being unchanged, so of two retries arriving
// together exactly one runs the handlers.
func (s *Service) reclaim(app core.App, r *core.Record) (*core.Record, bool, error) {
	ev := eventOf(r)
	outcome := ev.Outcome()
	switch {
	case outcome == OutcomeHandled:
		return r, false, nil
	case outcome == OutcomeProcessing && s.Now().Sub(ev.Updated().Time()) < staleClaim:
		return r, false, ErrInProgress
	}
	now := types.NowDateTime()
	res, err := app.DB().Update(eventsCollection,
		dbx.Params{eventFieldOutcome: OutcomeProcessing, records.FieldUpdated: now.String()},
		dbx.HashExp{core.FieldNameId: r.Id, eventFieldOutcome: outcome, records.FieldUpdated: ev.Updated().String()},
	).Execute()
	if err != nil {
		return nil, false, err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return r, false, ErrInProgress
	}
	fresh, err := app.FindRecordById(eventsCollection, r.Id)
	return fresh, err == nil, err
}

func findEvent(app core.App, provider, eventID string) (*core.Record, error) {
	r, err := app.FindFirstRecordByFilter(eventsCollection, eventFieldProvider+" = {:p} && "+eventFieldID+" = {:id}",
		dbx.Params{"p": provider, "id": eventID})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return r, err
}

// settle notes the outcome. A failed handler leaves the event "failed" (never
// deleted), so the provider's retry runs it again; if even that note cannot
// be written, the claim goes stale and a later retry runs it again.
func settle(app core.App, r *core.Record, handlerErr error) error {
	ev := eventOf(r)
	if handlerErr != nil {
		ev.SetOutcome(truncate(OutcomeFailed+": "+handlerErr.Error(), 500))
		if err := app.Save(r); err != nil {
			app.Logger().Error("payments: could not note a failed event; a later retry will run it", "eventId", ev.ID(), "error", err)
		}
		return handlerErr
	}
	ev.SetOutcome(OutcomeHandled)
	return app.Save(r)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n]
}

// DispatchCard records a verified card event once and runs every handler when
// this delivery must (see claim). It reports whether the handlers ran.
func (s *Service) DispatchCard(app core.App, ev stripe.Event, payload []byte) (bool, error) {
	r, run, err := s.claim(app, "stripe", ev.ID, ev.Type, payload)
	if err != nil || !run {
		return false, err
	}
	var handlerErr error
	for _, h := range s.cardHandlers {
		if handlerErr = h(app, ev); handlerErr != nil {
			break
		}
	}
	return true, settle(app, r, handlerErr)
}

// DispatchPayPal records a verified PayPal event once and hands it to its
// domain: capture events by the reference on the capture, every other event
// to the PayPal handlers (subscriptions).
func (s *Service) DispatchPayPal(app core.App, ev *paypal.Event, payload []byte) (bool, error) {
	r, run, err := s.claim(app, "paypal", ev.ID, ev.EventType, payload)
	if err != nil || !run {
		return false, err
	}
	var handlerErr error
	if strings.HasPrefix(ev.EventType, "PAYMENT.CAPTURE.") {
		handlerErr = s.dispatchCapture(app, ev)
	} else {
		for _, h := range s.paypalHandlers {
			if handlerErr = h(app, ev); handlerErr != nil {
				break
			}
		}
	}
	return true, settle(app, r, handlerErr)
}

// PayPal capture event types.
const (
	EventCaptureCompleted = "PAYMENT.CAPTURE.COMPLETED"
	EventCapturePending   = "PAYMENT.CAPTURE.PENDING"
	EventCaptureDenied    = "PAYMENT.CAPTURE.DENIED"
	EventCaptureDeclined  = "PAYMENT.CAPTURE.DECLINED"
	EventCaptureRefunded  = "PAYMENT.CAPTURE.REFUNDED"
	EventCaptureReversed  = "PAYMENT.CAPTURE.REVERSED"
)

// CaptureEvent is a verified PayPal capture event, addressed to one record.
type CaptureEvent struct {
	EventID string
	Type    string // one of the EventCapture* types
	Ref     Reference
	// PayPalOrderID is the order the capture belongs to (empty on refunds).
	PayPalOrderID string
	// CaptureID is the capture; on a refund, the capture refunded.
	CaptureID string
	// RefundID is the refund, on REFUNDED and REVERSED events.
	RefundID string
	Status   string
	Amount   money.Cents
	Currency string
	Fee      money.Cents // PayPal's fee, when FeeKnown
	FeeKnown bool
}

// Capture is the event's capture in the shape VerifyCapture checks.
func (ev CaptureEvent) Capture() *paypal.Capture {
	return &paypal.Capture{
		OrderID: ev.PayPalOrderID, CaptureID: ev.CaptureID, CaptureStatus: ev.Status,
		CustomID: ev.Ref.String(), Currency: ev.Currency, Amount: ev.Amount, Fee: ev.Fee, FeeKnown: ev.FeeKnown,
	}
}

// CaptureDomain is how one domain (orders, donations) takes capture events.
type CaptureDomain struct {
	// Find names the record of an event that carries no reference (PayPal's
	// refund resources may not): by the PayPal order or capture id we stored.
	// An empty id means "not ours".
	Find func(app core.App, paypalOrderID, captureID string) (id string, err error)
	// Handle applies the event; it must be idempotent and order-independent.
	Handle func(app core.App, ev CaptureEvent) error
}

// OnPayPalCapture registers the domain for references of kind.
func (s *Service) OnPayPalCapture(kind string, d CaptureDomain) { s.captureDomains[kind] = d }

func (s *Service) dispatchCapture(app core.App, ev *paypal.Event) error {
	ce := CaptureEvent{
		EventID: ev.ID, Type: ev.EventType, Ref: ParseReference(ev.CustomID), PayPalOrderID: ev.OrderID,
		CaptureID: ev.ResourceID, Status: ev.ResourceStatus, Amount: ev.Amount, Currency: ev.Currency, Fee: ev.Fee, FeeKnown: ev.FeeKnown,
	}
	if ev.ResourceType == "refund" || ev.EventType == EventCaptureRefunded || ev.EventType == EventCaptureReversed {
		ce.RefundID, ce.CaptureID = ev.ResourceID, ev.RefundedCaptureID
	}
	if ce.Ref.IsZero() {
		for kind, d := range s.captureDomains {
			id, err := d.Find(app, ce.PayPalOrderID, ce.CaptureID)
			if err != nil {
				return err
			}
			if id != "" {
				ce.Ref = Reference{Kind: kind, ID: id}
				break
			}
		}
	}
	d, ok := s.captureDomains[ce.Ref.Kind]
	if !ok {
		app.Logger().Warn("payments: PayPal capture event for nothing of ours", "eventId", ev.ID, "type", ev.EventType, "customId", ev.CustomID)
		return nil
	}
	return d.Handle(app, ce)
}
