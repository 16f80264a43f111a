// Package paypal is a small typed client for the parts of PayPal's REST API the
// shop and donations need: orders (create, capture, read), subscriptions (read)
// and webhook verification. The browser only approves; deciding that something
// is paid happens on the server through this client.
package paypal

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Config holds the REST app credentials and where to reach PayPal.
type Config struct {
	ClientID, ClientSecret string
	BaseURL                string       // e.g. https://api-m.sandbox.paypal.com
	WebhookID              string       // the webhook's ID in the PayPal app, for verify-webhook-signature
	HTTPClient             *http.Client // nil → a client with a 15 s timeout
}

// Configured reports whether PayPal can be used at all, so callers can hide the
// PayPal button instead of failing at checkout.
func (c Config) Configured() bool {
	return c.ClientID != "" && c.ClientSecret != ""
}

// Client is safe for concurrent use; it shares one OAuth token between callers.
type Client struct {
	cfg        Config
	httpClient *http.Client

	// tokenLock is a mutex a waiting caller can abandon when its context ends,
	// so a slow token fetch by someone else never hangs a request.
	tokenLock  chan struct{}
	token      string
	tokenUntil time.Time
}

const defaultTimeout = 15 * time.Second

// maxResponseBytes bounds what we read from PayPal; real responses are a few KB.
const maxResponseBytes = 1 << 20

// New makes a client; it does no I/O until the first call, so an unconfigured
// client only fails when used.
func New(cfg Config) *Client {
	httpClient := cfg.HTTPClient
	if httpClient == nil {
		httpClient = &http.Client{Timeout: defaultTimeout}
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	return &Client{cfg: cfg, httpClient: httpClient, tokenLock: make(chan struct{}, 1)}
}

func (c *Client) ready() error {
	if !c.cfg.Configured() {
		return errors.New("paypal: client id and secret are not configured")
	}
	if c.cfg.BaseURL == "" {
		return errors.New("paypal: BaseURL is not configured")
	}
	return nil
}

// do sends an authenticated JSON API call and decodes a 2xx body into out.
// A 401 is retried once with a fresh token because PayPal may revoke or expire a
// cached token before its announced lifetime; the retry is safe because a 401
// means the call was not processed.
func (c *Client) do(ctx context.Context, method, path string, body []byte, requestID string, out any) error {
	if err := c.ready(); err != nil {
		return err
	}
	for attempt := 1; ; attempt++ {
		token, err := c.accessToken(ctx)
		if err != nil {
			return err
		}
		status, respBody, err := c.send(ctx, method, path, body, token, requestID)
		if err != nil {
			return err
		}
		if status == http.StatusUnauthorized && attempt == 1 {
			if err := c.dropToken(ctx, token); err != nil {
				return err
			}
			continue
		}
		if status < 200 || status > 299 {
			return parseAPIError(status, respBody)
		}
		if out == nil {
			return nil
		}
		if err := json.Unmarshal(respBody, out); err != nil {
			return fmt.Errorf("paypal: decoding %s %s response: %w", method, path, err)
		}
		return nil
	}
}

func (c *Client) send(ctx context.Context, method, path string, body []byte, token, requestID string) (int, []byte, error) {
	var reader io.Reader
	if body != nil {
		reader = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.cfg.BaseURL+path, reader)
	if err != nil {
		return 0, nil, fmt.Errorf("paypal: %w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	// Without it PayPal answers order calls minimally and leaves out custom_id and
	// reference_id, which callers need to match a capture to their record.
	req.Header.Set("Prefer", "return=representation")
	if requestID != "" {
		req.Header.Set("PayPal-Request-Id", requestID)
	}
	return c.roundTrip(req)
}

func (c *Client) roundTrip(req *http.Request) (int, []byte, error) {
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return 0, nil, fmt.Errorf("paypal: %s %s: %w", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
	if err != nil {
		return 0, nil, fmt.Errorf("paypal: reading %s %s response: %w", req.Method, req.URL.Path, err)
	}
	return resp.StatusCode, body, nil
}

func (c *Client) lockToken(ctx context.Context) error {
	select {
	case c.tokenLock <- struct{}{}:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("paypal: waiting for access token: %w", ctx.Err())
	}
}

func (c *Client) unlockToken() { <-c.tokenLock }

// accessToken returns the cached token or fetches one; holding the lock during
// the fetch makes concurrent callers share a single token request.
func (c *Client) accessToken(ctx context.Context) (string, error) {
	if err := c.lockToken(ctx); err != nil {
		return "", err
	}
	defer c.unlockToken()
	if c.token != "" && time.Now().Before(c.tokenUntil) {
		return c.token, nil
	}
	token, lifetime, err := c.fetchToken(ctx)
	if err != nil {
		return "", err
	}
	// Renew a little early so a token never expires between our check and PayPal's.
	c.token, c.tokenUntil = token, time.Now().Add(lifetime-min(lifetime/2, time.Minute))
	return token, nil
}

// dropToken forgets a rejected token unless another caller already replaced it.
func (c *Client) dropToken(ctx context.Context, rejected string) error {
	if err := c.lockToken(ctx); err != nil {
		return err
	}
	defer c.unlockToken()
	if c.token == rejected {
		c.token = ""
	}
	return nil
}

func (c *Client) fetchToken(ctx context.Context) (string, time.Duration, error) {
	form := url.Values{"grant_type": {"client_credentials"}}.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.cfg.BaseURL+"/v1/oauth2/token", strings.NewReader(form))
	if err != nil {
		return "", 0, fmt.Errorf("paypal: %w", err)
	}
	req.SetBasicAuth(c.cfg.ClientID, c.cfg.ClientSecret)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	status, body, err := c.roundTrip(req)
	if err != nil {
		return "", 0, err
	}
	if status != http.StatusOK {
		return "", 0, parseAPIError(status, body)
	}
	var tok struct {
		AccessToken string `json:"access_token"`
		ExpiresIn   int64  `json:"expires_in"`
	}
	if err := json.Unmarshal(body, &tok); err != nil {
		return "", 0, fmt.Errorf("paypal: decoding token response: %w", err)
	}
	if tok.AccessToken == "" || tok.ExpiresIn <= 0 {
		return "", 0, errors.New("paypal: token response without access_token or expires_in")
	}
	return tok.AccessToken, time.Duration(tok.ExpiresIn) * time.Second, nil
}

// resourcePath builds an API path with an ID that may come from the browser,
// escaped so it cannot address a different endpoint.
func resourcePath(prefix, id, suffix string) (string, error) {
	if id == "" {
		return "", errors.New("paypal: empty resource id")
	}
	return prefix + "/" + url.PathEscape(id) + suffix, nil
}
