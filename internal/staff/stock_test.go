package staff_test

import (
	"net/http"
	"testing"

	"foundation/internal/staff"
)

// The shop role changes a product's price and stock through its own route,
// audited with the product before and after; what cannot be read or is out
// of range is a 400 naming the field, and nothing changes.
func TestTheShopRoleChangesPriceAndStockAudited(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/products/" + o.product
	for _, bad := range []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{}, "stock"},
		{map[string]any{"priceCents": 12.5}, "priceCents"},
		{map[string]any{"priceCents": 0}, "priceCents"},
		{map[string]any{"priceCents": 100_000_001}, "priceCents"},
		{map[string]any{"stock": map[string]any{"XL": 3}}, "stock"},
		{map[string]any{"stock": map[string]any{"M": -1}}, "stock"},
		{map[string]any{"stock": map[string]any{"M": "many"}}, "stock"},
		{map[string]any{"stock": map[string]any{"M": 1.5}}, "stock"},
	} {
		status, body := o.call(staff.RoleShop, http.MethodPatch, path, bad.body)
		if data, _ := body["data"].(map[string]any); status != http.StatusBadRequest || data[bad.field] == nil {
			t.Errorf("%v: %d %v, want 400 naming %s", bad.body, status, body, bad.field)
		}
	}
	if o.audits() != 0 || o.record("products", o.product).GetString("stock") != `{"M":5}` {
		t.Fatal("refused changes changed something")
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPatch, "/api/staff/products/nosuchproduct00", map[string]any{"priceCents": 100}); status != http.StatusNotFound {
		t.Errorf("unknown product: %d, want 404", status)
	}

	// S counted from now on (0 left), M made unlimited, the price 22,50 €.
	status, body := o.call(staff.RoleShop, http.MethodPatch, path, map[string]any{"priceCents": 2250, "stock": map[string]any{"S": 0, "M": nil}})
	if status != http.StatusOK || body["price"] != 22.5 {
		t.Fatalf("change: %d %v", status, body)
	}
	p := o.record("products", o.product)
	if p.GetFloat("price") != 22.5 || p.GetString("stock") != `{"S":0}` {
		t.Errorf("product after the change: price %v stock %s", p.GetFloat("price"), p.GetString("stock"))
	}
	rows, err := o.app.FindRecordsByFilter(staff.AuditCollection, "action = 'product.stock'", "", 0, 0)
	if err != nil || len(rows) != 1 {
		t.Fatalf("audit rows: %v %v", rows, err)
	}
	var before, after struct {
		Price float64        `json:"price"`
		Stock map[string]int `json:"stock"`
	}
	_ = rows[0].UnmarshalJSONField("before", &before)
	_ = rows[0].UnmarshalJSONField("after", &after)
	if before.Price != 20 || before.Stock["M"] != 5 || after.Price != 22.5 || after.Stock["S"] != 0 || len(after.Stock) != 1 {
		t.Errorf("audit before %+v after %+v", before, after)
	}
}

// An editor saving a product through the records API cannot write its
// stock: only the stock route changes it (a stale form must not undo what
// paid orders took). Other fields save as before.
func TestTheRecordsApiLeavesTheStockAlone(t *testing.T) {
	o := newOffice(t)
	path := "/api/collections/products/records/" + o.product
	if status, body := o.call(staff.RoleEditor, http.MethodPatch, path, map[string]any{"stock": map[string]int{"M": 50}}); status != http.StatusBadRequest {
		t.Errorf("editor writing the stock: %d %v, want 400", status, body)
	}
	if status, body := o.call(staff.RoleEditor, http.MethodPatch, path, map[string]any{"name": "Team Tee", "stock": map[string]int{"M": 5}}); status != http.StatusOK {
		t.Errorf("editor saving with the stock unchanged: %d %v", status, body)
	}
	if status, body := o.call(staff.RoleEditor, http.MethodPost, "/api/collections/products/records",
		map[string]any{"name": "Cap", "price": 9, "category": "Accessories", "stock": map[string]int{"": 3}}); status != http.StatusBadRequest {
		t.Errorf("editor creating with a stock: %d %v, want 400", status, body)
	}
	if p := o.record("products", o.product); p.GetString("stock") != `{"M":5}` || p.GetString("name") != "Team Tee" {
		t.Errorf("product: %v", p.PublicExport())
	}
}

// Cancelling an order needs a reason: kept on the order, audited, shown
// on its page.
func TestCancellingAnOrderNeedsAReason(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/orders/" + o.unpaid + "/cancel"
	for _, bad := range []map[string]any{{}, {"reason": "   "}} {
		status, body := o.call(staff.RoleShop, http.MethodPost, path, bad)
		if data, _ := body["data"].(map[string]any); status != http.StatusBadRequest || data["reason"] == nil {
			t.Errorf("cancel %v: %d %v, want 400 naming the reason", bad, status, body)
		}
	}
	if o.record("orders", o.unpaid).GetString("status") != "pending" || o.audits() != 0 {
		t.Fatal("a refused cancel changed the order")
	}
	status, body := o.call(staff.RoleShop, http.MethodPost, path, map[string]any{"reason": "Customer asked by phone"})
	if status != http.StatusOK || body["status"] != "cancelled" || body["cancelReason"] != "Customer asked by phone" {
		t.Fatalf("cancel: %d %v", status, body)
	}
	rows, _ := o.app.FindRecordsByFilter(staff.AuditCollection, "action = 'order.cancel'", "", 0, 0)
	if len(rows) != 1 || rows[0].GetString("recordId") != o.unpaid {
		t.Fatalf("audit rows: %v", rows)
	}
	var after struct {
		CancelReason string `json:"cancelReason"`
	}
	_ = rows[0].UnmarshalJSONField("after", &after)
	if after.CancelReason != "Customer asked by phone" {
		t.Errorf("audit after: %+v", after)
	}
}
