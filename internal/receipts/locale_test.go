package receipts_test

import (
	"net/http"
	"slices"
	"testing"

	"foundation/internal/staff"
)

// A French gift's receipt is mailed in French; the receipt itself, the
// attached PDF, is the French legal form whatever the language.
func TestAFrenchGiftsReceiptMailIsFrench(t *testing.T) {
	d := newDesk(t, nil)
	gift := d.gift(d.donor("jean@example.org", "x"), 5000, "cheque", "awaiting_cheque")
	r := d.record("donations", gift)
	r.Set("locale", "fr")
	if err := d.app.Save(r); err != nil {
		t.Fatal(err)
	}
	body := map[string]any{"date": "2026-01-05", "amount": 5000, "bank": "Banque Postale", "chequeNumber": "1234567"}
	if status, res, _, _ := d.call(staff.RoleTreasurer, http.MethodPost, "/api/staff/donations/"+gift+"/cheque-received", body); status >= http.StatusMultipleChoices {
		t.Fatalf("cheque received: %d %v", status, res)
	}
	list := d.receipts()
	if len(list) != 1 {
		t.Fatalf("%d receipts", len(list))
	}
	n := list[0].Number()
	want := "Votre reçu fiscal " + n + " de la Fondation Amara Diallo [recu-fiscal-" + n + ".pdf]"
	if mails := d.mailsTo("jean@example.org"); !slices.Contains(mails, want) {
		t.Fatalf("the donor's mails %q, want %q", mails, want)
	}
}
