package staff

import (
	"encoding/json"
	"net/http"
	"reflect"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/jsonbody"
	"foundation/internal/money"
	"foundation/internal/shop"
)

// ActionProductStock is the audit action of a change of a product's price
// or stock by the shop role.
const ActionProductStock = "product.stock"

// ChangeProductStock applies {priceCents?, stock?: {size: units | null}} to
// the {id} product (null: unlimited), audited with the record before and
// after; a field that cannot be read is a 400 naming it.
func ChangeProductStock(e *core.RequestEvent) error {
	var body struct {
		PriceCents json.RawMessage            `json:"priceCents"`
		Stock      map[string]json.RawMessage `json:"stock"`
	}
	if err := jsonbody.Decode(e, &body, "The request could not be read."); err != nil {
		return err
	}
	errs := validation.Errors{}
	var price *money.Cents
	if len(body.PriceCents) > 0 && string(body.PriceCents) != "null" {
		price = new(money.Cents)
		if json.Unmarshal(body.PriceCents, price) != nil {
			errs["priceCents"] = validation.NewError("validation_amount_not_integer", "The price must be a whole number of cents.")
		}
	}
	stock := map[string]*int{}
	stockErrs := validation.Errors{}
	for option, raw := range body.Stock {
		var count *int
		if json.Unmarshal(raw, &count) != nil {
			stockErrs[option] = validation.NewError("validation_stock_not_integer", "A stock is a whole number, or empty for unlimited.")
		}
		stock[option] = count
	}
	if len(stockErrs) > 0 {
		errs["stock"] = stockErrs
	}
	if len(errs) > 0 {
		return apis.NewBadRequestError("Check the price and the stock.", errs)
	}
	p, err := change(e, ActionProductStock, "Check the price and the stock.", shop.FindProduct, func(p *shop.ProductRecord) error {
		return p.ChangeStock(price, stock)
	})
	if err != nil {
		return err
	}
	// The product as the records API shows it (price in euros): the staff app reads it as the shop does.
	return e.JSON(http.StatusOK, p.PublicExport())
}

// keepStock refuses a change of a product's stock through the records API
// by staff: stock changes only through PATCH /api/staff/products/{id}, so
// an editor saving a product never writes back a stock that paid orders
// have taken from since. Superusers (the dashboard) may.
func keepStock(app core.App) {
	guard := func(e *core.RecordRequestEvent) error {
		if e.Auth == nil || e.Auth.Collection().Name != Collection {
			return e.Next()
		}
		var before any
		if orig := e.Record.Original(); orig != nil && !e.Record.IsNew() {
			before = orig.Get(shop.ProductStock)
		}
		if after := e.Record.Get(shop.ProductStock); !sameStock(before, after) {
			return apis.NewBadRequestError("The stock is changed from the Stock screen.", validation.Errors{
				shop.ProductStock: validation.NewError("validation_stock_elsewhere", "The stock is changed from the Stock screen (shop role)."),
			})
		}
		return e.Next()
	}
	app.OnRecordCreateRequest(content.Products).BindFunc(guard)
	app.OnRecordUpdateRequest(content.Products).BindFunc(guard)
}

// sameStock compares two stock values as JSON: empty, null and {} are alike.
func sameStock(a, b any) bool {
	read := func(v any) map[string]int {
		out := map[string]int{}
		raw, _ := json.Marshal(v)
		_ = json.Unmarshal(raw, &out)
		return out
	}
	x, y := read(a), read(b)
	return (len(x) == 0 && len(y) == 0) || reflect.DeepEqual(x, y)
}
