package donors_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"foundation/internal/donors"
	"foundation/internal/notify"
	"foundation/internal/payments"
	"foundation/internal/testapp"
)

// space is a served TEST MODE site where donors give and sign in.
type space struct {
	t    testing.TB
	app  *tests.TestApp
	svc  *payments.Service
	base string
	// codesAsked counts the codes asked for each email that gave.
	codesAsked map[string]int
}

func newSpace(t testing.TB) *space {
	t.Helper()
	return newSpaceWith(t, payments.MustService(payments.Config{AppEnv: payments.EnvTest, SiteURL: "http://site.test"}))
}

// newSpaceWith is newSpace with the given gateways (a PayPal fake).
func newSpaceWith(t testing.TB, svc *payments.Service) *space {
	t.Helper()
	app := testapp.WithPayments(t, svc)
	return &space{t: t, app: app, svc: svc, base: testapp.Serve(t, app), codesAsked: map[string]int{}}
}

func (s *space) call(token, method, path string, body any) testapp.Answer {
	s.t.Helper()
	return testapp.Call(s.t, s.base, token, method, path, body)
}

// donor records a donor's details, as the donation form does.
func (s *space) donor(email string) string {
	s.t.Helper()
	return s.donorNamed(email, "Ada", "Lovelace")
}

// donorNamed is donor with another name.
func (s *space) donorNamed(email, prenom, nom string) string {
	s.t.Helper()
	a := s.call("", http.MethodPost, "/api/donations/donors", map[string]any{
		"email": email, "prenom": prenom, "nom": nom, "adresse": "1 rue du Stade",
		"codePostal": "75015", "ville": "Paris", "pays": "France", "telephone": "+33612345678",
	})
	if a.Status != http.StatusCreated {
		s.t.Fatalf("donor: %d %s", a.Status, a.Raw)
	}
	return a.JSON["id"].(string)
}

// monthlyByCard gives amount cents a month by card through the demo
// checkout and returns the gift's id, now active.
func (s *space) monthlyByCard(email string, amount int) string {
	s.t.Helper()
	return s.monthlyOf(s.donor(email), amount)
}

// monthlyOf is monthlyByCard given with the details of the record donor.
func (s *space) monthlyOf(donor string, amount int) string {
	s.t.Helper()
	return s.monthlyAsked(map[string]any{"amount": amount, "interval": "month", "donorId": donor})
}

// monthlyAsked is monthlyByCard of the checkout body asked.
func (s *space) monthlyAsked(asked map[string]any) string {
	s.t.Helper()
	a := s.call("", http.MethodPost, "/api/donations/checkout-session", asked)
	if a.Status != http.StatusOK {
		s.t.Fatalf("checkout session: %d %s", a.Status, a.Raw)
	}
	sessionID := a.JSON["data"].(map[string]any)["sessionId"].(string)
	ev, ok := s.svc.DemoCard.Complete(sessionID, 0, "")
	if !ok {
		s.t.Fatal("the demo session did not complete")
	}
	if _, err := s.svc.DispatchCard(s.app, ev, nil); err != nil {
		s.t.Fatal(err)
	}
	r, err := s.app.FindFirstRecordByData("donations", "providerSessionId", sessionID)
	if err != nil {
		s.t.Fatal(err)
	}
	return r.Id
}

func (s *space) gift(id string) *core.Record {
	s.t.Helper()
	r, err := s.app.FindRecordById("donations", id)
	if err != nil {
		s.t.Fatal(err)
	}
	return r
}

// signIn asks for a code for email, reads it from the mail and signs in.
func (s *space) signIn(email string) string {
	s.t.Helper()
	otpID := s.askCode(email)
	a := s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/auth-with-otp", map[string]any{"otpId": otpID, "password": s.lastCode(email)})
	if a.Status != http.StatusOK {
		s.t.Fatalf("auth with otp: %d %s", a.Status, a.Raw)
	}
	return a.JSON["token"].(string)
}

func (s *space) askCode(email string) string {
	s.t.Helper()
	a := s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", map[string]any{"email": email})
	if a.Status != http.StatusOK {
		s.t.Fatalf("request otp: %d %s", a.Status, a.Raw)
	}
	s.codesAsked[strings.ToLower(email)]++
	return a.JSON["otpId"].(string)
}

var codeLine = regexp.MustCompile(`(?m)^(\d{6})$`)

// mailsTo lists the subjects and texts of the mails sent to email so far.
func (s *space) mailsTo(email string) (subjects, texts []string) {
	s.t.Helper()
	notify.Flush(s.app)
	for _, m := range s.app.TestMailer.Messages() {
		if len(m.To) > 0 && strings.EqualFold(m.To[0].Address, email) {
			subjects, texts = append(subjects, m.Subject), append(texts, m.Text)
		}
	}
	return subjects, texts
}

// codes lists the sign-in codes mailed to email so far, waiting for want of
// them: PocketBase sends them from a goroutine of its own.
func (s *space) codes(email string, want int) []string {
	s.t.Helper()
	var found []string
	testapp.AwaitMails(s.t, s.app, func(mails []*mailer.Message) bool {
		found = found[:0]
		for _, m := range mails {
			if code := codeLine.FindStringSubmatch(m.Text); code != nil && len(m.To) > 0 && strings.EqualFold(m.To[0].Address, email) {
				found = append(found, code[1])
			}
		}
		return len(found) >= want
	})
	return found
}

func (s *space) lastCode(email string) string {
	s.t.Helper()
	n := s.codesAsked[strings.ToLower(email)]
	found := s.codes(email, n)
	if len(found) < n || n == 0 {
		s.t.Fatalf("%d codes mailed to %s, want %d", len(found), email, n)
	}
	return found[n-1]
}
