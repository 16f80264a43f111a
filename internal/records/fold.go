package records

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// foldChain takes the accents off letters: decomposed, marks dropped, composed
// again. A new one each time: a chain keeps state and cannot be shared.
var foldChain = func() transform.Transformer {
	return transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
}

// Fold is text as a search compares it: lower case, without accents, spaces
// trimmed ("  Crème " → "creme"). The web app folds a visitor's search the
// same way (web/src/features/shop/filter.ts) before asking the records API for it.
func Fold(text string) string {
	folded, _, err := transform.String(foldChain(), strings.ToLower(text))
	if err != nil {
		return strings.TrimSpace(strings.ToLower(text))
	}
	return strings.TrimSpace(folded)
}
