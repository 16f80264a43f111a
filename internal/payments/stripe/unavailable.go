package stripe

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"

	stripego "github.com/stripe/stripe-go/v85"
)

// IsUnavailable reports whether err means Stripe could not be reached or
// could not answer: a timeout, a refused or dropped connection, a 5xx or a
// 429. Stripe has then confirmed no change; after a timeout or a 5xx the
// request may still have been applied, so a retry must reuse the same
// idempotency key (Stripe then replays the first outcome). A request the
// caller cancelled is not Stripe's unavailability and reports false.
func IsUnavailable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var apiErr *stripego.Error
	if errors.As(err, &apiErr) {
		return unavailableStatus(apiErr.HTTPStatusCode)
	}
	// http.Client wraps every transport failure (and statusError) in a
	// *url.Error, which is a net.Error; a body cut short arrives bare.
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, io.ErrUnexpectedEOF)
}

func unavailableStatus(code int) bool {
	return code >= http.StatusInternalServerError || code == http.StatusTooManyRequests
}

// statusError is a 5xx or 429 answered without Stripe's JSON error body,
// typically a proxy's HTML page during an outage.
type statusError struct{ status int }

func (e *statusError) Error() string {
	return fmt.Sprintf("stripe: HTTP %d %s without a Stripe error body", e.status, http.StatusText(e.status))
}

// unavailableTransport turns such an answer into an error IsUnavailable
// recognises: stripe-go would report it only as JSON it cannot decode, with
// the status buried in the message. Stripe's own JSON errors pass through.
type unavailableTransport struct{ next http.RoundTripper }

func (t unavailableTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	res, err := t.next.RoundTrip(r)
	if err != nil || !unavailableStatus(res.StatusCode) {
		return res, err
	}
	if mediaType, _, _ := mime.ParseMediaType(res.Header.Get("Content-Type")); mediaType == "application/json" {
		return res, nil
	}
	res.Body.Close()
	return nil, &statusError{status: res.StatusCode}
}
