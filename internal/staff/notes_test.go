package staff_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"foundation/internal/shop"
	"foundation/internal/staff"
	"foundation/internal/testapp"
)

func TestStaffNotesOnAnOrderAreValidatedListedAndAudited(t *testing.T) {
	o := newOffice(t)
	path := "/api/staff/orders/" + o.paid + "/notes"
	for _, c := range []struct {
		body any
		code string
	}{
		{map[string]any{}, "validation_required"},
		{map[string]any{"text": "  \n "}, "validation_required"},
		{map[string]any{"text": strings.Repeat("é", staff.MaxNoteLength+1)}, "validation_length_too_long"},
	} {
		status, body := o.call(staff.RoleShop, http.MethodPost, path, c.body)
		field, _ := body["data"].(map[string]any)["text"].(map[string]any)
		if status != http.StatusBadRequest || field["code"] != c.code {
			t.Errorf("%v: %d %v, want 400 %s on text", c.body, status, body, c.code)
		}
	}
	if o.count(staff.NotesCollection) != 0 {
		t.Fatal("a refused note was stored")
	}

	audits := o.audits()
	status, body := o.call(staff.RoleShop, http.MethodPost, path, map[string]any{"text": " Customer called: leave it with the caretaker.\r\nDoor code 4721 "})
	if status != http.StatusCreated || body["text"] != "Customer called: leave it with the caretaker.\nDoor code 4721" || body["authorEmail"] == "" || body["created"] == "" {
		t.Fatalf("added: %d %v", status, body)
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, path, map[string]any{"text": strings.Repeat("é", staff.MaxNoteLength)}); status != http.StatusCreated {
		t.Errorf("a note of 2,000 characters: %d", status)
	}
	if o.audits() != audits+2 {
		t.Errorf("audit rows %d, want %d", o.audits(), audits+2)
	}
	status, list := o.call(staff.RoleShop, http.MethodGet, path, nil)
	items, _ := list["items"].([]any)
	if status != http.StatusOK || len(items) != 2 || items[0].(map[string]any)["text"] != "Customer called: leave it with the caretaker.\nDoor code 4721" {
		t.Fatalf("listed: %d %v", status, list)
	}
	if status, body := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/"+o.unpaid+"/notes", nil); status != http.StatusOK || len(body["items"].([]any)) != 0 {
		t.Errorf("another order's notes: %d %v", status, body)
	}
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/nosuchorder0000/notes", map[string]any{"text": "x"}); status != http.StatusNotFound {
		t.Errorf("a note on no order: %d, want 404", status)
	}
	_, detail := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/"+o.paid, nil)
	if !strings.Contains(strings.Join(timelineWords(detail), "|"), "Internal note added") {
		t.Errorf("the timeline does not say a note was added: %v", detail["timeline"])
	}
}

// The notes never reach a customer: not the public order page, not the
// records API (no rule opens the collection, to staff tokens either).
func TestNotesStayOutOfEveryPublicRoute(t *testing.T) {
	o := newOffice(t)
	secret := "Rude customer, do not refund"
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/notes", map[string]any{"text": secret}); status != http.StatusCreated {
		t.Fatal("the note was not added")
	}
	if a := testapp.Call(t, o.base, "", http.MethodGet, "/api/orders/"+o.paid, nil); strings.Contains(string(a.Raw), secret) || strings.Contains(string(a.Raw), "Rude") {
		t.Errorf("the public order page shows the note: %s", a.Raw)
	}
	for _, role := range []string{"", staff.RoleShop, staff.RoleAdmin} {
		for _, r := range []struct{ method, path string }{
			{http.MethodGet, "/api/collections/order_notes/records"},
			{http.MethodPost, "/api/collections/order_notes/records"},
		} {
			a := testapp.Call(t, o.base, o.tokens[role], r.method, r.path, map[string]any{"order": o.paid, "text": "x"})
			if a.Status != http.StatusForbidden || strings.Contains(string(a.Raw), secret) {
				t.Errorf("%q %s %s: %d %s, want 403", role, r.method, r.path, a.Status, a.Raw)
			}
		}
	}
}

// A buyer's erasure (GDPR) deletes the notes on their orders: a note may name them.
func TestErasingABuyerDeletesTheNotesOnTheirOrders(t *testing.T) {
	o := newOffice(t)
	if status, _ := o.call(staff.RoleShop, http.MethodPost, "/api/staff/orders/"+o.paid+"/notes", map[string]any{"text": "Awa asked for a gift wrap."}); status != http.StatusCreated {
		t.Fatal("the note was not added")
	}
	if n, err := shop.EraseBuyer(o.app, "awa@example.org"); err != nil || n != 2 {
		t.Fatalf("erased %d orders: %v", n, err)
	}
	if n := o.count(staff.NotesCollection); n != 0 {
		t.Errorf("%d notes left after the erasure", n)
	}
}

// Notes written in the same millisecond still list in the order they were
// written, whatever their random ids say.
func TestNotesOfOneMillisecondListInTheOrderWritten(t *testing.T) {
	o := newOffice(t)
	at := "2026-11-28 17:08:51.727Z"
	for _, n := range []struct{ id, text string }{{"zzzzzzzzzzzzzzz", "first"}, {"aaaaaaaaaaaaaaa", "second"}} {
		// Written as rows: the record API stamps `created` with its own clock.
		if _, err := o.app.DB().Insert(staff.NotesCollection, dbx.Params{"id": n.id, "order": o.paid, "text": n.text,
			"author": o.members[staff.RoleShop], "created": at, "updated": at}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	_, list := o.call(staff.RoleShop, http.MethodGet, "/api/staff/orders/"+o.paid+"/notes", nil)
	items, _ := list["items"].([]any)
	if len(items) != 2 || items[0].(map[string]any)["text"] != "first" || items[1].(map[string]any)["text"] != "second" {
		t.Fatalf("listed: %v, want first then second", list)
	}
}
