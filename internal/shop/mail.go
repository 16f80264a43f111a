package shop

import (
	"slices"
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/notify"
)

// sendOrderMails tells the staff (in French, notify.ToStaff) and the
// customer that the order is paid.
// Fulfil calls it once, in the payment's transaction: the mails are queued
// with it, sent by notify's worker, and the order stays paid either way.
func sendOrderMails(tx core.App, order *Order) {
	info, lines := order.ClientInfo(), order.Lines()

	items := make([]notify.Row, 0, len(lines))
	for _, l := range lines {
		item := strconv.Itoa(l.Quantity) + " × " + l.Name + " (" + l.Size
		if l.Color != "" {
			item += ", " + l.Color
		}
		items = append(items, notify.Row{Label: item + ")", Value: money.FromEuros(l.LineTotal).French()})
	}
	// totals are the order's sums under the items, labelled by the caller.
	totals := func(subtotal, shipping, paid string) []notify.Row {
		return []notify.Row{{Label: subtotal, Value: order.Subtotal().French()}, {Label: shipping, Value: order.Shipping().French()},
			{Label: paid, Value: order.AmountTotal().French()}}
	}
	rows := slices.Concat(items, totals("Subtotal", "Shipping fee", "Total paid"))
	orderRow := notify.Row{Label: "Order", Value: order.Label()}
	addressRow := notify.Row{Label: "Delivery address", Value: info.Address}
	ref := OrdersCollection + "/" + order.Id
	test := order.Test()

	notify.ToStaff(tx, notify.Mail{ // in French, the staff's language
		Subject:    "Nouvelle commande payée " + order.Label(),
		Ref:        ref,
		Kind:       "order.paid.staff",
		Test:       test,
		Heading:    "Nouvelle commande payée",
		Paragraphs: []string{"Une commande a été payée avec PayPal. Elle est dans l’espace équipe, Commandes."},
		Rows: slices.Concat(items, totals("Sous-total", "Livraison", "Total payé"), []notify.Row{
			{Label: "Commande", Value: order.Label()}, {Label: "Nom", Value: info.Name}, {Label: "Téléphone", Value: info.Phone},
			{Label: "E-mail", Value: info.Email}, {Label: "Adresse de livraison", Value: info.Address},
		}),
	})
	notify.Send(tx, notify.Mail{
		To:         info.Email,
		Subject:    "Your order " + order.Label() + " with the " + notify.Foundation,
		Ref:        ref,
		Kind:       "order.paid",
		Test:       test,
		Heading:    "Thank you for your order!",
		Paragraphs: []string{"Hello " + info.Name + ", we have received your payment. Your order ships for free within 2-3 days."},
		Rows:       slices.Concat(rows, []notify.Row{orderRow, addressRow}),
		Closing:    []string{"With our thanks,\nThe " + notify.Foundation},
	})
}

// MailShipped tells the customer their order left, with the carrier and
// tracking number when staff gave them.
func MailShipped(app core.App, order *Order) {
	info := order.ClientInfo()
	rows := []notify.Row{{Label: "Order", Value: order.Label()}, {Label: "Delivery address", Value: info.Address}}
	if order.Carrier() != "" {
		rows = append(rows, notify.Row{Label: "Carrier", Value: order.Carrier()})
	}
	if order.TrackingNumber() != "" {
		rows = append(rows, notify.Row{Label: "Tracking number", Value: order.TrackingNumber()})
	}
	notify.Send(app, notify.Mail{
		To:         info.Email,
		Subject:    "Your order " + order.Label() + " is on its way",
		Ref:        OrdersCollection + "/" + order.Id,
		Kind:       "order.shipped",
		Test:       order.Test(),
		Heading:    "Your order is on its way",
		Paragraphs: []string{"Hello " + info.Name + ", your order has left us and should reach you within 2-3 days."},
		Rows:       rows,
		Closing:    []string{"With our thanks,\nThe " + notify.Foundation},
	})
}

// MailRefunded tells the customer a refund is on its way to their PayPal account.
// The reason staff gave is told too.
func MailRefunded(app core.App, order *Order, amount money.Cents, reason string) {
	info := order.ClientInfo()
	notify.Send(app, notify.Mail{
		To:         info.Email,
		Subject:    "Refund of your order " + order.Label(),
		Ref:        OrdersCollection + "/" + order.Id,
		Kind:       "order.refunded",
		Test:       order.Test(),
		Heading:    "Your refund is on its way",
		Paragraphs: []string{"Hello " + info.Name + ", we have refunded " + amount.French() + " of your order to your PayPal account. It may take a few days to appear."},
		Rows:       []notify.Row{{Label: "Order", Value: order.Label()}, {Label: "Refunded", Value: amount.French()}, {Label: "Reason", Value: reason}},
		Closing:    []string{"With our thanks,\nThe " + notify.Foundation},
	})
}
