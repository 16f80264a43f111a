package staff_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

const requestOTP = "/api/collections/" + staff.Collection + "/request-otp"

// Asking for a code tells nothing about the email: a staff one and an
// unknown one get the same status and the same body (a code id of the same
// length); only the staff member gets a mail.
func TestAStaffEmailIsAnsweredAsAnUnknownOne(t *testing.T) {
	app, base, _, _ := treasurerOffice(t)
	known := testapp.Call(t, base, "", http.MethodPost, requestOTP, map[string]any{"email": "treasurer@foundation.test"})
	unknown := testapp.Call(t, base, "", http.MethodPost, requestOTP, map[string]any{"email": "nobody@foundation.test"})
	knownID, _ := known.JSON["otpId"].(string)
	unknownID, _ := unknown.JSON["otpId"].(string)
	if known.Status != http.StatusOK || unknown.Status != known.Status || len(known.JSON) != 1 || len(unknown.JSON) != 1 ||
		knownID == "" || len(unknownID) != len(knownID) || len(unknown.Raw) != len(known.Raw) {
		t.Fatalf("staff %d %s, unknown %d %s", known.Status, known.Raw, unknown.Status, unknown.Raw)
	}
	notify.Flush(app)
	for _, m := range testapp.AwaitMailCount(t, app, 1) {
		if m.To[0].Address != "treasurer@foundation.test" {
			t.Errorf("a mail went to %s", m.To[0].Address)
		}
	}
	if app.TestMailer.TotalSend() != 1 {
		t.Errorf("%d mails, want the staff member's code", app.TestMailer.TotalSend())
	}
}

// One email may ask for 5 codes a minute, from anywhere; one IP for 20,
// whatever the emails, staff or not. Past either: 429.
func TestStaffCodesAreLimitedPerEmailAndPerIP(t *testing.T) {
	app, base, _, _ := treasurerOffice(t)
	ask := func(email, ip string) testapp.Answer {
		return testapp.CallFrom(t, app, base, ip, http.MethodPost, requestOTP, map[string]any{"email": email})
	}
	for _, email := range []string{"treasurer@foundation.test", "nobody@foundation.test"} {
		for i := range 5 {
			if a := ask(email, "203.0.113."+strconv.Itoa(i)); a.Status != http.StatusOK {
				t.Fatalf("%s, code %d: %d %s", email, i+1, a.Status, a.Raw)
			}
		}
		if a := ask(email, "203.0.113.99"); a.Status != http.StatusTooManyRequests || a.JSON["message"] == "" {
			t.Fatalf("%s, 6th code: %d %s, want 429", email, a.Status, a.Raw)
		}
	}
	for i := range 20 {
		if a := ask("someone"+strconv.Itoa(i)+"@example.org", "198.51.100.7"); a.Status != http.StatusOK {
			t.Fatalf("code %d from one IP: %d %s", i+1, a.Status, a.Raw)
		}
	}
	if a := ask("TREASURER@foundation.test", "198.51.100.7"); a.Status != http.StatusTooManyRequests {
		t.Fatalf("21st code from one IP: %d %s, want 429", a.Status, a.Raw)
	}
}

// A sign-in asks for one code after the password, and may ask for a new
// one: both fit the limits, and the code signs the staff member in.
func TestAStaffSignInFitsTheCodeLimits(t *testing.T) {
	app, base, _, _ := treasurerOffice(t)
	mfaID, codes := passwordStep(t, app, base)
	var a testapp.Answer
	var otpID, code string
	for range 2 { // the code, then "send a new code"
		a = testapp.Call(t, base, "", http.MethodPost, requestOTP, map[string]any{"email": "treasurer@foundation.test"})
		if a.Status != http.StatusOK {
			t.Fatalf("code: %d %s", a.Status, a.Raw)
		}
		otpID = a.JSON["otpId"].(string)
		select {
		case code = <-codes:
		case <-time.After(5 * time.Second):
			t.Fatal("no code mailed")
		}
	}
	a = testapp.Call(t, base, "", http.MethodPost, "/api/collections/"+staff.Collection+"/auth-with-otp",
		map[string]any{"otpId": otpID, "password": code, "mfaId": mfaID})
	if a.Status != http.StatusOK || a.JSON["token"] == nil {
		t.Fatalf("code: %d %s, want signed in", a.Status, a.Raw)
	}
}

// A staff member's second factor dies after 5 wrong tries from any
// addresses, as a donor's code does (internal/signin/codes.go).
func TestAStaffCodeDiesAfterFiveWrongTries(t *testing.T) {
	app, base, _, _ := treasurerOffice(t)
	mfaID, codes := passwordStep(t, app, base)
	otpID, _ := testapp.Call(t, base, "", http.MethodPost, requestOTP, map[string]any{"email": "treasurer@foundation.test"}).JSON["otpId"].(string)
	code := <-codes
	wrong := "000000"
	if code == wrong {
		wrong = "000001"
	}
	for i, try := range []string{wrong, wrong, wrong, wrong, wrong, code} {
		a := testapp.CallFrom(t, app, base, "203.0.113."+strconv.Itoa(i), http.MethodPost, "/api/collections/"+staff.Collection+"/auth-with-otp",
			map[string]any{"otpId": otpID, "password": try, "mfaId": mfaID})
		if usedUp := i >= 4; a.Status != http.StatusBadRequest || (a.JSON["message"] == "This code no longer works: it was typed wrong 5 times. Ask for a new code.") != usedUp {
			t.Fatalf("try %d: %d %s", i+1, a.Status, a.Raw)
		}
	}
}

// passwordStep signs the treasurer in with their password, the first
// factor, and returns the MFA id and the codes mailed from then on.
func passwordStep(t *testing.T, app core.App, base string) (string, <-chan string) {
	t.Helper()
	codes := make(chan string, 2)
	app.OnMailerRecordOTPSend(staff.Collection).BindFunc(func(e *core.MailerRecordEvent) error {
		codes <- e.Meta["password"].(string)
		return e.Next()
	})
	a := testapp.Call(t, base, "", http.MethodPost, "/api/collections/"+staff.Collection+"/auth-with-password",
		map[string]any{"identity": "treasurer@foundation.test", "password": oldPassword})
	mfaID, _ := a.JSON["mfaId"].(string)
	if a.Status != http.StatusUnauthorized || mfaID == "" {
		t.Fatalf("password: %d %s, want 401 with an mfaId", a.Status, a.Raw)
	}
	return mfaID, codes
}
