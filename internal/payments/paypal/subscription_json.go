package paypal

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"foundation/internal/money"
)

// subscriptionJSON is the documented subscription resource, as GET returns
// it and as BILLING.SUBSCRIPTION.* webhooks carry it.
type subscriptionJSON struct {
	ID         string `json:"id"`
	Status     string `json:"status"`
	PlanID     string `json:"plan_id"`
	CustomID   string `json:"custom_id"`
	Quantity   string `json:"quantity"`
	Subscriber struct {
		EmailAddress string `json:"email_address"`
	} `json:"subscriber"`
	BillingInfo struct {
		NextBillingTime     time.Time `json:"next_billing_time"`
		FailedPaymentsCount int       `json:"failed_payments_count"`
		LastPayment         struct {
			Amount *amountWire `json:"amount"`
			Time   time.Time   `json:"time"`
		} `json:"last_payment"`
		LastFailedPayment struct {
			ReasonCode string    `json:"reason_code"`
			Time       time.Time `json:"time"`
		} `json:"last_failed_payment"`
	} `json:"billing_info"`
	Plan struct {
		BillingCycles []struct {
			TenureType    string `json:"tenure_type"`
			PricingScheme struct {
				FixedPrice *amountWire `json:"fixed_price"`
			} `json:"pricing_scheme"`
		} `json:"billing_cycles"`
	} `json:"plan"`
}

// decodeSubscription reads a subscription resource: the one place where
// GetSubscription and webhook events turn PayPal's JSON into a Subscription.
func decodeSubscription(raw json.RawMessage) (*Subscription, error) {
	var s subscriptionJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	if s.ID == "" {
		return nil, errors.New("paypal: subscription without id")
	}
	bi := s.BillingInfo
	sub := &Subscription{
		ID: s.ID, Status: s.Status, PlanID: s.PlanID, CustomID: s.CustomID, SubscriberEmail: s.Subscriber.EmailAddress,
		NextBillingTime: bi.NextBillingTime, LastPaymentAt: bi.LastPayment.Time, FailedPaymentsCount: bi.FailedPaymentsCount,
		LastFailedAt: bi.LastFailedPayment.Time, LastFailedReason: bi.LastFailedPayment.ReasonCode,
	}
	if last := bi.LastPayment.Amount; last != nil {
		amount, err := money.ParseDecimal(last.Value)
		if err != nil {
			// Never hand back a guessed amount: a caller would compare it and book it.
			return nil, fmt.Errorf("paypal: last payment of subscription %s: %w", s.ID, err)
		}
		sub.LastPaymentAmount, sub.Amount, sub.Currency = amount, amount, last.CurrencyCode
	}
	price, currency, err := s.regularPrice()
	if err != nil {
		return nil, fmt.Errorf("paypal: plan price of subscription %s: %w", s.ID, err)
	}
	if currency != "" {
		sub.Amount, sub.Currency = price, currency
	}
	return sub, nil
}

// regularPrice is what each regular payment takes by the inline plan: its
// REGULAR billing cycle's fixed price times the quantity. It returns no
// currency when the resource carries no plan, or a quantity that is not a
// whole number (the product would not be exact in cents).
func (s subscriptionJSON) regularPrice() (money.Cents, string, error) {
	quantity := 1
	if s.Quantity != "" {
		q, err := strconv.Atoi(s.Quantity)
		if err != nil || q < 1 {
			return 0, "", nil
		}
		quantity = q
	}
	for _, cycle := range s.Plan.BillingCycles {
		price := cycle.PricingScheme.FixedPrice
		if cycle.TenureType != "REGULAR" || price == nil {
			continue
		}
		unit, err := money.ParseDecimal(price.Value)
		if err != nil {
			return 0, "", err
		}
		return unit * money.Cents(quantity), price.CurrencyCode, nil
	}
	return 0, "", nil
}
