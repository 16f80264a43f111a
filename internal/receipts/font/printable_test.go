package font

import (
	"testing"

	"codeberg.org/go-pdf/fpdf"
)

// The font draws its Latin ranges (README.md) and nothing beyond: a
// donor's accents print, an emoji or another script does not.
func TestDraws(t *testing.T) {
	for _, r := range "AZaz09 .,;:!?'\"-()&@/éèêëàâäîïôöûüùçÿñÅØÆæœŒßĄęŁłŚšŽžĞğİıŠ€…«»‘’“”–—\u00a0\u202f" {
		if !Draws(r) {
			t.Errorf("%q (U+%04X) is not drawn", r, r)
		}
	}
	for _, r := range "😀𝔐中文Жαב☃\u0301" {
		if Draws(r) {
			t.Errorf("%q (U+%04X) is drawn", r, r)
		}
	}
}

// Printable text draws without error, whatever was stored.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Jean-François Müller": "Jean-François Müller",
		"Zoë 😀 𝔐artin":         "Zoë ? Martin",
		"ﬁne 中文\n2ᵉ étage":     "fine ??\n2e étage",
		"Ze\u0301phyrin":       "Zéphyrin",
	} {
		got := Printable(in)
		if got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
		pdf := fpdf.New("P", "mm", "A4", "")
		Add(pdf)
		pdf.AddPage()
		pdf.SetFont(Family, "", 10)
		pdf.MultiCell(100, 5, got, "", "L", false)
		if err := pdf.Output(discard{}); err != nil {
			t.Errorf("drawing %q: %v", got, err)
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
