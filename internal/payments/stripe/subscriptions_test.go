package stripe_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"foundation/internal/payments/stripe"
)

var newYear = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// The subscription fixtures as GetSubscription reports them.
var (
	basilGift = stripe.SubscriptionState{
		ID: "sub_gift", Status: "canceled", CustomerID: "cus_ada", DonationID: "don_1", ItemID: "si_gift", ProductID: "prod_gift",
		Amount: 1500, Currency: "eur", Interval: "week", CurrentPeriodEnd: newYear, DefaultPaymentMethod: "pm_card_visa",
	}
	legacyGift = stripe.SubscriptionState{
		ID: "sub_old", Status: "active", CustomerID: "cus_old", DonationID: "don_old", ItemID: "si_old", ProductID: "prod_old",
		Amount: 1000, Currency: "eur", Interval: "month", CurrentPeriodEnd: newYear.AddDate(0, 1, 0), DefaultPaymentMethod: "pm_old",
	}
)

func TestGetSubscription(t *testing.T) {
	client, proxy := newMockedClient(t)
	state, err := client.GetSubscription(context.Background(), "sub_1")
	if err != nil {
		t.Fatalf("GetSubscription: %v", err)
	}
	assertRequest(t, proxy.only(t), http.MethodGet, "/v1/subscriptions/sub_1", "")
	if state.ID != "sub_1" || state.ItemID == "" || state.Amount <= 0 || state.CurrentPeriodEnd.IsZero() {
		t.Errorf("state = %+v, want the mock's subscription with its item, amount and period", state)
	}
}

// current_period_end moved onto the items in API version 2025-03-31.basil;
// an account still pinned before it has it at the top level.
func TestGetSubscriptionReadsBothAPIShapes(t *testing.T) {
	tests := []struct {
		fixture string
		want    stripe.SubscriptionState
	}{
		{"subscription_basil.json", basilGift},
		{"subscription_legacy.json", legacyGift},
	}
	for _, tt := range tests {
		t.Run(tt.fixture, func(t *testing.T) {
			client := fakeStripe(t, map[string]answer{"GET /v1/subscriptions/" + tt.want.ID: {http.StatusOK, fixture(t, tt.fixture)}})
			got, err := client.GetSubscription(context.Background(), tt.want.ID)
			if err != nil {
				t.Fatalf("GetSubscription: %v", err)
			}
			if got != tt.want {
				t.Errorf("state =\n %+v\nwant\n %+v", got, tt.want)
			}
		})
	}
}

func TestCancelSubscription(t *testing.T) {
	client, proxy := newMockedClient(t)
	state, err := client.CancelSubscription(context.Background(), "sub_1", "stop-don_1")
	if err != nil {
		t.Fatalf("CancelSubscription: %v", err)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodDelete, "/v1/subscriptions/sub_1", "stop-don_1")
	assertForm(t, req.form, map[string]string{"prorate": "false", "invoice_now": "false"})
	if state.ID != "sub_1" {
		t.Errorf("state id = %q", state.ID)
	}
}

func TestCancelSubscriptionAgain(t *testing.T) {
	refused := answer{http.StatusBadRequest, `{"error":{"type":"invalid_request_error","message":"A canceled subscription can only update its cancellation_details and metadata."}}`}
	tests := []struct {
		name            string
		id              string
		routes          map[string]answer
		want            stripe.SubscriptionState
		wantUnavailable bool
	}{
		{
			name:   "already canceled is done",
			id:     "sub_gift",
			routes: map[string]answer{"DELETE /v1/subscriptions/sub_gift": refused, "GET /v1/subscriptions/sub_gift": {http.StatusOK, fixture(t, "subscription_basil.json")}},
			want:   basilGift,
		},
		{
			name:   "refused while still active",
			id:     "sub_old",
			routes: map[string]answer{"DELETE /v1/subscriptions/sub_old": refused, "GET /v1/subscriptions/sub_old": {http.StatusOK, fixture(t, "subscription_legacy.json")}},
		},
		{
			name:   "unknown subscription",
			id:     "sub_nope",
			routes: map[string]answer{},
		},
		{
			// Stripe down is not a refusal: reading the subscription back
			// must not turn it into a success.
			name: "Stripe unavailable",
			id:   "sub_gift",
			routes: map[string]answer{
				"DELETE /v1/subscriptions/sub_gift": {http.StatusServiceUnavailable, `{"error":{"type":"api_error","message":"Service unavailable"}}`},
				"GET /v1/subscriptions/sub_gift":    {http.StatusOK, fixture(t, "subscription_basil.json")},
			},
			wantUnavailable: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := fakeStripe(t, tt.routes).CancelSubscription(context.Background(), tt.id, "stop-1")
			if tt.want.ID == "" {
				if err == nil || stripe.IsUnavailable(err) != tt.wantUnavailable {
					t.Fatalf("err = %v (unavailable %v), want an error, unavailable %v", err, stripe.IsUnavailable(err), tt.wantUnavailable)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("got %+v, %v\nwant %+v", got, err, tt.want)
			}
		})
	}
}

func TestChangeSubscriptionAmount(t *testing.T) {
	client, proxy := newMockedClient(t)
	proxy.stub("GET /v1/subscriptions/sub_old", fixture(t, "subscription_legacy.json"))

	state, err := client.ChangeSubscriptionAmount(context.Background(), "sub_old", 2500, "amount-don_old-2500")
	if err != nil {
		t.Fatalf("ChangeSubscriptionAmount: %v", err)
	}
	if state.ID != "sub_old" {
		t.Errorf("state id = %q", state.ID)
	}
	reqs := proxy.all(t, 2)
	assertRequest(t, reqs[0], http.MethodGet, "/v1/subscriptions/sub_old", "")
	assertRequest(t, reqs[1], http.MethodPost, "/v1/subscriptions/sub_old", "amount-don_old-2500")
	assertForm(t, reqs[1].form, map[string]string{
		"items[0][id]":                              "si_old",
		"items[0][price_data][currency]":            "eur",
		"items[0][price_data][product]":             "prod_old",
		"items[0][price_data][unit_amount]":         "2500",
		"items[0][price_data][recurring][interval]": "month",
		"proration_behavior":                        "none",
	})
	assertAbsent(t, reqs[1].form, "items[0][price]", "items[0][price_data][recurring][interval_count]", "items[1][id]")
}

// Replacing the price of one item among several would change what else the
// donor pays: refused after reading, before any change.
func TestChangeSubscriptionAmountNeedsOneItem(t *testing.T) {
	client, proxy := newMockedClient(t)
	proxy.stub("GET /v1/subscriptions/sub_two", `{"id":"sub_two","object":"subscription","status":"active",
		"items":{"object":"list","data":[{"id":"si_1","price":{"unit_amount":100}},{"id":"si_2","price":{"unit_amount":200}}]}}`)
	if _, err := client.ChangeSubscriptionAmount(context.Background(), "sub_two", 2500, "k"); err == nil {
		t.Fatal("want error")
	}
	proxy.all(t, 1)
}
