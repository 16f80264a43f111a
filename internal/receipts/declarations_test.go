package receipts_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// The article 222 bis figures of year N are the gifts received in N that
// receipts name, and the receipts issued in N: January's annual receipts
// count 2025's money in 2025 and their number in 2026. From April the
// treasurer's home reminds of last year's until a treasurer marks it
// declared (audited, once).
func TestTheDeclarationCountsTheYearTheMoneyCameIn(t *testing.T) {
	d := newDesk(t, nil)
	paris := func(date string) time.Time {
		at, _ := time.ParseInLocation(time.DateOnly, date, donate.Paris)
		return at.Add(10 * time.Hour)
	}
	donor := d.donor("jean@example.org", "x")
	paidOnce := func(amount int, paid string) string {
		return d.create("donations", map[string]any{"donor": donor, "amount": amount, "currency": "EUR", "rhythm": "once", "method": "card",
			"status": "paid", "paymentsCount": 1, "amountCollected": amount, "lastPaymentAt": paris(paid).UTC()}).Id
	}
	// A December 2025 gift receipted in December, 2025's monthly gifts
	// receipted in January 2026, and a January 2026 gift.
	if _, err := receipts.IssueForDonation(d.app, paidOnce(5000, "2025-12-20"), nil, paris("2025-12-20")); err != nil {
		t.Fatal(err)
	}
	d.recurring(donor, "card", 1500, false, "2025-03-05 10:00:00.000Z", "2025-04-05 10:00:00.000Z")
	if _, err := receipts.RunAnnual(d.app, 2025, paris("2026-01-10")); err != nil {
		t.Fatal(err)
	}
	if _, err := receipts.IssueForDonation(d.app, paidOnce(2000, "2026-01-05"), nil, paris("2026-01-11")); err != nil {
		t.Fatal(err)
	}

	years, err := declarations.Years(d.app)
	if err != nil {
		t.Fatal(err)
	}
	byYear := map[int]declarations.Year{}
	for _, y := range years {
		byYear[y.Year] = y
	}
	if y := byYear[2025]; y.Valid != (declarations.Figures{Count: 1, Amount: 5000 + 3000}) || y.DueOn != "2026-05-05" {
		t.Errorf("2025: %+v, want 80 € received on receipts, 1 receipt issued in 2025, due 5 May 2026", y)
	}
	if y := byYear[2026]; y.Valid != (declarations.Figures{Count: 2, Amount: 2000}) {
		t.Errorf("2026: %+v, want 20 € received on receipts, 2 receipts issued in 2026", y)
	}
	// Both ways of counting, side by side: 2025's money has two receipts
	// (one issued in 2026); 2026 issued two receipts, for 50 €.
	if y := byYear[2025]; y.ForMoney != (declarations.Figures{Count: 2, Amount: 8000}) || y.Issued != (declarations.Figures{Count: 1, Amount: 5000}) {
		t.Errorf("2025: for its money %+v, issued in it %+v", y.ForMoney, y.Issued)
	}
	if y := byYear[2026]; y.ForMoney != (declarations.Figures{Count: 1, Amount: 2000}) || y.Issued != (declarations.Figures{Count: 2, Amount: 5000}) {
		t.Errorf("2026: for its money %+v, issued in it %+v", y.ForMoney, y.Issued)
	}

	// The reminder: from April 2026, for 2025, until marked.
	for date, want := range map[string]bool{"2026-03-31": false, "2026-04-01": true, "2026-05-20": true} {
		if due, err := declarations.Pending(d.app, paris(date)); err != nil || (due != nil) != want || (due != nil && due.Year != 2025) {
			t.Errorf("reminder on %s: %+v %v, want %v", date, due, err, want)
		}
	}
	for year, want := range map[int]int{time.Now().Year(): http.StatusBadRequest, 2019: http.StatusBadRequest, 2025: http.StatusOK} {
		if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipt-declarations/"+strconv.Itoa(year), nil); status != want {
			t.Errorf("marking %d declared: %d %v, want %d", year, status, res, want)
		}
	}
	if status, _, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipt-declarations/2025", nil); status != http.StatusBadRequest {
		t.Errorf("marking 2025 declared twice: %d", status)
	}
	if due, _ := declarations.Pending(d.app, paris("2026-05-20")); due != nil {
		t.Errorf("reminder after the declaration: %+v", due)
	}
	row, err := d.app.FindFirstRecordByData(staff.AuditCollection, "action", receipts.ActionDeclared)
	if err != nil || row.GetString("actorEmail") != "treasurer@foundation.test" {
		t.Errorf("audit of the declaration: %v %v", row, err)
	}
	declared, _ := d.app.FindFirstRecordByData(declarations.Collection, "year", 2025)
	declared.Set("declaredBy", "someone@else.org")
	if err := d.app.Save(declared); err == nil {
		t.Error("a declaration was changed")
	}
}
