// Package paypaltest is an in-memory PayPal REST API for tests: OAuth, orders,
// subscriptions and webhook verification, answering in PayPal's documented
// shapes, with knobs to inject the failures a payment flow must survive.
//
// Set the knob fields before the request they should affect, not while one is
// in flight.
package paypaltest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// Subscription seeds GetSubscription answers; it is the client's own type so
// tests can compare what they seeded with what the client read.
type Subscription = paypal.Subscription

// Request is one call the server received, for assertions on method, path,
// headers (e.g. PayPal-Request-Id) and body.
type Request struct {
	Method string
	Path   string
	Query  url.Values
	Header http.Header
	Body   []byte
}

// Server is the fake; URL is its base URL (Config() builds a client config for it).
type Server struct {
	URL string

	ClientID, ClientSecret string // the token endpoint accepts only these
	WebhookID              string // verification fails for another webhook_id
	ValidSignature         string // verification succeeds only for this PAYPAL-TRANSMISSION-SIG

	// AutoApprove lets capture succeed without Approve, as if the payer always approves.
	AutoApprove bool
	// CaptureAmountOverride, when non-zero, is captured instead of the order's
	// amount, to test that callers refuse a capture that does not match.
	CaptureAmountOverride money.Cents
	// CaptureStatus, when set, is the status of the next captures instead of
	// COMPLETED: PENDING (an eCheck, a review) or DECLINED.
	CaptureStatus string
	// TransactionsPageSize, when non-zero, splits transaction lists into pages
	// of that many, linked by "next" as PayPal does.
	TransactionsPageSize int
	// Delay holds every response back, to test timeouts; a cancelled request
	// stops waiting.
	Delay time.Duration

	t   testing.TB
	mux *http.ServeMux

	mu                      sync.Mutex
	lastID                  int
	tokens                  map[string]bool
	orders                  map[string]*order
	orderByRequestID        map[string]string     // PayPal-Request-Id → order ID; empty IDs are never stored
	captureByRequest        map[captureKey][]byte // the first reply, replayed verbatim as PayPal does
	refundByRequest         map[refundKey][]byte
	refunded                map[string]money.Cents // capture id → refunded so far
	subscriptions           map[string]Subscription
	subscriptionByRequestID map[string]string         // PayPal-Request-Id → subscription created
	overridden              map[string]bool           // subscriptions created with a plan override
	products                map[string]bool           // catalogue product ids
	plans                   map[string]map[string]any // billing plans as created
	transactions            map[string][]paypal.Transaction
	pendingFailure          *apiError
	requests                []Request
}

type order struct {
	id, status                      string
	amount                          money.Cents
	currency, referenceID, customID string
	description                     string
	captures                        []capture
}

type capture struct {
	id     string
	amount money.Cents
	status string
}

type captureKey struct{ orderID, requestID string }

const tokenPath = "/v1/oauth2/token"

// NewServer starts a fake PayPal that is closed when the test ends.
func NewServer(t testing.TB) *Server {
	t.Helper()
	s := &Server{
		ClientID:                "fake-client-id",
		ClientSecret:            "fake-client-secret",
		WebhookID:               "FAKE-WEBHOOK-ID",
		ValidSignature:          "fake-valid-transmission-signature",
		t:                       t,
		mux:                     http.NewServeMux(),
		tokens:                  map[string]bool{},
		orders:                  map[string]*order{},
		orderByRequestID:        map[string]string{},
		captureByRequest:        map[captureKey][]byte{},
		refundByRequest:         map[refundKey][]byte{},
		refunded:                map[string]money.Cents{},
		subscriptions:           map[string]Subscription{},
		subscriptionByRequestID: map[string]string{},
		overridden:              map[string]bool{},
		products:                map[string]bool{},
		plans:                   map[string]map[string]any{},
		transactions:            map[string][]paypal.Transaction{},
	}
	s.mux.HandleFunc("POST "+tokenPath, s.issueToken)
	s.mux.HandleFunc("POST /v2/checkout/orders", s.createOrder)
	s.mux.HandleFunc("GET /v2/checkout/orders/{id}", s.getOrder)
	s.mux.HandleFunc("POST /v2/checkout/orders/{id}/capture", s.captureOrder)
	s.mux.HandleFunc("POST /v2/payments/captures/{id}/refund", s.refundCapture)
	s.mux.HandleFunc("POST /v1/billing/subscriptions", s.createSubscription)
	s.mux.HandleFunc("GET /v1/billing/subscriptions/{id}", s.getSubscription)
	s.mux.HandleFunc("POST /v1/catalogs/products", s.createProduct)
	s.mux.HandleFunc("POST /v1/billing/plans", s.createPlan)
	s.mux.HandleFunc("GET /v1/billing/plans/{id}", s.getPlan)
	s.mux.HandleFunc("POST /v1/billing/subscriptions/{id}/cancel", s.cancelSubscription)
	s.mux.HandleFunc("POST /v1/billing/subscriptions/{id}/suspend", s.moveSubscription("ACTIVE", "SUSPENDED"))
	s.mux.HandleFunc("POST /v1/billing/subscriptions/{id}/activate", s.moveSubscription("SUSPENDED", "ACTIVE"))
	s.mux.HandleFunc("GET /v1/billing/subscriptions/{id}/transactions", s.listTransactions)
	s.mux.HandleFunc("POST /v1/notifications/verify-webhook-signature", s.verifyWebhookSignature)
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	s.URL = srv.URL
	return s
}

// Config is a client configuration that talks to this server.
func (s *Server) Config() paypal.Config {
	return paypal.Config{ClientID: s.ClientID, ClientSecret: s.ClientSecret, BaseURL: s.URL, WebhookID: s.WebhookID}
}

// Approve plays the payer approving the order in the PayPal window.
func (s *Server) Approve(orderID string) {
	s.t.Helper()
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[orderID]
	if !ok {
		s.t.Errorf("paypaltest: Approve of unknown order %q", orderID)
		return
	}
	if o.status == "CREATED" {
		o.status = "APPROVED"
	}
}

// CaptureCount is how many captures the order really got; replays do not count.
func (s *Server) CaptureCount(orderID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o, ok := s.orders[orderID]; ok {
		return len(o.captures)
	}
	return 0
}

// AddSubscription makes GetSubscription find sub.
func (s *Server) AddSubscription(sub Subscription) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.subscriptions[sub.ID] = sub
}

// RevokeTokens invalidates every issued access token, so the next API call gets
// a 401 as when PayPal expires a token early.
func (s *Server) RevokeTokens() {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.tokens)
}

// FailNext makes the next authenticated API call (not the token request) fail
// with status. For 400 and 422 PayPal names the class (INVALID_REQUEST,
// UNPROCESSABLE_ENTITY) and puts the reason in details, so there name becomes
// the detail issue, e.g. FailNext(422, "INSTRUMENT_DECLINED"); for other
// statuses it is the error name, e.g. FailNext(500, "INTERNAL_SERVER_ERROR").
func (s *Server) FailNext(status int, name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch status {
	case http.StatusBadRequest:
		s.pendingFailure = newAPIError(status, "INVALID_REQUEST", name)
	case http.StatusUnprocessableEntity:
		s.pendingFailure = newAPIError(status, "UNPROCESSABLE_ENTITY", name)
	default:
		s.pendingFailure = newAPIError(status, name, "")
	}
}

// Requests returns every call received so far, token requests included.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// SignedHeaders are the headers of a webhook delivery that verifies.
func (s *Server) SignedHeaders() http.Header {
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set(paypal.HeaderAuthAlgo, "SHA256withRSA")
	h.Set(paypal.HeaderCertURL, "https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77")
	h.Set(paypal.HeaderTransmissionID, "69cd13f0-d67a-11e5-baa3-778b53f4ae55")
	h.Set(paypal.HeaderTransmissionSig, s.ValidSignature)
	h.Set(paypal.HeaderTransmissionTime, "2016-02-18T20:01:35Z")
	return h
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	s.record(r, body)
	if s.Delay > 0 {
		timer := time.NewTimer(s.Delay)
		defer timer.Stop()
		select {
		case <-timer.C:
		case <-r.Context().Done():
			return
		}
	}
	if r.URL.Path != tokenPath {
		if !s.authorized(r) {
			writeJSON(w, http.StatusUnauthorized, map[string]string{
				"error": "invalid_token", "error_description": "Token signature verification failed",
			})
			return
		}
		if failure := s.takeFailure(); failure != nil {
			writeJSON(w, failure.status, failure.body)
			return
		}
	}
	s.mux.ServeHTTP(w, r)
}

func (s *Server) record(r *http.Request, body []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.requests = append(s.requests, Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.Query(), Header: r.Header.Clone(), Body: body})
}

func (s *Server) authorized(r *http.Request) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return ok && s.tokens[token]
}

func (s *Server) takeFailure() *apiError {
	s.mu.Lock()
	defer s.mu.Unlock()
	failure := s.pendingFailure
	s.pendingFailure = nil
	return failure
}

// newID makes IDs unique within the server; callers hold s.mu.
func (s *Server) newID(prefix string) string {
	s.lastID++
	return fmt.Sprintf("%s%012d", prefix, s.lastID)
}

func (s *Server) issueToken(w http.ResponseWriter, r *http.Request) {
	id, secret, ok := r.BasicAuth()
	if !ok || id != s.ClientID || secret != s.ClientSecret {
		writeJSON(w, http.StatusUnauthorized, map[string]string{
			"error": "invalid_client", "error_description": "Client Authentication failed",
		})
		return
	}
	if r.PostFormValue("grant_type") != "client_credentials" {
		writeJSON(w, http.StatusBadRequest, map[string]string{
			"error": "unsupported_grant_type", "error_description": "Grant Type is NULL",
		})
		return
	}
	s.mu.Lock()
	token := s.newID("A21AAFAKE")
	s.tokens[token] = true
	s.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{
		"scope":        "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/subscriptions",
		"access_token": token,
		"token_type":   "Bearer",
		"app_id":       "APP-80W284485P519543T",
		"expires_in":   32400,
		"nonce":        "2020-04-03T15:35:36ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg",
	})
}

func (s *Server) verifyWebhookSignature(w http.ResponseWriter, r *http.Request) {
	var req struct {
		AuthAlgo         string          `json:"auth_algo"`
		CertURL          string          `json:"cert_url"`
		TransmissionID   string          `json:"transmission_id"`
		TransmissionSig  string          `json:"transmission_sig"`
		TransmissionTime string          `json:"transmission_time"`
		WebhookID        string          `json:"webhook_id"`
		WebhookEvent     json.RawMessage `json:"webhook_event"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "INVALID_REQUEST", "MALFORMED_REQUEST_JSON"))
		return
	}
	if req.AuthAlgo == "" || req.CertURL == "" || req.TransmissionID == "" || req.TransmissionSig == "" ||
		req.TransmissionTime == "" || req.WebhookID == "" || len(req.WebhookEvent) == 0 {
		writeAPIError(w, newAPIError(http.StatusBadRequest, "VALIDATION_ERROR", "MISSING_REQUIRED_PARAMETER"))
		return
	}
	status := "FAILURE"
	if req.TransmissionSig == s.ValidSignature && req.WebhookID == s.WebhookID {
		status = "SUCCESS"
	}
	writeJSON(w, http.StatusOK, map[string]string{"verification_status": status})
}

// apiError is PayPal's REST error body with the status it comes with.
type apiError struct {
	status int
	body   map[string]any
}

func newAPIError(status int, name, issue string) *apiError {
	body := map[string]any{
		"name":     name,
		"message":  http.StatusText(status),
		"debug_id": fmt.Sprintf("fake%08x", status),
	}
	if issue != "" {
		body["details"] = []map[string]string{{"issue": issue, "description": issueDescriptions[issue]}}
	}
	return &apiError{status: status, body: body}
}

var issueDescriptions = map[string]string{
	paypal.IssueOrderAlreadyCaptured: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
	paypal.IssueOrderNotApproved:     "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
	paypal.IssueInstrumentDeclined:   "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
}

func writeAPIError(w http.ResponseWriter, e *apiError) {
	writeJSON(w, e.status, e.body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeBody(w, status, body)
}

func writeBody(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Paypal-Debug-Id", "fakedebugid")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
