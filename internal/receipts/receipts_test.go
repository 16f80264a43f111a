package receipts_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"foundation/internal/declarations"
	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/receipts/receiptstest"
	"foundation/internal/settings"
	"foundation/internal/staff"
)

var issueDay = time.Date(2026, 3, 2, 10, 0, 0, 0, donate.Paris)

// off switches receipts off, so gifts paid meanwhile get none.
func (d *desk) off() {
	d.t.Helper()
	r, err := settings.Find(d.app)
	if err != nil {
		d.t.Fatal(err)
	}
	r.Set(settings.FieldReceiptsEnabled, false)
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

func (d *desk) on() {
	d.t.Helper()
	r, _ := settings.Find(d.app)
	r.Set(settings.FieldReceiptsEnabled, true)
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

func wantNumbers(t testing.TB, got []string, year, n int) {
	t.Helper()
	want := make([]string, n)
	for i := range n {
		want[i] = fmt.Sprintf("%d-%06d", year, i+1)
	}
	if !slices.Equal(got, want) {
		t.Fatalf("numbers %v, want %v", got, want)
	}
}

func TestFiftyConcurrentIssuesAreNumberedOneToFifty(t *testing.T) {
	d := newDesk(t, nil)
	d.off()
	var gifts []string
	for i := range 50 {
		id := d.gift(d.donor(fmt.Sprintf("d%d@example.org", i), "x"), 1000+i, "card", "pending")
		d.pay(id)
		gifts = append(gifts, id)
	}
	if n := len(d.receipts()); n != 0 {
		t.Fatalf("%d receipts issued while receipts were off", n)
	}
	d.on()
	var wg sync.WaitGroup
	errs := make(chan error, len(gifts))
	for _, id := range gifts {
		wg.Go(func() {
			if _, err := receipts.IssueForDonation(d.app, id, nil, issueDay); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	wantNumbers(t, d.numbers(), 2026, 50)
	seen := map[string]bool{}
	for _, r := range d.receipts() {
		if seen[r.DonationID()] {
			t.Fatalf("gift %s has two receipts", r.DonationID())
		}
		seen[r.DonationID()] = true
	}
}

func TestAFailedRenderUsesNoNumber(t *testing.T) {
	d := newDesk(t, nil)
	d.off()
	donor := d.donor("ana@example.org", "x")
	first, second := d.gift(donor, 5000, "cheque", "pending"), d.gift(donor, 7000, "card", "pending")
	d.pay(first)
	d.pay(second)
	d.on()
	if _, err := receipts.IssueForDonation(d.app, first, nil, issueDay); err != nil {
		t.Fatal(err)
	}
	receipts.SetRenderer(d.app, func(receipts.Document) ([]byte, error) { return nil, errors.New("the font is gone") })
	status, body, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+second+"/receipt", nil)
	if status != http.StatusInternalServerError || !strings.Contains(fmt.Sprint(body["message"]), "the font is gone") {
		t.Fatalf("failed render: %d %v", status, body)
	}
	wantNumbers(t, d.numbers(), 2026, 1)
	receipts.SetRenderer(d.app, nil)
	r, err := receipts.IssueForDonation(d.app, second, nil, issueDay)
	if err != nil {
		t.Fatal(err)
	}
	if r.Number() != "2026-000002" {
		t.Fatalf("after the failure the next number is %s", r.Number())
	}
	wantNumbers(t, d.numbers(), 2026, 2)
}

// recurring records a monthly gift of donor with one ledger entry per date.
func (d *desk) recurring(donor, method string, amount int, test bool, dates ...string) string {
	d.t.Helper()
	var ledger []map[string]any
	keys := []string{}
	for i, at := range dates {
		ledger = append(ledger, map[string]any{"at": at, "amount": amount})
		keys = append(keys, fmt.Sprintf("sale:S%d", i+1))
	}
	return d.create("donations", map[string]any{"donor": donor, "amount": amount, "currency": "EUR", "rhythm": "monthly",
		"method": method, "status": "active", "paymentsCount": len(dates), "amountCollected": amount * len(dates),
		"paymentLog": ledger, "countedPayments": keys, "test": test}).Id
}

func TestTheAnnualRunIsIdempotentAndResumable(t *testing.T) {
	d := newDesk(t, nil)
	now := time.Date(2026, 1, 10, 9, 0, 0, 0, donate.Paris)
	for i := range 5 {
		donor := d.donor(fmt.Sprintf("Monthly%d@Example.org", i), "x")
		d.recurring(donor, "card", 1000, false, "2025-01-05 10:00:00.000Z", "2025-06-05 10:00:00.000Z", "2025-12-31 22:30:00.000Z")
	}
	// The same person under another record (any case), by cheque: one receipt with both.
	again := d.donor("monthly0@example.org", "x")
	d.recurring(again, "cheque", 2500, false, "2025-03-01 10:00:00.000Z")
	// Not of 2025: a payment in January 2026 (Paris time), a TEST MODE gift.
	other := d.donor("later@example.org", "x")
	d.recurring(other, "card", 1000, false, "2025-12-31 23:30:00.000Z")
	d.recurring(d.donor("test@example.org", "x"), "card", 1000, true, "2025-05-05 10:00:00.000Z")
	// Counted before the ledger: its net amount at its last payment.
	legacy := d.create("donations", map[string]any{"donor": d.donor("legacy@example.org", "x"), "amount": 2000, "currency": "EUR",
		"rhythm": "weekly", "method": "paypal", "status": "cancelled", "paymentsCount": 3, "amountCollected": 6000, "amountRefunded": 2000,
		"lastPaymentAt": "2025-04-01 10:00:00.000Z"})
	_ = legacy
	// No address: blocked, and said so.
	d.recurring(d.donor("nowhere@example.org", ""), "card", 1000, false, "2025-02-02 10:00:00.000Z")

	for _, year := range []int{2026, 2027, 1999} {
		if _, err := receipts.RunAnnual(d.app, year, now); err == nil {
			t.Fatalf("a run for %d was accepted", year)
		}
	}

	renders := 0
	receipts.SetRenderer(d.app, func(doc receipts.Document) ([]byte, error) {
		if renders++; renders == 3 {
			return nil, errors.New("the disk is full")
		}
		return receipts.Render(doc)
	})
	// One receipt fails: its donor is listed with why, the run goes on.
	run, err := receipts.RunAnnual(d.app, 2025, now)
	if err != nil || run.Issued != 5 || len(run.Blocked) != 2 || !strings.Contains(run.Blocked[1].Reason, "the disk is full") {
		t.Fatalf("run with a failed receipt: %+v, %v", run, err)
	}
	wantNumbers(t, d.numbers(), 2026, 5)

	receipts.SetRenderer(d.app, nil)
	run, err = receipts.RunAnnual(d.app, 2025, now)
	if err != nil || run.Issued != 1 || run.AlreadyIssued != 5 || len(run.Blocked) != 1 || run.Blocked[0].Email != "nowhere@example.org" ||
		run.Blocked[0].Reason != "missing postal address" {
		t.Fatalf("resumed run: %+v, %v", run, err)
	}
	run, err = receipts.RunAnnual(d.app, 2025, now)
	if err != nil || run.Issued != 0 || run.AlreadyIssued != 6 {
		t.Fatalf("third run: %+v, %v", run, err)
	}
	wantNumbers(t, d.numbers(), 2026, 6)

	byEmail := map[string]*receipts.Receipt{}
	for _, r := range d.receipts() {
		if r.Kind() != receipts.KindAnnual || r.TaxYear() != 2025 || byEmail[r.DonorEmail()] != nil {
			t.Fatalf("receipt %s: kind %s, tax year %d, twice for %s", r.Number(), r.Kind(), r.TaxYear(), r.DonorEmail())
		}
		byEmail[r.DonorEmail()] = r
	}
	for email, want := range map[string]int64{"monthly0@example.org": 5500, "monthly4@example.org": 3000, "legacy@example.org": 4000} {
		r := byEmail[email]
		if r == nil || int64(r.Amount()) != want {
			t.Fatalf("%s: %v, want %d", email, r, want)
		}
	}
	if m := byEmail["monthly0@example.org"].Methods(); !slices.Equal(m, []string{"card", "cheque"}) {
		t.Errorf("methods %v", m)
	}
	if r := byEmail["monthly1@example.org"]; r.GetInt("payments") != 3 || r.GetDateTime("periodEnd").String() != "2025-12-31 22:30:00.000Z" {
		t.Errorf("period %v", r.PublicExport())
	}
	for _, absent := range []string{"later@example.org", "test@example.org", "nowhere@example.org"} {
		if byEmail[absent] != nil {
			t.Errorf("%s got a 2025 receipt", absent)
		}
	}
	if mails := d.mailsTo("monthly3@example.org"); len(mails) != 1 || !strings.Contains(mails[0], ".pdf]") {
		t.Errorf("the donor's mails: %v", mails)
	}
}

func TestTheAnnualRouteRefusesAYearNotOver(t *testing.T) {
	d := newDesk(t, nil)
	current := time.Now().In(donate.Paris).Year()
	for _, body := range []map[string]any{{"year": current}, {"year": current + 1}, {}} {
		if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/annual", body); status != http.StatusBadRequest ||
			res["data"].(map[string]any)["year"] == nil {
			t.Fatalf("annual run %v: %d %v", body, status, res)
		}
	}
	status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/annual", map[string]any{"year": current - 1})
	if status != http.StatusOK || res["issued"] != 0.0 {
		t.Fatalf("a past year: %d %v", status, res)
	}
	if len(d.receipts()) != 0 {
		t.Fatal("a refused run issued receipts")
	}
}

func TestCancellationKeepsTheNumberAndTheReplacementNamesIt(t *testing.T) {
	d := newDesk(t, nil)
	donor := d.donor("jean@example.org", "x")
	gift := d.gift(donor, 8000, "cheque", "awaiting_cheque")
	d.pay(gift)
	list := d.receipts()
	if len(list) != 1 {
		t.Fatalf("%d receipts after the payment", len(list))
	}
	first := list[0]
	_, _, pdf1, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+first.Id+"/pdf", nil)

	for _, body := range []map[string]any{{}, {"reason": "   ", "replace": true}} {
		if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel", body); status != http.StatusBadRequest ||
			res["data"].(map[string]any)["reason"] == nil {
			t.Fatalf("cancel %v: %d %v", body, status, res)
		}
	}
	// The donor moved and phoned: the treasurer's correction is what the replacement carries.
	moved := map[string]any{"prenom": "Jean", "nom": "Martin", "adresse": "7 rue Neuve, 69002 Lyon", "codePostal": "69002", "ville": "Lyon", "pays": "France", "telephone": "0612345678"}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPatch, "/api/staff/donors/jean%40example.org", moved); status != http.StatusOK {
		t.Fatalf("correction: %d %v", status, res)
	}
	status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel",
		map[string]any{"reason": "wrong address", "replace": true})
	if status != http.StatusOK {
		t.Fatalf("cancel and replace: %d %v", status, res)
	}
	cancelled, replacement := res["cancelled"].(map[string]any), res["replacement"].(map[string]any)
	if cancelled["status"] != "cancelled" || cancelled["cancelReason"] != "wrong address" || cancelled["cancelledBy"] != "treasurer@foundation.test" ||
		cancelled["number"] != "2026-000001" || cancelled["replacedByNumber"] != "2026-000002" {
		t.Fatalf("cancelled %v", cancelled)
	}
	if replacement["number"] != "2026-000002" || replacement["replaces"] != first.Id || replacement["replacesNumber"] != "2026-000001" ||
		replacement["donorAddress"] != "7 rue Neuve, 69002 Lyon" || replacement["amount"] != 8000.0 || replacement["status"] != "valid" {
		t.Fatalf("replacement %v", replacement)
	}
	if status, _, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/"+first.Id+"/cancel",
		map[string]any{"reason": "again"}); status != http.StatusBadRequest {
		t.Fatalf("a second cancellation: %d", status)
	}
	// The stored original stays as issued; what is served is its copy stamped with the cancellation.
	kept, err := receipts.FindReceipt(d.app, first.Id)
	if err != nil {
		t.Fatal(err)
	}
	if original, err := kept.PDF(d.app); err != nil || !bytes.Equal(pdf1, original) || !bytes.HasPrefix(pdf1, []byte("%PDF")) {
		t.Fatalf("the cancelled receipt's stored PDF changed: %v", err)
	}
	_, _, served, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+first.Id+"/pdf", nil)
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, served)), " ")
	for _, want := range []string{"ANNULÉ", "REÇU ANNULÉ le", "Motif : wrong address", "remplacé par le reçu n° 2026-000002", "2026-000001"} {
		if !strings.Contains(text, want) {
			t.Errorf("the served copy of the cancelled receipt does not say %q:\n%s", want, text)
		}
	}
	_, _, newPDF, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+replacement["id"].(string)+"/pdf", nil)
	if text := strings.Join(strings.Fields(receiptstest.PDFText(t, newPDF)), " "); !strings.Contains(text, "Ce reçu annule et remplace le reçu n° 2026-000001 du") || strings.Contains(text, "ANNULÉ") {
		t.Errorf("the replacement:\n%s", text)
	}
	if mails := d.mailsTo("jean@example.org"); !slices.ContainsFunc(mails, func(m string) bool {
		return strings.HasSuffix(m, "is replaced by 2026-000002 [recu-fiscal-2026-000002.pdf]")
	}) {
		t.Fatalf("the donor's mails: %v", mails)
	}

	// Nothing changes a receipt or deletes it, not even a superuser's save.
	stored := d.record(receipts.Collection, first.Id)
	stored.Set("amount", 1)
	if err := d.app.Save(stored); err == nil {
		t.Fatal("a cancelled receipt's amount changed")
	}
	valid := d.record(receipts.Collection, replacement["id"].(string))
	valid.Set("donorName", "Someone Else")
	if err := d.app.Save(valid); err == nil {
		t.Fatal("a valid receipt's name changed")
	}
	if err := d.app.Delete(valid); err == nil {
		t.Fatal("a receipt was deleted")
	}
}

func TestARefundCancelsTheReceipt(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("ana@example.org", "x"), 3000, "card", "pending")
	d.pay(gift)
	r := d.record("donations", gift)
	r.Set("status", "refunded")
	r.Set("amountRefunded", 3000)
	if err := d.app.Save(r); err != nil {
		t.Fatal(err)
	}
	list := d.receipts()
	if len(list) != 1 || list[0].Status() != receipts.StatusCancelled || list[0].CancelReason() != receipts.ReasonRefunded {
		t.Fatalf("receipts after the refund: %v", list)
	}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/receipt", nil); status != http.StatusBadRequest {
		t.Fatalf("a receipt for a refunded gift: %d %v", status, res)
	}
}

func TestGiftsThatGetNoReceiptSayWhy(t *testing.T) {
	d := newDesk(t, nil)
	unpaid := d.gift(d.donor("a@example.org", "x"), 3000, "cheque", "awaiting_cheque")
	homeless := d.gift(d.donor("b@example.org", ""), 3000, "card", "pending")
	d.pay(homeless)
	test := d.create("donations", map[string]any{"donor": d.donor("c@example.org", "x"), "amount": 3000, "currency": "EUR",
		"rhythm": "once", "method": "card", "status": "pending", "test": true}).Id
	d.pay(test)
	if n := len(d.receipts()); n != 0 {
		t.Fatalf("%d receipts", n)
	}
	for id, field := range map[string]string{unpaid: "donation", homeless: "address", test: "donation"} {
		status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+id+"/receipt", nil)
		if status != http.StatusBadRequest || res["data"].(map[string]any)[field] == nil {
			t.Errorf("receipt for %s: %d %v, want a 400 on %s", id, status, res, field)
		}
	}
	_, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/missing", nil)
	items := res["items"].([]any)
	if len(items) != 1 || items[0].(map[string]any)["donation"] != homeless || items[0].(map[string]any)["receiptBlocked"] != "missing postal address" {
		t.Fatalf("missing %v", res)
	}
	// The address fixed, the treasurer issues it by hand.
	r := d.record("donations", homeless)
	donor := d.record("donation_users", r.GetString("donor"))
	donor.Set("adresse", "1 rue Haute")
	if err := d.app.Save(donor); err != nil {
		t.Fatal(err)
	}
	status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+homeless+"/receipt", nil)
	if status != http.StatusCreated || res["number"] == nil || res["donorAddress"] != "1 rue Haute" {
		t.Fatalf("by hand: %d %v", status, res)
	}
	if status, _, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+homeless+"/receipt", nil); status != http.StatusBadRequest {
		t.Fatalf("a second receipt for one gift: %d", status)
	}
	d.off()
	status, res, _, _ = d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+unpaid+"/receipt", nil)
	if status != http.StatusBadRequest || res["data"].(map[string]any)["receipts"] == nil {
		t.Fatalf("receipts off: %d %v", status, res)
	}
}

func TestTheTreasurerListsDownloadsAndExportsReceipts(t *testing.T) {
	d := newDesk(t, nil)
	for i, amount := range []int{8000, 125050, 2000} {
		d.pay(d.gift(d.donor(fmt.Sprintf("p%d@example.org", i), "x"), amount, "card", "pending"))
	}
	list := d.receipts()
	if _, _, err := receipts.Cancel(d.app, list[2].Id, "duplicate", false, d.staff[staff.RoleTreasurer], time.Now()); err != nil {
		t.Fatal(err)
	}
	year := time.Now().In(donate.Paris).Year()
	status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, fmt.Sprintf("/api/staff/receipts?year=%d&status=valid&q=P1@", year), nil)
	if status != http.StatusOK || res["totalItems"] != 1.0 || res["items"].([]any)[0].(map[string]any)["amount"] != 125050.0 {
		t.Fatalf("list: %d %v", status, res)
	}
	years := res["years"].([]any)
	want := map[string]any{"year": float64(year), "valid": map[string]any{"count": 2.0, "amount": 133050.0},
		"companies": map[string]any{"count": 0.0, "amount": 0.0},
		"cancelled": map[string]any{"count": 1.0, "amount": 2000.0}, "dueOn": declarations.DueOn(year).Format(time.DateOnly),
		"forMoney": map[string]any{"count": 2.0, "amount": 133050.0}, "issued": map[string]any{"count": 2.0, "amount": 133050.0},
		"declaredAt": "", "declaredBy": ""}
	if len(years) != 1 || fmt.Sprint(years[0]) != fmt.Sprint(want) {
		t.Fatalf("years %v, want %v", years, want)
	}
	if status, _, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts?status=lost", nil); status != http.StatusBadRequest {
		t.Fatalf("unknown status: %d", status)
	}

	_, _, a, header := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+list[0].Id+"/pdf", nil)
	_, _, b, _ := d.call(staff.RoleAdmin, http.MethodGet, "/api/staff/receipts/"+list[0].Id+"/pdf", nil)
	sum := sha256.Sum256(a)
	if !bytes.Equal(a, b) || hex.EncodeToString(sum[:]) != list[0].SHA256() || header.Get("Content-Type") != "application/pdf" ||
		header.Get("Content-Disposition") != `attachment; filename="recu-fiscal-`+list[0].Number()+`.pdf"` || len(a) > 60<<10 {
		t.Fatalf("download: %d bytes, %v", len(a), header)
	}

	status, _, csv, header := d.call(staff.RoleTreasurer, http.MethodGet, fmt.Sprintf("/api/staff/exports/receipts.csv?year=%d", year), nil)
	text := string(csv)
	if status != http.StatusOK || !strings.HasPrefix(text, "\uFEFFnumber,year,status") || strings.Count(text, "\r\n") != 4 ||
		!strings.Contains(text, list[1].Number()+fmt.Sprintf(",%d,valid,single,", year)) || !strings.Contains(text, ",1250.50,") ||
		!strings.Contains(text, ",cancelled,single,") || !strings.Contains(header.Get("Content-Disposition"), "receipts-") {
		t.Fatalf("export: %d %q", status, text)
	}
	// In French throughout: the columns' names, the values' words, the amounts and the Paris days.
	status, _, csv, _ = d.call(staff.RoleTreasurer, http.MethodGet, fmt.Sprintf("/api/staff/exports/receipts.csv?year=%d&format=fr", year), nil)
	text = string(csv)
	issued := list[1].IssuedAt().Time().In(donate.Paris).Format("02/01/2006")
	if status != http.StatusOK || !strings.HasPrefix(text, "\uFEFFnuméro;année;statut;nature;émis le;donateur") ||
		!strings.Contains(text, list[1].Number()+fmt.Sprintf(";%d;valide;unique;%s;", year, issued)) || !strings.Contains(text, ";1250,50;") ||
		!strings.Contains(text, ";annulé;unique;") || !strings.Contains(text, ";particulier;") {
		t.Fatalf("export in French: %d %q", status, text)
	}
}

// Part of a receipted one-off gift refunded: its receipt is cancelled and
// replaced by one for what was kept, mailed to the donor saying why.
func TestAPartialRefundReplacesTheReceiptWithWhatWasKept(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("jean@example.org", "x"), 5000, "paypal", "pending")
	d.pay(gift)
	first := d.receipts()
	if len(first) != 1 || first[0].Amount() != 5000 {
		t.Fatalf("receipts once paid: %v", first)
	}
	r := d.record("donations", gift)
	r.Set("amountRefunded", 2000)
	if err := d.app.Save(r); err != nil {
		t.Fatal(err)
	}
	all := d.receipts()
	if len(all) != 2 || all[0].Status() != receipts.StatusCancelled || all[1].Status() != receipts.StatusValid ||
		all[1].Amount() != 3000 || all[1].Replaces() != all[0].Id ||
		all[0].CancelReason() != "remboursement partiel de 20,00\u00a0€ ; le nouveau reçu porte sur les 30,00\u00a0€ conservés" {
		for _, r := range all {
			t.Logf("%s %s %d replaces %q: %q", r.Number(), r.Status(), r.Amount(), r.Replaces(), r.CancelReason())
		}
		t.Fatal("after a partial refund")
	}
	mails := d.mailsTo("jean@example.org")
	want := "Your tax receipt " + all[0].Number() + " is replaced by " + all[1].Number() + " [recu-fiscal-" + all[1].Number() + ".pdf]"
	if !slices.Contains(mails, want) {
		t.Errorf("mails %q, want %q", mails, want)
	}
}

// An annual receipt lists, on a second page, each payment it covers with
// its date, amount and means (a weekly giver's 52 fit), and their total.
func TestAnAnnualReceiptListsItsPaymentsOnASecondPage(t *testing.T) {
	d := newDesk(t, nil)
	donor := d.donor("weekly@example.org", "x")
	var weeks []string
	for day := time.Date(2025, 1, 3, 9, 0, 0, 0, time.UTC); day.Year() == 2025; day = day.AddDate(0, 0, 7) {
		weeks = append(weeks, day.Format("2006-01-02 15:04:05.000Z"))
	}
	d.recurring(donor, "card", 1000, false, weeks...)
	d.recurring(d.donor("WEEKLY@example.org", "x"), "cheque", 2500, false, "2025-06-15 10:00:00.000Z")
	if run, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 5, 7, 0, 0, 0, donate.Paris)); err != nil || run.Issued != 1 {
		t.Fatalf("run: %+v %v", run, err)
	}
	r := d.receipts()[0]
	_, _, pdf, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/"+r.Id+"/pdf", nil)
	if dir := os.Getenv("RECEIPT_PDF_DIR"); dir != "" {
		_ = os.WriteFile(filepath.Join(dir, "receipt-annual.pdf"), pdf, 0o644)
	}
	text := strings.Join(strings.Fields(receiptstest.PDFText(t, pdf)), " ")
	for _, want := range []string{
		"Période des versements : du 3 janvier 2025 au 26 décembre 2025 (53 versements)",
		"Détail des versements", "Annexe au reçu n° " + r.Number(),
		"3 janvier 2025 10,00 € Virement, prélèvement, carte bancaire", "15 juin 2025 25,00 € Chèque",
		"26 décembre 2025 10,00 € Virement, prélèvement, carte bancaire", "Total 545,00 € 53 versements",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the annual receipt lacks %q:\n%s", want, text)
		}
	}
	if pages := strings.Count(receiptstest.PDFText(t, pdf), "\f"); pages != 2 {
		t.Errorf("%d pages, want 2", pages)
	}
}

// A paid gift whose receipt fails for a reason no one foresaw (here the
// signature image lost from the storage) tells the staff, in French, the
// back office's language.
func TestAReceiptThatFailsTellsTheStaff(t *testing.T) {
	d := newDesk(t, nil)
	r, err := settings.Find(d.app)
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := d.app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if err := fsys.Delete(r.BaseFilesPath() + "/" + settings.Of(r).Signature); err != nil {
		t.Fatal(err)
	}
	gift := d.gift(d.donor("jean@example.org", "x"), 5000, "paypal", "pending")
	d.pay(gift)
	if mails := d.mailsTo(notify.StaffAddress(d.app)); !slices.Contains(mails, "Don "+gift+" : reçu fiscal non émis") {
		t.Fatalf("staff mails %q", mails)
	}
	text := d.mailText("Don " + gift + " : reçu fiscal non émis")
	for _, want := range []string{"Un reçu fiscal n’a pas pu être émis", "Le don est payé, mais son reçu a échoué : ",
		"Aucun numéro n’a été utilisé. Émettez-le de nouveau depuis l’écran des reçus"} {
		if !strings.Contains(text, want) {
			t.Errorf("the staff's mail lacks %q:\n%s", want, text)
		}
	}
}

// refundFiveOfMarch books what donate books for a PayPal refund of 5 € of
// the 5 March 2025 payment of gift, paid on 5 March and 5 April 2025
// (PAYMENT.SALE.REFUNDED), in 2026.
func (d *desk) refundFiveOfMarch(gift string) {
	d.t.Helper()
	r := d.record("donations", gift)
	r.Load(map[string]any{"countedRefunds": []string{"REF-1"}, "amountRefunded": 500, "countedPayments": []string{"sale:S1", "sale:S2", "refund:REF-1"},
		"paymentLog": []map[string]any{{"at": "2025-03-05 10:00:00.000Z", "amount": 2000}, {"at": "2025-04-05 10:00:00.000Z", "amount": 2000},
			{"at": "2025-03-05 10:00:00.000Z", "amount": -500, "refund": true}}})
	if err := d.app.Save(r); err != nil {
		d.t.Fatal(err)
	}
}

// A refund that cannot replace its receipt (receipts were switched off
// meanwhile) leaves it as it was and tells the staff, in French, the back
// office's language: for a one-off gift and for a year's annual receipt.
func TestARefundThatCannotReplaceItsReceiptTellsTheStaff(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("jean@example.org", "x"), 5000, "paypal", "pending")
	d.pay(gift)
	monthly := d.recurring(d.donor("monthly@example.org", "x"), "paypal", 2000, false, "2025-03-05 10:00:00.000Z", "2025-04-05 10:00:00.000Z")
	if run, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 5, 7, 0, 0, 0, donate.Paris)); err != nil || run.Issued != 1 {
		t.Fatalf("run: %+v %v", run, err)
	}
	issued := d.receipts()
	d.off()
	r := d.record("donations", gift)
	r.Set("amountRefunded", 2000)
	if err := d.app.Save(r); err != nil {
		t.Fatal(err)
	}
	d.refundFiveOfMarch(monthly)
	if all := d.receipts(); len(all) != 2 || all[0].Status() != receipts.StatusValid || all[1].Status() != receipts.StatusValid {
		t.Fatalf("receipts after the refunds: %v", all)
	}
	got := map[string]string{}
	d.mailsTo(notify.StaffAddress(d.app))
	for _, m := range d.app.TestMailer.Messages() {
		got[m.Subject] = m.Text
	}
	for subject, words := range map[string][]string{
		"Reçu " + issued[0].Number() + " : un remboursement partiel n’a pas pu le remplacer": {
			"Un reçu fiscal indique plus que ce que le don a conservé", "Une partie du don a été remboursée (20,00\u00a0€), mais son reçu n’a pas pu être remplacé : ",
			"Annulez-le et remplacez-le depuis l’écran des reçus une fois le problème corrigé."},
		"Reçu " + issued[1].Number() + " : un remboursement n’a pas pu le remplacer": {
			"Un reçu fiscal annuel indique plus que ce que l’année a conservé", "Un paiement de l’année 2025 a été remboursé (5,00\u00a0€), mais son reçu annuel n’a pas pu être remplacé : ",
			"Annulez-le et remplacez-le"},
	} {
		text, ok := got[subject]
		if !ok {
			t.Errorf("no staff mail %q among %q", subject, slices.Collect(maps.Keys(got)))
		}
		for _, want := range words {
			if ok && !strings.Contains(text, want) {
				t.Errorf("%q lacks %q:\n%s", subject, want, text)
			}
		}
	}
}

// A refunded payment of a recurring gift leaves the year it counted in: that
// year's annual receipt is cancelled and replaced by one for what it kept.
func TestARefundedRenewalReplacesItsYearsAnnualReceipt(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.recurring(d.donor("monthly@example.org", "x"), "paypal", 2000, false, "2025-03-05 10:00:00.000Z", "2025-04-05 10:00:00.000Z")
	if run, err := receipts.RunAnnual(d.app, 2025, time.Date(2026, 1, 5, 7, 0, 0, 0, donate.Paris)); err != nil || run.Issued != 1 {
		t.Fatalf("run: %+v %v", run, err)
	}
	d.refundFiveOfMarch(gift)
	all := d.receipts()
	if len(all) != 2 || all[0].Status() != receipts.StatusCancelled || all[1].Status() != receipts.StatusValid ||
		all[1].Amount() != 3500 || all[1].Replaces() != all[0].Id || all[1].TaxYear() != 2025 ||
		all[0].CancelReason() != "remboursement partiel de 5,00\u00a0€ sur les dons de 2025 ; le nouveau reçu porte sur ce que l'année a conservé" {
		for _, r := range all {
			t.Logf("%s %s %d replaces %q: %q", r.Number(), r.Status(), r.Amount(), r.Replaces(), r.CancelReason())
		}
		t.Fatal("after a refund of a 2025 payment")
	}
}
