package staff_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"

	"foundation/internal/staff"
)

// giveAt adds a gift of donor created at when (a PocketBase date).
// giveAt makes a gift created at when; its amountCollected, if any, is one
// payment counted at when, and its amountRefunded a refund the same day,
// both in the ledger as the payment code books them.
func (o *office) giveAt(donor, when string, fields map[string]any) string {
	o.t.Helper()
	fields["donor"] = donor
	for k, v := range map[string]any{"currency": "EUR", "rhythm": "once", "method": "card", "status": "paid", "amount": 1000} {
		if _, set := fields[k]; !set {
			fields[k] = v
		}
	}
	if collected, _ := fields["amountCollected"].(int); collected > 0 {
		fields["countedPayments"] = []string{"initial"}
		fields["paymentLog"] = []map[string]any{{"at": when, "amount": collected}}
	}
	if _, refunded := fields["amountRefunded"]; refunded {
		fields["countedRefunds"] = []string{"re_" + when}
	}
	id := o.create("donations", fields)
	dt, err := types.ParseDateTime(when)
	if err != nil {
		o.t.Fatal(err)
	}
	r := o.record("donations", id)
	r.SetRaw("created", dt)
	if err := o.app.Save(r); err != nil {
		o.t.Fatal(err)
	}
	// The refund came the same day (the ledger dates a refund when it is booked).
	if _, err := o.app.DB().NewQuery("UPDATE ledger SET movedAt = {:at} WHERE subjectId = {:id} AND kind = 'refund'").
		Bind(dbx.Params{"at": dt.String(), "id": id}).Execute(); err != nil {
		o.t.Fatal(err)
	}
	return id
}

func (o *office) donor(email, prenom, nom string) string {
	return o.create("donation_users", map[string]any{"email": email, "prenom": prenom, "nom": nom,
		"adresse": "1 rue Neuve", "codePostal": "75011", "ville": "Paris", "pays": "France", "telephone": "0600000000"})
}

func TestTheDonationsListNamesEachDonor(t *testing.T) {
	o := newOffice(t)
	status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donations", nil)
	items, _ := body["items"].([]any)
	if status != http.StatusOK || len(items) != 2 {
		t.Fatalf("donations: %d %v", status, body)
	}
	for _, it := range items {
		row := it.(map[string]any)
		if row["donorName"] != "Jean Martin" || row["donorEmail"] != "jean@example.org" || row["donor"] == "" {
			t.Errorf("row %v does not name its donor", row)
		}
	}
}

// A person is every donation_users record of one email, whatever its case:
// one line in the list, one page with all their gifts. Details typed with
// other cases or accents are the same identity.
func TestATreasurerReadsEachPersonsGiving(t *testing.T) {
	o := newOffice(t)                                                                   // Jean Martin: a 50 € cheque pledge and a monthly card gift that collected 60 €
	jean := o.donor("Jean@Example.org", "JEAN", "Martín")                               // a later form, other cases: not his current details
	o.giveAt(jean, "2024-12-31 23:30:00.000Z", map[string]any{"amountCollected": 1000}) // 1 January 2025 in Paris
	o.giveAt(jean, "2025-06-01 10:00:00.000Z", map[string]any{"amountCollected": 3000, "amountRefunded": 1000})
	o.giveAt(jean, "2025-06-02 10:00:00.000Z", map[string]any{"amountCollected": 9900, "test": true})
	lea := o.donor("lea_100%@example.org", "Léa", "Petit")
	o.giveAt(lea, "2099-01-01 10:00:00.000Z", map[string]any{"amountCollected": 500})
	o.donor("nobody@example.org", "No", "Gift") // filled the form, never gave

	status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?perPage=1", nil)
	items, _ := body["items"].([]any)
	if status != http.StatusOK || body["totalItems"] != float64(2) || body["totalPages"] != float64(2) || len(items) != 1 {
		t.Fatalf("donors page 1: %d %v", status, body)
	}
	if first := items[0].(map[string]any); first["email"] != "lea_100%@example.org" || first["name"] != "Léa Petit" || first["collected"] != float64(500) {
		t.Fatalf("first donor %v, want Léa (the latest gift)", first)
	}
	status, body = o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?page=2&perPage=1", nil)
	items, _ = body["items"].([]any)
	if status != http.StatusOK || len(items) != 1 {
		t.Fatalf("donors page 2: %d %v", status, body)
	}
	// 60 € by card + 10 € + (30 − 10) €; the pledge and the TEST MODE gift bring nothing.
	jeanRow := items[0].(map[string]any)
	if jeanRow["email"] != "jean@example.org" || jeanRow["name"] != "Jean Martin" || jeanRow["gifts"] != float64(5) ||
		jeanRow["collected"] != float64(9000) || jeanRow["postalCode"] != "69001" || jeanRow["firstGift"] != "2024-12-31 23:30:00.000Z" {
		t.Fatalf("Jean's row %v", jeanRow)
	}
	for q, want := range map[string]float64{"martín": 1, "JEAN@": 1, "100%": 1, "_": 1, "Jean Martin": 1, "nobody": 0, "%": 1} {
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?q="+url.QueryEscape(q), nil)
		if status != http.StatusOK || body["totalItems"] != want {
			t.Errorf("q=%q: %d %v, want %v people", q, status, body["totalItems"], want)
		}
	}

	// A search pages like the whole list: the latest giver first, each with the totals of all their gifts.
	for page, want := range []string{"lea_100%@example.org", "jean@example.org"} {
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, fmt.Sprintf("/api/staff/donors?q=example&perPage=1&page=%d", page+1), nil)
		items, _ := body["items"].([]any)
		if status != http.StatusOK || body["totalItems"] != float64(2) || len(items) != 1 {
			t.Fatalf("search page %d: %d %v", page+1, status, body)
		}
		if row := items[0].(map[string]any); row["email"] != want || (want == "jean@example.org" && row["collected"] != float64(9000)) {
			t.Errorf("search page %d: %v, want %s", page+1, row, want)
		}
	}

	status, page := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors/"+url.PathEscape("JEAN@example.org"), nil)
	identities, _ := page["identities"].([]any)
	if status != http.StatusOK || len(identities) != 1 {
		t.Fatalf("Jean's page: %d %v", status, page)
	}
	// His current details are those of his first gift with money; each gift keeps the details given with it.
	body = identities[0].(map[string]any)
	if body["name"] != "Jean Martin" || body["address"] != "3 place du Marché" || body["phone"] != "0612345678" {
		t.Fatalf("Jean's page: %v", body)
	}
	totals, _ := body["totals"].(map[string]any)
	if totals["gifts"] != float64(5) || totals["collected"] != float64(9000) {
		t.Errorf("totals %v", totals)
	}
	years, _ := body["years"].([]any)
	gifts, _ := body["gifts"].([]any)
	if len(years) < 2 || len(gifts) != 5 {
		t.Fatalf("years %v, %d gifts", years, len(gifts))
	}
	// The office's payments came now; the New Year's Eve one counts in 2025, Paris time, and the TEST MODE money apart.
	oldestYear := years[len(years)-1].(map[string]any)
	if oldestYear["year"] != float64(2025) || oldestYear["gifts"] != float64(2) || oldestYear["collected"] != float64(3000) || oldestYear["test"] != float64(9900) {
		t.Errorf("oldest year %v, want 2025 with 2 payments, 30 € and 99 € TEST", oldestYear)
	}
	if totals["test"] != float64(9900) {
		t.Errorf("totals %v, want 99 € TEST beside them", totals)
	}
	newest, oldest := gifts[0].(map[string]any), gifts[4].(map[string]any)
	if newest["donorEmail"] != "jean@example.org" || oldest["created"] != "2024-12-31 23:30:00.000Z" || oldest["donorName"] != "JEAN Martín" {
		t.Errorf("gifts newest %v, oldest %v", newest, oldest)
	}

	if status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors/"+url.PathEscape("lea_100%@example.org"), nil); status != http.StatusOK {
		t.Errorf("Léa's page: %d %v", status, body)
	}
	// Details without a gift are nobody's yet.
	for _, email := range []string{"nobody@example.org", "ghost@example.org", "%", "a/b", "' OR 1=1 --"} {
		if status, _ := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors/"+url.PathEscape(email), nil); status != http.StatusNotFound {
			t.Errorf("donor %q: %d, want 404", email, status)
		}
	}
}

// The list's order and count come from each person's last gift, kept by the
// database whatever changes: a gift made or deleted, a donor record whose
// email changes (two records become one person) or that is deleted.
func TestTheDonorsListFollowsEveryChange(t *testing.T) {
	o := newOffice(t) // Jean Martin, two gifts made now
	list := func(q string) (emails []string, lastGift string) {
		t.Helper()
		status, body := o.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/donors?perPage=50&q="+q, nil)
		items, _ := body["items"].([]any)
		if status != http.StatusOK || body["totalItems"] != float64(len(items)) {
			t.Fatalf("donors q=%q: %d %v", q, status, body)
		}
		for _, it := range items {
			emails = append(emails, it.(map[string]any)["email"].(string))
		}
		if len(items) > 0 {
			lastGift, _ = items[0].(map[string]any)["lastGift"].(string)
		}
		return emails, lastGift
	}
	expect := func(step string, want ...string) {
		t.Helper()
		for _, q := range []string{"", "example"} {
			if got, _ := list(q); fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s, q=%q: %v, want %v", step, q, got, want)
			}
		}
	}
	expect("at first", "jean@example.org")
	ana := o.donor("ana@example.org", "Ana", "Silva")
	expect("a donor record without a gift", "jean@example.org")
	gift := o.giveAt(ana, "2099-01-01 10:00:00.000Z", map[string]any{})
	expect("Ana gave last", "ana@example.org", "jean@example.org")
	if err := o.app.Delete(o.record("donations", gift)); err != nil {
		t.Fatal(err)
	}
	expect("Ana's gift deleted", "jean@example.org")

	o.giveAt(ana, "2099-01-01 10:00:00.000Z", map[string]any{})
	record := o.record("donation_users", ana)
	record.Set("email", "JEAN@example.org")
	if err := o.app.Save(record); err != nil {
		t.Fatal(err)
	}
	expect("Ana's record now Jean's", "jean@example.org")
	if _, last := list(""); last != "2099-01-01 10:00:00.000Z" {
		t.Errorf("Jean's last gift %q, want the one of the record that became his", last)
	}
	if err := o.app.Delete(o.record("donation_users", ana)); err != nil {
		t.Fatal(err)
	}
	if _, last := list(""); last == "2099-01-01 10:00:00.000Z" {
		t.Errorf("Jean's last gift is still the deleted record's")
	}
}
