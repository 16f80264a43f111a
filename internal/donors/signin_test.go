package donors_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/api"
	"foundation/internal/donors"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

func TestADonorSignsInWithTheCodeMailedToThem(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500)

	token := s.signIn("ADA@example.org")
	a := s.call(token, http.MethodGet, "/api/donor/gifts", nil)
	if a.Status != http.StatusOK {
		t.Fatalf("gifts: %d %s", a.Status, a.Raw)
	}
	space := a.JSON["data"].(map[string]any)
	if space["email"] != "ada@example.org" || len(space["gifts"].([]any)) != 1 {
		t.Fatalf("space: %v", space)
	}
	subjects, texts := s.mailsTo("ada@example.org")
	last := len(subjects) - 1
	if !strings.Contains(subjects[last], "Your code for your donor space") || !strings.Contains(texts[last], "It works once, for 10 minutes") {
		t.Fatalf("code mail: %q\n%s", subjects[last], texts[last])
	}
}

func TestACodeWorksOnceAndOnlyRight(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500)
	otpID := s.askCode("ada@example.org")
	code := s.lastCode("ada@example.org")
	wrong := "000000"
	if code == wrong {
		wrong = "111111"
	}
	signIn := func(otp, password string) int {
		return s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/auth-with-otp", map[string]any{"otpId": otp, "password": password}).Status
	}
	if got := signIn(otpID, wrong); got != http.StatusBadRequest {
		t.Fatalf("wrong code: %d", got)
	}
	if got := signIn(otpID, code); got != http.StatusOK {
		t.Fatalf("right code: %d", got)
	}
	if got := signIn(otpID, code); got != http.StatusBadRequest {
		t.Fatalf("reused code: %d", got)
	}
}

func TestAnExpiredCodeIsRefused(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500)
	// PocketBase saves the code once more after mailing it (its sentTo):
	// age it only after that save, which would otherwise put its date back.
	mailed := make(chan *core.Record, 1)
	s.app.OnRecordAfterUpdateSuccess(core.CollectionNameOTPs).BindFunc(func(e *core.RecordEvent) error {
		otp := &core.OTP{}
		otp.SetProxyRecord(e.Record)
		if otp.SentTo() != "" {
			select {
			case mailed <- e.Record:
			default:
			}
		}
		return e.Next()
	})
	otpID := s.askCode("ada@example.org")
	code := s.lastCode("ada@example.org")
	var otp *core.Record
	select {
	case otp = <-mailed:
	case <-time.After(30 * time.Second):
		t.Fatal("the code's record was not saved after its mail")
	}
	if otp.Id != otpID {
		t.Fatalf("the code mailed is %s, not %s", otp.Id, otpID)
	}
	// Eleven minutes ago: the codes last ten.
	if _, err := s.app.DB().NewQuery("UPDATE _otps SET created = {:at} WHERE id = {:id}").
		Bind(map[string]any{"at": time.Now().Add(-11 * time.Minute).UTC().Format("2006-01-02 15:04:05.000Z"), "id": otp.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	a := s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/auth-with-otp", map[string]any{"otpId": otpID, "password": code})
	if a.Status != http.StatusBadRequest {
		t.Fatalf("expired code: %d %s", a.Status, a.Raw)
	}
}

func TestAnUnknownEmailIsAnsweredAsAKnownOne(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500)
	known := s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", map[string]any{"email": "ada@example.org"})
	unknown := s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", map[string]any{"email": "nobody@example.org"})
	if known.Status != unknown.Status || len(known.JSON) != len(unknown.JSON) || unknown.JSON["otpId"] == "" {
		t.Fatalf("known %d %s, unknown %d %s", known.Status, known.Raw, unknown.Status, unknown.Raw)
	}
	if n, _ := s.app.CountRecords(donors.Collection); n != 1 {
		t.Fatalf("%d accounts, want only the donor's", n)
	}
	if subjects, _ := s.mailsTo("nobody@example.org"); len(subjects) != 0 {
		t.Fatalf("a stranger was mailed: %v", subjects)
	}
}

func TestCodeRequestsAreLimitedPerEmailAndPerIP(t *testing.T) {
	s := newSpace(t)
	ask := func(email, ip string) int {
		return testCallFrom(t, s, ip, map[string]any{"email": email})
	}
	for i := 0; i < 20; i++ {
		if got := ask("ada@example.org", "203.0.113."+strconv.Itoa(i)); got != http.StatusOK {
			t.Fatalf("request %d: %d", i+1, got)
		}
	}
	if got := ask("ada@example.org", "203.0.113.99"); got != http.StatusTooManyRequests {
		t.Fatalf("21st request for one email: %d", got)
	}
	for i := 0; i < 20; i++ {
		if got := ask("someone"+strconv.Itoa(i)+"@example.org", "198.51.100.7"); got != http.StatusOK {
			t.Fatalf("request %d from one IP: %d", i+1, got)
		}
	}
	if got := ask("another@example.org", "198.51.100.7"); got != http.StatusTooManyRequests {
		t.Fatalf("21st request from one IP: %d", got)
	}
}

// Every donor route of the index (internal/api): 401 without a session,
// 403 for a staff member, and another donor's gift or receipt answered 404,
// as one that does not exist. A route naming a record ({id}) needs another
// donor's record here, so one added to the index without it fails this test.
func TestEveryDonorRouteIsTheSignedInDonorsOnly(t *testing.T) {
	s := newSpace(t)
	adaGift := s.monthlyByCard("ada@example.org", 1500)
	bobGift := s.monthlyByCard("bob@example.org", 2000)
	ada := s.signIn("ada@example.org")
	_, staffToken := testapp.StaffMember(t, s.app, staff.RoleAdmin)
	others := map[string]string{ // route → a path naming Bob's record
		"POST /api/donor/gifts/{id}/stop":     "/api/donor/gifts/" + bobGift + "/stop",
		"POST /api/donor/gifts/{id}/amount":   "/api/donor/gifts/" + bobGift + "/amount",
		"POST /api/donor/gifts/{id}/card":     "/api/donor/gifts/" + bobGift + "/card",
		"POST /api/donor/gifts/{id}/pause":    "/api/donor/gifts/" + bobGift + "/pause",
		"POST /api/donor/gifts/{id}/resume":   "/api/donor/gifts/" + bobGift + "/resume",
		"POST /api/donor/gifts/{id}/interval": "/api/donor/gifts/" + bobGift + "/interval",
		"PATCH /api/donor/gifts/{id}/wall":    "/api/donor/gifts/" + bobGift + "/wall",
		"GET /api/donor/receipts/{id}":        "/api/donor/receipts/" + receiptOf(t, s.app, "bob@example.org"),
	}
	values := strings.NewReplacer("{id}", adaGift, "{year}", strconv.Itoa(time.Now().Year()))
	routes := 0
	for _, r := range testapp.Routes() {
		if r.Who != api.Donors {
			continue
		}
		routes++
		key := r.Method + " " + r.Path
		for _, who := range []struct {
			name, token string
			want        int
		}{{"anonymous", "", http.StatusUnauthorized}, {"staff", staffToken, http.StatusForbidden}} {
			if a := s.call(who.token, r.Method, values.Replace(r.Path), map[string]any{}); a.Status != who.want {
				t.Errorf("%s as %s: %d, want %d", key, who.name, a.Status, who.want)
			}
		}
		if !strings.Contains(r.Path, "{id}") {
			continue
		}
		if path, ok := others[key]; !ok {
			t.Errorf("%s names a record: add another donor's to this test", key)
		} else if a := s.call(ada, r.Method, path, map[string]any{"amount": 500}); a.Status != http.StatusNotFound {
			t.Errorf("Ada's %s on Bob's: %d, want 404", key, a.Status)
		}
	}
	if routes < len(others) {
		t.Fatalf("%d donor routes in the index", routes)
	}
	if got := s.gift(bobGift); got.GetString("status") != "active" || got.GetInt("amount") != 2000 || got.GetString("pausedUntil") != "" || got.GetString("rhythm") != "monthly" {
		t.Fatalf("Bob's gift changed: %s %d, paused until %q, %s", got.GetString("status"), got.GetInt("amount"), got.GetString("pausedUntil"), got.GetString("rhythm"))
	}
	a := s.call(ada, http.MethodGet, "/api/donor/gifts", nil)
	for _, g := range a.JSON["data"].(map[string]any)["gifts"].([]any) {
		if g.(map[string]any)["id"] == bobGift {
			t.Fatal("Ada sees Bob's gift")
		}
	}
}

// receiptOf issues a receipt to email for a one-off gift paid by cheque.
func receiptOf(t *testing.T, app core.App, email string) string {
	t.Helper()
	receiptstest.Enable(t, app)
	donor := testapp.Create(t, app, "donation_users", map[string]any{"email": email, "prenom": "Bob", "nom": "Martin",
		"adresse": "3 place du Marché", "codePostal": "69001", "ville": "Lyon", "pays": "France", "telephone": "0612345678"})
	gift := testapp.Create(t, app, "donations", map[string]any{"donor": donor.Id, "amount": 3000, "currency": "EUR", "rhythm": "once",
		"method": "cheque", "status": "paid", "paymentsCount": 1, "amountCollected": 3000, "lastPaymentAt": "2026-01-05 10:00:00.000Z"})
	r, err := receipts.IssueForDonation(app, gift.Id, nil, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return r.Id
}

// testCallFrom asks for a code as if from ip.
func testCallFrom(t *testing.T, s *space, ip string, body map[string]any) int {
	t.Helper()
	return testapp.CallFrom(t, s.app, s.base, ip, http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", body).Status
}

// A donor who gave from a French page gets their code in French; the code
// request may name the language itself, and a language the site does not
// speak is refused on its field.
func TestAFrenchDonorsCodeMailIsFrench(t *testing.T) {
	s := newSpace(t)
	a := s.call("", http.MethodPost, "/api/donations/donors", map[string]any{
		"email": "marie@example.org", "prenom": "Marie", "nom": "Curie", "adresse": "1 rue du Stade",
		"codePostal": "75015", "ville": "Paris", "pays": "France", "telephone": "+33612345678", "locale": "fr",
	})
	if a.Status != http.StatusCreated {
		t.Fatalf("donor: %d %s", a.Status, a.Raw)
	}
	s.monthlyAsked(map[string]any{"amount": 1500, "interval": "month", "donorId": a.JSON["id"], "locale": "fr"})

	// codeMail is the subject and text of the mail carrying code.
	codeMail := func(code string) (string, string) {
		subjects, texts := s.mailsTo("marie@example.org")
		for i, subject := range subjects {
			if strings.HasSuffix(subject, code) {
				return subject, texts[i]
			}
		}
		t.Fatalf("no mail carries the code %s: %q", code, subjects)
		return "", ""
	}
	s.askCode("marie@example.org")
	subject, text := codeMail(s.lastCode("marie@example.org"))
	if !strings.HasPrefix(subject, "Votre code pour votre espace donateur : ") || !strings.Contains(text, "Il ne sert qu’une fois, pendant 10 minutes") ||
		!strings.Contains(text, "La Fondation Amara Diallo") || strings.Contains(text, "Amara Diallo Foundation") {
		t.Fatalf("the French donor's code mail: %q\n%s", subject, text)
	}

	a = s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", map[string]any{"email": "marie@example.org", "locale": "en"})
	if a.Status != http.StatusOK {
		t.Fatalf("request otp in English: %d %s", a.Status, a.Raw)
	}
	s.codesAsked["marie@example.org"]++
	if subject, _ := codeMail(s.lastCode("marie@example.org")); !strings.HasPrefix(subject, "Your code for your donor space: ") {
		t.Fatalf("the code mail asked in English: %q", subject)
	}

	a = s.call("", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp", map[string]any{"email": "marie@example.org", "locale": "de"})
	if field, _ := a.JSON["data"].(map[string]any)["locale"].(map[string]any); a.Status != http.StatusBadRequest || field["code"] != "validation_invalid_locale" {
		t.Fatalf("a code asked in German: %d %s", a.Status, a.Raw)
	}
}
