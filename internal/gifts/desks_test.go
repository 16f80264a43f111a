package gifts_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"foundation/internal/donors"
	"foundation/internal/gifts"
	"foundation/internal/staff"
)

// donorToken signs in the donor account of email.
func (d *phoneDesk) donorToken(email string) string {
	d.t.Helper()
	c, err := d.app.FindCollectionByNameOrId(donors.Collection)
	if err != nil {
		d.t.Fatal(err)
	}
	r := core.NewRecord(c)
	r.SetEmail(email)
	r.SetRandomPassword()
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
	token, err := r.NewAuthToken()
	if err != nil {
		d.t.Fatal(err)
	}
	return token
}

func (d *phoneDesk) callAs(token, method, path string, body any) (int, map[string]any) {
	d.t.Helper()
	d.tokens[token] = token
	a := d.call(token, method, path, body)
	return a.Status, a.JSON
}

// One handler an action answers both desks: the donor their own gift only,
// in their words, unaudited; the treasurer any gift, in theirs, audited.
func TestOneActionAnswersTheDonorAndTheTreasurer(t *testing.T) {
	d := newPhoneDesk(t)
	gift := d.give(1500, "month")
	ada, bob := d.donorToken("ada@example.org"), d.donorToken("bob@example.org")
	mine, desk := "/api/donor/gifts/"+gift, "/api/staff/donations/"+gift

	if status, _ := d.callAs(bob, http.MethodPost, mine+"/pause", map[string]any{"months": 9}); status != http.StatusNotFound {
		t.Fatalf("another donor's pause: %d, want 404 whatever they send", status)
	}
	status, a := d.callAs(ada, http.MethodPost, mine+"/pause", map[string]any{"months": 1})
	if status != http.StatusOK || a["data"].(map[string]any)["pausedUntil"] == "" ||
		a["data"].(map[string]any)["history"].([]any)[0].(map[string]any)["by"] != "donor" {
		t.Fatalf("the donor's pause: %d %v", status, a)
	}
	if audits := d.audits(gifts.ActionPause); len(audits) != 0 {
		t.Errorf("the donor's pause audited: %v", audits)
	}
	if status, a := d.callAs(ada, http.MethodPost, mine+"/pause", map[string]any{"months": 1}); status != http.StatusConflict ||
		!strings.HasPrefix(a["message"].(string), "This gift is paused until ") {
		t.Errorf("the donor's second pause: %d %v", status, a)
	}
	a = d.call(staff.RoleTreasurer, http.MethodPost, desk+"/pause", map[string]any{"months": 1}).JSON
	if a["message"] != "This gift is already paused: resume it first." {
		t.Errorf("the treasurer's second pause: %v", a)
	}
	page := d.call(staff.RoleTreasurer, http.MethodPost, desk+"/resume", nil)
	history := page.JSON["history"].([]any)
	if page.Status != http.StatusOK || history[len(history)-1].(map[string]any)["by"] != "staff" || len(d.audits(gifts.ActionResume)) != 1 {
		t.Fatalf("the treasurer's resumption: %d %s", page.Status, page.Raw)
	}
	if status, a := d.callAs(ada, http.MethodPost, mine+"/stop", map[string]any{}); status != http.StatusOK ||
		a["data"].(map[string]any)["status"] != "cancelled" || len(d.audits(gifts.ActionStop)) != 0 {
		t.Fatalf("the donor's stop: %d %v", status, a)
	}
}
