package paypal_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
	"foundation/internal/payments/paypal/paypaltest"
)

func donation(cents money.Cents) paypal.CreateOrderInput {
	return paypal.CreateOrderInput{
		Amount:      cents,
		Currency:    "EUR",
		ReferenceID: "donation-42",
		CustomID:    "donation:42",
		Description: "Donation",
	}
}

func TestCreateApproveCaptureCompletesWithExactCents(t *testing.T) {
	fake := paypaltest.NewServer(t)
	client := paypal.New(fake.Config())
	ctx := context.Background()

	order, err := client.CreateOrder(ctx, donation(1230), "create-42")
	if err != nil {
		t.Fatal(err)
	}
	if order.ID == "" || order.Status != "CREATED" {
		t.Fatalf("order = %+v, want an ID and CREATED", order)
	}
	fake.Approve(order.ID)
	got, err := client.CaptureOrder(ctx, order.ID, "capture-42")
	if err != nil {
		t.Fatal(err)
	}
	want := paypal.Capture{
		OrderID: order.ID, OrderStatus: "COMPLETED",
		CaptureID: got.CaptureID, CaptureStatus: "COMPLETED",
		Currency: "EUR", CustomID: "donation:42", ReferenceID: "donation-42", Amount: 1230,
		Fee: paypaltest.FeeOf(1230), FeeKnown: true, // seller_receivable_breakdown.paypal_fee of the completed capture
	}
	if got.CaptureID == "" || *got != want {
		t.Errorf("capture = %+v, want %+v", *got, want)
	}
	if n := fake.CaptureCount(order.ID); n != 1 {
		t.Errorf("CaptureCount = %d, want 1", n)
	}

	read, err := client.GetOrder(ctx, order.ID)
	if err != nil {
		t.Fatal(err)
	}
	if *read != *got {
		t.Errorf("GetOrder = %+v, want the capture %+v", *read, *got)
	}
}

func TestCreateOrderSendsPayPalShape(t *testing.T) {
	fake := paypaltest.NewServer(t)
	if _, err := paypal.New(fake.Config()).CreateOrder(context.Background(), donation(1230), "create-42"); err != nil {
		t.Fatal(err)
	}
	var create *paypaltest.Request
	for _, r := range fake.Requests() {
		if r.Method == http.MethodPost && r.Path == "/v2/checkout/orders" {
			create = &r
		}
	}
	if create == nil {
		t.Fatal("no create order request")
	}
	if got := create.Header.Get("PayPal-Request-Id"); got != "create-42" {
		t.Errorf("PayPal-Request-Id = %q", got)
	}
	var body map[string]any
	if err := json.Unmarshal(create.Body, &body); err != nil {
		t.Fatal(err)
	}
	want := `{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"EUR","value":"12.30"},"custom_id":"donation:42","description":"Donation","reference_id":"donation-42"}]}`
	if got, _ := json.Marshal(body); string(got) != want {
		t.Errorf("body = %s\nwant   %s", got, want)
	}
}

func TestCreateOrderReplayReturnsTheSameOrder(t *testing.T) {
	fake := paypaltest.NewServer(t)
	client := paypal.New(fake.Config())
	ctx := context.Background()
	first, err := client.CreateOrder(ctx, donation(1000), "create-1")
	if err != nil {
		t.Fatal(err)
	}
	replay, err := client.CreateOrder(ctx, donation(1000), "create-1")
	if err != nil {
		t.Fatal(err)
	}
	other, err := client.CreateOrder(ctx, donation(1000), "create-2")
	if err != nil {
		t.Fatal(err)
	}
	if replay.ID != first.ID {
		t.Errorf("replay created order %s, want %s", replay.ID, first.ID)
	}
	if other.ID == first.ID {
		t.Error("a new request ID returned the old order")
	}
}

func TestCreateOrderRejectsInputPayPalWouldMisread(t *testing.T) {
	fake := paypaltest.NewServer(t)
	client := paypal.New(fake.Config())
	cases := map[string]struct {
		in        paypal.CreateOrderInput
		requestID string
	}{
		"zero amount":           {paypal.CreateOrderInput{Amount: 0, Currency: "EUR"}, "r"},
		"negative amount":       {paypal.CreateOrderInput{Amount: -100, Currency: "EUR"}, "r"},
		"no currency":           {paypal.CreateOrderInput{Amount: 100}, "r"},
		"zero-decimal currency": {paypal.CreateOrderInput{Amount: 100, Currency: "JPY"}, "r"},
		"no request id":         {donation(100), ""},
	}
	for name, c := range cases {
		if _, err := client.CreateOrder(context.Background(), c.in, c.requestID); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if n := len(fake.Requests()); n != 0 {
		t.Errorf("%d requests sent for invalid input", n)
	}
}

func TestCaptureReplayReturnsTheSameCapture(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AutoApprove = true
	client := paypal.New(fake.Config())
	ctx := context.Background()
	order, err := client.CreateOrder(ctx, donation(2500), "create-1")
	if err != nil {
		t.Fatal(err)
	}
	first, err := client.CaptureOrder(ctx, order.ID, "capture-1")
	if err != nil {
		t.Fatal(err)
	}
	replay, err := client.CaptureOrder(ctx, order.ID, "capture-1")
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if *replay != *first {
		t.Errorf("replay = %+v, want %+v", *replay, *first)
	}
	if n := fake.CaptureCount(order.ID); n != 1 {
		t.Errorf("CaptureCount = %d, want 1", n)
	}
	for _, r := range fake.Requests() {
		if r.Path == "/v2/checkout/orders/"+order.ID+"/capture" && r.Header.Get("PayPal-Request-Id") != "capture-1" {
			t.Errorf("capture sent PayPal-Request-Id %q", r.Header.Get("PayPal-Request-Id"))
		}
	}

	_, err = client.CaptureOrder(ctx, order.ID, "capture-2")
	if !errors.Is(err, paypal.ErrUnprocessable) || !paypal.HasIssue(err, paypal.IssueOrderAlreadyCaptured) {
		t.Errorf("second capture: err = %v, want 422 %s", err, paypal.IssueOrderAlreadyCaptured)
	}
}

func TestCaptureOfUnapprovedOrderIs422(t *testing.T) {
	fake := paypaltest.NewServer(t)
	client := paypal.New(fake.Config())
	ctx := context.Background()
	order, err := client.CreateOrder(ctx, donation(1000), "create-1")
	if err != nil {
		t.Fatal(err)
	}
	_, err = client.CaptureOrder(ctx, order.ID, "capture-1")
	var apiErr *paypal.APIError
	if !errors.As(err, &apiErr) || apiErr.Status != http.StatusUnprocessableEntity {
		t.Fatalf("err = %v, want a 422 APIError", err)
	}
	if !paypal.HasIssue(err, paypal.IssueOrderNotApproved) {
		t.Errorf("issues = %+v, want %s", apiErr.Details, paypal.IssueOrderNotApproved)
	}
	if fake.CaptureCount(order.ID) != 0 {
		t.Error("an unapproved order was captured")
	}
}

func TestUnknownOrderIsNotFound(t *testing.T) {
	fake := paypaltest.NewServer(t)
	_, err := paypal.New(fake.Config()).GetOrder(context.Background(), "NOPE")
	if !errors.Is(err, paypal.ErrNotFound) {
		t.Errorf("err = %v, want ErrNotFound", err)
	}
}

func TestOrderIDCannotEscapeItsPath(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AddSubscription(paypaltest.Subscription{ID: "I-1", Status: "ACTIVE"})
	client := paypal.New(fake.Config())
	_, err := client.GetOrder(context.Background(), "../../../v1/billing/subscriptions/I-1")
	if !errors.Is(err, paypal.ErrNotFound) {
		t.Errorf("err = %v, want ErrNotFound", err)
	}
	if _, err := client.GetOrder(context.Background(), ""); err == nil {
		t.Error("empty order ID accepted")
	}
}

func TestCapturedAmountIsReportedAsPayPalSaysIt(t *testing.T) {
	fake := paypaltest.NewServer(t)
	fake.AutoApprove = true
	fake.CaptureAmountOverride = 1
	client := paypal.New(fake.Config())
	ctx := context.Background()
	order, err := client.CreateOrder(ctx, donation(5000), "create-1")
	if err != nil {
		t.Fatal(err)
	}
	got, err := client.CaptureOrder(ctx, order.ID, "capture-1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Amount != 1 {
		t.Errorf("Amount = %d, want the 1 cent PayPal captured, not the order's 5000", got.Amount)
	}
}

// orderServingAmount is a minimal PayPal that answers GET order with a captured
// amount written exactly as given, to test parsing of what PayPal may send.
func orderServingAmount(t *testing.T, value string) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/oauth2/token", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `{"access_token":"tok","token_type":"Bearer","expires_in":32400}`)
	})
	mux.HandleFunc("GET /v2/checkout/orders/{id}", func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"id":%q,"status":"COMPLETED","purchase_units":[{"reference_id":"default",
			"payments":{"captures":[{"id":"CAP1","status":"COMPLETED","amount":{"currency_code":"EUR","value":%q}}]}}]}`,
			r.PathValue("id"), value)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestCaptureAmountParsing(t *testing.T) {
	cases := []struct {
		value   string
		want    money.Cents
		wantErr bool
	}{
		{"10.00", 1000, false},
		{"12.30", 1230, false},
		{"0.01", 1, false},
		{"12", 1200, false},
		{"12.3", 1230, false},
		{"0.5", 50, false},
		{"1234567.89", 123456789, false},
		{"1.234", 0, true},
		{"", 0, true},
		{"12,30", 0, true},
		{"abc", 0, true},
	}
	for _, c := range cases {
		t.Run(c.value, func(t *testing.T) {
			srv := orderServingAmount(t, c.value)
			client := paypal.New(paypal.Config{ClientID: "id", ClientSecret: "secret", BaseURL: srv.URL})
			got, err := client.GetOrder(context.Background(), "O1")
			if c.wantErr {
				if err == nil {
					t.Fatalf("amount %q accepted as %d", c.value, got.Amount)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Amount != c.want || got.Currency != "EUR" {
				t.Errorf("amount %q = %d %s, want %d EUR", c.value, got.Amount, got.Currency, c.want)
			}
		})
	}
}
