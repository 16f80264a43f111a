// Package font is the one font of the foundation's PDFs (tax receipts,
// statements, packing slips): DejaVu Sans cut to the Latin characters
// (README.md), embedded in the binary, so every PDF is drawn the same way.
package font

import (
	_ "embed"

	"codeberg.org/go-pdf/fpdf"
)

//go:embed DejaVuSans.ttf
var ttf []byte

// Family is the name a PDF knows the font by once Add registered it.
const Family = "dejavu"

// Add registers the font on pdf as Family (fpdf embeds only the glyphs the pages use).
func Add(pdf *fpdf.Fpdf) { pdf.AddUTF8FontFromBytes(Family, "", ttf) }
