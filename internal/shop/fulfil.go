package shop

import (
	"fmt"
	"strings"
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
// as the order) and its mails, in the outbox. Transactions on the app's
// database run one at a time, so of concurrent callers exactly one books it,
// and only that one queues the mails; a crash after the commit still sends
// them. Money for an order staff cancelled is booked but the order stays
// cancelled, flagged for staff to refund (bookPaidAfterCancel).
func Fulfil(app core.App, orderID string, p payments.Captured) error {
	return app.RunInTransaction(func(tx core.App) error {
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
			if order.bookPaidAfterCancel(p) {
				notify.ToStaff(tx, notify.Mail{
					Subject: "Commande " + orderID + " : payée après annulation : à rembourser", Ref: OrdersCollection + "/" + orderID, Kind: "order.paid-after-cancel",
					Heading: "Une commande a été payée après son annulation",
					Paragraphs: []string{"La capture PayPal " + p.CaptureID + " a payé la commande " + orderID + " après que l’équipe l’a annulée.",
						"La commande reste annulée. Remboursez le paiement depuis la page de la commande dans l’espace équipe."},
				})
			}
			return tx.Save(order)
		}
		order.markPaid(p)
		short, err := order.takeStock(tx)
		if err != nil {
			return err
		}
		if len(short) > 0 {
			flagOutOfStock(tx, order, short)
		}
		if err := tx.Save(order); err != nil {
			return err
		}
		if err := createMessage(tx, order); err != nil {
			return err
		}
		sendOrderMails(tx, order)
		return nil
	})
}

// flagOutOfStock flags a paid order whose units the stock no longer had
// (sold out between the order and its payment): the money is booked, and
// the staff decide (restock, or refund those lines).
func flagOutOfStock(tx core.App, order *Order, short []string) {
	missing := strings.Join(short, ", ")
	order.addNote("Paid while out of stock: "+missing+" missing from the stock.", time.Now())
	if order.flag(OutOfStockWhenPaid + ": " + missing + " missing. Restock or refund those lines.") {
		notify.ToStaff(tx, notify.Mail{
			Subject: "Commande " + order.Label() + " : payée en rupture de stock", Ref: OrdersCollection + "/" + order.Id, Kind: "order.out-of-stock",
			Heading: "Une commande a été payée en rupture de stock",
			Paragraphs: []string{"La commande " + order.Label() + " a été payée, mais le stock n’avait plus : " + missing + ".",
				"L’argent est encaissé. Réapprovisionnez le stock, ou remboursez ces lignes depuis la page de la commande dans l’espace équipe."},
		})
	}
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
	msg.Set(core.FieldNameId, order.Id)
	msg.Load(map[string]any{
		messageTitle: title,
		messageText: fmt.Sprintf("New order %s from %s (phone %s, %s): %s paid with PayPal. Ship to: %s.%s",
			order.Id, info.Name, info.Phone, info.Email, order.AmountTotal().French(), info.Address, test),
		MessageIsRead:     false,
		messageClientInfo: info,
	})
	return tx.Save(msg)
}

// noteOnOrder adds a fact to the order's payment trail (once) and, when
// change is set, applies it in that transaction (tx, for a mail that goes
// with the change); it re-reads the order in a transaction so it never
// writes back a stale payment flag. It reports whether the note is new.
func noteOnOrder(app core.App, orderID, note string, change func(tx core.App, o *Order)) (bool, error) {
	fresh := false
	err := app.RunInTransaction(func(tx core.App) error {
		order, err := FindOrder(tx, orderID)
		if err != nil {
			return err
		}
		fresh = order.addNote(note, time.Now())
		if change != nil {
			change(tx, order)
		}
		return tx.Save(order)
	})
	return fresh, err
}
