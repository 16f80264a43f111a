package donors_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"foundation/internal/donors"
	"foundation/internal/notify"
	"foundation/internal/testapp"
)

func TestADonorDownloadsTheirDataAndErasesIt(t *testing.T) {
	s := newSpace(t)
	gift := s.monthlyByCard("ada@example.org", 1500)
	other := s.monthlyByCard("bob@example.org", 2000)
	token := s.signIn("ada@example.org")
	order := testapp.Create(t, s.app, "orders", map[string]any{"items": []any{}, "total": 25, "tax": 2.5, "amountTotal": 27.5, "status": "pending",
		"clientInfo": map[string]string{"name": "Ada Lovelace", "email": "Ada@Example.org", "phone": "+33612345678", "address": "1 rue du Stade"}})
	honouring := s.gift(gift) // given in memory of someone: their name goes with Ada's details
	honouring.Load(map[string]any{"tributeKind": "memory", "tributeName": "Charles Babbage", "tributeEmail": "family@example.org", "tributeMessage": "For Charles"})
	if err := s.app.Save(honouring); err != nil {
		t.Fatal(err)
	}
	if a := s.call("", http.MethodPost, "/api/contact", map[string]any{"fullName": "Ada Lovelace", "email": "ada@example.org",
		"phone": "+33612345678", "message": "Hello"}); a.Status >= 300 {
		t.Fatalf("contact: %d %s", a.Status, a.Raw)
	}

	a := s.call(token, http.MethodGet, "/api/donor/data", nil)
	if a.Status != http.StatusOK || !strings.Contains(a.Header.Get("Content-Disposition"), "my-data.json") {
		t.Fatalf("data: %d %v", a.Status, a.Header)
	}
	var export struct {
		Account map[string]string `json:"account"`
		Details []map[string]any  `json:"details"`
		Gifts   []struct {
			ID       string `json:"id"`
			Payments []any  `json:"payments"`
		} `json:"gifts"`
		Retention       string           `json:"retention"`
		Orders          []map[string]any `json:"orders"`
		ContactMessages []map[string]any `json:"contactMessages"`
	}
	if err := json.Unmarshal(a.Raw, &export); err != nil {
		t.Fatal(err)
	}
	if export.Account["email"] != "ada@example.org" || len(export.Details) != 1 || export.Details[0]["telephone"] != "+33612345678" ||
		len(export.Gifts) != 1 || export.Gifts[0].ID != gift || len(export.Gifts[0].Payments) != 1 || export.Retention == "" ||
		len(export.Orders) != 1 || export.Orders[0]["id"] != order.Id || len(export.ContactMessages) != 1 {
		t.Fatalf("export: %s", a.Raw)
	}

	if a = s.call(token, http.MethodPost, "/api/donor/erase", map[string]any{}); a.Status != http.StatusBadRequest {
		t.Fatalf("erase without confirming: %d", a.Status)
	}
	if a = s.call(token, http.MethodPost, "/api/donor/erase", map[string]any{"confirm": true}); a.Status != http.StatusBadRequest {
		t.Fatalf("erase with a running gift: %d %s", a.Status, a.Raw)
	}
	if a = s.call(token, http.MethodPatch, "/api/donor/gifts/"+gift+"/wall", map[string]any{"showName": true, "wallName": "Ada the runner", "showAmount": true}); a.Status != http.StatusOK {
		t.Fatalf("on the wall: %d %s", a.Status, a.Raw)
	}
	if a = s.call(token, http.MethodPost, "/api/donor/gifts/"+gift+"/stop", map[string]any{}); a.Status != http.StatusOK {
		t.Fatalf("stop: %d", a.Status)
	}
	mailsTo := func(email string) int64 {
		n, err := s.app.CountRecords(notify.Collection, dbx.HashExp{"recipient": email})
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if mailsTo("ada@example.org") == 0 || mailsTo("bob@example.org") == 0 {
		t.Fatal("no mail in the outbox to erase")
	}
	if a = s.call(token, http.MethodPost, "/api/donor/erase", map[string]any{"confirm": true}); a.Status != http.StatusOK {
		t.Fatalf("erase: %d %s", a.Status, a.Raw)
	}
	if n := mailsTo("ada@example.org"); n != 0 || mailsTo("bob@example.org") == 0 {
		t.Errorf("%d mails to the erased donor kept in the outbox (or another donor's erased)", n)
	}
	kept := s.gift(gift)
	if kept.GetInt("amount") != 1500 || kept.GetInt("amountCollected") != 1500 || kept.GetString("status") != "cancelled" {
		t.Fatalf("the gift was not kept: %v", kept.FieldsData())
	}
	if kept.GetBool("showName") || kept.GetString("wallName") != "" || kept.GetBool("showAmount") {
		t.Errorf("the erased donor is still on the wall: %v", kept.FieldsData())
	}
	for _, field := range []string{"tributeKind", "tributeName", "tributeEmail", "tributeMessage"} {
		if v := kept.GetString(field); v != "" {
			t.Errorf("the gift's %s still says %q", field, v)
		}
	}
	details, err := s.app.FindRecordById("donation_users", kept.GetString("donor"))
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"email", "prenom", "nom", "adresse", "codePostal", "ville", "telephone"} {
		if v := details.GetString(field); strings.Contains(v, "ada") || strings.Contains(v, "Ada") || strings.Contains(v, "Lovelace") ||
			strings.Contains(v, "rue du Stade") || strings.Contains(v, "75015") || strings.Contains(v, "Paris") || strings.Contains(v, "612345678") {
			t.Errorf("%s still says %q", field, v)
		}
	}
	if o, _ := s.app.FindRecordById("orders", order.Id); strings.Contains(o.GetString("clientInfo"), "Ada") || o.GetFloat("total") != 25 {
		t.Errorf("the order after erasure: %s, total %v", o.GetString("clientInfo"), o.GetFloat("total"))
	}
	if n, _ := s.app.CountRecords("contact_messages"); n != 0 {
		t.Errorf("%d contact messages kept", n)
	}
	if details.GetDateTime("erasedAt").IsZero() {
		t.Error("erasedAt not set")
	}
	if n, _ := s.app.CountRecords(donors.Collection); n != 0 {
		// Bob never signed in: Ada's was the only account, and it is gone.
		t.Fatalf("%d accounts left", n)
	}
	if s.call(token, http.MethodGet, "/api/donor/gifts", nil).Status != http.StatusUnauthorized {
		t.Fatal("the erased account's session still works")
	}
	bob, _ := s.app.FindRecordById("donation_users", s.gift(other).GetString("donor"))
	if bob.GetString("email") != "bob@example.org" {
		t.Fatalf("another donor was erased: %q", bob.GetString("email"))
	}
}
