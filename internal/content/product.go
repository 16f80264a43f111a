package content

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// Products is the shop's catalogue, and these its fields as editors write
// them (ProductSearchName is kept by the server; the shop adds the stock:
// shop.ProductRecord).
const (
	Products = "products"

	ProductName        = "name"
	ProductDescription = "description"
	ProductPrice       = "price" // in euros
	ProductCategory    = "category"
	ProductGalleries   = "galleries"
	ProductSizes       = "sizes"
	ProductColors      = "colors"
)

// Product is a record proxy of the products collection.
type Product struct {
	records.Stamped
}

// ProductOf reads r, a products record, as a product.
func ProductOf(r *core.Record) *Product {
	p := &Product{}
	p.SetProxyRecord(r)
	return p
}

func (p *Product) Name() string        { return p.GetString(ProductName) }
func (p *Product) Description() string { return p.GetString(ProductDescription) }
func (p *Product) Category() string    { return p.GetString(ProductCategory) }

// PriceEuros is the price as stored, in euros.
func (p *Product) PriceEuros() float64 { return p.GetFloat(ProductPrice) }

// Galleries are the file names of the product's pictures, the first one its cover.
func (p *Product) Galleries() []string { return p.GetStringSlice(ProductGalleries) }

// Sizes and Colors are the product's choices as the dashboard stores them
// (none when malformed).
func (p *Product) Sizes() []string  { return p.jsonList(ProductSizes) }
func (p *Product) Colors() []string { return p.jsonList(ProductColors) }

func (p *Product) jsonList(field string) []string {
	var list []string
	_ = p.UnmarshalJSONField(field, &list)
	return list
}
