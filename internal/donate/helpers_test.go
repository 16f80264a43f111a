package donate_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/testapp"
)

// plans mirrors the seeded ones: two amounts a week, two a month.
var plans = []struct{ id, interval string }{
	{"planweek80", "week"}, {"planweek20", "week"}, {"planmonth50", "month"}, {"planmonth10", "month"},
}

var planAmounts = map[string]int{"planweek80": 8000, "planweek20": 2000, "planmonth50": 5000, "planmonth10": 1000}

// site is a served test app with plans and one donor.
type site struct {
	t     testing.TB
	app   *tests.TestApp
	base  string
	donor string
}

func newSite(t testing.TB, svc *payments.Service) *site {
	t.Helper()
	if svc == nil {
		svc = payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test"})
	}
	app := testapp.WithPayments(t, svc)
	c, err := app.FindCollectionByNameOrId("donation_plans")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range plans {
		r := core.NewRecord(c)
		r.Id = p.id + "00000"[:15-len(p.id)]
		r.Load(map[string]any{"unit_amount": planAmounts[p.id], "interval": p.interval, "currency": "EUR", "active": true,
			"stripePriceId": "price_" + p.id, "paypalPlanId": "P-" + p.id})
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	s := &site{t: t, app: app, base: testapp.Serve(t, app)}
	s.donor = s.newDonor()
	return s
}

func (s *site) newDonor() string {
	s.t.Helper()
	status, body := s.post("/api/donations/donors", validDonor())
	if status != http.StatusCreated {
		s.t.Fatalf("donor: %d %v", status, body)
	}
	return body["id"].(string)
}

func validDonor() map[string]any {
	return map[string]any{
		"email": "ada@example.org", "prenom": "Ada", "nom": "Lovelace", "adresse": "1 rue du Stade",
		"codePostal": "75015", "ville": "Paris", "pays": "France", "telephone": "+33612345678",
	}
}

// post sends body as JSON (a string is sent as is) and decodes the answer.
func (s *site) post(path string, body any) (int, map[string]any) {
	s.t.Helper()
	return s.send(path, body, nil)
}

func (s *site) send(path string, body any, header http.Header) (int, map[string]any) {
	s.t.Helper()
	raw, ok := body.(string)
	if !ok {
		b, err := json.Marshal(body)
		if err != nil {
			s.t.Fatal(err)
		}
		raw = string(b)
	}
	req, err := http.NewRequest(http.MethodPost, s.base+path, bytes.NewReader([]byte(raw)))
	if err != nil {
		s.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer res.Body.Close()
	text, _ := io.ReadAll(res.Body)
	out := map[string]any{}
	_ = json.Unmarshal(text, &out)
	return res.StatusCode, out
}

// data is the answer's "data" object.
func data(body map[string]any) map[string]any {
	d, _ := body["data"].(map[string]any)
	return d
}

func (s *site) donation(id string) *core.Record {
	s.t.Helper()
	r, err := s.app.FindRecordById("donations", id)
	if err != nil {
		s.t.Fatalf("donation %s: %v", id, err)
	}
	return r
}

func (s *site) count(collection string) int {
	s.t.Helper()
	n, err := s.app.CountRecords(collection)
	if err != nil {
		s.t.Fatal(err)
	}
	return int(n)
}

// expect checks a donation's status and what it has collected.
func expect(t testing.TB, r *core.Record, status string, payments, collected int) {
	t.Helper()
	if r.GetString("status") != status || r.GetInt("paymentsCount") != payments || r.GetInt("amountCollected") != collected {
		t.Fatalf("donation %s: status %q, %d payments, %d collected; want %q, %d, %d", r.Id,
			r.GetString("status"), r.GetInt("paymentsCount"), r.GetInt("amountCollected"), status, payments, collected)
	}
}

// mailsSent sends the queued mails, then counts them.
func (s *site) mailsSent() int {
	notify.Flush(s.app)
	return s.app.TestMailer.TotalSend()
}
