package shop

import (
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/money"
	"foundation/internal/payments/paypal"
)

// Currency of every order.
const Currency = "EUR"

// Payment is a capture the server verified with PayPal (its own capture call,
// a read of the order, or a verified webhook), ready to be booked.
type Payment struct {
	PayPalOrderID string
	CaptureID     string
	Amount        money.Cents
	Currency      string
}

// ErrPaymentMismatch means PayPal's answer does not pay this order exactly:
// a different order, amount or currency, or a capture not completed. It is
// never booked.
var ErrPaymentMismatch = errors.New("shop: the PayPal payment does not match the order")

// VerifyCapture checks a capture against the order it should pay: the PayPal
// order we created for it (paypalOrderID), its id in custom_id, status
// COMPLETED, and exactly its amount in EUR.
func VerifyCapture(orderID, paypalOrderID string, amount money.Cents, c *paypal.Capture) (Payment, error) {
	switch {
	case c == nil:
		return Payment{}, fmt.Errorf("%w: no capture", ErrPaymentMismatch)
	case c.OrderID != paypalOrderID:
		return Payment{}, fmt.Errorf("%w: PayPal order %q, want %q", ErrPaymentMismatch, c.OrderID, paypalOrderID)
	case c.CustomID != "" && c.CustomID != orderID:
		return Payment{}, fmt.Errorf("%w: custom_id %q, want %q", ErrPaymentMismatch, c.CustomID, orderID)
	case c.CaptureID == "" || c.CaptureStatus != "COMPLETED":
		return Payment{}, fmt.Errorf("%w: capture %q has status %q", ErrPaymentMismatch, c.CaptureID, c.CaptureStatus)
	case c.Currency != Currency:
		return Payment{}, fmt.Errorf("%w: currency %q, want %s", ErrPaymentMismatch, c.Currency, Currency)
	case c.Amount != amount:
		return Payment{}, fmt.Errorf("%w: captured %s, order is %s", ErrPaymentMismatch, c.Amount.Decimal(), amount.Decimal())
	}
	return Payment{PayPalOrderID: c.OrderID, CaptureID: c.CaptureID, Amount: c.Amount, Currency: c.Currency}, nil
}

// Fulfil is the one way an order becomes paid, from every path (the browser's
// capture, ORDER_ALREADY_CAPTURED, the webhook). Inside one transaction it
// re-reads the order and, only if it is still unpaid, marks it paid and creates
// its message (same id as the order). Transactions on the app's database run
// one at a time, so concurrent callers see each other's commit: exactly one of
// them reports fresh=true, and only that one sends the mails.
func Fulfil(app core.App, orderID string, p Payment) (fresh bool, err error) {
	var paid *core.Record
	err = app.RunInTransaction(func(tx core.App) error {
		order, err := tx.FindRecordById(OrdersCollection, orderID)
		if err != nil {
			return err
		}
		if order.GetBool("payment") {
			return nil
		}
		if got := money.FromEuros(order.GetFloat("amountTotal")); got != p.Amount || p.Currency != Currency {
			return fmt.Errorf("%w: paid %s %s, order is %s %s", ErrPaymentMismatch, p.Amount.Decimal(), p.Currency, got.Decimal(), Currency)
		}
		order.Set("payment", true)
		order.Set("status", StatusPaid)
		order.Set("paidAt", types.NowDateTime())
		order.Set("paypalOrderId", p.PayPalOrderID)
		order.Set("paypalCaptureId", p.CaptureID)
		if err := tx.Save(order); err != nil {
			return err
		}
		if err := createMessage(tx, order); err != nil {
			return err
		}
		paid = order
		return nil
	})
	if err != nil || paid == nil {
		return false, err
	}
	sendOrderMails(app, paid)
	return true, nil
}

// createMessage stores the staff's new-order notice under the order's id.
func createMessage(tx core.App, order *core.Record) error {
	collection, err := tx.FindCachedCollectionByNameOrId(MessagesCollection)
	if err != nil {
		return err
	}
	var info ClientInfo
	_ = order.UnmarshalJSONField("clientInfo", &info)
	amount := money.FromEuros(order.GetFloat("amountTotal"))
	msg := core.NewRecord(collection)
	msg.Set("id", order.Id)
	msg.Load(map[string]any{
		"title": "New order from " + info.Name,
		"message": fmt.Sprintf("New order %s from %s (phone %s, %s): %s € paid with PayPal. Ship to: %s.",
			order.Id, info.Name, info.Phone, info.Email, amount.Decimal(), info.Address),
		"isRead":     false,
		"clientInfo": info,
	})
	return tx.Save(msg)
}
