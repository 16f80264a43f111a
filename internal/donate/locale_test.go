package donate_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/notify"
	"foundation/internal/payments/paypal/paypaltest"
	"foundation/internal/payments/stripe/stripetest"
)

// mailsTo are the mails sent so far to to, each as its subject, text and HTML.
func (s *site) mailsTo(to string) []string {
	s.t.Helper()
	notify.Flush(s.app)
	var out []string
	for _, m := range s.app.TestMailer.Messages() {
		if len(m.To) > 0 && m.To[0].Address == to {
			out = append(out, m.Subject+"\n"+m.Text+"\n"+m.HTML)
		}
	}
	return out
}

// frenchDonor records the donation form's details given from a French page.
func (s *site) frenchDonor(email string) string {
	s.t.Helper()
	details := validDonor()
	details["email"], details["locale"] = email, "fr"
	status, body := s.post("/api/donations/donors", details)
	if status != http.StatusCreated {
		s.t.Fatalf("donor: %d %v", status, body)
	}
	return body["id"].(string)
}

// mustSay fails unless mail holds every one of want and none of banned.
func mustSay(t *testing.T, what, mail string, want, banned []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(mail, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, mail)
		}
	}
	for _, b := range banned {
		if strings.Contains(mail, b) {
			t.Errorf("%s holds %q:\n%s", what, b, mail)
		}
	}
}

// The page's locale travels with the gift and its donor, and the thanks
// are written in it: French from a French page, English from an English
// one or from a body that names none.
func TestAGiftKeepsItsLocaleAndIsThankedInIt(t *testing.T) {
	s := newSite(t, nil)
	french := s.frenchDonor("marie@example.org")
	if r, _ := s.app.FindRecordById("donation_users", french); r.GetString("locale") != "fr" {
		t.Fatalf("the donor's details keep locale %q", r.GetString("locale"))
	}
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": french, "locale": "fr"})
	if got := s.donation(id).GetString("locale"); got != "fr" {
		t.Fatalf("the gift keeps locale %q, want fr", got)
	}
	s.payDemo(sessionID, "paid")
	mails := s.mailsTo("marie@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d mails to the French donor, want the thanks", len(mails))
	}
	mustSay(t, "the French thanks", mails[0],
		[]string{"Merci : votre don de 50,00\u00a0€ est bien reçu", "Bonjour Ada,", "Payé: par carte", "Voir mes dons",
			"Avec nos remerciements", "Fondation Amara Diallo", `<html lang="fr">`},
		[]string{"Thank you", "Dear", "Amara Diallo Foundation"})

	// A body without a locale is English, and so is its donor from then on.
	sessionID, id = s.start("/api/donations/checkout-session", map[string]any{"amount": 1500, "interval": "month", "donorId": s.donor})
	if got := s.donation(id).GetString("locale"); got != "en" {
		t.Fatalf("a gift without a locale keeps %q, want en", got)
	}
	s.payDemo(sessionID, "paid")
	mails = s.mailsTo("ada@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d mails to the English donor, want the thanks", len(mails))
	}
	mustSay(t, "the English thanks", mails[0],
		[]string{"Thank you: your donation of 15,00\u00a0€ is received", "Dear Ada,", "15,00\u00a0€ per month (payment 1)",
			"With our thanks", "Amara Diallo Foundation", `<html lang="en">`},
		[]string{"Merci", "Fondation"})
}

// A locale the site does not speak is refused by every donation route,
// naming the field, and nothing is recorded.
func TestAnUnknownLocaleIsRefusedOnItsField(t *testing.T) {
	cards := newSite(t, nil) // the demo card gateway
	withPayPal, _ := paypalSite(t)
	cheque := validDonor()
	cheque["amount"], cheque["locale"] = 5000, "de"
	donor := validDonor()
	donor["locale"] = "FR"
	for _, c := range []struct {
		site *site
		path string
		body map[string]any
	}{
		{cards, "/api/donations/donors", donor},
		{cards, "/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": cards.donor, "locale": "de"}},
		{cards, "/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": cards.donor, "method": "sepa", "locale": "de"}},
		{cards, "/api/donations/checkout-session", map[string]any{"amount": 5000, "interval": "month", "donorId": cards.donor, "locale": "fr-FR"}},
		{cards, "/api/donations/cheque", cheque},
		{withPayPal, "/api/donations/paypal/orders", map[string]any{"amount": 5000, "donorId": withPayPal.donor, "locale": "es"}},
		{withPayPal, "/api/donations/paypal/subscriptions/I-X/confirm", map[string]any{"planId": "P-planweek80", "donorId": withPayPal.donor, "locale": "english"}},
	} {
		status, res := c.site.post(c.path, c.body)
		fields, _ := res["data"].(map[string]any)
		field, _ := fields["locale"].(map[string]any)
		if status != http.StatusBadRequest || field["code"] != "validation_invalid_locale" {
			t.Errorf("%s with a bad locale: %d %v", c.path, status, res)
		}
	}
	for _, s := range []*site{cards, withPayPal} {
		if n := s.count("donations"); n != 0 {
			t.Fatalf("%d gifts recorded", n)
		}
	}
}

// A cheque pledged from a French page is answered in French, the staff
// still told in English.
func TestAFrenchChequePledgeIsMailedInFrench(t *testing.T) {
	s := newSite(t, nil)
	body := validDonor()
	body["email"], body["amount"], body["rhythm"], body["locale"] = "marie@example.org", 2000, "monthly", "fr"
	status, res := s.post("/api/donations/cheque", body)
	if status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", status, res)
	}
	if got := s.donation(data(res)["id"].(string)).GetString("locale"); got != "fr" {
		t.Fatalf("the pledge keeps locale %q", got)
	}
	mails := s.mailsTo("marie@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d mails to the donor", len(mails))
	}
	mustSay(t, "the French pledge", mails[0],
		[]string{"Votre don par chèque à la Fondation Amara Diallo", "Merci pour votre don de 20,00\u00a0€ par mois", "À l’ordre de",
			"(à écrire au dos du chèque)", "Notre équipe vous contactera"},
		[]string{"Thank you", "per month"})
}

// The person a French donor names hears of the gift in French.
func TestATributeNoticeOfAFrenchGiftIsFrench(t *testing.T) {
	s := newSite(t, nil)
	tribute := map[string]any{"kind": "memory", "name": "Jean Dupont", "notifyEmail": "famille@example.org", "message": "Il aimait courir."}
	sessionID, _ := s.start("/api/donations/unique-checkout-session",
		map[string]any{"amount": 5000, "donorId": s.frenchDonor("marie@example.org"), "tribute": tribute, "locale": "fr"})
	s.payDemo(sessionID, "paid")
	mails := s.mailsTo("famille@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d notices, want 1", len(mails))
	}
	mustSay(t, "the French notice", mails[0],
		[]string{"Un don en mémoire d’un être qui vous est cher", "Un don en mémoire de Jean Dupont", "Bonjour,",
			"Ada Lovelace a fait un don à la Fondation Amara Diallo en mémoire de Jean Dupont", "Son message", "Il aimait courir."},
		[]string{"in memory", "Hello", "50,00"})
}

// A subscription PayPal reports before the donor's browser confirmed it
// has no body: it keeps its donor's locale, which the form's page set.
func TestAGiftItsWebhookRecordsKeepsItsDonorsLocale(t *testing.T) {
	s, fake := paypalSite(t)
	french := s.frenchDonor("marie@example.org")
	fake.AddSubscription(paypaltest.Subscription{ID: "I-FR", Status: "ACTIVE", PlanID: "P-planweek80", CustomID: french})
	s.deliverPayPal(fake, saleEvent("WH-1", "SALE-1", "I-FR", "80.00"))
	r, err := s.app.FindFirstRecordByData("donations", "providerSubscriptionId", "I-FR")
	if err != nil {
		t.Fatal(err)
	}
	if r.GetString("locale") != "fr" {
		t.Fatalf("the webhook's gift keeps locale %q, want its donor's fr", r.GetString("locale"))
	}
	mails := s.mailsTo("marie@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d mails, want the thanks", len(mails))
	}
	mustSay(t, "the thanks", mails[0], []string{"Merci : votre don de 80,00\u00a0€", "80,00\u00a0€ par semaine (paiement 1)", "avec PayPal"}, []string{"Thank you"})
}

// A French recurring gift whose renewal fails is dunned in French, with
// the button to give a new card.
func TestAFrenchGiftsFailedRenewalIsMailedInFrench(t *testing.T) {
	s := stripeSite(t)
	session, monthly := s.start("/api/donations/checkout-session",
		map[string]any{"priceId": "price_planmonth50", "donorId": s.frenchDonor("marie@example.org"), "locale": "fr"})
	s.deliverSigned(stripetest.CheckoutSessionCompleted("evt_cs", session, monthly, "subscription", "paid", 5000))
	s.deliverSigned(stripetest.InvoicePaymentFailed("evt_in2", "in_2", "sub_"+session, monthly, 5000, "subscription_cycle"))
	var dunning string
	for _, m := range s.mailsTo("marie@example.org") {
		if strings.HasPrefix(m, "Votre don régulier : le paiement n’a pas abouti\n") {
			dunning = m
		}
	}
	mustSay(t, "the French dunning", dunning,
		[]string{"Le paiement de votre don de 50,00\u00a0€ par mois par carte n’a pas abouti.", "Prochaine tentative", "Mettre à jour ma carte",
			"/donor?gift=" + monthly, "Avec nos remerciements"},
		[]string{"did not go through", "Update my card"})
}
