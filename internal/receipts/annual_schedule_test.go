package receipts_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tools/cron"

	"foundation/internal/donate"
	"foundation/internal/notify"
	"foundation/internal/receipts"
	"foundation/internal/staff"
)

// Early each January the annual run starts by itself for the year over,
// mails the staff what it issued and what is blocked and why; the
// treasurer's home reads where the year stands, and the run stays
// re-runnable by hand once what blocked is fixed.
func TestTheAnnualRunStartsByItselfInJanuaryAndSaysWhatIsBlocked(t *testing.T) {
	d := newDesk(t, nil)
	if jobs := d.app.Cron().Jobs(); !slices.ContainsFunc(jobs, func(j *cron.Job) bool { return j.Id() == "receiptsAnnual" && j.Expression() == "0 6 5 1 *" }) {
		t.Fatalf("no receiptsAnnual job on 5 January among %d", len(jobs))
	}
	d.recurring(d.donor("ada@example.org", "x"), "card", 2000, false, "2025-03-05 10:00:00.000Z", "2025-04-05 10:00:00.000Z")
	homeless := d.donor("noaddress@example.org", "")
	d.recurring(homeless, "card", 1000, false, "2025-05-05 10:00:00.000Z")

	_, status, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/annual?year=2025", nil)
	if status["waiting"] != 1.0 || status["alreadyIssued"] != 0.0 || len(status["blocked"].([]any)) != 1 {
		t.Fatalf("before the run: %v", status)
	}
	run, err := receipts.RunAnnualOfLastYear(d.app, time.Date(2026, 1, 5, 7, 0, 0, 0, donate.Paris))
	if err != nil || run.Year != 2025 || run.Issued != 1 || len(run.Blocked) != 1 || run.Blocked[0].Reason != "missing postal address" {
		t.Fatalf("the January run: %+v %v", run, err)
	}
	if mails := d.mailsTo(notify.StaffAddress(d.app)); !slices.Contains(mails, "Reçus fiscaux annuels 2025 : 1 émis, 1 bloqué") {
		t.Errorf("staff mails %q", mails)
	}
	// In French, the back office's language, with who is blocked and why.
	text := d.mailText("Reçus fiscaux annuels")
	for _, want := range []string{"Les reçus fiscaux annuels de 2025", "L’émission annuelle a produit 1 reçu pour les dons hebdomadaires et mensuels (0 déjà émis avant).",
		"Ces donateurs n’en ont reçu aucun", "<noaddress@example.org>: missing postal address"} {
		if !strings.Contains(text, want) {
			t.Errorf("the staff's mail lacks %q:\n%s", want, text)
		}
	}
	_, status, _, _ = d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/annual?year=2025", nil)
	blocked := status["blocked"].([]any)
	if status["alreadyIssued"] != 1.0 || status["waiting"] != 0.0 || len(blocked) != 1 ||
		blocked[0].(map[string]any)["email"] != "noaddress@example.org" || blocked[0].(map[string]any)["reason"] != "missing postal address" {
		t.Fatalf("after the run: %v", status)
	}
	for _, year := range []string{"2999", "soon"} {
		if code, res, _, _ := d.call(staff.RoleTreasurer, http.MethodGet, "/api/staff/receipts/annual?year="+year, nil); code != http.StatusBadRequest {
			t.Errorf("status of year %s: %d %v", year, code, res)
		}
	}

	// Fixed, then run again by hand: the one left gets its receipt.
	r := d.record("donation_users", homeless)
	r.Set("adresse", "2 rue Neuve")
	if err := d.app.Save(r); err != nil {
		t.Fatal(err)
	}
	code, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/receipts/annual", map[string]any{"year": 2025})
	if code != http.StatusOK || res["issued"] != 1.0 || res["alreadyIssued"] != 1.0 {
		t.Fatalf("by hand: %d %v", code, res)
	}
}
