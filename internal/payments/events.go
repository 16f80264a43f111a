package payments

import (
	"encoding/json"
	"errors"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// recordOnce stores a provider event in webhook_events; the unique index on
// (provider, eventId) makes a replay report fresh=false and change nothing.
func recordOnce(app core.App, provider, eventID, eventType string, payload []byte) (*core.Record, bool, error) {
	if eventID == "" {
		return nil, false, errors.New("payments: event without id")
	}
	existing, err := app.FindFirstRecordByFilter("webhook_events", "provider = {:p} && eventId = {:id}",
		map[string]any{"p": provider, "id": eventID})
	if err == nil && existing != nil {
		return existing, false, nil
	}
	c, err := app.FindCachedCollectionByNameOrId("webhook_events")
	if err != nil {
		return nil, false, err
	}
	r := core.NewRecord(c)
	r.Load(map[string]any{"provider": provider, "eventId": eventID, "type": eventType, "outcome": "processing"})
	if json.Valid(payload) {
		r.Set("payload", json.RawMessage(payload))
	}
	if err := app.Save(r); err != nil {
		// A concurrent delivery of the same event won the insert.
		if _, findErr := app.FindFirstRecordByFilter("webhook_events", "provider = {:p} && eventId = {:id}",
			map[string]any{"p": provider, "id": eventID}); findErr == nil {
			return nil, false, nil
		}
		return nil, false, err
	}
	return r, true, nil
}

// settle notes the outcome on the event record; a failed handler removes the
// record so the provider's retry is processed again.
func settle(app core.App, r *core.Record, handlerErr error) error {
	if handlerErr != nil {
		if err := app.Delete(r); err != nil {
			app.Logger().Error("payments: could not forget a failed event", "eventId", r.GetString("eventId"), "error", err)
		}
		return handlerErr
	}
	r.Set("outcome", "handled")
	return app.Save(r)
}

// DispatchCard records a verified card event once and runs every handler on a
// first delivery. It reports whether the event was new.
func (s *Service) DispatchCard(app core.App, ev stripe.Event, payload []byte) (bool, error) {
	r, fresh, err := recordOnce(app, "stripe", ev.ID, ev.Type, payload)
	if err != nil || !fresh {
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

// DispatchPayPal records a verified PayPal event once and runs every handler.
func (s *Service) DispatchPayPal(app core.App, ev *paypal.Event, payload []byte) (bool, error) {
	r, fresh, err := recordOnce(app, "paypal", ev.ID, ev.EventType, payload)
	if err != nil || !fresh {
		return false, err
	}
	var handlerErr error
	for _, h := range s.paypalHandlers {
		if handlerErr = h(app, ev); handlerErr != nil {
			break
		}
	}
	return true, settle(app, r, handlerErr)
}
