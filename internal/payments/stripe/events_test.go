package stripe_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"foundation/internal/payments/stripe"
	"foundation/internal/payments/stripe/stripetest"
)

func TestListEvents(t *testing.T) {
	client, proxy := newMockedClient(t)
	since := time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC)

	listed, err := client.ListEvents(context.Background(), since, []string{"invoice.paid", "customer.subscription.deleted"})
	if err != nil {
		t.Fatalf("ListEvents: %v", err)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodGet, "/v1/events", "")
	assertForm(t, req.form, map[string]string{
		"created[gte]": strconv.FormatInt(since.Unix(), 10),
		"types[0]":     "invoice.paid",
		"types[1]":     "customer.subscription.deleted",
		"limit":        "100",
	})
	if len(listed) == 0 {
		t.Fatal("no events listed")
	}
	for _, l := range listed {
		var raw struct{ ID string }
		if err := json.Unmarshal(l.Payload, &raw); err != nil || raw.ID == "" || raw.ID != l.Event.ID {
			t.Errorf("event %q carries payload of %q (%v)", l.Event.ID, raw.ID, err)
		}
	}
}

// Stripe lists newest first, a page at a time; handlers need every event,
// oldest first.
func TestListEventsReadsEveryPageOldestFirst(t *testing.T) {
	page := func(hasMore bool, events ...[]byte) string {
		return `{"object":"list","url":"/v1/events","has_more":` + strconv.FormatBool(hasMore) + `,"data":[` + string(bytes.Join(events, []byte(","))) + `]}`
	}
	first := page(true,
		stripetest.SubscriptionDeleted("evt_3", "sub_1", "don_1"),
		stripetest.InvoicePaymentFailed("evt_2", "in_2", "sub_1", "don_1", 1000, "subscription_cycle"))
	second := page(false, stripetest.InvoicePaid("evt_1", "in_1", "sub_1", "don_1", 1000, "subscription_cycle"))

	var startingAfter []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		after := r.URL.Query().Get("starting_after")
		startingAfter = append(startingAfter, after)
		w.Header().Set("Content-Type", "application/json")
		if after == "" {
			w.Write([]byte(first))
		} else {
			w.Write([]byte(second))
		}
	}))
	t.Cleanup(srv.Close)
	client := stripe.New(stripe.Config{SecretKey: "sk_test_123", APIBase: srv.URL})

	listed, err := client.ListEvents(context.Background(), time.Unix(1, 0), nil)
	if err != nil {
		t.Fatalf("ListEvents: %v", err)
	}
	if strings.Join(startingAfter, ",") != ",evt_2" {
		t.Errorf("pages requested starting after %q, want the first page then after evt_2", startingAfter)
	}
	var order []string
	for _, l := range listed {
		order = append(order, l.Event.ID)
	}
	if strings.Join(order, ",") != "evt_1,evt_2,evt_3" {
		t.Fatalf("order = %v, want oldest first", order)
	}
	if inv := listed[1].Event.Invoice; inv == nil || inv.ID != "in_2" || inv.DonationID != "don_1" {
		t.Errorf("evt_2 decoded as %+v", listed[1].Event)
	}
	if sub := listed[2].Event.Subscription; sub == nil || sub.Status != "canceled" {
		t.Errorf("evt_3 decoded as %+v", listed[2].Event)
	}
}
