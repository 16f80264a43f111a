package site

import (
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

const (
	codeUsedUp = "This code no longer works: it was typed wrong 5 times. Ask for a new code."
	lockedOut  = "Too many wrong codes for this account. Wait 15 minutes, then ask for a new code."
)

// codeGuard counts wrong codes in memory: a restart forgets the counts but
// not the codes it killed, which are deleted.
type codeGuard struct {
	mu sync.Mutex
	// wrong counts the wrong tries of each code (by OTP id, whether or not
	// the id exists, so an unknown email answers like a known one).
	wrong map[string]*tries
	// failures counts each account's wrong codes within LockWindow.
	failures map[string]*tries
	now      func() time.Time
}

type tries struct {
	n     int
	since time.Time
}

func newCodeGuard(now func() time.Time) *codeGuard {
	return &codeGuard{wrong: map[string]*tries{}, failures: map[string]*tries{}, now: now}
}

// count adds a try to key's count, started afresh once window has passed.
func (g *codeGuard) count(m map[string]*tries, key string, window time.Duration) int {
	t := m[key]
	if t == nil || g.now().Sub(t.since) > window {
		if len(m) > 100_000 {
			g.forget(m, window)
		}
		t = &tries{since: g.now()}
		m[key] = t
	}
	t.n++
	return t.n
}

// forget drops the counts older than window, so a flood of made-up ids
// cannot grow the maps without end.
func (g *codeGuard) forget(m map[string]*tries, window time.Duration) {
	for key, t := range m {
		if g.now().Sub(t.since) > window {
			delete(m, key)
		}
	}
}

func (g *codeGuard) usedUp(otpID string) bool {
	t := g.wrong[otpID]
	return t != nil && t.n >= MaxCodeTries && g.now().Sub(t.since) <= LockWindow
}

func (g *codeGuard) locked(account string) bool {
	t := g.failures[account]
	return t != nil && t.n >= LockAfter && g.now().Sub(t.since) <= LockWindow+LockFor
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
	var form struct {
		OTPId    string `json:"otpId"`
		Password string `json:"password"`
	}
	if err := e.BindBody(&form); err != nil || form.OTPId == "" {
		return e.Next() // PocketBase answers what it cannot read
	}
	otp, err := e.App.FindOTPById(form.OTPId)
	account := ""
	if err == nil {
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
		g.count(g.failures, account, LockWindow)
	}
	if g.count(g.wrong, otpID, LockWindow) >= MaxCodeTries {
		return codeDead
	}
	return codeGoesOn
}

// checkAccount refuses a new code to a locked account; an unknown email,
// or a known one not locked, goes on to PocketBase.
func (g *codeGuard) checkAccount(e *core.RequestEvent) error {
	var form struct {
		Email string `json:"email"`
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
