// Package shop turns a visitor's cart into a server-priced order and takes it
// to a verified PayPal payment: pure pricing and validation rules, the order
// routes, the capture, the one idempotent fulfilment and the PayPal webhook
// handler that reaches the same fulfilment.
package shop

import (
	"slices"
	"strconv"

	validation "github.com/pocketbase/ozzo-validation/v4"

	"foundation/internal/money"
)

// Limits of one order.
const (
	MinQuantity = 1
	MaxQuantity = 99
	MaxLines    = 50
	// MaxUnits caps the units of one order, whatever its lines: the per-line
	// cap must not stack into thousands of units over repeated lines.
	MaxUnits = 200
	// ShippingPercent is the spec's shipping fee (stored as "tax"): 10% of the subtotal.
	ShippingPercent = 10
)

// LineInput is one cart line as the browser sends it. Anything else it sends
// (a price, a total) is not even read.
type LineInput struct {
	ProductID string `json:"productId"`
	Size      string `json:"size"`
	Color     string `json:"color"`
	Quantity  int    `json:"quantity"`
}

// Product is what pricing needs from the catalogue.
type Product struct {
	ID     string
	Name   string
	Price  money.Cents
	Sizes  []string
	Colors []string
	Stock  Stock
}

// Line is a priced order line, stored in orders.items (euros, as the spec's collections keep them).
type Line struct {
	ProductID string  `json:"productId"`
	Name      string  `json:"name"`
	Size      string  `json:"size"`
	Color     string  `json:"color"`
	Quantity  int     `json:"quantity"`
	UnitPrice float64 `json:"unitPrice"`
	LineTotal float64 `json:"lineTotal"`
}

// Totals are an order's amounts in cents.
type Totals struct {
	Subtotal money.Cents // orders.total
	Shipping money.Cents // orders.tax
	Total    money.Cents // orders.amountTotal
}

// ComputeTotals applies the spec's rule: shipping is 10% of the subtotal,
// rounded to the cent, and the total is their sum.
func ComputeTotals(subtotal money.Cents) Totals {
	shipping := subtotal.PercentRounded(ShippingPercent)
	return Totals{Subtotal: subtotal, Shipping: shipping, Total: subtotal + shipping}
}

// PriceLines prices every line from the catalogue (lookup returns false for an
// unknown product). Errors are keyed by line index, then field, so the API
// answers data.items.0.size.
func PriceLines(in []LineInput, lookup func(id string) (Product, bool)) ([]Line, Totals, error) {
	switch {
	case len(in) == 0:
		return nil, Totals{}, validation.NewError("validation_empty_cart", "Your cart is empty.")
	case len(in) > MaxLines:
		return nil, Totals{}, validation.NewError("validation_too_many_lines",
			"An order holds at most "+strconv.Itoa(MaxLines)+" different items.")
	}
	lines := make([]Line, 0, len(in))
	var subtotal money.Cents
	units := 0
	lineErrors := validation.Errors{}
	seen := map[LineInput]int{} // a line (quantity aside) → its index in lines
	for i, item := range in {
		errs := validation.Errors{}
		if item.Quantity < MinQuantity || item.Quantity > MaxQuantity {
			errs["quantity"] = validation.NewError("validation_quantity_range",
				"The quantity must be between "+strconv.Itoa(MinQuantity)+" and "+strconv.Itoa(MaxQuantity)+".")
		}
		product, found := Product{}, false
		if item.ProductID == "" {
			errs["productId"] = validation.NewError("validation_required", "Cannot be blank.")
		} else if product, found = lookup(item.ProductID); !found {
			errs["productId"] = validation.NewError("validation_unknown_product", "This product is no longer available.")
		}
		if found {
			if !offers(product.Sizes, item.Size) {
				errs["size"] = validation.NewError("validation_unknown_size", "This size is not offered for {{.product}}.").SetParams(map[string]any{"product": product.Name})
			}
			if !offers(product.Colors, item.Color) {
				errs["color"] = validation.NewError("validation_unknown_color", "This colour is not offered for {{.product}}.").SetParams(map[string]any{"product": product.Name})
			}
		}
		if len(errs) > 0 {
			lineErrors[strconv.Itoa(i)] = errs
			continue
		}
		units += item.Quantity
		subtotal += product.Price * money.Cents(item.Quantity)
		key := LineInput{ProductID: item.ProductID, Size: item.Size, Color: item.Color}
		if at, repeated := seen[key]; repeated {
			// The same product, size and colour twice is one line of both quantities.
			merged := &lines[at]
			merged.Quantity += item.Quantity
			merged.LineTotal = (product.Price * money.Cents(merged.Quantity)).Euros()
			if merged.Quantity > MaxQuantity {
				lineErrors[strconv.Itoa(i)] = validation.Errors{"quantity": validation.NewError("validation_quantity_range",
					"At most "+strconv.Itoa(MaxQuantity)+" of the same item per order.")}
			}
			continue
		}
		seen[key] = len(lines)
		lines = append(lines, Line{
			ProductID: product.ID, Name: product.Name, Size: item.Size, Color: item.Color, Quantity: item.Quantity,
			UnitPrice: product.Price.Euros(), LineTotal: (product.Price * money.Cents(item.Quantity)).Euros(),
		})
	}
	if len(lineErrors) > 0 {
		return nil, Totals{}, lineErrors
	}
	if units > MaxUnits {
		return nil, Totals{}, validation.NewError("validation_too_many_units",
			"An order holds at most "+strconv.Itoa(MaxUnits)+" items in total.")
	}
	return lines, ComputeTotals(subtotal), nil
}

// offers reports whether choice is one of options; a product without options
// takes only the empty choice.
func offers(options []string, choice string) bool {
	if len(options) == 0 {
		return choice == ""
	}
	return slices.Contains(options, choice)
}
