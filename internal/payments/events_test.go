package payments_test

import (
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/payments"
	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
	"foundation/internal/testapp"
)

// Even when the failure cannot be noted (the database refuses the write),
// the event is never ignored for good: a retry meanwhile is told to come
// back (503), and the retry after the claim went stale runs the handler.
func TestAFailureThatCannotBeNotedIsRetriedLater(t *testing.T) {
	var attempts atomic.Int32
	svc := failingOnce(&attempts)
	app := testapp.WithPayments(t, svc)
	var refuseOnce atomic.Bool
	refuseOnce.Store(true)
	app.OnRecordUpdate("webhook_events").BindFunc(func(e *core.RecordEvent) error {
		if strings.HasPrefix(e.Record.GetString("outcome"), payments.OutcomeFailed) && refuseOnce.Swap(false) {
			return errors.New("disk full")
		}
		return e.Next()
	})
	base := testapp.Serve(t, app)
	payload := stripetest.InvoicePaid("evt_stuck", "in_1", "sub_1", "don_1", 2000, "subscription_cycle")
	deliver := func() int {
		status, _ := call(t, http.MethodPost, base+"/api/webhooks/stripe", payload,
			http.Header{"Stripe-Signature": {stripetest.SignedPayload(t, webhookSecret, payload)}})
		return status
	}
	if got := deliver(); got != http.StatusInternalServerError {
		t.Fatalf("failing handler answered %d", got)
	}
	if got := deliver(); got != http.StatusServiceUnavailable {
		t.Fatalf("retry while the claim holds answered %d, want 503 (never a 200 that drops the event)", got)
	}
	svc.SetClock(func() time.Time { return time.Now().Add(10 * time.Minute) })
	for _, want := range []int{http.StatusOK, http.StatusOK} {
		if got := deliver(); got != want {
			t.Fatalf("retry after the claim went stale answered %d, want %d", got, want)
		}
	}
	if attempts.Load() != 2 {
		t.Fatalf("handler ran %d times, want 2 (the failure, then the retry; then a replay)", attempts.Load())
	}
}

// Two deliveries of one event at once: one runs the handler, the other is
// told to come back, and none is lost.
func TestConcurrentDeliveriesOfOneEventRunItOnce(t *testing.T) {
	svc := payments.MustService(payments.Config{AppEnv: payments.EnvTest, Stripe: stripe.Config{SecretKey: "sk_test_x", WebhookSecret: webhookSecret}})
	release := make(chan struct{})
	var runs atomic.Int32
	svc.OnCardEvent(func(core.App, stripe.Event) error {
		runs.Add(1)
		<-release
		return nil
	})
	app := testapp.WithPayments(t, svc)
	ev := stripe.Event{ID: "evt_twice", Type: "invoice.paid"}
	const deliveries = 6
	results := make(chan error, deliveries)
	var wg sync.WaitGroup
	for range deliveries {
		wg.Go(func() {
			_, err := svc.DispatchCard(app, ev, nil)
			results <- err
		})
	}
	// Every delivery but the one holding the claim answers while it runs.
	for range deliveries - 1 {
		if err := <-results; !errors.Is(err, payments.ErrInProgress) {
			t.Fatalf("a concurrent delivery got %v, want ErrInProgress", err)
		}
	}
	close(release)
	wg.Wait()
	if err := <-results; err != nil {
		t.Fatalf("the delivery that ran it: %v", err)
	}
	if ran, err := svc.DispatchCard(app, ev, nil); ran || err != nil || runs.Load() != 1 {
		t.Fatalf("handler ran %d times (a later replay ran=%v, %v), want 1", runs.Load(), ran, err)
	}
}
