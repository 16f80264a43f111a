package content

import (
	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/records"
)

// ProductSearchName is a product's name as the shop's search compares it
// (records.Fold: lower case, no accents), kept by the server on every save so
// that "creme" finds "Crème" in a records filter, one page at a time.
const ProductSearchName = "searchName"

func keepSearchName(e *core.RecordEvent) error {
	e.Record.Set(ProductSearchName, records.Fold(ProductOf(e.Record).Name()))
	return e.Next()
}
