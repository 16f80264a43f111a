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

func decode(contentType, body string) (payload, error) {
	e := &core.RequestEvent{}
	e.Request = httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
	if contentType != "" {
		e.Request.Header.Set("Content-Type", contentType)
	}
	var got payload
	err := Decode(e, &got, "Unreadable.")
	return got, err
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
			got, err := decode("application/json", c.body)
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

// Only a body declared as JSON is read: the content types a page on another
// site can post without a CORS preflight are refused with a 415 (finding 11).
func TestDecodeWantsJSONContentType(t *testing.T) {
	const body = `{"name":"Awa","amount":5}`
	cases := []struct {
		contentType string
		ok          bool
	}{
		{"application/json", true},
		{"application/json; charset=utf-8", true},
		{"Application/JSON;charset=UTF-8", true},
		{"text/plain", false},
		{"text/plain; charset=utf-8", false},
		{"application/x-www-form-urlencoded", false},
		{"multipart/form-data; boundary=x", false},
		{"", false},
		{"application/json-patch+json", false},
		{"application/jsonx", false},
		{"application/json;;", false},
	}
	for _, c := range cases {
		got, err := decode(c.contentType, body)
		if c.ok {
			if err != nil || got.Name != "Awa" {
				t.Errorf("%q: %+v, %v; want the body read", c.contentType, got, err)
			}
			continue
		}
		var apiErr *router.ApiError
		if !errors.As(err, &apiErr) || apiErr.Status != http.StatusUnsupportedMediaType || got != (payload{}) {
			t.Errorf("%q: %+v, %v; want a 415 and nothing read", c.contentType, got, err)
		}
	}
}
