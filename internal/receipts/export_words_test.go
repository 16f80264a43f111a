package receipts

import (
	"testing"

	"foundation/internal/donate"
	"foundation/internal/staff"
)

// receipts.csv in French (?format=fr) leaves no English behind: each column
// name and each status, kind, donor kind and method has its French word
// (internal/staff/export_words.go, the one place they are written).
func TestTheReceiptsExportHasAFrenchWordForEach(t *testing.T) {
	fr, ok := staff.ExportFormatNamed("fr")
	if !ok {
		t.Fatal("no fr format")
	}
	words := append(append([]string{}, exportHeader...), StatusValid, StatusCancelled, KindSingle, KindAnnual, donate.KindPerson, donate.KindCompany)
	words = append(words, donate.Methods...)
	for _, w := range words {
		if fr.Word(w) == w {
			t.Errorf("%q has no French word", w)
		}
	}
}
