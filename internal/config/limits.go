package config

import (
	"time"

	"foundation/internal/ratelimit"
)

// Limits are the rate limits: each the value of its RATE_LIMIT_* variable
// when set, else its default. Each variable is named here and nowhere else;
// the zero Limits holds every default.
type Limits struct{ set ratelimit.Table }

func perMinute(n int) ratelimit.Limit { return ratelimit.Limit{Max: n, Window: time.Minute} }

// SignIns (RATE_LIMIT_AUTH) are the sign-in attempts (password, OTP, MFA,
// for superusers and every auth collection) one IP may make: enough for a
// person who mistypes, far too few to guess a password.
func (l Limits) SignIns() ratelimit.Limit { return l.set.Get("RATE_LIMIT_AUTH", perMinute(10)) }

// StaffCodes (RATE_LIMIT_STAFF_CODES) are the sign-in codes one staff email
// may ask for: a sign-in asks for one, and "send a new code" one more; a
// script probing which emails are staff, or filling a staff mailbox with
// codes, meets it at once.
func (l Limits) StaffCodes() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_STAFF_CODES", perMinute(5))
}

// DonorCodes (RATE_LIMIT_DONOR_CODES) are the codes one email, and one IP,
// may ask for: a donor who asks again never meets it, a script mailing
// codes to strangers meets it at once.
func (l Limits) DonorCodes() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_DONOR_CODES", perMinute(20))
}

// DonorActions (RATE_LIMIT_DONOR_ACTIONS) are the provider calls (stop,
// change, new card) one signed-in donor may make: far more than a person
// needs, few enough that a stolen session cannot hammer Stripe.
func (l Limits) DonorActions() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_DONOR_ACTIONS", perMinute(10))
}

// Contact (RATE_LIMIT_CONTACT) leaves room for several people behind one
// address (a school, an office) and keeps a script from filling the staff's
// inbox.
func (l Limits) Contact() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_CONTACT", ratelimit.Limit{Max: 10, Window: 10 * time.Minute})
}

// Orders (RATE_LIMIT_ORDERS) lets a real buyer retry a checkout several
// times and keeps a script from filling the orders collection.
func (l Limits) Orders() ratelimit.Limit { return l.set.Get("RATE_LIMIT_ORDERS", perMinute(10)) }

// OrderReads (RATE_LIMIT_ORDER_READS) lets a buyer reload the payment page
// as often as a person would, and stops a script guessing order ids.
func (l Limits) OrderReads() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_ORDER_READS", perMinute(60))
}

// Donations (RATE_LIMIT_DONATIONS) are the donation attempts (donor,
// checkout session, PayPal order, subscription confirmation, cheque) one IP
// may make: a donor who retries never meets it, a script testing stolen
// cards meets it at once.
func (l Limits) Donations() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_DONATIONS", perMinute(30))
}

// Captures (RATE_LIMIT_CAPTURES) are the calls one IP may make that ask
// PayPal before they can refuse (captures, subscription confirmations).
func (l Limits) Captures() ratelimit.Limit { return l.set.Get("RATE_LIMIT_CAPTURES", perMinute(20)) }

// CapturesPerRecord (RATE_LIMIT_CAPTURES_PER_RECORD) are the captures of one
// order or one gift, whoever asks: no caller can make the server call PayPal
// without limit.
func (l Limits) CapturesPerRecord() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_CAPTURES_PER_RECORD", perMinute(10))
}

// Webhooks (RATE_LIMIT_WEBHOOKS) caps deliveries to the PayPal webhook per
// IP: each one costs a verification call to PayPal, and PayPal itself sends
// a handful a minute.
func (l Limits) Webhooks() ratelimit.Limit {
	return l.set.Get("RATE_LIMIT_WEBHOOKS", perMinute(120))
}
