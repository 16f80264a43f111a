package stripetest

import (
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"
)

// SignedPayload returns a Stripe-Signature header for payload signed now with
// secret, as Stripe would send it.
func SignedPayload(t testing.TB, secret string, payload []byte) (header string) {
	t.Helper()
	return signAt(secret, payload, time.Now())
}

// StaleSignedPayload returns a correctly signed header whose timestamp is an
// hour old, beyond the 300 s tolerance, as a replayed capture would carry.
func StaleSignedPayload(t testing.TB, secret string, payload []byte) (header string) {
	t.Helper()
	return signAt(secret, payload, time.Now().Add(-time.Hour))
}

func signAt(secret string, payload []byte, at time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{
		Payload:   payload,
		Secret:    secret,
		Timestamp: at,
	}).Header
}

// FutureSignedPayload returns a correctly signed header dated an hour ahead,
// beyond the tolerance on the other side.
func FutureSignedPayload(t testing.TB, secret string, payload []byte) (header string) {
	t.Helper()
	return signAt(secret, payload, time.Now().Add(time.Hour))
}
