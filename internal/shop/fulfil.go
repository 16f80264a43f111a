package shop

import (
	"fmt"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/notify"
	"foundation/internal/payments"
)

// Currency of every order.
const Currency = "EUR"

// Fulfil is the one way an order becomes paid, from every path (the buyer's
// capture, a capture read after ORDER_ALREADY_CAPTURED, the webhook). Inside
// one transaction it re-reads the order and, only if it is still unpaid and
// the capture pays exactly it, marks it paid and creates its message (same id
// as the order). Transactions on the app's database run one at a time, so of
// concurrent callers exactly one books it, and only that one sends the mails.
// Money for an order staff cancelled is booked but the order stays
// cancelled, flagged for staff to refund (bookPaidAfterCancel).
func Fulfil(app core.App, orderID string, p payments.Captured) error {
	var paid *Order
	paidAfterCancel := false
	err := app.RunInTransaction(func(tx core.App) error {
		order, err := FindOrder(tx, orderID)
		if err != nil {
			return err
		}
		if order.Paid() {
			return nil
		}
		if !p.Completed() || p.Amount != order.AmountTotal() || p.Currency != Currency {
			return fmt.Errorf("%w: %s %s %s for order %s of %s %s", payments.ErrMismatch, p.Status,
				p.Amount.Decimal(), p.Currency, order.Id, order.AmountTotal().Decimal(), Currency)
		}
		if order.Cancelled() {
			paidAfterCancel = order.bookPaidAfterCancel(p)
			return tx.Save(order)
		}
		order.markPaid(p)
		if err := tx.Save(order); err != nil {
			return err
		}
		if err := createMessage(tx, order); err != nil {
			return err
		}
		paid = order
		return nil
	})
	if paidAfterCancel {
		notify.ToStaff(app, notify.Mail{
			Subject: "Order " + orderID + ": " + PaidAfterCancel, Ref: OrdersCollection + "/" + orderID,
			Heading:    "An order was paid after it was cancelled",
			Paragraphs: []string{"PayPal capture " + p.CaptureID + " paid order " + orderID + " after staff had cancelled it.", "The order stays cancelled. Refund the payment from the order's page in the staff area."},
		})
	}
	if err != nil || paid == nil {
		return err
	}
	sendOrderMails(app, paid)
	return nil
}

// createMessage stores the staff's new-order notice under the order's id.
func createMessage(tx core.App, order *Order) error {
	collection, err := tx.FindCachedCollectionByNameOrId(MessagesCollection)
	if err != nil {
		return err
	}
	info := order.ClientInfo()
	title, test := "New order from "+info.Name, ""
	if order.Test() {
		title, test = "[TEST] "+title, " TEST MODE: no real payment was made."
	}
	msg := core.NewRecord(collection)
	msg.Set("id", order.Id)
	msg.Load(map[string]any{
		"title": title,
		"message": fmt.Sprintf("New order %s from %s (phone %s, %s): %s paid with PayPal. Ship to: %s.%s",
			order.Id, info.Name, info.Phone, info.Email, order.AmountTotal().French(), info.Address, test),
		"isRead":     false,
		"clientInfo": info,
	})
	return tx.Save(msg)
}

// noteOnOrder adds a fact to the order's payment trail (once) and, when
// change is set, applies it; it re-reads the order in a transaction so it
// never writes back a stale payment flag. It reports whether the note is new.
func noteOnOrder(app core.App, orderID, note string, change func(*Order)) (bool, error) {
	fresh := false
	err := app.RunInTransaction(func(tx core.App) error {
		order, err := FindOrder(tx, orderID)
		if err != nil {
			return err
		}
		fresh = order.addNote(note, time.Now())
		if change != nil {
			change(order)
		}
		return tx.Save(order)
	})
	return fresh, err
}
