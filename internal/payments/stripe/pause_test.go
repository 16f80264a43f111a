package stripe_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"
)

func TestPauseSubscriptionVoidsRenewalsUntilItResumes(t *testing.T) {
	client, proxy := newMockedClient(t)
	resumes := time.Date(2027, 3, 2, 9, 0, 0, 0, time.UTC)
	proxy.stub("POST /v1/subscriptions/sub_1", fmt.Sprintf(`{"id":"sub_1","object":"subscription","status":"active",
		"pause_collection":{"behavior":"void","resumes_at":%d},"items":{"object":"list","data":[]}}`, resumes.Unix()))

	state, err := client.PauseSubscription(context.Background(), "sub_1", resumes, "pause-don_1")
	if err != nil {
		t.Fatalf("PauseSubscription: %v", err)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodPost, "/v1/subscriptions/sub_1", "pause-don_1")
	assertForm(t, req.form, map[string]string{
		"pause_collection[behavior]":   "void",
		"pause_collection[resumes_at]": strconv.FormatInt(resumes.Unix(), 10),
	})
	if !state.PausedUntil.Equal(resumes) || state.Status != "active" {
		t.Errorf("state = %+v, want active and paused until %s", state, resumes)
	}
}

func TestResumingUnsetsThePause(t *testing.T) {
	client, proxy := newMockedClient(t)
	state, err := client.PauseSubscription(context.Background(), "sub_1", time.Time{}, "resume-don_1")
	if err != nil {
		t.Fatalf("resume: %v", err)
	}
	req := proxy.only(t)
	assertRequest(t, req, http.MethodPost, "/v1/subscriptions/sub_1", "resume-don_1")
	if got, ok := req.form["pause_collection"]; !ok || len(got) != 1 || got[0] != "" {
		t.Errorf("pause_collection = %q, want it sent empty (unset)", got)
	}
	assertAbsent(t, req.form, "pause_collection[behavior]", "pause_collection[resumes_at]")
	if !state.PausedUntil.IsZero() {
		t.Errorf("paused until %s after resuming", state.PausedUntil)
	}
}

// A new interval through a new inline price of the same amount, the period
// already paid running to its end (trial_end), nothing charged now.
func TestChangeSubscriptionInterval(t *testing.T) {
	client, proxy := newMockedClient(t)
	end := time.Now().Add(10 * 24 * time.Hour).Truncate(time.Second)
	proxy.stub("GET /v1/subscriptions/sub_old", fmt.Sprintf(`{"id":"sub_old","object":"subscription","status":"active","currency":"eur",
		"items":{"object":"list","data":[{"id":"si_old","current_period_end":%d,"price":{"currency":"eur","product":"prod_old","unit_amount":1000,
		"recurring":{"interval":"month","interval_count":1}}}]}}`, end.Unix()))

	if _, err := client.ChangeSubscriptionInterval(context.Background(), "sub_old", "week", "rhythm-don_old"); err != nil {
		t.Fatalf("ChangeSubscriptionInterval: %v", err)
	}
	reqs := proxy.all(t, 2)
	assertRequest(t, reqs[1], http.MethodPost, "/v1/subscriptions/sub_old", "rhythm-don_old")
	assertForm(t, reqs[1].form, map[string]string{
		"items[0][id]":                              "si_old",
		"items[0][price_data][product]":             "prod_old",
		"items[0][price_data][unit_amount]":         "1000",
		"items[0][price_data][currency]":            "eur",
		"items[0][price_data][recurring][interval]": "week",
		"proration_behavior":                        "none",
		"trial_end":                                 strconv.FormatInt(end.Unix(), 10),
	})
}

func TestChangeSubscriptionIntervalRefusesAnotherRhythm(t *testing.T) {
	client, proxy := newMockedClient(t)
	if _, err := client.ChangeSubscriptionInterval(context.Background(), "sub_old", "year", "k"); err == nil {
		t.Fatal("want error")
	}
	proxy.all(t, 0)
}
