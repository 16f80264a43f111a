package staff_test

import (
	"encoding/csv"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"foundation/internal/receipts"
	"foundation/internal/staff"
)

func (o *office) download(role, path string) (int, string) {
	o.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, o.base+path, nil)
	if token := o.tokens[role]; token != "" {
		req.Header.Set("Authorization", token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		o.t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func TestExportsAreSpreadsheetSafeCSV(t *testing.T) {
	o := newOffice(t)
	r := o.record("orders", o.paid)
	r.Set("clientInfo", map[string]any{"name": `=HYPERLINK("http://evil")`, "email": "awa@example.org", "phone": "+33 6",
		"address": "12 rue des Lilas,\n75011 Paris, \"Bât. B\""})
	if err := o.app.Save(r); err != nil {
		t.Fatal(err)
	}
	status, body := o.download(staff.RoleShop, "/api/staff/exports/orders.csv")
	if status != http.StatusOK || !strings.HasPrefix(body, "\uFEFF") || !strings.Contains(body, "\r\n") {
		t.Fatalf("orders.csv: %d, BOM and CRLF expected:\n%q", status, body)
	}
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF"))).ReadAll()
	if err != nil || len(rows) != 3 {
		t.Fatalf("orders.csv does not parse back into a header and 2 orders: %v, %d rows", err, len(rows))
	}
	var paid []string
	for _, row := range rows[1:] {
		if row[0] == o.paid {
			paid = row
		}
	}
	if paid == nil || paid[3] != `'=HYPERLINK("http://evil")` || paid[5] != "'+33 6" || paid[6] != "12 rue des Lilas,\n75011 Paris, \"Bât. B\"" || paid[9] != "28.38" {
		t.Fatalf("paid order row %q", paid)
	}
	if status, _ := o.download(staff.RoleTreasurer, "/api/staff/exports/orders.csv"); status != http.StatusForbidden {
		t.Errorf("a treasurer exporting orders: %d, want 403", status)
	}
	if status, _ := o.download(staff.RoleShop, "/api/staff/exports/donations.csv"); status != http.StatusForbidden {
		t.Errorf("a shop volunteer exporting donations: %d, want 403", status)
	}
	if status, _ := o.download(staff.RoleTreasurer, "/api/staff/exports/donations.csv?from=2026-13-01"); status != http.StatusBadRequest {
		t.Errorf("a malformed date: %d, want 400", status)
	}
	status, body = o.download(staff.RoleTreasurer, "/api/staff/exports/donations.csv")
	if status != http.StatusOK || strings.Count(body, "jean@example.org") != 2 || !strings.Contains(body, "rhythm,method,paid with,status") ||
		!strings.Contains(body, ",card,Card,") {
		t.Fatalf("donations.csv: %d\n%s", status, body)
	}
	if header, _, _ := strings.Cut(body, "\n"); !strings.HasSuffix(strings.TrimSpace(header), ",test,campaign,designation") {
		t.Errorf("donations.csv header %q", header)
	}
	if status, _ := o.download(staff.RoleTreasurer, "/api/staff/exports/donations.csv?designation=moon"); status != http.StatusBadRequest {
		t.Errorf("an unknown designation: %d, want 400", status)
	}
	// A campaign's gifts: the export of its slug.
	given := o.record("donations", o.pledge)
	given.Load(map[string]any{"campaign": "new-track", "designation": "sport"})
	if err := o.app.Save(given); err != nil {
		t.Fatal(err)
	}
	status, body = o.download(staff.RoleTreasurer, "/api/staff/exports/donations.csv?campaign=new-track")
	rows, err = csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF"))).ReadAll()
	if status != http.StatusOK || err != nil || len(rows) != 2 || rows[1][0] != o.pledge || rows[1][15] != "new-track" || rows[1][16] != "sport" {
		t.Fatalf("a campaign's gifts: %d %v\n%q", status, err, rows)
	}
	status, body = o.download(staff.RoleTreasurer, "/api/staff/exports/donors.csv")
	rows, err = csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF"))).ReadAll()
	if status != http.StatusOK || err != nil || len(rows) != 2 || rows[1][0] != "jean@example.org" || rows[1][5] != "Lyon" || rows[1][7] != "person" || rows[1][12] != "2" || rows[1][13] != "60.00" {
		t.Fatalf("donors.csv: %d %v\n%q", status, err, rows)
	}
	if status, body = o.download(staff.RoleTreasurer, "/api/staff/exports/donors.csv?from=2999-01-01"); status != http.StatusOK || strings.Count(body, "\n") != 1 {
		t.Fatalf("donors.csv of a range without gifts: %d %q", status, body)
	}
}

// ?format=fr is French throughout in every export (column names and the
// values' words), and every export gives Paris time: a gift made at 23:30
// UTC on 31 January is of 1 February, 00:30, in either format.
func TestExportsAreFrenchThroughoutAndInParisTime(t *testing.T) {
	o := newOffice(t)
	if _, err := o.app.DB().Update("donations", dbx.Params{"created": "2026-01-31 23:30:00.000Z"}, dbx.HashExp{"id": o.card}).Execute(); err != nil {
		t.Fatal(err)
	}
	read := func(path string, comma rune) [][]string {
		t.Helper()
		status, body := o.download(staff.RoleAdmin, path)
		r := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF")))
		r.Comma = comma
		rows, err := r.ReadAll()
		if status != http.StatusOK || err != nil {
			t.Fatalf("%s: %d %v\n%s", path, status, err, body)
		}
		return rows
	}
	find := func(rows [][]string, id string) []string {
		for _, row := range rows[1:] {
			if row[0] == id {
				return row
			}
		}
		t.Fatalf("no row %s in %q", id, rows)
		return nil
	}
	fr := read("/api/staff/exports/donations.csv?format=fr", ';')
	if got := strings.Join(fr[0][:10], "|"); got != "don|date de création|e-mail|prénom|nom de famille|rythme|mode de paiement|payé par|statut|montant" {
		t.Errorf("donations.csv's French columns: %s", got)
	}
	card := find(fr, o.card)
	if got := strings.Join([]string{card[1], card[5], card[6], card[7], card[8], card[9], card[14]}, "|"); got != "01/02/2026 00:30|mensuel|carte|Carte|actif|20,00|non" {
		t.Errorf("the monthly card gift in French: %s (%q)", got, card)
	}
	intl := find(read("/api/staff/exports/donations.csv?format=intl", ','), o.card)
	if got := strings.Join([]string{intl[1], intl[5], intl[6], intl[7], intl[8], intl[9], intl[14]}, "|"); got != "2026-02-01 00:30|monthly|card|Card|active|20.00|false" {
		t.Errorf("the monthly card gift, international: %s", got)
	}
	orders := read("/api/staff/exports/orders.csv?format=fr", ';')
	if paid := find(orders, o.paid); orders[0][2] != "statut" || paid[2] != "payé" || paid[9] != "28,38" || paid[14] != "non" {
		t.Errorf("orders.csv in French: %q, %q", orders[0], paid)
	}
	donors := read("/api/staff/exports/donors.csv?format=fr", ';')
	if donors[0][7] != "type de donateur" || donors[1][7] != "particulier" || donors[1][13] != "60,00" {
		t.Errorf("donors.csv in French: %q", donors)
	}
	for _, path := range []string{"orders.csv", "donations.csv", "donors.csv", "payments.csv"} {
		if status, _ := o.download(staff.RoleAdmin, "/api/staff/exports/"+path+"?format=excel"); status != http.StatusBadRequest {
			t.Errorf("%s in an unknown format: %d, want 400", path, status)
		}
	}
}

// Each bulk export of personal data leaves an audit row: who, when, the
// range asked for and how many rows the file holds.
func TestEachExportIsAudited(t *testing.T) {
	o := newOffice(t).withReceipts()
	today := time.Now().UTC()
	from, to := today.AddDate(0, 0, -1).Format(time.DateOnly), today.AddDate(0, 0, 1).Format(time.DateOnly)
	dates := "?from=" + from + "&to=" + to
	year := strconv.Itoa(o.record(receipts.Collection, o.receipt).GetInt("year"))
	for _, c := range []struct {
		role, path, action string
		rangeAsked         map[string]any
		rows               int
	}{
		{staff.RoleShop, "/api/staff/exports/orders.csv" + dates, staff.ActionExportOrders, map[string]any{"from": from, "to": to, "format": ""}, 2},
		{staff.RoleTreasurer, "/api/staff/exports/donations.csv" + dates + "&format=intl", staff.ActionExportDonations,
			map[string]any{"from": from, "to": to, "campaign": "", "designation": "", "format": "intl"}, 4},
		{staff.RoleTreasurer, "/api/staff/exports/donors.csv?from=" + from, staff.ActionExportDonors, map[string]any{"from": from, "to": "", "format": ""}, 2},
		{staff.RoleTreasurer, "/api/staff/exports/receipts.csv?year=" + year, receipts.ActionExport,
			map[string]any{"year": year, "status": "", "kind": "", "q": "", "format": ""}, 1},
	} {
		before := time.Now().UTC().Add(-time.Second)
		status, body := o.download(c.role, c.path)
		lines, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF"))).ReadAll()
		if status != http.StatusOK || err != nil || len(lines)-1 != c.rows {
			t.Fatalf("%s: %d, %v, %d rows, want %d", c.path, status, err, len(lines)-1, c.rows)
		}
		rows, err := o.app.FindRecordsByFilter(staff.AuditCollection, "action = {:action}", "-created", 0, 0, dbx.Params{"action": c.action})
		if err != nil || len(rows) != 1 {
			t.Fatalf("%s: %d audit rows, %v; want one", c.path, len(rows), err)
		}
		actor, err := o.app.FindAuthRecordByEmail(staff.Collection, c.role+"@foundation.test")
		if err != nil {
			t.Fatal(err)
		}
		row := rows[0]
		var entry map[string]any
		if err := row.UnmarshalJSONField("after", &entry); err != nil {
			t.Fatal(err)
		}
		if row.GetString("actor") != actor.Id || row.GetString("actorEmail") != actor.Email() || row.GetDateTime("created").Time().Before(before) ||
			!reflect.DeepEqual(entry["range"], c.rangeAsked) || entry["rows"] != float64(c.rows) || entry["complete"] != true {
			t.Errorf("%s: audit row by %s (%s) at %s: %v", c.path, row.GetString("actorEmail"), row.GetString("actor"), row.GetDateTime("created"), entry)
		}
	}
}
