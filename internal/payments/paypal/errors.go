package paypal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strings"
)

var (
	// ErrUnprocessable matches any 422: PayPal's answer for business-rule
	// failures such as an already captured order or a declined instrument.
	ErrUnprocessable = errors.New("paypal: unprocessable entity")
	// ErrNotFound matches any 404, e.g. an unknown order or subscription ID.
	ErrNotFound = errors.New("paypal: resource not found")
	// ErrWebhookNotVerified means the webhook call did not come from PayPal (or
	// was altered); answer it with 400, never act on it.
	ErrWebhookNotVerified = errors.New("paypal: webhook signature not verified")
)

// Issues PayPal reports in APIError.Details; check them with HasIssue.
const (
	// IssueOrderAlreadyCaptured: the capture happened before (e.g. a double
	// submit); read the order with GetOrder instead of failing the payment.
	IssueOrderAlreadyCaptured = "ORDER_ALREADY_CAPTURED"
	// IssueOrderNotApproved: the payer has not approved the order yet.
	IssueOrderNotApproved = "ORDER_NOT_APPROVED"
	// IssueInstrumentDeclined: the payer's funding source was declined; PayPal
	// asks merchants to let the buyer pick another one (actions.restart() in the JS SDK).
	IssueInstrumentDeclined = "INSTRUMENT_DECLINED"
)

// APIError is a non-2xx answer from PayPal.
type APIError struct {
	Status  int
	Name    string // e.g. UNPROCESSABLE_ENTITY, RESOURCE_NOT_FOUND, invalid_client
	Message string
	DebugID string // quote it to PayPal support
	Details []ErrorDetail
}

// ErrorDetail is one entry of PayPal's details list; Issue is the machine-readable reason.
type ErrorDetail struct {
	Field       string `json:"field"`
	Issue       string `json:"issue"`
	Description string `json:"description"`
}

func (e *APIError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "paypal: HTTP %d", e.Status)
	if e.Name != "" {
		b.WriteString(" " + e.Name)
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	for _, d := range e.Details {
		b.WriteString(" [" + d.Issue)
		if d.Description != "" {
			b.WriteString(": " + d.Description)
		}
		b.WriteString("]")
	}
	if e.DebugID != "" {
		b.WriteString(" (debug_id " + e.DebugID + ")")
	}
	return b.String()
}

// Is lets callers write errors.Is(err, ErrUnprocessable) without unpacking the status.
func (e *APIError) Is(target error) bool {
	switch target {
	case ErrUnprocessable:
		return e.Status == 422
	case ErrNotFound:
		return e.Status == 404
	}
	return false
}

// HasIssue reports whether err is an APIError naming issue in its details (or as
// its name, which is where some endpoints put it).
func HasIssue(err error, issue string) bool {
	var apiErr *APIError
	if !errors.As(err, &apiErr) {
		return false
	}
	if apiErr.Name == issue {
		return true
	}
	for _, d := range apiErr.Details {
		if d.Issue == issue {
			return true
		}
	}
	return false
}

// IsUnavailable reports that PayPal could not be reached or failed on its
// side (network error, timeout, 5xx, 429): nothing changed, and trying later
// may work. A 4xx other than 429 is PayPal's answer and is not unavailable.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var apiErr *APIError
	if errors.As(err, &apiErr) {
		return apiErr.Status >= 500 || apiErr.Status == http.StatusTooManyRequests
	}
	var netErr net.Error
	return errors.As(err, &netErr) || errors.Is(err, context.DeadlineExceeded)
}

// parseAPIError reads both PayPal error shapes: the REST one
// {name, message, debug_id, details} and the OAuth one {error, error_description}.
func parseAPIError(status int, body []byte) *APIError {
	var wire struct {
		Name             string        `json:"name"`
		Message          string        `json:"message"`
		DebugID          string        `json:"debug_id"`
		Details          []ErrorDetail `json:"details"`
		Error            string        `json:"error"`
		ErrorDescription string        `json:"error_description"`
	}
	apiErr := &APIError{Status: status}
	if err := json.Unmarshal(body, &wire); err != nil {
		// Gateways in front of PayPal answer with HTML; keep a readable snippet.
		const snippet = 200
		text := strings.TrimSpace(string(body))
		if len(text) > snippet {
			text = text[:snippet]
		}
		apiErr.Message = text
		return apiErr
	}
	apiErr.Name, apiErr.Message, apiErr.DebugID, apiErr.Details = wire.Name, wire.Message, wire.DebugID, wire.Details
	if apiErr.Name == "" {
		apiErr.Name = wire.Error
	}
	if apiErr.Message == "" {
		apiErr.Message = wire.ErrorDescription
	}
	return apiErr
}
