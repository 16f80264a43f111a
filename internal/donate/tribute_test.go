package donate_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/donate"
	"foundation/internal/notify"
)

// Each rule of a tribute, with the field its error names.
func TestTributeValidation(t *testing.T) {
	valid := donate.Tribute{Kind: "memory", Name: "Jean Dupont", NotifyEmail: "famille@example.org", Message: "Pour Jean,\nqui aimait courir."}
	with := func(change func(*donate.Tribute)) donate.Tribute {
		t := valid
		change(&t)
		return t
	}
	cases := []struct {
		name    string
		tribute donate.Tribute
		fields  []string
	}{
		{"a full tribute passes", valid, nil},
		{"in honour, no notice, no message", donate.Tribute{Kind: "honour", Name: "Coach Martin"}, nil},
		{"an unknown kind", with(func(t *donate.Tribute) { t.Kind = "birthday" }), []string{"tribute.kind"}},
		{"no name", with(func(t *donate.Tribute) { t.Name = "" }), []string{"tribute.name"}},
		{"a name too long", with(func(t *donate.Tribute) { t.Name = strings.Repeat("a", 101) }), []string{"tribute.name"}},
		{"a name a card cannot print", with(func(t *donate.Tribute) { t.Name = "Jean 😀" }), []string{"tribute.name"}},
		{"a control character", with(func(t *donate.Tribute) { t.Name = "Jean\x07" }), []string{"tribute.name"}},
		{"an address we cannot write to", with(func(t *donate.Tribute) { t.NotifyEmail = "famille@localhost" }), []string{"tribute.notifyEmail"}},
		{"a message too long", with(func(t *donate.Tribute) { t.Message = strings.Repeat("m", 501) }), []string{"tribute.message"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for field := range c.tribute.Validate() {
				got = append(got, field)
			}
			slices.Sort(got)
			if !slices.Equal(got, c.fields) {
				t.Fatalf("errors on %v, want %v", got, c.fields)
			}
		})
	}
}

// tributeMails are the mails sent so far to the person a donor named.
func (s *site) tributeMails(to string) []string {
	notify.Flush(s.app)
	var out []string
	for _, m := range s.app.TestMailer.Messages() {
		if m.To[0].Address == to {
			out = append(out, m.Subject+"\n"+m.Text+"\n"+m.HTML)
		}
	}
	return out
}

// The person a donor names hears of the gift once it is paid, never at its
// start: the notice names the donor and whom the gift honours, never the amount.
func TestTheTributeNoticeComesOncePaidWithoutTheAmount(t *testing.T) {
	s := newSite(t, nil)
	tribute := map[string]any{"kind": "memory", "name": "Jean Dupont", "notifyEmail": "famille@example.org", "message": "Il aimait courir."}
	sessionID, id := s.start("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": s.donor, "coverFees": true, "tribute": tribute})
	if r := s.donation(id); r.GetString("tributeName") != "Jean Dupont" || r.GetString("tributeKind") != "memory" {
		t.Fatalf("tribute not stored: %v", r.FieldsData())
	}
	if mails := s.tributeMails("famille@example.org"); len(mails) != 0 {
		t.Fatalf("a notice before the payment: %v", mails)
	}
	s.payDemo(sessionID, "paid")
	mails := s.tributeMails("famille@example.org")
	if len(mails) != 1 {
		t.Fatalf("%d notices, want 1", len(mails))
	}
	for _, want := range []string{"Ada Lovelace", "in memory of Jean Dupont", "Il aimait courir."} {
		if !strings.Contains(mails[0], want) {
			t.Errorf("the notice does not say %q:\n%s", want, mails[0])
		}
	}
	for _, amount := range []string{"50,00", "51,02", "50.00", "51.02", "1,02", "€"} {
		if strings.Contains(mails[0], amount) {
			t.Errorf("the notice tells an amount (%q):\n%s", amount, mails[0])
		}
	}
}

// A cheque's notice waits for the cheque, not the pledge.
func TestAChequeTributeNoticeWaitsForTheCheque(t *testing.T) {
	s := newSite(t, nil)
	body := validDonor()
	body["amount"], body["tribute"] = 3000, map[string]any{"kind": "honour", "name": "Coach Martin", "notifyEmail": "martin@example.org"}
	status, res := s.post("/api/donations/cheque", body)
	if status != http.StatusOK && status != http.StatusCreated {
		t.Fatalf("pledge: %d %v", status, res)
	}
	if mails := s.tributeMails("martin@example.org"); len(mails) != 0 {
		t.Fatalf("a notice at the pledge: %v", mails)
	}
	d, err := donate.FindDonation(s.app, data(res)["id"].(string))
	if err != nil {
		t.Fatal(err)
	}
	if err := d.ReceiveCheque(donate.Cheque{ReceivedOn: types.NowDateTime(), Amount: 3000, Bank: "Banque", Number: "1234567"}, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := s.app.Save(d); err != nil {
		t.Fatal(err)
	}
	if mails := s.tributeMails("martin@example.org"); len(mails) != 1 || !strings.Contains(mails[0], "in honour of Coach Martin") {
		t.Fatalf("notices once the cheque came: %v", mails)
	}
}

// A tribute with a bad field is refused before anything is stored.
func TestABadTributeIsRefused(t *testing.T) {
	s := newSite(t, nil)
	status, res := s.post("/api/donations/unique-checkout-session", map[string]any{"amount": 5000, "donorId": s.donor,
		"tribute": map[string]any{"kind": "memory", "name": "", "notifyEmail": "nope"}})
	fields, _ := res["data"].(map[string]any)
	if status != http.StatusBadRequest || fields["tribute.name"] == nil || fields["tribute.notifyEmail"] == nil || s.count("donations") != 0 {
		t.Fatalf("bad tribute: %d %v, %d donations", status, res, s.count("donations"))
	}
}
