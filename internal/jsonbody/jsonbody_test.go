package jsonbody

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

type payload struct {
	Name   string `json:"name"`
	Amount int    `json:"amount"`
}

func TestDecode(t *testing.T) {
	cases := []struct {
		name, body string
		want       payload
		field      string // "" with ok=false: a 400 naming no field
		ok         bool
	}{
		{"good", `{"name":"Awa","amount":5}`, payload{"Awa", 5}, "", true},
		{"empty body", "  ", payload{}, "", true},
		{"not JSON", `{"name":`, payload{}, "", false},
		{"trailing data", `{"name":"Awa"}{}`, payload{}, "", false},
		{"wrong type", `{"name":"Awa","amount":"lots"}`, payload{}, "amount", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := &core.RequestEvent{}
			e.Request = httptest.NewRequest(http.MethodPost, "/", strings.NewReader(c.body))
			var got payload
			err := Decode(e, &got, "Unreadable.")
			if c.ok {
				if err != nil || got != c.want {
					t.Fatalf("Decode = %+v, %v; want %+v", got, err, c.want)
				}
				return
			}
			var apiErr *router.ApiError
			if !errors.As(err, &apiErr) || apiErr.Status != http.StatusBadRequest || apiErr.Message != "Unreadable." {
				t.Fatalf("Decode error = %v, want a 400 saying Unreadable.", err)
			}
			if _, named := apiErr.Data[c.field]; c.field != "" && !named {
				t.Fatalf("400 data %v does not name %q", apiErr.Data, c.field)
			}
		})
	}
}
