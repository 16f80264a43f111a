package donors_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"foundation/internal/donors"
	"foundation/internal/testapp"
)

// A sign-in code dies after 5 wrong tries whatever the addresses they come
// from, and an account that met 10 wrong codes is locked: the guess of the
// second attack run (100 wrong codes from 20 addresses, then the right one)
// no longer works.
func TestASignInCodeDiesAfterFiveWrongTriesFromAnyAddress(t *testing.T) {
	s := newSpace(t)
	s.monthlyByCard("ada@example.org", 1500)
	signInPath := "/api/collections/" + donors.Collection + "/auth-with-otp"
	ip := 0
	try := func(otpID, code string) testapp.Answer {
		ip++ // a new address each time: PocketBase's own limit per address never applies
		from := fmt.Sprintf("203.0.113.%d", ip)
		if ip%2 == 0 { // every other try as a form, which PocketBase reads as well as JSON
			form := url.Values{"otpId": {otpID}, "password": {code}}.Encode()
			return testapp.CallFrom(t, s.app, s.base, from, http.MethodPost, signInPath,
				testapp.Upload{ContentType: "application/x-www-form-urlencoded", Body: []byte(form)})
		}
		return testapp.CallFrom(t, s.app, s.base, from, http.MethodPost, signInPath, map[string]string{"otpId": otpID, "password": code})
	}
	wrong := func(right string) string {
		if right == "000000" {
			return "000001"
		}
		return "000000"
	}

	otpID := s.askCode("ada@example.org")
	right := s.lastCode("ada@example.org")
	for i := 1; i <= 4; i++ {
		if a := try(otpID, wrong(right)); a.Status != http.StatusBadRequest || a.JSON["message"] == codeUsedUp {
			t.Fatalf("wrong code %d: %d %s", i, a.Status, a.Raw)
		}
	}
	for i, code := range []string{wrong(right), right} {
		a := try(otpID, code)
		field, _ := a.JSON["data"].(map[string]any)["password"].(map[string]any)
		if a.Status != http.StatusBadRequest || a.JSON["message"] != codeUsedUp || field["code"] != "validation_code_used_up" {
			t.Fatalf("try %d after 4 wrong codes: %d %s", i+5, a.Status, a.Raw)
		}
	}

	// A new code works; an unknown email's made-up code dies alike.
	otpID = s.askCode("ada@example.org")
	if a := try(otpID, s.lastCode("ada@example.org")); a.Status != http.StatusOK || a.JSON["token"] == nil {
		t.Fatalf("a new code: %d %s", a.Status, a.Raw)
	}
	unknown := s.askCode("nobody@example.org")
	for i := 1; i <= 5; i++ {
		if a := try(unknown, "123456"); i == 5 && a.JSON["message"] != codeUsedUp {
			t.Fatalf("unknown email's try %d: %d %s", i, a.Status, a.Raw)
		}
	}

	// Ten wrong codes in all (the first code's five, five more): the account
	// is locked, its right code and a new code refused, and said so.
	kept := s.askCode("ada@example.org")
	keptCode := s.lastCode("ada@example.org")
	otpID = s.askCode("ada@example.org")
	right = s.lastCode("ada@example.org")
	for range 5 {
		try(otpID, wrong(right))
	}
	if a := try(kept, keptCode); a.Status != http.StatusTooManyRequests || a.JSON["message"] != lockedOut {
		t.Fatalf("right code of a locked account: %d %s", a.Status, a.Raw)
	}
	a := testapp.CallFrom(t, s.app, s.base, "198.51.100.7", http.MethodPost, "/api/collections/"+donors.Collection+"/request-otp",
		map[string]string{"email": "ADA@example.org"})
	if a.Status != http.StatusTooManyRequests || a.JSON["message"] != lockedOut {
		t.Fatalf("a new code for a locked account: %d %s", a.Status, a.Raw)
	}
}

const (
	codeUsedUp = "This code no longer works: it was typed wrong 5 times. Ask for a new code."
	lockedOut  = "Too many wrong codes for this account. Wait 15 minutes, then ask for a new code."
)
