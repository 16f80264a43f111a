package shop

import (
	"database/sql"
	"errors"
	"net/http"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/jsonbody"
	"foundation/internal/payments"
)

// OrderInput is the body of POST /api/orders.
type OrderInput struct {
	Items      []LineInput `json:"items"`
	ClientInfo ClientInfo  `json:"clientInfo"`
}

// MaxOrderBody is far above a full cart of MaxLines lines and the client fields.
const MaxOrderBody = 64 << 10

// PlaceOrder prices the cart from the database and stores a pending order,
// marked test while the TEST MODE gateway takes gateways' payments. Units
// other buyers hold while they pay are not offered (hold.go).
func PlaceOrder(gateways *payments.Service) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error { return createOrder(e, gateways) }
}

func createOrder(e *core.RequestEvent, gateways *payments.Service) error {
	var in OrderInput
	if err := jsonbody.Decode(e, &in, "The order could not be read."); err != nil {
		return err
	}
	in.ClientInfo = in.ClientInfo.Normalized()

	errs := validation.Errors{}
	if err := in.ClientInfo.Validate(); err != nil {
		errs["clientInfo"] = err
	}
	catalogue, err := available(e.App, in.Items, "", gateways.Now())
	if err != nil {
		return e.InternalServerError("", err)
	}
	lookup := lookupIn(catalogue)
	lines, totals, err := PriceLines(in.Items, lookup)
	if err == nil {
		err = checkStock(in.Items, lookup)
	}
	if err != nil {
		errs["items"] = err
	}
	if len(errs) > 0 {
		return apis.NewBadRequestError("Please check your cart and your details.", errs)
	}

	collection, err := e.App.FindCachedCollectionByNameOrId(OrdersCollection)
	if err != nil {
		return e.InternalServerError("", err)
	}
	order := NewOrder(collection, lines, totals, in.ClientInfo, gateways.Test())
	if err := e.App.Save(order); err != nil {
		return e.InternalServerError("The order could not be saved.", err)
	}
	if err := order.readNumber(e.App); err != nil {
		return e.InternalServerError("", err)
	}
	return e.JSON(http.StatusCreated, createdView(order))
}

// loadCatalogue reads the products the lines name, in one query.
func loadCatalogue(app core.App, lines []LineInput) (map[string]Product, error) {
	ids := make([]string, 0, len(lines))
	for _, l := range lines {
		if l.ProductID != "" {
			ids = append(ids, l.ProductID)
		}
	}
	out := make(map[string]Product, len(ids))
	if len(ids) == 0 || len(lines) > MaxLines {
		return out, nil
	}
	records, err := app.FindRecordsByIds(content.Products, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range records {
		record := productOf(r)
		// A malformed list in the dashboard offers nothing rather than anything.
		out[r.Id] = Product{ID: r.Id, Name: record.Name(), Price: record.Price(), Sizes: record.Sizes(), Colors: record.Colors(),
			Stock: record.Stock()}
	}
	return out, nil
}

// OrderView is all GET /api/orders/{id} tells: what the payment page shows.
// The order id is the capability, so nothing more: what is being paid for
// (the lines, the subtotal and shipping), never the address.
type OrderView struct {
	ID          string     `json:"id"`
	Number      int        `json:"number"`
	ClientInfo  Contact    `json:"clientInfo"`
	Lines       []PaidLine `json:"lines"`
	Subtotal    float64    `json:"subtotal"`
	Shipping    float64    `json:"shipping"`
	AmountTotal float64    `json:"amountTotal"`
	Payment     bool       `json:"payment"`
	Status      string     `json:"status" tstype:"OrderStatus"`
}

// PaidLine is a line as the payment page lists it: what the buyer chose and
// what it costs, without the catalogue's ids.
type PaidLine struct {
	Name      string  `json:"name"`
	Size      string  `json:"size"`
	Color     string  `json:"color"`
	Quantity  int     `json:"quantity"`
	LineTotal float64 `json:"lineTotal"`
}

// Contact is the part of ClientInfo the payment page shows: the buyer
// checks it is their order by the name, the email and the end of the phone
// number, never the whole number (anyone with the link reads the page).
type Contact struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	PhoneEnd string `json:"phoneEnd"`
}

// phoneEnd is the last two digits of a phone number.
func phoneEnd(phone string) string {
	digits := strings.Map(func(r rune) rune {
		if r < '0' || r > '9' {
			return -1
		}
		return r
	}, phone)
	return digits[max(len(digits)-2, 0):]
}

func viewOf(order *Order) OrderView {
	info := order.ClientInfo()
	return OrderView{
		ID:          order.Id,
		Number:      order.Number(),
		ClientInfo:  Contact{Name: info.Name, Email: info.Email, PhoneEnd: phoneEnd(info.Phone)},
		Lines:       paidLines(order.Lines()),
		Subtotal:    order.Subtotal().Euros(),
		Shipping:    order.Shipping().Euros(),
		AmountTotal: order.AmountTotal().Euros(),
		Payment:     order.Paid(),
		Status:      order.Status(),
	}
}

func paidLines(lines []Line) []PaidLine {
	out := make([]PaidLine, len(lines))
	for i, l := range lines {
		out[i] = PaidLine{Name: l.Name, Size: l.Size, Color: l.Color, Quantity: l.Quantity, LineTotal: l.LineTotal}
	}
	return out
}

// CreatedOrder is what POST /api/orders answers: the stored order as the
// checkout page reads it.
type CreatedOrder struct {
	ID          string     `json:"id"`
	Number      int        `json:"number"`
	Items       []Line     `json:"items"`
	Total       float64    `json:"total"`
	Tax         float64    `json:"tax"`
	AmountTotal float64    `json:"amountTotal"`
	ClientInfo  ClientInfo `json:"clientInfo"`
	Status      string     `json:"status" tstype:"OrderStatus"`
	Payment     bool       `json:"payment"`
}

func createdView(o *Order) CreatedOrder {
	return CreatedOrder{
		ID: o.Id, Number: o.Number(), Items: o.Lines(), Total: o.Subtotal().Euros(), Tax: o.Shipping().Euros(), AmountTotal: o.AmountTotal().Euros(),
		ClientInfo: o.ClientInfo(), Status: o.Status(), Payment: o.Paid(),
	}
}

// ShowOrder is what the payment page shows of the {id} order.
func ShowOrder(e *core.RequestEvent) error {
	order, err := findOrder(e)
	if err != nil {
		return err
	}
	e.Response.Header().Set("Cache-Control", "no-store")
	return e.JSON(http.StatusOK, viewOf(order))
}

// findOrder reads the {id} order or returns the API's 404.
func findOrder(e *core.RequestEvent) (*Order, error) {
	order, err := FindOrder(e.App, e.Request.PathValue("id"))
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, e.NotFoundError("Document not found", nil)
		}
		return nil, e.InternalServerError("", err)
	}
	return order, nil
}
