package shop

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"

	"foundation/internal/money"
)

func TestComputeTotals(t *testing.T) {
	cases := []struct {
		subtotal, shipping, total money.Cents
	}{
		{0, 0, 0},
		{1, 0, 1}, // 0.1 cent rounds down
		{5, 1, 6}, // 0.5 cent rounds half away from zero
		{1290, 129, 1419},
		{1295, 130, 1425}, // 129.5 → 130
		{750, 75, 825},
		{2399, 240, 2639}, // 239.9 → 240
		{9999900, 999990, 10999890},
	}
	for _, c := range cases {
		got := ComputeTotals(c.subtotal)
		if got != (Totals{Subtotal: c.subtotal, Shipping: c.shipping, Total: c.total}) {
			t.Errorf("ComputeTotals(%d) = %+v, want shipping %d total %d", c.subtotal, got, c.shipping, c.total)
		}
	}
}

var catalogue = map[string]Product{
	"mug": {ID: "mug", Name: "Mug", Price: 1290, Sizes: []string{"350 ml", "450 ml"}, Colors: []string{"White", "Navy"}},
	"pen": {ID: "pen", Name: "Pen", Price: 750, Sizes: []string{"Set of 3"}, Colors: []string{"Blue"}},
	"tag": {ID: "tag", Name: "Tag", Price: 199}, // no sizes, no colours
}

func lookup(id string) (Product, bool) { p, ok := catalogue[id]; return p, ok }

func TestPriceLinesPricesFromTheCatalogue(t *testing.T) {
	lines, totals, err := PriceLines([]LineInput{
		{ProductID: "mug", Size: "450 ml", Color: "Navy", Quantity: 2},
		{ProductID: "pen", Size: "Set of 3", Color: "Blue", Quantity: 1},
		{ProductID: "tag", Quantity: 99},
	}, lookup)
	if err != nil {
		t.Fatal(err)
	}
	// 2 × 12.90 + 7.50 + 99 × 1.99 = 25.80 + 7.50 + 197.01 = 230.31; shipping 23.031 → 23.03
	if totals != (Totals{Subtotal: 23031, Shipping: 2303, Total: 25334}) {
		t.Fatalf("totals = %+v", totals)
	}
	if len(lines) != 3 || lines[0].UnitPrice != 12.90 || lines[0].LineTotal != 25.80 || lines[2].LineTotal != 197.01 || lines[0].Name != "Mug" {
		t.Fatalf("lines = %+v", lines)
	}
}

func TestPriceLinesRefusesWhatTheCatalogueDoesNotOffer(t *testing.T) {
	good := LineInput{ProductID: "mug", Size: "350 ml", Color: "White", Quantity: 1}
	with := func(f func(*LineInput)) []LineInput { l := good; f(&l); return []LineInput{good, l} }
	cases := []struct {
		name string
		in   []LineInput
		want string // JSON of the error, as the API nests it
	}{
		{"empty cart", nil, `"Your cart is empty."`},
		{"too many lines", make([]LineInput, MaxLines+1), `"An order holds at most 50 different items."`},
		{"unknown product", with(func(l *LineInput) { l.ProductID = "nope" }), `{"1":{"productId":"This product is no longer available."}}`},
		{"no product", with(func(l *LineInput) { l.ProductID = "" }), `{"1":{"productId":"Cannot be blank."}}`},
		{"size not offered", with(func(l *LineInput) { l.Size = "XXL" }), `{"1":{"size":"This size is not offered for Mug."}}`},
		{"colour not offered", with(func(l *LineInput) { l.Color = "Pink" }), `{"1":{"color":"This colour is not offered for Mug."}}`},
		{"size on a product without sizes", []LineInput{{ProductID: "tag", Size: "M", Quantity: 1}}, `{"0":{"size":"This size is not offered for Tag."}}`},
		{"quantity 0", with(func(l *LineInput) { l.Quantity = 0 }), `{"1":{"quantity":"The quantity must be between 1 and 99."}}`},
		{"quantity 100", with(func(l *LineInput) { l.Quantity = 100 }), `{"1":{"quantity":"The quantity must be between 1 and 99."}}`},
		{"negative quantity", with(func(l *LineInput) { l.Quantity = -3 }), `{"1":{"quantity":"The quantity must be between 1 and 99."}}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lines, totals, err := PriceLines(c.in, lookup)
			if err == nil {
				t.Fatalf("accepted: %+v %+v", lines, totals)
			}
			got, _ := json.Marshal(err)
			if errors.As(err, new(interface{ Code() string })) {
				got, _ = json.Marshal(err.Error())
			}
			if string(got) != c.want {
				t.Errorf("error %s, want %s", got, c.want)
			}
		})
	}
}

func TestClientInfoValidation(t *testing.T) {
	good := ClientInfo{Name: "Awa Ndiaye", Email: "awa@example.org", Phone: "+33 (0)6 12-34.56.78", Address: "12 rue des Lilas, 75011 Paris"}
	if err := good.Validate(); err != nil {
		t.Fatalf("good client refused: %v", err)
	}
	cases := []struct {
		name, field string
		change      func(*ClientInfo)
	}{
		{"no name", "name", func(c *ClientInfo) { c.Name = "" }},
		{"no email", "email", func(c *ClientInfo) { c.Email = "" }},
		{"malformed email", "email", func(c *ClientInfo) { c.Email = "awa@" }},
		{"no phone", "phone", func(c *ClientInfo) { c.Phone = "" }},
		{"letters in phone", "phone", func(c *ClientInfo) { c.Phone = "call me maybe" }},
		{"16 digits", "phone", func(c *ClientInfo) { c.Phone = "+33 6 12 34 56 78 90 123" }},
		{"no address", "address", func(c *ClientInfo) { c.Address = "" }},
		{"spaces only", "address", func(c *ClientInfo) { c.Address = "   " }},
		{"bidi override in name", "name", func(c *ClientInfo) { c.Name = "Awa \u202eeyaidN" }},
		{"NUL in address", "address", func(c *ClientInfo) { c.Address = "12 rue\x00 des Lilas" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			info := good
			c.change(&info)
			err := info.Normalized().Validate()
			got, _ := json.Marshal(err)
			var fields map[string]any
			_ = json.Unmarshal(got, &fields)
			if _, ok := fields[c.field]; !ok || len(fields) != 1 {
				t.Errorf("errors %s, want only %s", got, c.field)
			}
		})
	}
	n := ClientInfo{Name: "  Awa \r\n  Ndiaye\u200b ", Phone: " 06  12 ", Address: "12 rue des Lilas\r\n75011 Paris\r\n"}.Normalized()
	if n.Name != "Awa Ndiaye" || n.Phone != "06 12" || n.Address != "12 rue des Lilas\n75011 Paris" {
		t.Errorf("Normalized = %+v", n)
	}
}

func TestIdenticalLinesMergeAndAnOrderHasAUnitCap(t *testing.T) {
	line := LineInput{ProductID: "mug", Size: "350 ml", Color: "White", Quantity: 40}
	lines, totals, err := PriceLines([]LineInput{line, line}, lookup)
	if err != nil || len(lines) != 1 || lines[0].Quantity != 80 || totals.Subtotal != 80*catalogue["mug"].Price {
		t.Fatalf("two identical lines: %+v %+v %v, want one line of 80", lines, totals, err)
	}
	if _, _, err := PriceLines([]LineInput{line, line, line}, lookup); err == nil {
		t.Fatal("three lines of 40 of one item (120 > 99 per item) were accepted")
	}
	stacked := make([]LineInput, MaxLines)
	for i := range stacked {
		stacked[i] = LineInput{ProductID: "mug", Size: "350 ml", Color: "White", Quantity: 99}
	}
	if _, _, err := PriceLines(stacked, lookup); err == nil {
		t.Fatal("50 identical lines × 99 were accepted")
	}
	distinct := []LineInput{
		{ProductID: "mug", Size: "350 ml", Color: "White", Quantity: 99},
		{ProductID: "mug", Size: "450 ml", Color: "Navy", Quantity: 99},
		{ProductID: "pen", Size: "Set of 3", Color: "Blue", Quantity: 99},
	}
	_, _, err = PriceLines(distinct, lookup)
	if err == nil || !strings.Contains(err.Error(), strconv.Itoa(MaxUnits)) {
		t.Fatalf("3 × 99 units gave %v, want the %d-unit cap", err, MaxUnits)
	}
}
