package staff_test

import (
	"net/http"
	"strings"
	"testing"

	"foundation/internal/receipts/receiptstest"
	"foundation/internal/shop"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

// slipText is the text of the PDF a shop volunteer downloads, its spaces folded.
func (o *office) slipText(method, path string, body any) (string, testapp.Answer) {
	o.t.Helper()
	a := testapp.Call(o.t, o.base, o.tokens[staff.RoleShop], method, path, body)
	if a.Status != http.StatusOK {
		o.t.Fatalf("%s %s: %d %s", method, path, a.Status, a.Raw)
	}
	return strings.Join(strings.Fields(receiptstest.PDFText(o.t, a.Raw)), " "), a
}

func TestAPackingSlipNamesTheOrderItsAddresseeAndItsLinesWithoutPrices(t *testing.T) {
	o := newOffice(t)
	order, err := shop.FindOrder(o.app, o.paid)
	if err != nil {
		t.Fatal(err)
	}
	audits := o.audits()
	text, a := o.slipText(http.MethodGet, "/api/staff/orders/"+o.paid+"/slip.pdf", nil)
	if a.Header.Get("Content-Type") != "application/pdf" || a.Header.Get("Cache-Control") != "no-store" ||
		!strings.Contains(a.Header.Get("Content-Disposition"), "packing-slip-") {
		t.Errorf("headers %v", a.Header)
	}
	for _, want := range []string{"Amara Diallo Foundation", "Packing slip", "Order " + order.Label(), "Ordered on ",
		"Ship to", "Awa Ndiaye", "12 rue des Lilas, 75011 Paris", "Product Option Quantity", "Mug M · Navy 2", "Items 2"} {
		if !strings.Contains(text, want) {
			t.Errorf("the slip lacks %q:\n%s", want, text)
		}
	}
	for _, price := range []string{"€", "25,80", "28,38", "12,90", "25.8"} {
		if strings.Contains(text, price) {
			t.Errorf("the slip shows a price (%q):\n%s", price, text)
		}
	}
	if o.audits() != audits+1 {
		t.Errorf("audit rows %d, want %d", o.audits(), audits+1)
	}
	status, detail := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/"+o.paid, nil)
	if status != http.StatusOK || !strings.Contains(strings.Join(timelineWords(detail), "|"), "Packing slip printed") {
		t.Errorf("the timeline does not say the slip was printed: %v", detail["timeline"])
	}
}

func timelineWords(detail map[string]any) []string {
	var out []string
	entries, _ := detail["timeline"].([]any)
	for _, e := range entries {
		if m, ok := e.(map[string]any); ok {
			out = append(out, m["what"].(string))
		}
	}
	return out
}

func TestPackingSlipsOfASelectionAreOnePagePerOrderInTheOrderChosen(t *testing.T) {
	o := newOffice(t)
	receiptstest.Enable(t, o.app) // the foundation's details: its legal name and address head each slip
	paid, _ := shop.FindOrder(o.app, o.paid)
	unpaid, _ := shop.FindOrder(o.app, o.unpaid)
	text, _ := o.slipText(http.MethodPost, "/api/staff/orders/slips.pdf", map[string]any{"ids": []string{o.unpaid, o.paid, o.unpaid}})
	pages := strings.Count(text, "Packing slip")
	if pages != 2 {
		t.Errorf("%d slips, want 2:\n%s", pages, text)
	}
	first, second := strings.Index(text, "Order "+unpaid.Label()+" "), strings.Index(text, "Order "+paid.Label()+" ")
	if first < 0 || second < first {
		t.Errorf("the slips are not in the order chosen (%d, %d):\n%s", first, second, text)
	}
	if !strings.Contains(text, "Fondation Amara Diallo") || !strings.Contains(text, "18 rue du Stade 75015 Paris") {
		t.Errorf("the slips do not name the foundation as its settings do:\n%s", text)
	}

	for _, bad := range []any{map[string]any{}, map[string]any{"ids": []string{}}, map[string]any{"ids": []string{o.paid, "nosuchorder0000"}},
		map[string]any{"ids": make([]string, 101)}} {
		if status, body := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/slips.pdf", bad); status != http.StatusBadRequest || body["data"].(map[string]any)["ids"] == nil {
			t.Errorf("%v: %d %v, want a 400 naming ids", bad, status, body)
		}
	}
	if status, _ := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/nosuchorder0000/slip.pdf", nil); status != http.StatusNotFound {
		t.Errorf("an unknown order's slip: %d, want 404", status)
	}
}
