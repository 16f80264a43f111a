package signin

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Sign-in codes (donors' codes, staff and superusers' second factor) are six
// digits: PocketBase limits the tries per account and address, which many
// addresses get around. Whatever the address, a code dies after
// MaxCodeTries wrong tries (a new one must be asked for), and an account
// with LockAfter wrong codes within LockWindow is locked for LockFor.
const (
	MaxCodeTries = 5
	LockAfter    = 10
	LockWindow   = time.Hour
	LockFor      = 15 * time.Minute
)

// The refusals name the limits above, so a change to one changes what the
// person is told.
var (
	codeUsedUp = fmt.Sprintf("This code no longer works: it was typed wrong %d times. Ask for a new code.", MaxCodeTries)
	lockedOut  = fmt.Sprintf("Too many wrong codes for this account. Wait %d minutes, then ask for a new code.", int(LockFor/time.Minute))
)

// codeGuard counts wrong codes in memory: a restart forgets the counts but
// not the codes it killed, which are deleted.
type codeGuard struct {
	mu sync.Mutex
	// wrong counts the wrong tries of each code (by OTP id, whether or not
	// the id exists, so an unknown email answers like a known one).
	wrong map[string]*tries
	// failures counts each account's wrong codes within LockWindow;
	// lockedUntil is when a locked account opens again.
	failures    map[string]*tries
	lockedUntil map[string]time.Time
	now         func() time.Time
}

type tries struct {
	n     int
	since time.Time
}

// maxCounted is how many codes and accounts the guard counts at once: past
// it (a flood of made-up ids), a new id is not counted, and so never dies
// here, but PocketBase still refuses it.
const maxCounted = 100_000

// maxOTPID is the longest id PocketBase takes; a longer one is refused
// there without being counted here.
const maxOTPID = 255

// CodeGuard is the middleware that counts wrong codes and locks accounts;
// now is the clock it counts with (time.Now).
func CodeGuard(now func() time.Time) *hook.Handler[*core.RequestEvent] {
	return newCodeGuard(now).middleware()
}

func newCodeGuard(now func() time.Time) *codeGuard {
	return &codeGuard{wrong: map[string]*tries{}, failures: map[string]*tries{}, lockedUntil: map[string]time.Time{}, now: now}
}

// count adds a try to key's count, started afresh once LockWindow has
// passed; 0 when the map is full of live counts and key is not among them.
func (g *codeGuard) count(m map[string]*tries, key string) int {
	t := m[key]
	if t == nil || g.now().Sub(t.since) > LockWindow {
		if t == nil && len(m) >= maxCounted && !g.forget(m) {
			return 0
		}
		t = &tries{since: g.now()}
		m[key] = t
	}
	t.n++
	return t.n
}

// forget drops the counts older than LockWindow and reports whether that
// made room.
func (g *codeGuard) forget(m map[string]*tries) bool {
	for key, t := range m {
		if g.now().Sub(t.since) > LockWindow {
			delete(m, key)
		}
	}
	return len(m) < maxCounted
}

func (g *codeGuard) usedUp(otpID string) bool {
	t := g.wrong[otpID]
	return t != nil && t.n >= MaxCodeTries && g.now().Sub(t.since) <= LockWindow
}

func (g *codeGuard) locked(account string) bool {
	until, ok := g.lockedUntil[account]
	if ok && !g.now().Before(until) {
		delete(g.lockedUntil, account)
		return false
	}
	return ok
}

// failed counts a wrong code of account, and locks it for LockFor at the
// LockAfter-th (the count then starts again).
func (g *codeGuard) failed(account string) {
	if g.count(g.failures, account) >= LockAfter {
		g.lockedUntil[account] = g.now().Add(LockFor)
		delete(g.failures, account)
	}
}

// middleware guards every auth collection's auth-with-otp route (donors
// signing in, staff and superusers' second factor) and refuses new codes to
// a locked account.
func (g *codeGuard) middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "foundationCodeGuard",
		Func: func(e *core.RequestEvent) error {
			p := e.Request.URL.Path
			if e.Request.Method != http.MethodPost || !strings.HasPrefix(p, "/api/collections/") {
				return e.Next()
			}
			switch {
			case strings.HasSuffix(p, "/auth-with-otp"):
				return g.checkCode(e)
			case strings.HasSuffix(p, "/request-otp"):
				return g.checkAccount(e)
			}
			return e.Next()
		},
	}
}

func (g *codeGuard) checkCode(e *core.RequestEvent) error {
	// The form tags read a urlencoded or multipart body as PocketBase does.
	var form struct {
		OTPId    string `json:"otpId" form:"otpId"`
		Password string `json:"password" form:"password"`
		MFAId    string `json:"mfaId" form:"mfaId"`
	}
	if err := e.BindBody(&form); err != nil || form.OTPId == "" || len(form.OTPId) > maxOTPID {
		return e.Next() // PocketBase refuses what it cannot read
	}
	otp, err := e.App.FindOTPById(form.OTPId)
	account := ""
	if err == nil && locksAccount(e.App, otp, form.MFAId) {
		account = otp.CollectionRef() + "/" + otp.RecordRef()
	}
	right := err == nil && otp.ValidatePassword(form.Password)
	g.mu.Lock()
	verdict := g.judge(form.OTPId, account, right)
	g.mu.Unlock()
	switch verdict {
	case codeLocked:
		return apis.NewTooManyRequestsError(lockedOut, nil)
	case codeDead:
		if err == nil {
			if err := e.App.Delete(otp); err != nil {
				return e.InternalServerError("", err)
			}
		}
		return usedUpError()
	}
	// A right code signs in; a wrong one PocketBase refuses as it always does.
	return e.Next()
}

// What a code try leads to.
const (
	codeGoesOn = iota
	codeDead
	codeLocked
)

// judge counts a try of the code otpID of account ("" when the code does
// not exist) and says what follows: a locked account is refused, a used-up
// code is dead (then deleted), anything else goes on to PocketBase.
func (g *codeGuard) judge(otpID, account string, right bool) int {
	switch {
	case account != "" && g.locked(account):
		return codeLocked
	case g.usedUp(otpID):
		return codeDead
	case right:
		return codeGoesOn
	}
	if account != "" {
		g.failed(account)
	}
	if g.count(g.wrong, otpID) >= MaxCodeTries {
		return codeDead
	}
	return codeGoesOn
}

// locksAccount reports whether a wrong try of otp counts towards locking
// its account: always for a code that signs in alone (donors); for a
// second factor (staff, superusers) only after the password step, so that
// someone who knows an email but not its password cannot lock it.
func locksAccount(app core.App, otp *core.OTP, mfaID string) bool {
	c, err := app.FindCachedCollectionByNameOrId(otp.CollectionRef())
	if err != nil || !c.MFA.Enabled {
		return err == nil
	}
	mfa, err := app.FindMFAById(mfaID)
	return err == nil && mfa.RecordRef() == otp.RecordRef() && mfa.CollectionRef() == otp.CollectionRef()
}

// checkAccount refuses a new code to a locked account; an unknown email,
// or a known one not locked, goes on to PocketBase.
func (g *codeGuard) checkAccount(e *core.RequestEvent) error {
	var form struct {
		Email string `json:"email" form:"email"`
	}
	collection := strings.TrimSuffix(strings.TrimPrefix(e.Request.URL.Path, "/api/collections/"), "/request-otp")
	if err := e.BindBody(&form); err != nil || form.Email == "" {
		return e.Next()
	}
	// A donor's account is made with the email lower-cased, whatever case is typed.
	email := strings.TrimSpace(form.Email)
	record, err := e.App.FindAuthRecordByEmail(collection, email)
	if err != nil {
		record, err = e.App.FindAuthRecordByEmail(collection, strings.ToLower(email))
	}
	if err != nil {
		return e.Next()
	}
	g.mu.Lock()
	locked := g.locked(record.Collection().Id + "/" + record.Id)
	g.mu.Unlock()
	if locked {
		return apis.NewTooManyRequestsError(lockedOut, nil)
	}
	return e.Next()
}

func usedUpError() error {
	return apis.NewBadRequestError(codeUsedUp, validation.Errors{"password": validation.NewError("validation_code_used_up", codeUsedUp)})
}
