package font

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// glyphs are the characters the font has a glyph for, read from the font
// itself once: README.md's Latin ranges. What is not there a PDF cannot
// print: fpdf fails on a character beyond U+FFFF (an emoji) and draws an
// empty box for the others.
var glyphs = sync.OnceValue(func() map[rune]bool {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		panic("font: the embedded font does not parse: " + err.Error())
	}
	var buf sfnt.Buffer
	has := map[rune]bool{}
	for r := rune(0x20); r <= 0xFFFF; r++ {
		if i, err := f.GlyphIndex(&buf, r); err == nil && i != 0 && !unicode.IsControl(r) {
			has[r] = true
		}
	}
	return has
})

// Draws reports whether the font prints r (a line break or a tab is layout,
// not a glyph). Text is drawn composed (Printable): check its NFC form.
func Draws(r rune) bool { return r == '\n' || r == '\t' || glyphs()[r] }

// Replacement stands for a character the font cannot print.
const Replacement = '?'

// Printable is s as the font can print it: composed (NFC: "e" and a
// combining accent are "é"), and a character the font lacks becomes its
// compatibility form when the font has that ("𝔐" → "M", "ﬁ" → "fi"), else
// Replacement. Text stored before the forms refused such characters still
// prints, so no receipt fails on a donor's name.
func Printable(s string) string {
	s = norm.NFC.String(s)
	if strings.IndexFunc(s, func(r rune) bool { return !Draws(r) }) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch compat := norm.NFKC.String(string(r)); {
		case Draws(r):
			b.WriteRune(r)
		case compat != "" && strings.IndexFunc(compat, func(c rune) bool { return !Draws(c) }) < 0:
			b.WriteString(compat)
		default:
			b.WriteRune(Replacement)
		}
	}
	return b.String()
}
