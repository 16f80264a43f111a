package demo

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/stripe"
)

// CheckoutPath is where the demo card checkout page lives; a session's URL is
// this path plus its id, relative so it works on any host and port.
const CheckoutPath = "/api/payments/demo/checkout/"

// Card stands in for Stripe Checkout and Billing: a session opens our own
// TEST MODE page instead of Stripe's, paying there produces the event Stripe
// would send, and a recurring gift becomes a subscription kept in memory.
// Every event it produces is remembered for ListEvents, as Stripe's API
// keeps them, so the nightly reconciliation works in TEST MODE too.
type Card struct {
	mu            sync.Mutex
	now           func() time.Time // tests move it
	sessions      bounded[*CardSession]
	subscriptions bounded[*cardSubscription]
	setups        bounded[cardSetup]
	events        []stripe.Event // oldest first, at most MaxEntries
	cards         int            // payment methods handed out, for pm_demo_N
}

// CardSession is what the demo page needs to show and complete a checkout.
type CardSession struct {
	ID, Mode, DonationID, PriceID, Currency, Description string
	SuccessURL, CancelURL                                string
	Amount                                               money.Cents
	Interval                                             string // a recurring gift at its own amount: "week" or "month"
	SubscriptionToUpdate                                 string // Mode "setup": the subscription whose card is replaced
	Completed                                            bool
	// SepaDebit is a gift by SEPA Direct Debit: completing it authorises
	// the debit (the gift processing), which then succeeds or fails (Debit).
	SepaDebit bool
	// Debiting is a completed SEPA session whose debit has not settled yet.
	Debiting bool
}

func NewCard() *Card {
	return &Card{
		now: time.Now, sessions: newBounded[*CardSession](), subscriptions: newBounded[*cardSubscription](),
		setups: newBounded[cardSetup](), cards: 1, // pm_demo_1 is the card every checkout pays with
	}
}

func (c *Card) open(s *CardSession) stripe.Session {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.sessions.put(s.ID, s)
	return stripe.Session{ID: s.ID, URL: CheckoutPath + s.ID}
}

func (c *Card) CreatePaymentSession(_ context.Context, p stripe.PaymentSessionParams) (stripe.Session, error) {
	if p.Amount <= 0 || p.DonationID == "" {
		return stripe.Session{}, errors.New("demo: amount and donation id are required")
	}
	return c.open(&CardSession{
		ID: newID("cs_demo_"), Mode: "payment", DonationID: p.DonationID, Currency: strings.ToLower(orDefault(p.Currency, "eur")),
		Description: p.Description, SuccessURL: p.SuccessURL, CancelURL: p.CancelURL, Amount: p.Amount, SepaDebit: p.SepaDebit,
	}), nil
}

// CreateSubscriptionSession keeps a gift's own amount and interval; a plan's
// come from our plans when the page shows and completes it, since Stripe
// would read them from the price.
func (c *Card) CreateSubscriptionSession(_ context.Context, p stripe.SubscriptionSessionParams) (stripe.Session, error) {
	if err := p.Validate(); err != nil {
		return stripe.Session{}, err
	}
	if p.DonationID == "" {
		return stripe.Session{}, errors.New("demo: donation id is required")
	}
	return c.open(&CardSession{
		ID: newID("cs_demo_"), Mode: "subscription", DonationID: p.DonationID, PriceID: p.PriceID, Currency: "eur",
		Description: p.Description, SuccessURL: p.SuccessURL, CancelURL: p.CancelURL, Amount: p.Amount, Interval: p.Interval,
		SepaDebit: p.SepaDebit,
	}), nil
}

// ParseWebhook refuses everything: demo events never arrive over HTTP.
func (c *Card) ParseWebhook([]byte, string) (stripe.Event, error) {
	return stripe.Event{}, stripe.ErrBadSignature
}

// Session returns a copy of an open or completed demo session.
func (c *Card) Session(id string) (CardSession, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions.get(id)
	if !ok {
		return CardSession{}, false
	}
	return *s, true
}

// Complete marks the session paid (or, in setup mode, the card saved) once
// and returns the checkout.session.completed event Stripe would send; a
// second call reports false so a double click pays once. planAmount and
// planInterval price a subscription session opened for a plan.
func (c *Card) Complete(id string, planAmount money.Cents, planInterval string) (stripe.Event, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.sessions.get(id)
	if !ok || s.Completed {
		return stripe.Event{}, false
	}
	s.Completed = true
	if s.Mode == "subscription" && s.Amount == 0 {
		s.Amount, s.Interval = planAmount, planInterval
	}
	suffix := strings.TrimPrefix(s.ID, "cs_demo_")
	session := &stripe.CheckoutSession{
		ID: s.ID, Mode: s.Mode, PaymentStatus: "paid", Status: "complete", DonationID: s.DonationID,
		AmountTotal: s.Amount, Currency: s.Currency, CustomerID: "cus_demo_" + s.DonationID,
	}
	switch s.Mode {
	case "subscription":
		session.SubscriptionID = "sub_demo_" + suffix
		// The first payment's PaymentIntent, which Stripe keeps on the
		// invoice: named here so a rehearsed dispute (Dispute) finds its gift.
		session.PaymentIntentID = "pi_demo_" + suffix
		c.subscribe(s, session)
	case "setup":
		session.PaymentStatus = "no_payment_required"
		session.SetupIntentID = "seti_demo_" + suffix
		session.SubscriptionToUpdate = s.SubscriptionToUpdate
		if sub, ok := c.subscriptions.get(s.SubscriptionToUpdate); ok {
			session.CustomerID = sub.state.CustomerID
		}
		c.cards++
		c.setups.put(session.SetupIntentID, cardSetup{subscriptionID: s.SubscriptionToUpdate, paymentMethod: fmt.Sprintf("pm_demo_%d", c.cards)})
	default:
		session.PaymentIntentID = "pi_demo_" + suffix
	}
	if s.SepaDebit { // the mandate is signed; the money comes days later
		session.PaymentStatus, s.Debiting = "unpaid", true
	}
	return c.remember(stripe.Event{ID: "evt_demo_" + s.ID, Type: "checkout.session.completed", Session: session}), true
}

// remember dates an event and keeps it for ListEvents; the caller holds c.mu.
func (c *Card) remember(ev stripe.Event) stripe.Event {
	ev.Created = c.now().Unix()
	c.events = append(c.events, ev)
	if len(c.events) > MaxEntries {
		c.events = c.events[len(c.events)-MaxEntries:]
	}
	return ev
}

// ListEvents returns the remembered events created at or after since, of
// the given types (all when none), oldest first. A demo event has no wire
// body, so Payload is empty, as it is when the demo page dispatches one.
func (c *Card) ListEvents(_ context.Context, since time.Time, types []string) ([]stripe.ListedEvent, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var listed []stripe.ListedEvent
	for _, ev := range c.events {
		if ev.Created >= since.Unix() && (len(types) == 0 || slices.Contains(types, ev.Type)) {
			listed = append(listed, stripe.ListedEvent{Event: ev})
		}
	}
	return listed, nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// RefundPayment stands in for a Stripe refund: nothing moved, so nothing goes
// back; the charge named is the payment's own ("ch_" + its PaymentIntent).
func (c *Card) RefundPayment(_ context.Context, paymentIntentID string, amount money.Cents, _ string) (string, error) {
	if paymentIntentID == "" || amount <= 0 {
		return "", fmt.Errorf("demo: a refund needs its payment and a positive amount, got %q and %d", paymentIntentID, amount)
	}
	return "ch_" + paymentIntentID, nil
}
