package shop

import (
	"bytes"
	"html/template"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/money"
	"foundation/internal/notify"
)

var orderMail = template.Must(template.New("order").Parse(`<div style="font-family:system-ui,sans-serif;color:#0f172a;max-width:36rem">
<h1 style="color:#0369a1;font-size:1.25rem">{{.Heading}}</h1>
<p>{{.Intro}}</p>
<table style="border-collapse:collapse;width:100%">
{{range .Lines}}<tr><td style="padding:.35rem 0">{{.Quantity}} × {{.Name}} ({{.Size}}{{if .Color}}, {{.Color}}{{end}})</td><td style="text-align:right">{{printf "%.2f" .LineTotal}} €</td></tr>
{{end}}<tr><td style="padding-top:.5rem">Subtotal</td><td style="text-align:right;padding-top:.5rem">{{.Subtotal}} €</td></tr>
<tr><td>Shipping fee</td><td style="text-align:right">{{.Shipping}} €</td></tr>
<tr><td><strong>Total paid</strong></td><td style="text-align:right"><strong>{{.Total}} €</strong></td></tr>
</table>
<p>Order {{.OrderID}} · {{.Client.Name}} · {{.Client.Phone}} · {{.Client.Email}}<br>Delivery address: {{.Client.Address}}</p>
</div>`))

type orderMailData struct {
	Heading, Intro, OrderID   string
	Subtotal, Shipping, Total string
	Client                    ClientInfo
	Lines                     []Line
}

// sendOrderMails tells the staff and the customer that the order is paid.
// Mail never gates: notify logs a failure and the order stays paid.
func sendOrderMails(app core.App, order *core.Record) {
	var info ClientInfo
	_ = order.UnmarshalJSONField("clientInfo", &info)
	var lines []Line
	_ = order.UnmarshalJSONField("items", &lines)
	data := orderMailData{
		OrderID:  order.Id,
		Subtotal: money.FromEuros(order.GetFloat("total")).Decimal(),
		Shipping: money.FromEuros(order.GetFloat("tax")).Decimal(),
		Total:    money.FromEuros(order.GetFloat("amountTotal")).Decimal(),
		Client:   info,
		Lines:    lines,
	}

	staff := data
	staff.Heading = "New paid order"
	staff.Intro = info.Name + " has paid an order with PayPal. Its message is in the dashboard (messages)."
	notify.ToStaff(app, notify.Mail{Subject: "New paid order from " + info.Name, HTML: render(app, staff)})

	customer := data
	customer.Heading = "Thank you for your order!"
	customer.Intro = "Hello " + info.Name + ", we have received your payment. Your order ships for free within 2-3 days."
	notify.Send(app, notify.Mail{To: info.Email, Subject: "Your order with the Amara Diallo Foundation", HTML: render(app, customer)})
}

func render(app core.App, data orderMailData) string {
	var b bytes.Buffer
	if err := orderMail.Execute(&b, data); err != nil {
		app.Logger().Error("shop: order mail template failed", "order", data.OrderID, "error", err)
	}
	return b.String()
}
