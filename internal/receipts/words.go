package receipts

import (
	"strings"

	"foundation/internal/money"
)

// The amount in French words, as the Cerfa's "somme en toutes lettres"
// asks. Traditional spelling (before the 1990 rectifications), as most
// receipts are written: hyphens only between tens and units below one
// hundred ("quatre-vingt-dix-sept", "vingt et un", "mille deux cent
// cinquante"); "vingt" and "cent" take an s when multiplied and last
// ("quatre-vingts", "deux cents", also before "millions"), not when a
// number follows ("quatre-vingt-un", "deux cent un") nor before "mille",
// which never varies ("deux mille", "quatre-vingt mille"); "million" and
// "milliard" are nouns ("deux millions", "un million d'euros").

var units = []string{"zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
	"onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"}

var tens = []string{"", "", "vingt", "trente", "quarante", "cinquante", "soixante"}

// below100 is n (0 < n < 100) in words; last says nothing follows, so a
// round "quatre-vingts" takes its s.
func below100(n int, last bool) string {
	switch {
	case n < 20:
		return units[n]
	case n < 70:
		t, u := n/10, n%10
		switch u {
		case 0:
			return tens[t]
		case 1:
			return tens[t] + " et un"
		}
		return tens[t] + "-" + units[u]
	case n < 80: // soixante-dix … soixante-dix-neuf
		if n == 71 {
			return "soixante et onze"
		}
		return "soixante-" + units[n-60]
	}
	// quatre-vingts … quatre-vingt-dix-neuf: never "et"
	if n == 80 {
		if last {
			return "quatre-vingts"
		}
		return "quatre-vingt"
	}
	return "quatre-vingt-" + units[n-80]
}

// below1000 is n (0 < n < 1000) in words.
func below1000(n int, last bool) string {
	h, rest := n/100, n%100
	var words []string
	switch {
	case h == 1:
		words = append(words, "cent")
	case h > 1 && rest == 0 && last:
		words = append(words, units[h]+" cents")
	case h > 1:
		words = append(words, units[h]+" cent")
	}
	if rest > 0 {
		words = append(words, below100(rest, last))
	}
	return strings.Join(words, " ")
}

// Words is a whole number (0 ≤ n < 10¹²) in French words.
func Words(n int64) string {
	if n == 0 {
		return "zéro"
	}
	groups := []struct {
		size         int64
		one, several string // "" for units
	}{{1_000_000_000, "milliard", "milliards"}, {1_000_000, "million", "millions"}, {1000, "mille", "mille"}, {1, "", ""}}
	var words []string
	for _, g := range groups {
		k := int(n / g.size)
		n %= g.size
		if k == 0 {
			continue
		}
		switch {
		case g.size == 1:
			words = append(words, below1000(k, true))
		case g.size == 1000 && k == 1:
			words = append(words, "mille") // never "un mille"
		case g.size == 1000:
			words = append(words, below1000(k, false), "mille") // "quatre-vingt mille", "deux cent mille"
		case k == 1:
			words = append(words, "un", g.one)
		default:
			// a noun follows: "quatre-vingts millions", "deux cents millions"
			words = append(words, below1000(k, true), g.several)
		}
	}
	return strings.Join(words, " ")
}

// AmountInWords is an amount in euros and centimes in French words:
// "quatre-vingts euros", "mille deux cent cinquante euros et cinquante
// centimes", "un million d'euros", "cinquante centimes".
func AmountInWords(c money.Cents) string {
	euros, centimes := int64(c)/100, int64(c)%100
	var parts []string
	if euros > 0 || centimes == 0 {
		w := Words(euros)
		unit := " euros"
		switch {
		case euros <= 1:
			unit = " euro"
		case euros%1_000_000 == 0:
			unit = " d'euros" // "un million d'euros", "deux milliards d'euros"
		}
		parts = append(parts, w+unit)
	}
	if centimes > 0 {
		unit := " centimes"
		if centimes == 1 {
			unit = " centime"
		}
		parts = append(parts, Words(centimes)+unit)
	}
	return strings.Join(parts, " et ")
}
