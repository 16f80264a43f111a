package payments

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"foundation/internal/notify"
	"foundation/internal/payments/paypal"
	"foundation/internal/ratelimit"
)

// Provider events are small; a larger body is not one of theirs.
const maxWebhookBody = 1 << 20

// DefaultWebhookLimit caps deliveries to the PayPal webhook per IP: each one
// costs a verification call to PayPal, and PayPal itself sends a handful a
// minute (RATE_LIMIT_WEBHOOKS changes it).
var DefaultWebhookLimit = ratelimit.Limit{Max: 120, Window: time.Minute}

// Register binds the payment routes: provider webhooks, the browser's view of
// the configuration and, in TEST MODE only, the demo gateway's pages. It says
// at start-up which gateway each provider uses.
func (s *Service) Register(app core.App, limits ratelimit.Table) {
	webhooks := ratelimit.New(limits.Get("RATE_LIMIT_WEBHOOKS", DefaultWebhookLimit),
		"Too many webhook deliveries from this address.").Costly()
	notify.UseSite(app, s.SiteURL)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil {
			s.listeningOn(se.Server.Addr)
		}
		fmt.Fprintln(os.Stderr, s.Describe())
		app.Logger().Info(s.Describe())
		api := se.Router.Group("/api")
		bindWebhookApi(s, api, webhooks)
		api.GET("/payments/config", func(e *core.RequestEvent) error { return e.JSON(http.StatusOK, s.Public()) })
		if s.Test() {
			bindDemoApi(s, api, limits)
		}
		return se.Next()
	})
}

func bindWebhookApi(s *Service, api *router.RouterGroup[*core.RequestEvent], limiter *ratelimit.Limiter) {
	hooks := api.Group("/webhooks")
	hooks.POST("/stripe", s.stripeWebhook).Bind(apis.BodyLimit(maxWebhookBody))
	hooks.POST("/paypal", s.paypalWebhook).Bind(limiter.Middleware(), apis.BodyLimit(maxWebhookBody))
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
		e.App.Logger().Warn("payments: refused a Stripe event", "error", err)
		return e.BadRequestError("Invalid signature or event.", nil)
	}
	_, err = s.DispatchCard(e.App, ev, body)
	return s.eventAnswer(e, "Stripe", ev.ID, ev.Type, err)
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
