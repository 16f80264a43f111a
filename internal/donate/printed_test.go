package donate_test

import (
	"net/http"
	"testing"
)

// The attack: a cheque from "Zoë 😀 𝔐artin" was accepted, then its receipt
// failed. What a receipt prints is refused, field by field, in words the
// donor can act on; so is a French postal code that is not 5 digits.
func TestACheckFromANameAReceiptCannotPrintIsRefused(t *testing.T) {
	s := newSite(t, nil)
	pledge := validDonor()
	pledge["amount"] = 5000
	pledge["prenom"], pledge["nom"], pledge["codePostal"] = "Zoë", "😀 𝔐artin", "ABCDE"
	status, body := s.post("/api/donations/cheque", pledge)
	fields := data(body)
	nom, _ := fields["nom"].(map[string]any)
	postal, _ := fields["codePostal"].(map[string]any)
	if status != http.StatusBadRequest || fields["prenom"] != nil ||
		nom["code"] != "validation_unprintable_characters" || nom["message"] != "Use letters, digits and common punctuation only: this is printed on the tax receipt." ||
		postal["message"] != "A French postal code is 5 digits, e.g. 75015." {
		t.Fatalf("cheque: %d %v", status, body)
	}
	if n := s.count("donations"); n != 0 {
		t.Fatalf("%d donations stored", n)
	}
}
