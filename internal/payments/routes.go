package payments

import (
	"errors"
	"io"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/payments/paypal"
	"foundation/internal/payments/stripe"
)

// Provider events are small; a larger body is not one of theirs.
const maxWebhookBody = 1 << 20

// Register binds the payment routes: provider webhooks, the browser's view of
// the configuration and, outside production, the demo gateway's pages.
func (s *Service) Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		api := se.Router.Group("/api")
		bindWebhookApi(s, api)
		api.GET("/payments/config", func(e *core.RequestEvent) error { return e.JSON(http.StatusOK, s.Public()) })
		if s.DemoCard != nil || s.DemoPayPal != nil {
			bindDemoApi(s, api)
		}
		return se.Next()
	})
}

func bindWebhookApi(s *Service, api *router.RouterGroup[*core.RequestEvent]) {
	hooks := api.Group("/webhooks")
	hooks.POST("/stripe", s.stripeWebhook).Bind(apis.BodyLimit(maxWebhookBody))
	hooks.POST("/paypal", s.paypalWebhook).Bind(apis.BodyLimit(maxWebhookBody))
}

func (s *Service) stripeWebhook(e *core.RequestEvent) error {
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
		if errors.Is(err, stripe.ErrBadSignature) {
			e.App.Logger().Warn("payments: refused a Stripe event with a bad signature", "error", err)
			return e.BadRequestError("Invalid signature.", nil)
		}
		return e.BadRequestError("Invalid event.", nil)
	}
	if _, err := s.DispatchCard(e.App, ev, body); err != nil {
		e.App.Logger().Error("payments: Stripe event failed", "eventId", ev.ID, "type", ev.Type, "error", err)
		return e.InternalServerError("The event could not be processed; it will be retried.", nil)
	}
	return e.JSON(http.StatusOK, map[string]bool{"received": true})
}

func (s *Service) paypalWebhook(e *core.RequestEvent) error {
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
	if _, err := s.DispatchPayPal(e.App, ev, body); err != nil {
		e.App.Logger().Error("payments: PayPal event failed", "eventId", ev.ID, "type", ev.EventType, "error", err)
		return e.InternalServerError("The event could not be processed; it will be retried.", nil)
	}
	return e.JSON(http.StatusOK, map[string]bool{"received": true})
}
