package staff_test

import (
	"encoding/csv"
	"net/http"
	"strings"
	"testing"

	"foundation/internal/staff"
)

// payments reads payments.csv of query as rows of cells, with its separator.
func (o *office) payments(role, query string, comma rune) (int, [][]string) {
	o.t.Helper()
	status, body := o.download(role, "/api/staff/exports/payments.csv"+query)
	if status != http.StatusOK {
		return status, nil
	}
	r := csv.NewReader(strings.NewReader(strings.TrimPrefix(body, "\uFEFF")))
	r.Comma = comma
	rows, err := r.ReadAll()
	if err != nil {
		o.t.Fatalf("payments.csv%s does not parse with %q: %v\n%s", query, comma, err, body)
	}
	return status, rows
}

// rowOf is the row of a kind of movement of subject.
func rowOf(rows [][]string, kind, subject string) []string {
	for _, row := range rows[1:] {
		if row[2] == kind && (row[4] == subject || strings.HasSuffix(row[4], subject)) {
			return row
		}
	}
	return nil
}

func TestTheTreasurerExportsTheMonthsMoneyAsTheBankSawIt(t *testing.T) {
	o := newOffice(t)
	// A cheque received on 5 January, a Paris day.
	cheque := map[string]any{"date": "2026-01-05", "amount": 4500, "bank": "Banque Postale", "chequeNumber": "1234567"}
	pledge := o.record("donations", o.pledge)
	pledge.Load(map[string]any{"campaign": "new-track", "designation": "sport"})
	if err := o.app.Save(pledge); err != nil {
		t.Fatal(err)
	}
	if status, body := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+o.pledge+"/cheque-received", cheque); status != http.StatusOK {
		t.Fatalf("cheque received: %d %v", status, body)
	}
	// The unpaid order is paid, then 10 € of it go back.
	order := o.record("orders", o.unpaid)
	order.Load(map[string]any{"payment": true, "status": "paid", "paidAt": "2026-01-31 23:30:00.000Z", "paypalCaptureId": "CAP-2"})
	if err := o.app.Save(order); err != nil {
		t.Fatal(err)
	}
	order.Load(map[string]any{"refunds": []string{"RF-1"}, "amountRefunded": 10, "status": "partially_refunded"})
	if err := o.app.Save(order); err != nil {
		t.Fatal(err)
	}
	// Saved again with nothing new: no new row.
	if err := o.app.Save(order); err != nil {
		t.Fatal(err)
	}

	status, rows := o.payments(staff.RoleTreasurer, "", ';')
	if status != http.StatusOK {
		t.Fatalf("payments.csv: %d", status)
	}
	// French throughout: the columns' names and the values' words (export_words.go).
	want := []string{"date", "heure", "nature", "don ou commande", "référence", "nom", "e-mail", "moyen de paiement",
		"brut", "frais", "net", "référence du prestataire", "banque du chèque", "numéro du chèque", "test", "campagne", "affectation"}
	if strings.Join(rows[0], "|") != strings.Join(want, "|") {
		t.Errorf("header %q", rows[0])
	}
	got := rowOf(rows, "chèque", o.pledge)
	if got == nil || got[0] != "05/01/2026" || got[3] != "don" || got[5] != "Jean Martin" || got[6] != "jean@example.org" || got[7] != "chèque" ||
		got[8] != "45,00" || got[9] != "0,00" || got[10] != "45,00" || got[12] != "Banque Postale" || got[13] != "1234567" || got[14] != "non" ||
		got[15] != "new-track" || got[16] != "sport" {
		t.Errorf("cheque row %q", got)
	}
	// 23:30 UTC on 31 January is 1 February in Paris.
	paid := rowOf(rows, "paiement", "n° 2")
	if paid == nil || paid[0] != "01/02/2026" || paid[3] != "commande" || paid[7] != "PayPal" || paid[1] != "00:30" || paid[8] != "28,38" || paid[9] != "" || paid[10] != "28,38" || paid[11] != "CAP-2" || paid[5] != "Awa Ndiaye" {
		t.Errorf("order payment row %q", paid)
	}
	refund := rowOf(rows, "remboursement", "n° 2")
	if refund == nil || refund[8] != "-10,00" || refund[10] != "-10,00" || refund[11] != "RF-1" {
		t.Errorf("refund row %q (a negative amount stays a number)", refund)
	}
	// The order that was made paid.
	if made := rowOf(rows, "paiement", "n° 1"); made == nil || made[11] != "CAP-1" {
		t.Errorf("paid order row %q", made)
	}
	// The monthly card gift's three payments.
	renewals := 0
	for _, row := range rows[1:] {
		if row[4] == o.card {
			renewals++
		}
	}
	if len(rows) != 8 || renewals != 3 {
		t.Errorf("%d rows, want the header and 7 movements (3 of the card gift: %d): %q", len(rows), renewals, rows)
	}

	// The international format, and a range of Paris days.
	_, intl := o.payments(staff.RoleAdmin, "?format=intl&from=2026-01-01&to=2026-01-31", ',')
	if len(intl) != 2 || intl[0][2] != "kind" || intl[1][0] != "2026-01-05" || intl[1][2] != "cheque" || intl[1][8] != "45.00" || intl[1][14] != "false" {
		t.Errorf("January, international: %q", intl)
	}
	if status, _ := o.payments(staff.RoleTreasurer, "?format=excel", ';'); status != http.StatusBadRequest {
		t.Errorf("an unknown format: %d, want 400", status)
	}
	for role, want := range map[string]int{"": http.StatusUnauthorized, staff.RoleShop: http.StatusForbidden, staff.RoleEditor: http.StatusForbidden} {
		if status, _ := o.download(role, "/api/staff/exports/payments.csv"); status != want {
			t.Errorf("%q exporting payments: %d, want %d", role, status, want)
		}
	}
}

func TestLedgerRowsAreNeverChangedOrDeleted(t *testing.T) {
	o := newOffice(t)
	cheque := map[string]any{"date": "2026-01-05", "amount": 4500, "bank": "Banque Postale", "chequeNumber": "1234567"}
	pledge := o.record("donations", o.pledge)
	pledge.Load(map[string]any{"campaign": "new-track", "designation": "sport"})
	if err := o.app.Save(pledge); err != nil {
		t.Fatal(err)
	}
	if status, _ := o.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+o.pledge+"/cheque-received", cheque); status != http.StatusOK {
		t.Fatal("cheque not received")
	}
	row, err := o.app.FindFirstRecordByData("ledger", "subjectId", o.pledge)
	if err != nil {
		t.Fatal(err)
	}
	row.Set("gross", 1)
	if err := o.app.Save(row); err == nil {
		t.Error("a ledger row was changed")
	}
	if err := o.app.Delete(row); err == nil {
		t.Error("a ledger row was deleted")
	}
}
