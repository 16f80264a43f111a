package ratelimit

import (
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// Codes caps the sign-in codes (PocketBase's request-otp) asked for one
// email and from one IP: someone asking again never meets the caps; a
// script mailing codes to strangers, or probing which emails have an
// account, meets them at once. Safe for concurrent use.
type Codes struct {
	perEmail, perIP *Limiter
	message         string
}

// NewCodes caps the codes of one email at perEmail and of one IP at
// perIP; past either, the answer is a 429 saying message.
func NewCodes(perEmail, perIP Limit, message string) *Codes {
	return &Codes{perEmail: New(perEmail, message), perIP: New(perIP, message), message: message}
}

// Check counts the code request e, by its IP and by the email of its body,
// which it returns trimmed and lower-cased (the caps hold whatever the
// case); past either cap it answers 429, whoever the email.
func (c *Codes) Check(e *core.RecordCreateOTPRequestEvent) (email string, err error) {
	var body struct {
		Email string `json:"email" form:"email"`
	}
	if err := e.BindBody(&body); err != nil {
		return "", e.BadRequestError("The request could not be read.", nil)
	}
	email = strings.ToLower(strings.TrimSpace(body.Email))
	if !c.perIP.Allow(e.RealIP()) || !c.perEmail.Allow(email) {
		return email, apis.NewTooManyRequestsError(c.message, nil)
	}
	return email, nil
}
