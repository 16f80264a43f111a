package paypal

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"foundation/internal/money"
)

// The headers PayPal signs a webhook delivery with.
const (
	HeaderAuthAlgo         = "PAYPAL-AUTH-ALGO"
	HeaderCertURL          = "PAYPAL-CERT-URL"
	HeaderTransmissionID   = "PAYPAL-TRANSMISSION-ID"
	HeaderTransmissionSig  = "PAYPAL-TRANSMISSION-SIG"
	HeaderTransmissionTime = "PAYPAL-TRANSMISSION-TIME"
)

// VerifyWebhookSignature asks PayPal whether a webhook delivery is genuine. Pass
// the request headers and the body exactly as received. It returns nil only for
// verification_status SUCCESS and an error wrapping ErrWebhookNotVerified for a
// failed or unsigned delivery (answer 400); any other error means PayPal could
// not be asked (answer 5xx so PayPal delivers again).
func (c *Client) VerifyWebhookSignature(ctx context.Context, h http.Header, body []byte) error {
	if c.cfg.WebhookID == "" {
		return errors.New("paypal: WebhookID is not configured")
	}
	fields := verifyWebhookFields{
		AuthAlgo:         h.Get(HeaderAuthAlgo),
		CertURL:          h.Get(HeaderCertURL),
		TransmissionID:   h.Get(HeaderTransmissionID),
		TransmissionSig:  h.Get(HeaderTransmissionSig),
		TransmissionTime: h.Get(HeaderTransmissionTime),
		WebhookID:        c.cfg.WebhookID,
	}
	// An unsigned call is not worth a round trip to PayPal.
	for _, name := range []string{HeaderAuthAlgo, HeaderCertURL, HeaderTransmissionID, HeaderTransmissionSig, HeaderTransmissionTime} {
		if h.Get(name) == "" {
			return fmt.Errorf("%w: missing %s header", ErrWebhookNotVerified, name)
		}
	}
	if !json.Valid(body) {
		return fmt.Errorf("%w: body is not JSON", ErrWebhookNotVerified)
	}
	payload, err := verifyWebhookPayload(fields, body)
	if err != nil {
		return err
	}
	var resp struct {
		VerificationStatus string `json:"verification_status"`
	}
	if err := c.do(ctx, http.MethodPost, "/v1/notifications/verify-webhook-signature", payload, "", &resp); err != nil {
		return err
	}
	if resp.VerificationStatus != "SUCCESS" {
		return fmt.Errorf("%w: verification_status %q", ErrWebhookNotVerified, resp.VerificationStatus)
	}
	return nil
}

type verifyWebhookFields struct {
	AuthAlgo         string `json:"auth_algo"`
	CertURL          string `json:"cert_url"`
	TransmissionID   string `json:"transmission_id"`
	TransmissionSig  string `json:"transmission_sig"`
	TransmissionTime string `json:"transmission_time"`
	WebhookID        string `json:"webhook_id"`
}

// verifyWebhookPayload splices the event in byte for byte. PayPal checks the
// signature against the event as we send it, and encoding/json would compact it
// and escape <, > and &, even inside a json.RawMessage, so it must not touch it.
func verifyWebhookPayload(fields verifyWebhookFields, event []byte) ([]byte, error) {
	head, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("paypal: encoding webhook verification: %w", err)
	}
	var buf bytes.Buffer
	buf.Write(head[:len(head)-1]) // drop the closing brace to append one more field
	buf.WriteString(`,"webhook_event":`)
	buf.Write(event)
	buf.WriteString("}")
	return buf.Bytes(), nil
}

// Event is a webhook delivery's envelope plus the resource fields the shop and
// donations act on. Fields a resource does not carry are empty. Only act on an
// event after VerifyWebhookSignature, and prefer re-reading the order or
// subscription over trusting the event's copy.
type Event struct {
	ID           string // WH-…; deliveries repeat, so use it to deduplicate
	EventType    string // e.g. PAYMENT.CAPTURE.COMPLETED
	ResourceType string // e.g. capture, refund, subscription, sale
	Resource     json.RawMessage

	ResourceID     string // the capture, refund, subscription or sale ID
	ResourceStatus string // status (v2 resources), or state for v1 sales, verbatim
	CustomID       string // custom_id, or custom for v1 sales
	// OrderID is supplementary_data.related_ids.order_id: the order a capture belongs to.
	OrderID string
	// BillingAgreementID is the subscription ID on PAYMENT.SALE.* events of a subscription payment.
	BillingAgreementID string
	// RefundedCaptureID is the capture a refund belongs to, from the refund's "up" link.
	RefundedCaptureID string
	// RefundedSaleID is the sale a v1 refund belongs to (sale_id, on
	// PAYMENT.SALE.REFUNDED and REVERSED: a subscription payment given back).
	RefundedSaleID string
	Amount         money.Cents // amount {value,currency_code} or, for sales, {total,currency}
	Currency       string      // empty when the resource carries no amount
	// Fee is PayPal's fee, when FeeKnown: a capture's
	// seller_receivable_breakdown.paypal_fee, a v1 sale's transaction_fee.
	Fee      money.Cents
	FeeKnown bool
	// Subscription is the resource when it is a subscription (resource_type
	// "subscription", BILLING.SUBSCRIPTION.* events), decoded as GetSubscription
	// does. On BILLING.SUBSCRIPTION.PAYMENT.FAILED its LastFailed* fields say why.
	Subscription *Subscription
}

// ParseEvent decodes a webhook body. It does not verify it.
func ParseEvent(body []byte) (*Event, error) {
	var envelope struct {
		ID           string          `json:"id"`
		EventType    string          `json:"event_type"`
		ResourceType string          `json:"resource_type"`
		Resource     json.RawMessage `json:"resource"`
	}
	if err := json.Unmarshal(body, &envelope); err != nil {
		return nil, fmt.Errorf("paypal: decoding webhook event: %w", err)
	}
	if envelope.ID == "" || envelope.EventType == "" {
		return nil, errors.New("paypal: webhook event without id or event_type")
	}
	ev := &Event{ID: envelope.ID, EventType: envelope.EventType, ResourceType: envelope.ResourceType, Resource: envelope.Resource}
	if len(envelope.Resource) == 0 {
		return ev, nil
	}
	var res eventResource
	if err := json.Unmarshal(envelope.Resource, &res); err != nil {
		return nil, fmt.Errorf("paypal: decoding resource of webhook event %s: %w", ev.ID, err)
	}
	if ev.ResourceType == "subscription" || strings.HasPrefix(ev.EventType, "BILLING.SUBSCRIPTION.") {
		sub, err := decodeSubscription(envelope.Resource)
		if err != nil {
			return nil, fmt.Errorf("paypal: subscription of webhook event %s: %w", ev.ID, err)
		}
		ev.Subscription = sub
	}
	ev.ResourceID = res.ID
	ev.ResourceStatus = firstNonEmpty(res.Status, res.State)
	ev.CustomID = firstNonEmpty(res.CustomID, res.Custom)
	ev.OrderID = res.SupplementaryData.RelatedIDs.OrderID
	ev.BillingAgreementID = res.BillingAgreementID
	ev.RefundedSaleID = res.SaleID
	if envelope.ResourceType == "refund" {
		for _, link := range res.Links {
			if link.Rel == "up" {
				ev.RefundedCaptureID = lastPathSegment(link.Href)
			}
		}
	}
	value := firstNonEmpty(res.Amount.Value, res.Amount.Total)
	currency := firstNonEmpty(res.Amount.CurrencyCode, res.Amount.Currency)
	if value != "" || currency != "" {
		amount, err := money.ParseDecimal(value)
		if err != nil {
			return nil, fmt.Errorf("paypal: amount of webhook event %s: %w", ev.ID, err)
		}
		ev.Amount, ev.Currency = amount, currency
	}
	if fee := firstNonEmpty(res.Breakdown.Fee.Value, res.TransactionFee.Value); fee != "" {
		if amount, err := money.ParseDecimal(fee); err == nil {
			ev.Fee, ev.FeeKnown = amount, true
		}
	}
	return ev, nil
}

type eventResource struct {
	ID                 string `json:"id"`
	Status             string `json:"status"`
	State              string `json:"state"`
	CustomID           string `json:"custom_id"`
	Custom             string `json:"custom"`
	BillingAgreementID string `json:"billing_agreement_id"`
	SaleID             string `json:"sale_id"`
	Breakdown          struct {
		Fee struct {
			Value string `json:"value"`
		} `json:"paypal_fee"`
	} `json:"seller_receivable_breakdown"`
	TransactionFee struct {
		Value string `json:"value"`
	} `json:"transaction_fee"`
	SupplementaryData struct {
		RelatedIDs struct {
			OrderID string `json:"order_id"`
		} `json:"related_ids"`
	} `json:"supplementary_data"`
	// Both money shapes: v2 {value, currency_code} and v1 sales {total, currency}.
	Amount struct {
		Value        string `json:"value"`
		CurrencyCode string `json:"currency_code"`
		Total        string `json:"total"`
		Currency     string `json:"currency"`
	} `json:"amount"`
	Links []struct {
		Href string `json:"href"`
		Rel  string `json:"rel"`
	} `json:"links"`
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func lastPathSegment(href string) string {
	return href[strings.LastIndexByte(href, '/')+1:]
}
