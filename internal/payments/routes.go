package payments

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments/paypal"
)

// MaxWebhookBody is the largest provider event read: provider events are
// small; a larger body is not one of theirs.
const MaxWebhookBody = 1 << 20

// Register says at start-up which gateway each provider uses, and learns
// the address the server listens on (SiteURL, when SITE_URL is unset).
func (s *Service) Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil {
			s.listeningOn(se.Server.Addr)
		}
		fmt.Fprintln(os.Stderr, s.Describe())
		app.Logger().Info(s.Describe())
		return se.Next()
	})
}

// ShowConfig (GET /api/payments/config) is the browser's view of the
// configuration: which buttons to show (Public).
func (s *Service) ShowConfig(e *core.RequestEvent) error { return e.JSON(http.StatusOK, s.Public()) }

// StripeWebhook (POST /api/webhooks/stripe) takes a Stripe event, verified by its signature.
func (s *Service) StripeWebhook(e *core.RequestEvent) error {
	card, err := s.RequireCard()
	if err != nil {
		return err
	}
	body, err := io.ReadAll(e.Request.Body)
	if err != nil {
		return e.BadRequestError("Unreadable body.", err)
	}
	ev, err := card.ParseWebhook(body, e.Request.Header.Get("Stripe-Signature"))
	if err != nil {
		e.App.Logger().Warn("payments: refused a Stripe event", "error", err)
		return e.BadRequestError("Invalid signature or event.", nil)
	}
	_, err = s.DispatchCard(e.App, ev, body)
	return s.eventAnswer(e, "Stripe", ev.ID, ev.Type, err)
}

// PayPalWebhook (POST /api/webhooks/paypal) takes a PayPal event, verified by asking PayPal.
func (s *Service) PayPalWebhook(e *core.RequestEvent) error {
	gateway, err := s.RequirePayPal()
	if err != nil {
		return err
	}
	body, err := io.ReadAll(e.Request.Body)
	if err != nil {
		return e.BadRequestError("Unreadable body.", err)
	}
	if err := gateway.VerifyWebhookSignature(e.Request.Context(), e.Request.Header, body); err != nil {
		if errors.Is(err, paypal.ErrWebhookNotVerified) {
			e.App.Logger().Warn("payments: refused a PayPal event that failed verification")
			return e.BadRequestError("Invalid signature.", nil)
		}
		// PayPal could not be asked: answer 5xx so it delivers the event again.
		e.App.Logger().Error("payments: PayPal webhook verification unavailable", "error", err)
		return apis.NewApiError(http.StatusBadGateway, "Verification is unavailable; retry later.", nil)
	}
	ev, err := paypal.ParseEvent(body)
	if err != nil {
		return e.BadRequestError("Invalid event.", nil)
	}
	_, err = s.DispatchPayPal(e.App, ev, body)
	return s.eventAnswer(e, "PayPal", ev.ID, ev.EventType, err)
}

// eventAnswer is 200 only for an event that is handled; anything else makes
// the provider deliver it again.
func (s *Service) eventAnswer(e *core.RequestEvent, provider, id, eventType string, err error) error {
	switch {
	case err == nil:
		return e.JSON(http.StatusOK, map[string]bool{"received": true})
	case errors.Is(err, ErrInProgress):
		e.Response.Header().Set("Retry-After", "60")
		return apis.NewApiError(http.StatusServiceUnavailable, "This event is being processed; deliver it again later.", nil)
	}
	e.App.Logger().Error("payments: "+provider+" event failed", "eventId", id, "type", eventType, "error", err)
	return e.InternalServerError("The event could not be processed; it will be retried.", nil)
}
