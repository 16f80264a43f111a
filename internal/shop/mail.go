package shop

import (
	"slices"
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/notify"
)

// sendOrderMails tells the staff and the customer that the order is paid.
// Fulfil calls it once, in the payment's transaction: the mails are queued
// with it, sent by notify's worker, and the order stays paid either way.
func sendOrderMails(tx core.App, order *Order) {
	info, lines := order.ClientInfo(), order.Lines()

	rows := make([]notify.Row, 0, len(lines)+3)
	for _, l := range lines {
		item := strconv.Itoa(l.Quantity) + " × " + l.Name + " (" + l.Size
		if l.Color != "" {
			item += ", " + l.Color
		}
		rows = append(rows, notify.Row{Label: item + ")", Value: money.FromEuros(l.LineTotal).French()})
	}
	rows = append(rows,
		notify.Row{Label: "Subtotal", Value: order.Subtotal().French()},
		notify.Row{Label: "Shipping fee", Value: order.Shipping().French()},
		notify.Row{Label: "Total paid", Value: order.AmountTotal().French()},
	)
	orderRow := notify.Row{Label: "Order", Value: order.Label()}
	addressRow := notify.Row{Label: "Delivery address", Value: info.Address}
	ref := OrdersCollection + "/" + order.Id
	test := order.Test()

	notify.ToStaff(tx, notify.Mail{
		Subject:    "New paid order " + order.Label(),
		Ref:        ref,
		Kind:       "order.paid.staff",
		Test:       test,
		Heading:    "New paid order",
		Paragraphs: []string{"An order has been paid with PayPal. It is in the staff area, Orders."},
		Rows: slices.Concat(rows, []notify.Row{
			orderRow, {Label: "Name", Value: info.Name}, {Label: "Phone", Value: info.Phone},
			{Label: "Email", Value: info.Email}, addressRow,
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
