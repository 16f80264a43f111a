package shop

import (
	"database/sql"
	"errors"
	"maps"
	"slices"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/content"
	"foundation/internal/money"
)

// Stock is what is left of a product's options: size → units ("" for a
// product without sizes). An option it does not name is unlimited.
type Stock map[string]int

// Field names of stock: on products (ProductStock: the shop's own field
// there), and on orders what a paid order took.
const (
	ProductStock            = "stock"
	fieldStockTaken         = "stockTaken"
	fieldRefundedQuantities = "refundedQuantities"
)

// MaxStock is the most units one option may count.
const MaxStock = 100_000

// Left is how many units of option are left; ok is false when the option is
// unlimited.
func (s Stock) Left(option string) (left int, ok bool) {
	left, ok = s[option]
	return max(left, 0), ok
}

// ProductRecord is a record proxy of the products collection: the
// catalogue's product (content.Product) with what the shop role changes
// (price and stock) and what paid orders take from.
type ProductRecord struct {
	content.Product
}

func productOf(r *core.Record) *ProductRecord {
	p := &ProductRecord{}
	p.SetProxyRecord(r)
	return p
}

// FindProduct reads a product by id.
func FindProduct(app core.App, id string) (*ProductRecord, error) {
	r, err := app.FindRecordById(content.Products, id)
	if err != nil {
		return nil, err
	}
	return productOf(r), nil
}

func (p *ProductRecord) Price() money.Cents { return money.FromEuros(p.PriceEuros()) }

// Stock is what is left of each counted option.
func (p *ProductRecord) Stock() Stock { return stockOf(p.Record) }

func stockOf(r *core.Record) Stock {
	s := Stock{}
	_ = r.UnmarshalJSONField(ProductStock, &s)
	return s
}

// SoldOut reports whether nothing of the product is left: each of its
// options counted, at 0.
func SoldOut(r *core.Record) bool {
	p := productOf(r)
	stock := p.Stock()
	for _, o := range p.Options() {
		if left, counted := stock.Left(o); !counted || left > 0 {
			return false
		}
	}
	return true
}

// Options are the options stock is counted by: the sizes, or "" for a
// product without sizes.
func (p *ProductRecord) Options() []string {
	if sizes := p.Sizes(); len(sizes) > 0 {
		return sizes
	}
	return []string{""}
}

var (
	errPricePositive  = validation.NewError("validation_price_positive", "The price must be more than 0 €.")
	errPriceTooHigh   = validation.NewError("validation_price_too_high", "The price must be at most 10 000 €.")
	errStockRange     = validation.NewError("validation_stock_range", "A stock is a whole number from 0 to "+strconv.Itoa(MaxStock)+", or empty for unlimited.")
	errUnknownOption  = validation.NewError("validation_unknown_option", "This product has no such size.")
	errNothingChanged = validation.NewError("validation_required", "Give a new price or stock.")
)

// maxPrice is the highest price staff may set (10 000 €).
const maxPrice money.Cents = 1_000_000

// ChangeStock applies a shop volunteer's change: a new price (cents, nil to
// keep it) and new stock per option (a nil count makes the option
// unlimited); options not named keep theirs. Errors are keyed as the staff
// route's body (priceCents, stock.<option>).
func (p *ProductRecord) ChangeStock(price *money.Cents, stock map[string]*int) error {
	errs := validation.Errors{}
	if price == nil && len(stock) == 0 {
		errs["stock"] = errNothingChanged
	}
	switch {
	case price == nil:
	case *price <= 0:
		errs["priceCents"] = errPricePositive
	case *price > maxPrice:
		errs["priceCents"] = errPriceTooHigh
	}
	next := maps.Clone(p.Stock())
	options := p.Options()
	optionErrs := validation.Errors{}
	for option, count := range stock {
		switch {
		case !slices.Contains(options, option):
			optionErrs[option] = errUnknownOption
		case count == nil:
			delete(next, option)
		case *count < 0 || *count > MaxStock:
			optionErrs[option] = errStockRange
		default:
			next[option] = *count
		}
	}
	if len(optionErrs) > 0 {
		errs["stock"] = optionErrs
	}
	if err := errs.Filter(); err != nil {
		return err
	}
	if price != nil {
		p.Set(content.ProductPrice, price.Euros())
	}
	p.Set(ProductStock, next)
	return nil
}

// shortage is the field error of a line asking more than the left units
// of its option: the checkout shows it after the product's name. The size
// and the units left are its params, which the web app words in French.
func shortage(option string, left int) error {
	params := map[string]any{"size": option, "left": left}
	what := "this item"
	if option != "" {
		what = "size {{.size}}"
	}
	if left <= 0 {
		return validation.NewError("validation_out_of_stock", "Sorry, "+what+" is out of stock.").SetParams(params)
	}
	return validation.NewError("validation_not_enough_stock", "Sorry, only {{.left}} left in "+what+": lower the quantity.").SetParams(params)
}

// checkStock refuses the lines that ask more than the stock has left, keyed
// by line index then "quantity" (as PriceLines' errors): the same product
// and size over several lines (colours) counts together.
func checkStock(lines []LineInput, lookup func(id string) (Product, bool)) error {
	asked := map[string]int{}
	errs := validation.Errors{}
	for i, l := range lines {
		p, ok := lookup(l.ProductID)
		if !ok {
			continue
		}
		left, counted := p.Stock.Left(l.Size)
		if !counted {
			continue
		}
		key := stockKey(l.ProductID, l.Size)
		asked[key] += l.Quantity
		if asked[key] > left {
			errs[strconv.Itoa(i)] = validation.Errors{"quantity": shortage(l.Size, left-(asked[key]-l.Quantity))}
		}
	}
	return errs.Filter()
}

func stockKey(productID, option string) string { return productID + "|" + option }

// lineInputs are the order's lines as a cart sends them, to check again.
func (o *Order) lineInputs() []LineInput {
	lines := o.Lines()
	in := make([]LineInput, len(lines))
	for i, l := range lines {
		in[i] = LineInput{ProductID: l.ProductID, Size: l.Size, Color: l.Color, Quantity: l.Quantity}
	}
	return in
}

// lookupIn finds products in a catalogue read for the lines.
func lookupIn(catalogue map[string]Product) func(id string) (Product, bool) {
	return func(id string) (Product, bool) {
		p, ok := catalogue[id]
		return p, ok
	}
}

// stockTaken is what the paid order took, by "productId|size".
func (o *Order) stockTaken() map[string]int {
	taken := map[string]int{}
	_ = o.UnmarshalJSONField(fieldStockTaken, &taken)
	return taken
}

// RefundedQuantities are the units refunded of each line, by line index.
func (o *Order) RefundedQuantities() []int {
	var q []int
	_ = o.UnmarshalJSONField(fieldRefundedQuantities, &q)
	out := make([]int, len(o.Lines()))
	copy(out, q)
	return out
}

// takeStock takes the paid order's units from the stock, in the payment's
// transaction tx, and saves only the products whose stock moved (a save
// empties the pages' cache). Stock never goes below zero: what was not
// there is returned as short lines ("1 × Tee (M)") for staff to settle.
func (o *Order) takeStock(tx core.App) (short []string, err error) {
	taken := o.stockTaken()
	products := map[string]*ProductRecord{}
	moved := map[string]bool{}
	for _, l := range o.Lines() {
		p, ok := products[l.ProductID]
		if !ok {
			p, err = FindProduct(tx, l.ProductID)
			if errors.Is(err, sql.ErrNoRows) {
				continue // a product deleted since counts nothing
			}
			if err != nil {
				return nil, err
			}
			products[l.ProductID] = p
		}
		stock := p.Stock()
		left, counted := stock.Left(l.Size)
		if !counted {
			continue
		}
		take := min(left, l.Quantity)
		if take > 0 {
			stock[l.Size] = left - take
			p.Set(ProductStock, stock)
			moved[l.ProductID] = true
			taken[stockKey(l.ProductID, l.Size)] += take
		}
		if take < l.Quantity {
			short = append(short, lineText(l.Quantity-take, l))
		}
	}
	for id := range moved {
		if err := tx.Save(products[id]); err != nil {
			return nil, err
		}
	}
	o.Set(fieldStockTaken, taken)
	return short, nil
}

// returnStock gives back to the stock what the order took of the lines
// (index → units), in tx: never more than it took of a product and size.
func (o *Order) returnStock(tx core.App, units map[int]int) error {
	taken, lines := o.stockTaken(), o.Lines()
	for i, n := range units {
		l := lines[i]
		key := stockKey(l.ProductID, l.Size)
		back := min(n, taken[key])
		if back <= 0 {
			continue
		}
		taken[key] -= back
		p, err := FindProduct(tx, l.ProductID)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return err
		}
		stock := p.Stock()
		if left, counted := stock.Left(l.Size); counted {
			stock[l.Size] = min(left+back, MaxStock)
			p.Set(ProductStock, stock)
			if err := tx.Save(p); err != nil {
				return err
			}
		}
	}
	o.Set(fieldStockTaken, taken)
	return nil
}

// lineText names units of a line: "2 × Tee (M, Navy)".
func lineText(units int, l Line) string {
	options := strings.Join(nonEmpty(l.Size, l.Color), ", ")
	if options != "" {
		options = " (" + options + ")"
	}
	return strconv.Itoa(units) + " × " + l.Name + options
}

func nonEmpty(values ...string) []string {
	out := values[:0:0]
	for _, v := range values {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// OutOfStockWhenPaid is the payment problem of an order paid for units the
// stock no longer had.
const OutOfStockWhenPaid = "paid while out of stock"

// OutOfStockFlag is the order's "paid while out of stock: … missing" flag,
// "" when it has none.
func (o *Order) OutOfStockFlag() string {
	for line := range strings.Lines(o.PaymentIssue()) {
		if strings.HasPrefix(line, OutOfStockWhenPaid) {
			return strings.TrimSpace(line)
		}
	}
	return ""
}
