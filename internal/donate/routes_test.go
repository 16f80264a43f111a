package donate_test

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/settings"
	"foundation/internal/testapp"
)

func TestDonorIsStoredOnlyWhenValid(t *testing.T) {
	s := newSite(t, nil)
	before := s.count("donation_users")
	bad := validDonor()
	bad["email"] = "nope"
	bad["telephone"] = "0612"
	bad["prenom"] = "   "
	status, body := s.post("/api/donations/donors", bad)
	fields := data(body)
	if status != http.StatusBadRequest || body["message"] != "Please ensure that all fields are correctly filled in." ||
		fields["email"] == nil || fields["telephone"] == nil || fields["prenom"] == nil || len(fields) != 3 {
		t.Fatalf("invalid donor: %d %v", status, body)
	}
	for _, raw := range []string{`{`, `{"email": 5}`, `[1]`, `{"a":1} trailing`} {
		if status, body := s.post("/api/donations/donors", raw); status != http.StatusBadRequest {
			t.Errorf("%s: %d %v", raw, status, body)
		}
	}
	if s.count("donation_users") != before {
		t.Fatal("a refused donor was stored")
	}
	padded := validDonor()
	padded["nom"] = "  Lovelace  "
	status, body = s.post("/api/donations/donors", padded)
	if status != http.StatusCreated {
		t.Fatalf("valid donor: %d %v", status, body)
	}
	r, err := s.app.FindRecordById("donation_users", body["id"].(string))
	if err != nil || r.GetString("nom") != "Lovelace" || r.GetString("telephone") != "+33612345678" {
		t.Fatalf("stored donor %v, %v", r, err)
	}
}

func TestPlansListTheActiveOnesByStripePrice(t *testing.T) {
	s := newSite(t, nil)
	res, err := http.Get(s.base + "/api/donations/plans")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	text, _ := io.ReadAll(res.Body)
	want := `{"data":[{"id":"price_planweek80","unit_amount":8000,"interval":"week","paypalPlanId":"P-planweek80"},` +
		`{"id":"price_planweek20","unit_amount":2000,"interval":"week","paypalPlanId":"P-planweek20"},` +
		`{"id":"price_planmonth50","unit_amount":5000,"interval":"month","paypalPlanId":"P-planmonth50"},` +
		`{"id":"price_planmonth10","unit_amount":1000,"interval":"month","paypalPlanId":"P-planmonth10"}]}`
	if res.StatusCode != http.StatusOK || strings.TrimSpace(string(text)) != want {
		t.Fatalf("plans: %d %s", res.StatusCode, text)
	}
}

// Every payment route refuses bad amounts, unknown plans and donors with a
// 400 naming the field, and stores nothing.
func TestBadInputIsRefusedAndNothingIsStored(t *testing.T) {
	s := newSite(t, nil)
	cheque := func(amount any) map[string]any {
		d := validDonor()
		d["amount"] = amount
		return d
	}
	cases := []struct {
		name, path string
		body       any
		field      string
	}{
		{"card amount 0", "/api/donations/unique-checkout-session", map[string]any{"amount": 0, "donorId": s.donor}, "amount"},
		{"card negative", "/api/donations/unique-checkout-session", map[string]any{"amount": -8000, "donorId": s.donor}, "amount"},
		{"card fractional", "/api/donations/unique-checkout-session", `{"amount": 80.5, "donorId": "` + s.donor + `"}`, "amount"},
		{"card non-numeric", "/api/donations/unique-checkout-session", map[string]any{"amount": "eighty", "donorId": s.donor}, "amount"},
		{"card above 100,000 €", "/api/donations/unique-checkout-session", map[string]any{"amount": 10_000_001, "donorId": s.donor}, "amount"},
		{"card missing amount", "/api/donations/unique-checkout-session", map[string]any{"donorId": s.donor}, "amount"},
		{"card unknown donor", "/api/donations/unique-checkout-session", map[string]any{"amount": 8000, "donorId": "nosuchdonor0000"}, "donorId"},
		{"card missing donor", "/api/donations/unique-checkout-session", map[string]any{"amount": 8000}, "donorId"},
		{"subscription unknown price", "/api/donations/checkout-session", map[string]any{"priceId": "price_nope", "donorId": s.donor}, "priceId"},
		{"subscription missing price and amount", "/api/donations/checkout-session", map[string]any{"donorId": s.donor}, "amount"},
		{"subscription custom amount without interval", "/api/donations/checkout-session", map[string]any{"amount": 1500, "donorId": s.donor}, "interval"},
		{"subscription price as number", "/api/donations/checkout-session", `{"priceId": 5, "donorId": "` + s.donor + `"}`, "priceId"},
		{"paypal amount 0", "/api/donations/paypal/orders", map[string]any{"amount": 0, "donorId": s.donor}, "amount"},
		{"paypal fractional", "/api/donations/paypal/orders", `{"amount": 10.25, "donorId": "` + s.donor + `"}`, "amount"},
		{"paypal unknown donor", "/api/donations/paypal/orders", map[string]any{"amount": 1000, "donorId": "x"}, "donorId"},
		{"paypal subscription unknown plan", "/api/donations/paypal/subscriptions/I-1/confirm", map[string]any{"planId": "P-nope", "donorId": s.donor}, "planId"},
		{"cheque negative", "/api/donations/cheque", cheque(-1), "amount"},
		{"cheque too large", "/api/donations/cheque", cheque(100_000_01), "amount"},
		{"cheque as string", "/api/donations/cheque", cheque("8000"), "amount"},
		{"cheque bad rhythm", "/api/donations/cheque", func() map[string]any { d := cheque(8000); d["rhythm"] = "daily"; return d }(), "rhythm"},
		{"cheque bad email", "/api/donations/cheque", func() map[string]any { d := cheque(8000); d["email"] = "x@"; return d }(), "email"},
	}
	donors := s.count("donation_users")
	for _, c := range cases {
		status, body := s.post(c.path, c.body)
		if status != http.StatusBadRequest || data(body)[c.field] == nil {
			t.Errorf("%s: %d %v, want 400 naming %s", c.name, status, body, c.field)
		}
	}
	if n := s.count("donations"); n != 0 {
		t.Fatalf("%d donations stored from refused requests", n)
	}
	if s.count("donation_users") != donors {
		t.Fatal("a refused cheque stored its donor")
	}
}

// Another site can make a visitor's browser post text/plain without a CORS
// preflight; donors and pledges are only read from JSON (finding 11).
func TestDonationRoutesWantJSON(t *testing.T) {
	s := newSite(t, nil)
	donors := s.count("donation_users")
	pledge := validDonor()
	pledge["amount"] = 5000
	for path, body := range map[string]any{"/api/donations/donors": validDonor(), "/api/donations/cheque": pledge} {
		status, res := s.send(path, body, http.Header{"Content-Type": {"text/plain;charset=UTF-8"}})
		if status != http.StatusUnsupportedMediaType {
			t.Errorf("%s as text/plain: %d %v, want 415", path, status, res)
		}
	}
	if s.count("donation_users") != donors || s.count("donations") != 0 {
		t.Fatal("a text/plain request stored something")
	}
}

func TestChequeRecordsThePledgeAndMailsStaffAndDonor(t *testing.T) {
	t.Setenv("STAFF_EMAIL", "staff@foundation.test")
	s := newSite(t, nil)
	body := validDonor()
	body["prenom"] = "<b>Ada</b>"
	body["amount"] = 5000
	status, res := s.post("/api/donations/cheque", body)
	if status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", status, res)
	}
	r := s.donation(data(res)["id"].(string))
	expect(t, r, "awaiting_cheque", 0, 0)
	// The confirmation page shows what the mail says: the payee, the reference (the id) and the address (issue 44).
	if got := fmt.Sprintf("%v %v", data(res)["payee"], data(res)["address"]); got != "Amara Diallo Foundation [Amara Diallo Foundation 18 rue du Stade 75015 Paris France]" {
		t.Errorf("the pledge answer's payee and address: %s", got)
	}
	if r.GetInt("amount") != 5000 || r.GetString("method") != "cheque" || r.GetString("rhythm") != "once" || r.GetString("currency") != "EUR" {
		t.Fatalf("cheque donation: %v", r.PublicExport())
	}
	donor, err := s.app.FindRecordById("donation_users", r.GetString("donor"))
	if err != nil || donor.GetString("email") != "ada@example.org" {
		t.Fatalf("cheque donor: %v %v", donor, err)
	}
	notify.Flush(s.app)
	mails := s.app.TestMailer.Messages()
	if len(mails) != 2 {
		t.Fatalf("%d mails, want 2", len(mails))
	}
	staff, donorMail := mails[0], mails[1]
	if staff.To[0].Address == "ada@example.org" { // sent in the background, in either order
		staff, donorMail = donorMail, staff
	}
	// The staff's mail is in French, the back office's language.
	if staff.To[0].Address != "staff@foundation.test" || !strings.Contains(staff.Text, "Téléphone: +33612345678") ||
		!strings.Contains(staff.Text, "Montant: 50,00\u00a0€") || staff.Subject != "Promesse de don par chèque "+r.Id+" : 50,00\u00a0€" ||
		!strings.Contains(staff.Text, "Un donateur a promis un don par chèque") || !strings.Contains(staff.Text, "Ouvrir les chèques promis: ") || strings.Contains(staff.HTML, "<b>Ada") ||
		!strings.Contains(staff.HTML, "&lt;b&gt;Ada") || !strings.Contains(staff.Text, "/staff/donations?status=awaiting_cheque\n") ||
		strings.Contains(staff.Text, "dashboard") {
		t.Errorf("staff mail: to %v, %s", staff.To, staff.HTML)
	}
	if donorMail.To[0].Address != "ada@example.org" || !strings.Contains(donorMail.Text, "18 rue du Stade\n  75015 Paris") ||
		!strings.Contains(donorMail.HTML, r.Id) || !strings.Contains(donorMail.HTML, "contact you to finalise") {
		t.Errorf("donor mail: to %v, %s", donorMail.To, donorMail.Text)
	}
	// The name the sender chose stays out of both subjects (finding 12).
	for _, m := range mails {
		if strings.Contains(m.Subject, "Ada") || strings.Contains(m.Subject, "Lovelace") || !strings.Contains(m.Subject, r.Id) {
			t.Errorf("subject %q", m.Subject)
		}
	}
}

// The cheque route mails the address it is given: past PledgeMailLimit mails
// to one address, pledges are still recorded and the staff still told, but
// that address gets no more mail (finding 12).
func TestPledgeMailsToOneAddressAreCapped(t *testing.T) {
	t.Setenv("STAFF_EMAIL", "staff@foundation.test")
	s := newSite(t, nil)
	victim := func(email string) map[string]any {
		d := validDonor()
		d["email"] = email
		d["prenom"] = "Click here"
		d["amount"] = 1000
		return d
	}
	max := donate.PledgeMailLimit.Max
	for i := range max + 2 {
		// The address in another case, or with a +tag, is the same mailbox.
		email := []string{"victim@example.org", "Victim@Example.org", "victim+" + strconv.Itoa(i) + "@example.org"}[i%3]
		if status, res := s.post("/api/donations/cheque", victim(email)); status != http.StatusCreated {
			t.Fatalf("pledge %d: %d %v", i+1, status, res)
		}
	}
	if status, res := s.post("/api/donations/cheque", victim("other@example.org")); status != http.StatusCreated {
		t.Fatalf("pledge for another address: %d %v", status, res)
	}
	notify.Flush(s.app)
	perRecipient := map[string]int{}
	for _, m := range s.app.TestMailer.Messages() {
		local, domain, _ := strings.Cut(strings.ToLower(m.To[0].Address), "@")
		local, _, _ = strings.Cut(local, "+")
		perRecipient[local+"@"+domain]++
	}
	if perRecipient["victim@example.org"] != max || perRecipient["other@example.org"] != 1 || perRecipient["staff@foundation.test"] != max+3 {
		t.Fatalf("mails per recipient %v, want %d to the victim, 1 to the other donor and %d to the staff", perRecipient, max, max+3)
	}
	if n := s.count("donations"); n != max+3 {
		t.Fatalf("%d pledges recorded, want %d", n, max+3)
	}
}

func TestDonationAttemptsAreRateLimitedPerIP(t *testing.T) {
	t.Setenv("RATE_LIMIT_DONATIONS", "3")
	s := newSite(t, nil) // its donor used one attempt
	for range 5 {
		if status, _ := s.post("/api/donations/unique-checkout-session", map[string]any{"amount": 0, "donorId": s.donor}); status != http.StatusBadRequest {
			t.Fatalf("refused input: %d, want 400 (and no attempt used)", status)
		}
	}
	for i := range 2 {
		if status, body := s.post("/api/donations/unique-checkout-session", map[string]any{"amount": 1000, "donorId": s.donor}); status != http.StatusOK {
			t.Fatalf("attempt %d: %d %v", i+2, status, body)
		}
	}
	status, body := s.post("/api/donations/cheque", validDonor())
	if status != http.StatusTooManyRequests || !strings.Contains(body["message"].(string), "Too many donation attempts") {
		t.Fatalf("fourth attempt: %d %v, want 429", status, body)
	}
	if status, _ := s.post("/api/donations/paypal/orders", map[string]any{"amount": 1000, "donorId": s.donor}); status != http.StatusTooManyRequests {
		t.Fatalf("PayPal order after the quota: %d, want 429", status)
	}
	if s.count("donations") != 2 {
		t.Fatalf("%d donations, want 2", s.count("donations"))
	}
}

func TestThePublicCannotReadDonationsOrDonors(t *testing.T) {
	for _, collection := range []string{"donations", "donation_users", "donation_plans"} {
		for _, url := range []string{"/api/collections/" + collection + "/records"} {
			(&tests.ApiScenario{
				Name: collection, Method: http.MethodGet, URL: url, TestAppFactory: testapp.New,
				ExpectedStatus: http.StatusForbidden, ExpectedContent: []string{`"status":403`},
			}).Test(t)
		}
	}
}

// The cheque's payee and address, and every mail's footer, are the
// foundation's settings: an admin's change in /staff reaches the next pledge.
func TestTheChequeAddressAndTheMailFooterComeFromTheSettings(t *testing.T) {
	s := newSite(t, nil)
	foundation, err := settings.Find(s.app)
	if err != nil {
		t.Fatal(err)
	}
	foundation.Set(settings.FieldLegalName, "Fondation Amara Diallo")
	foundation.Set(settings.FieldAddress, "4 avenue du Parc\n\n69003 Lyon ")
	if err := s.app.Save(foundation); err != nil {
		t.Fatal(err)
	}
	body := validDonor()
	body["amount"] = 5000
	status, res := s.post("/api/donations/cheque", body)
	if status != http.StatusCreated {
		t.Fatalf("cheque: %d %v", status, res)
	}
	if got := fmt.Sprintf("%v %v", data(res)["payee"], data(res)["address"]); got != "Fondation Amara Diallo [Fondation Amara Diallo 4 avenue du Parc 69003 Lyon]" {
		t.Errorf("the pledge answer's payee and address: %s", got)
	}
	notify.Flush(s.app)
	for _, m := range s.app.TestMailer.Messages() {
		if !strings.Contains(m.Text, "4 avenue du Parc, 69003 Lyon") || strings.Contains(m.Text+m.HTML, "18 rue du Stade") {
			t.Errorf("mail %q: footer not from the settings:\n%s", m.Subject, m.Text)
		}
	}
}
