package donors_test

import (
	"net/http"
	"strings"
	"testing"
)

func TestADonorChangesStopsAndRepairsTheirMonthlyGift(t *testing.T) {
	s := newSpace(t)
	gift := s.monthlyByCard("ada@example.org", 1500)
	token := s.signIn("ada@example.org")
	sub := s.gift(gift).GetString("providerSubscriptionId")

	listed := s.call(token, http.MethodGet, "/api/donor/gifts", nil).JSON["data"].(map[string]any)["gifts"].([]any)[0].(map[string]any)
	if listed["amount"].(float64) != 1500 || listed["rhythm"] != "monthly" || listed["status"] != "active" ||
		listed["nextPaymentAt"] == "" || listed["providerStatus"] != "active" || listed["paymentsCount"].(float64) != 1 {
		t.Fatalf("listed gift: %v", listed)
	}
	if actions := listed["actions"].(map[string]any); actions["stop"] != true || actions["changeAmount"] != true || actions["updateCard"] != true {
		t.Fatalf("actions: %v", actions)
	}

	if a := s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/amount", map[string]any{"amount": 50}); a.Status != http.StatusBadRequest ||
		a.JSON["data"].(map[string]any)["amount"] == nil {
		t.Fatalf("50 cents: %d %s", a.Status, a.Raw)
	}
	a := s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/amount", map[string]any{"amount": 2000})
	if a.Status != http.StatusOK || a.JSON["data"].(map[string]any)["amount"].(float64) != 2000 {
		t.Fatalf("change to 20 €: %d %s", a.Status, a.Raw)
	}
	if state, err := s.svc.DemoCard.GetSubscription(t.Context(), sub); err != nil || state.Amount != 2000 {
		t.Fatalf("the provider's subscription: %+v %v", state, err)
	}

	a = s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/card", map[string]any{})
	url, _ := a.JSON["data"].(map[string]any)["url"].(string)
	if a.Status != http.StatusOK || url == "" {
		t.Fatalf("card: %d %s", a.Status, a.Raw)
	}
	before, _ := s.svc.DemoCard.GetSubscription(t.Context(), sub)
	ev, ok := s.svc.DemoCard.Complete(url[strings.LastIndex(url, "/")+1:], 0, "")
	if !ok {
		t.Fatal("the card page did not complete")
	}
	if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
		t.Fatal(err)
	}
	after, _ := s.svc.DemoCard.GetSubscription(t.Context(), sub)
	if after.DefaultPaymentMethod == "" || after.DefaultPaymentMethod == before.DefaultPaymentMethod {
		t.Fatalf("the new card is not the subscription's default: %q then %q", before.DefaultPaymentMethod, after.DefaultPaymentMethod)
	}

	for i := 0; i < 2; i++ { // stopping twice is harmless
		a = s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/stop", map[string]any{})
		if a.Status != http.StatusOK || a.JSON["data"].(map[string]any)["status"] != "cancelled" {
			t.Fatalf("stop %d: %d %s", i+1, a.Status, a.Raw)
		}
	}
	if state, _ := s.svc.DemoCard.GetSubscription(t.Context(), sub); state.Status != "canceled" {
		t.Fatalf("the provider still takes payments: %q", state.Status)
	}
	subjects, _ := s.mailsTo("ada@example.org")
	joined := strings.Join(subjects, "\n")
	for _, want := range []string{"Your recurring gift is now 20,00", "Your recurring gift is stopped"} {
		if strings.Count(joined, want) != 1 {
			t.Errorf("mails %q, want one %q", joined, want)
		}
	}
	if a = s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/amount", map[string]any{"amount": 3000}); a.Status != http.StatusBadRequest {
		t.Fatalf("changing a stopped gift: %d %s", a.Status, a.Raw)
	}
}

func TestAFailedRenewalMakesTheGiftPastDueAndMailsOncePerFailure(t *testing.T) {
	s := newSpace(t)
	gift := s.monthlyByCard("ada@example.org", 1500)
	sub := s.gift(gift).GetString("providerSubscriptionId")
	dispatch := func(times int) {
		t.Helper()
		ev, err := s.svc.DemoCard.Renew(sub, false, "Your card was declined.")
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < times; i++ {
			if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	dispatch(2)
	r := s.gift(gift)
	if r.GetString("status") != "past_due" || r.GetString("paymentProblem") != "Your card was declined." || r.GetDateTime("nextPaymentAt").IsZero() {
		t.Fatalf("after a failure: %s %q %v", r.GetString("status"), r.GetString("paymentProblem"), r.GetDateTime("nextPaymentAt"))
	}
	failures := func() int {
		subjects, texts := s.mailsTo("ada@example.org")
		n := 0
		for i, subject := range subjects {
			if strings.Contains(subject, "the payment did not go through") {
				n++
				if !strings.Contains(texts[i], "Your card was declined.") || !strings.Contains(texts[i], "Update my card: http://site.test/donor?gift="+gift) {
					t.Errorf("failure mail:\n%s", texts[i])
				}
			}
		}
		return n
	}
	if n := failures(); n != 1 {
		t.Fatalf("%d failure mails for one failure delivered twice", n)
	}
	dispatch(1)
	if n := failures(); n != 2 {
		t.Fatalf("%d failure mails for two failures", n)
	}

	ev, err := s.svc.DemoCard.Renew(sub, true, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
		t.Fatal(err)
	}
	if r = s.gift(gift); r.GetString("status") != "active" || r.GetString("paymentProblem") != "" || r.GetInt("paymentsCount") != 2 {
		t.Fatalf("after a paid renewal: %s %q %d", r.GetString("status"), r.GetString("paymentProblem"), r.GetInt("paymentsCount"))
	}

	ev, err = s.svc.DemoCard.EndAfterRetries(sub)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
		t.Fatal(err)
	}
	if r = s.gift(gift); r.GetString("status") != "cancelled" {
		t.Fatalf("after Stripe gave up: %s", r.GetString("status"))
	}
	subjects, _ := s.mailsTo("ada@example.org")
	if !strings.Contains(strings.Join(subjects, "\n"), "Your recurring gift has ended") {
		t.Fatalf("no end mail: %v", subjects)
	}
}
