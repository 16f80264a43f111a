package gifts_test

import (
	"context"
	"net/http"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"

	"foundation/internal/gifts"
	"foundation/internal/money"
	"foundation/internal/payments"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// heldCard is the card gateway with its first refund held at the provider
// until released: the moment another refund of the same gift may be asked.
type heldCard struct {
	payments.CardGateway
	calls            atomic.Int32
	entered, release chan struct{}
}

func (h *heldCard) RefundPayment(ctx context.Context, paymentIntentID string, amount money.Cents, key string) (string, error) {
	if h.calls.Add(1) == 1 {
		close(h.entered)
		<-h.release
	}
	return h.CardGateway.RefundPayment(ctx, paymentIntentID, amount, key)
}

// Two treasurers refund the same gift at once: one refund goes to the
// provider, the others are told one is under way (409) and change nothing
// (issue 36, 6).
func TestOneRefundOfAGiftAtATime(t *testing.T) {
	// The held refund keeps one of the staff routes' turns (one per CPU):
	// the others need a second one to be answered meanwhile.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0))))
	d := newPhoneDesk(t)
	gift := d.give(2500, "unique")
	held := &heldCard{CardGateway: d.svc.Card, entered: make(chan struct{}), release: make(chan struct{})}
	d.svc.Card = held
	path := "/api/staff/donations/" + gift + "/refund"
	first := make(chan testapp.Answer)
	go func() {
		first <- d.call(staff.RoleTreasurer, http.MethodPost, path, map[string]any{"reason": "asked by phone"})
	}()
	<-held.entered
	for _, role := range []string{staff.RoleTreasurer, staff.RoleAdmin} {
		a := d.call(role, http.MethodPost, path, map[string]any{"reason": "asked by mail"})
		if a.Status != http.StatusConflict || !strings.Contains(a.JSON["message"].(string), "under way") {
			t.Errorf("%s refunding while a refund is under way: %d %s, want 409", role, a.Status, a.Raw)
		}
	}
	close(held.release)
	if a := <-first; a.Status != http.StatusOK || a.JSON["status"] != "refunded" {
		t.Fatalf("the first refund: %d %s", a.Status, a.Raw)
	}
	if n := held.calls.Load(); n != 1 {
		t.Errorf("the provider was asked %d refunds, want 1", n)
	}
	a := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations/"+gift, nil)
	if got := kinds(a.JSON); len(got) != 2 || got[1] != "refund -25.00" || a.JSON["refundable"] != float64(0) {
		t.Errorf("after the refunds: ledger %v, refundable %v", got, a.JSON["refundable"])
	}
	if audits := d.audits(gifts.ActionRefund); len(audits) != 1 {
		t.Errorf("%d refunds audited, want 1", len(audits))
	}
	// Once it is over, the gift takes the next action as usual: nothing is left to refund.
	if a := d.call(staff.RoleTreasurer, http.MethodPost, path, map[string]any{"reason": "again"}); a.Status != http.StatusBadRequest {
		t.Errorf("a refund after the first: %d %s, want 400", a.Status, a.Raw)
	}
}
